import rolesBusinessStrategy from '../../../content/interview-questions/roles/business-strategy.json';
import rolesDataAnalytics from '../../../content/interview-questions/roles/data-analytics.json';
import rolesEngineeringTechnology from '../../../content/interview-questions/roles/engineering-technology.json';
import rolesFinanceOperations from '../../../content/interview-questions/roles/finance-operations.json';
import rolesHrPeople from '../../../content/interview-questions/roles/hr-people.json';
import rolesMarketingGrowth from '../../../content/interview-questions/roles/marketing-growth.json';
import rolesOther from '../../../content/interview-questions/roles/other.json';
import rolesProductDesign from '../../../content/interview-questions/roles/product-design.json';
import rolesSalesCustomer from '../../../content/interview-questions/roles/sales-customer.json';
import skillsBusinessFinance from '../../../content/interview-questions/skills/business-finance.json';
import skillsBusinessMarketingComms from '../../../content/interview-questions/skills/business-marketing-comms.json';
import skillsBusinessOperations from '../../../content/interview-questions/skills/business-operations.json';
import skillsBusinessPeopleLegal from '../../../content/interview-questions/skills/business-people-legal.json';
import skillsBusinessSalesService from '../../../content/interview-questions/skills/business-sales-service.json';
import skillsCertificationsFields from '../../../content/interview-questions/skills/certifications-fields.json';
import skillsCertificationsTechBusiness from '../../../content/interview-questions/skills/certifications-tech-business.json';
import skillsFieldDesignMedia from '../../../content/interview-questions/skills/field-design-media.json';
import skillsFieldEducationHospitality from '../../../content/interview-questions/skills/field-education-hospitality.json';
import skillsFieldHealthcare from '../../../content/interview-questions/skills/field-healthcare.json';
import skillsFieldTradesEngineering from '../../../content/interview-questions/skills/field-trades-engineering.json';
import skillsFieldTransportAgriculture from '../../../content/interview-questions/skills/field-transport-agriculture.json';
import skillsLanguages from '../../../content/interview-questions/skills/languages.json';
import skillsSoftSkills from '../../../content/interview-questions/skills/soft-skills.json';
import skillsTechCloudDevops from '../../../content/interview-questions/skills/tech-cloud-devops.json';
import skillsTechDataMl from '../../../content/interview-questions/skills/tech-data-ml.json';
import skillsTechLanguagesFrameworks from '../../../content/interview-questions/skills/tech-languages-frameworks.json';
import skillsTechPracticesTools from '../../../content/interview-questions/skills/tech-practices-tools.json';
import skillsTechSecurityItNetwork from '../../../content/interview-questions/skills/tech-security-it-network.json';
import themeAmbiguity from '../../../content/interview-questions/themes/ambiguity.json';
import themeChange from '../../../content/interview-questions/themes/change.json';
import themeConflict from '../../../content/interview-questions/themes/conflict.json';
import themeCustomer from '../../../content/interview-questions/themes/customer.json';
import themeDataDrivenDecision from '../../../content/interview-questions/themes/data-driven-decision.json';
import themeDeadline from '../../../content/interview-questions/themes/deadline.json';
import themeDisagreementWithManager from '../../../content/interview-questions/themes/disagreement-with-manager.json';
import themeEthics from '../../../content/interview-questions/themes/ethics.json';
import themeFailure from '../../../content/interview-questions/themes/failure.json';
import themeFeedback from '../../../content/interview-questions/themes/feedback.json';
import themeInfluence from '../../../content/interview-questions/themes/influence.json';
import themeInitiative from '../../../content/interview-questions/themes/initiative.json';
import themeLeadership from '../../../content/interview-questions/themes/leadership.json';
import themeLearning from '../../../content/interview-questions/themes/learning.json';
import themeMentoring from '../../../content/interview-questions/themes/mentoring.json';
import themeMistake from '../../../content/interview-questions/themes/mistake.json';
import themePrioritisation from '../../../content/interview-questions/themes/prioritisation.json';
import themeStakeholder from '../../../content/interview-questions/themes/stakeholder.json';
import themeTeamwork from '../../../content/interview-questions/themes/teamwork.json';
import themeWorkload from '../../../content/interview-questions/themes/workload.json';
import type { BankQuestion, ThemedQuestion } from '../types';

/*
 * The question bank, written by the team as data: packages/core/content/interview-questions (see the
 * README there). The files are checked against the limits of BankQuestion by content/content.test.ts.
 */

/** Role questions by catalogue title, one file per role group. */
export const ROLE_QUESTIONS: readonly Readonly<Record<string, BankQuestion[]>>[] = [
  rolesEngineeringTechnology as Record<string, BankQuestion[]>,
  rolesProductDesign as Record<string, BankQuestion[]>,
  rolesBusinessStrategy as Record<string, BankQuestion[]>,
  rolesMarketingGrowth as Record<string, BankQuestion[]>,
  rolesSalesCustomer as Record<string, BankQuestion[]>,
  rolesFinanceOperations as Record<string, BankQuestion[]>,
  rolesDataAnalytics as Record<string, BankQuestion[]>,
  rolesHrPeople as Record<string, BankQuestion[]>,
  rolesOther as Record<string, BankQuestion[]>,
];

/**
 * Skill questions by skill name (or alias), one file per taxonomy group (the taxonomy file that defines the
 * skill). Each skill has two questions: at least one technical (how it works, how to apply it, a worked
 * problem or a pitfall) and a second that differs in type or difficulty (behavioural or situational with a
 * STAR answer for people skills). Text may use {role}; it never names a company.
 */
export const SKILL_QUESTIONS: readonly Readonly<Record<string, BankQuestion[]>>[] = [
  skillsTechLanguagesFrameworks as Record<string, BankQuestion[]>,
  skillsTechCloudDevops as Record<string, BankQuestion[]>,
  skillsTechDataMl as Record<string, BankQuestion[]>,
  skillsTechPracticesTools as Record<string, BankQuestion[]>,
  skillsTechSecurityItNetwork as Record<string, BankQuestion[]>,
  skillsBusinessFinance as Record<string, BankQuestion[]>,
  skillsBusinessMarketingComms as Record<string, BankQuestion[]>,
  skillsBusinessOperations as Record<string, BankQuestion[]>,
  skillsBusinessPeopleLegal as Record<string, BankQuestion[]>,
  skillsBusinessSalesService as Record<string, BankQuestion[]>,
  skillsSoftSkills as Record<string, BankQuestion[]>,
  skillsLanguages as Record<string, BankQuestion[]>,
  skillsCertificationsTechBusiness as Record<string, BankQuestion[]>,
  skillsCertificationsFields as Record<string, BankQuestion[]>,
  skillsFieldHealthcare as Record<string, BankQuestion[]>,
  skillsFieldEducationHospitality as Record<string, BankQuestion[]>,
  skillsFieldDesignMedia as Record<string, BankQuestion[]>,
  skillsFieldTradesEngineering as Record<string, BankQuestion[]>,
  skillsFieldTransportAgriculture as Record<string, BankQuestion[]>,
];

/**
 * Behavioural (STAR) and situational questions, one file per theme, in bank order. Most hold a {skill} or
 * {responsibility} placeholder so the generator can tie them to the posting. Themes are kebab-case
 * ('data-driven-decision', 'disagreement-with-manager') and match the id: '<type>-<theme>-<n>'.
 */
export const BEHAVIOURAL_QUESTIONS: ThemedQuestion[] = [
  ...(themeConflict as ThemedQuestion[]),
  ...(themePrioritisation as ThemedQuestion[]),
  ...(themeFailure as ThemedQuestion[]),
  ...(themeFeedback as ThemedQuestion[]),
  ...(themeLeadership as ThemedQuestion[]),
  ...(themeAmbiguity as ThemedQuestion[]),
  ...(themeDeadline as ThemedQuestion[]),
  ...(themeStakeholder as ThemedQuestion[]),
  ...(themeMistake as ThemedQuestion[]),
  ...(themeLearning as ThemedQuestion[]),
  ...(themeInitiative as ThemedQuestion[]),
  ...(themeInfluence as ThemedQuestion[]),
  ...(themeCustomer as ThemedQuestion[]),
  ...(themeEthics as ThemedQuestion[]),
  ...(themeChange as ThemedQuestion[]),
  ...(themeTeamwork as ThemedQuestion[]),
  ...(themeDataDrivenDecision as ThemedQuestion[]),
  ...(themeMentoring as ThemedQuestion[]),
  ...(themeDisagreementWithManager as ThemedQuestion[]),
  ...(themeWorkload as ThemedQuestion[]),
];
