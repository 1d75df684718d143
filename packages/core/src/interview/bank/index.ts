import questionsSoftwareEngineer from '../../../content/interview-questions/roles/engineering-technology/software-engineer.json';
import questionsFrontendEngineer from '../../../content/interview-questions/roles/engineering-technology/frontend-engineer.json';
import questionsBackendEngineer from '../../../content/interview-questions/roles/engineering-technology/backend-engineer.json';
import questionsFullStackEngineer from '../../../content/interview-questions/roles/engineering-technology/full-stack-engineer.json';
import questionsMobileEngineer from '../../../content/interview-questions/roles/engineering-technology/mobile-engineer.json';
import questionsDevopsEngineer from '../../../content/interview-questions/roles/engineering-technology/devops-engineer.json';
import questionsCloudEngineer from '../../../content/interview-questions/roles/engineering-technology/cloud-engineer.json';
import questionsSecurityEngineer from '../../../content/interview-questions/roles/engineering-technology/security-engineer.json';
import questionsQaEngineer from '../../../content/interview-questions/roles/engineering-technology/qa-engineer.json';
import questionsEmbeddedSystemsEngineer from '../../../content/interview-questions/roles/engineering-technology/embedded-systems-engineer.json';
import questionsSolutionsArchitect from '../../../content/interview-questions/roles/engineering-technology/solutions-architect.json';
import questionsEngineeringManager from '../../../content/interview-questions/roles/engineering-technology/engineering-manager.json';
import questionsItSupportSpecialist from '../../../content/interview-questions/roles/engineering-technology/it-support-specialist.json';
import questionsSystemsAdministrator from '../../../content/interview-questions/roles/engineering-technology/systems-administrator.json';
import questionsNetworkEngineer from '../../../content/interview-questions/roles/engineering-technology/network-engineer.json';
import questionsMechanicalEngineer from '../../../content/interview-questions/roles/engineering-technology/mechanical-engineer.json';
import questionsElectricalEngineer from '../../../content/interview-questions/roles/engineering-technology/electrical-engineer.json';
import questionsCivilEngineer from '../../../content/interview-questions/roles/engineering-technology/civil-engineer.json';
import questionsProductManager from '../../../content/interview-questions/roles/product-design/product-manager.json';
import questionsProductOwner from '../../../content/interview-questions/roles/product-design/product-owner.json';
import questionsProductDesigner from '../../../content/interview-questions/roles/product-design/product-designer.json';
import questionsUxDesigner from '../../../content/interview-questions/roles/product-design/ux-designer.json';
import questionsUxResearcher from '../../../content/interview-questions/roles/product-design/ux-researcher.json';
import questionsGraphicDesigner from '../../../content/interview-questions/roles/product-design/graphic-designer.json';
import questionsFashionDesigner from '../../../content/interview-questions/roles/product-design/fashion-designer.json';
import questionsInteriorDesigner from '../../../content/interview-questions/roles/product-design/interior-designer.json';
import questionsVideoEditor from '../../../content/interview-questions/roles/product-design/video-editor.json';
import questionsBusinessAnalyst from '../../../content/interview-questions/roles/business-strategy/business-analyst.json';
import questionsManagementConsultant from '../../../content/interview-questions/roles/business-strategy/management-consultant.json';
import questionsProjectManager from '../../../content/interview-questions/roles/business-strategy/project-manager.json';
import questionsProgramManager from '../../../content/interview-questions/roles/business-strategy/program-manager.json';
import questionsBusinessDevelopmentManager from '../../../content/interview-questions/roles/business-strategy/business-development-manager.json';
import questionsOperationsManager from '../../../content/interview-questions/roles/business-strategy/operations-manager.json';
import questionsMarketingManager from '../../../content/interview-questions/roles/marketing-growth/marketing-manager.json';
import questionsDigitalMarketingSpecialist from '../../../content/interview-questions/roles/marketing-growth/digital-marketing-specialist.json';
import questionsContentMarketingManager from '../../../content/interview-questions/roles/marketing-growth/content-marketing-manager.json';
import questionsSeoSpecialist from '../../../content/interview-questions/roles/marketing-growth/seo-specialist.json';
import questionsSocialMediaManager from '../../../content/interview-questions/roles/marketing-growth/social-media-manager.json';
import questionsProductMarketingManager from '../../../content/interview-questions/roles/marketing-growth/product-marketing-manager.json';
import questionsBrandManager from '../../../content/interview-questions/roles/marketing-growth/brand-manager.json';
import questionsPublicRelationsSpecialist from '../../../content/interview-questions/roles/marketing-growth/public-relations-specialist.json';
import questionsCommunicationsManager from '../../../content/interview-questions/roles/marketing-growth/communications-manager.json';
import questionsCopywriter from '../../../content/interview-questions/roles/marketing-growth/copywriter.json';
import questionsSalesRepresentative from '../../../content/interview-questions/roles/sales-customer/sales-representative.json';
import questionsSalesDevelopmentRepresentative from '../../../content/interview-questions/roles/sales-customer/sales-development-representative.json';
import questionsAccountExecutive from '../../../content/interview-questions/roles/sales-customer/account-executive.json';
import questionsAccountManager from '../../../content/interview-questions/roles/sales-customer/account-manager.json';
import questionsSalesManager from '../../../content/interview-questions/roles/sales-customer/sales-manager.json';
import questionsCustomerSuccessManager from '../../../content/interview-questions/roles/sales-customer/customer-success-manager.json';
import questionsCustomerServiceRepresentative from '../../../content/interview-questions/roles/sales-customer/customer-service-representative.json';
import questionsRetailSalesAssociate from '../../../content/interview-questions/roles/sales-customer/retail-sales-associate.json';
import questionsRetailStoreManager from '../../../content/interview-questions/roles/sales-customer/retail-store-manager.json';
import questionsRealEstateAgent from '../../../content/interview-questions/roles/sales-customer/real-estate-agent.json';
import questionsAccountant from '../../../content/interview-questions/roles/finance-operations/accountant.json';
import questionsFinancialAnalyst from '../../../content/interview-questions/roles/finance-operations/financial-analyst.json';
import questionsAuditor from '../../../content/interview-questions/roles/finance-operations/auditor.json';
import questionsBookkeeper from '../../../content/interview-questions/roles/finance-operations/bookkeeper.json';
import questionsInvestmentBankingAnalyst from '../../../content/interview-questions/roles/finance-operations/investment-banking-analyst.json';
import questionsPersonalBanker from '../../../content/interview-questions/roles/finance-operations/personal-banker.json';
import questionsLoanOfficer from '../../../content/interview-questions/roles/finance-operations/loan-officer.json';
import questionsClaimsAdjuster from '../../../content/interview-questions/roles/finance-operations/claims-adjuster.json';
import questionsSupplyChainManager from '../../../content/interview-questions/roles/finance-operations/supply-chain-manager.json';
import questionsLogisticsCoordinator from '../../../content/interview-questions/roles/finance-operations/logistics-coordinator.json';
import questionsProcurementSpecialist from '../../../content/interview-questions/roles/finance-operations/procurement-specialist.json';
import questionsOfficeAdministrator from '../../../content/interview-questions/roles/finance-operations/office-administrator.json';
import questionsDataAnalyst from '../../../content/interview-questions/roles/data-analytics/data-analyst.json';
import questionsDataScientist from '../../../content/interview-questions/roles/data-analytics/data-scientist.json';
import questionsDataEngineer from '../../../content/interview-questions/roles/data-analytics/data-engineer.json';
import questionsMachineLearningEngineer from '../../../content/interview-questions/roles/data-analytics/machine-learning-engineer.json';
import questionsBusinessIntelligenceAnalyst from '../../../content/interview-questions/roles/data-analytics/business-intelligence-analyst.json';
import questionsDatabaseAdministrator from '../../../content/interview-questions/roles/data-analytics/database-administrator.json';
import questionsRecruiter from '../../../content/interview-questions/roles/hr-people/recruiter.json';
import questionsHrGeneralist from '../../../content/interview-questions/roles/hr-people/hr-generalist.json';
import questionsHrManager from '../../../content/interview-questions/roles/hr-people/hr-manager.json';
import questionsHrBusinessPartner from '../../../content/interview-questions/roles/hr-people/hr-business-partner.json';
import questionsCompensationAndBenefitsSpecialist from '../../../content/interview-questions/roles/hr-people/compensation-and-benefits-specialist.json';
import questionsLearningAndDevelopmentSpecialist from '../../../content/interview-questions/roles/hr-people/learning-and-development-specialist.json';
import questionsPayrollSpecialist from '../../../content/interview-questions/roles/hr-people/payroll-specialist.json';
import questionsRegisteredNurse from '../../../content/interview-questions/roles/other/registered-nurse.json';
import questionsMedicalAssistant from '../../../content/interview-questions/roles/other/medical-assistant.json';
import questionsPharmacist from '../../../content/interview-questions/roles/other/pharmacist.json';
import questionsSocialWorker from '../../../content/interview-questions/roles/other/social-worker.json';
import questionsTeacher from '../../../content/interview-questions/roles/other/teacher.json';
import questionsSchoolAdministrator from '../../../content/interview-questions/roles/other/school-administrator.json';
import questionsLawyer from '../../../content/interview-questions/roles/other/lawyer.json';
import questionsParalegal from '../../../content/interview-questions/roles/other/paralegal.json';
import questionsChef from '../../../content/interview-questions/roles/other/chef.json';
import questionsRestaurantManager from '../../../content/interview-questions/roles/other/restaurant-manager.json';
import questionsHotelManager from '../../../content/interview-questions/roles/other/hotel-manager.json';
import questionsConstructionManager from '../../../content/interview-questions/roles/other/construction-manager.json';
import questionsElectrician from '../../../content/interview-questions/roles/other/electrician.json';
import questionsAutomotiveTechnician from '../../../content/interview-questions/roles/other/automotive-technician.json';
import questionsAircraftMaintenanceTechnician from '../../../content/interview-questions/roles/other/aircraft-maintenance-technician.json';
import questionsPilot from '../../../content/interview-questions/roles/other/pilot.json';
import questionsTruckDriver from '../../../content/interview-questions/roles/other/truck-driver.json';
import questionsPersonalTrainer from '../../../content/interview-questions/roles/other/personal-trainer.json';
import questionsFarmManager from '../../../content/interview-questions/roles/other/farm-manager.json';
import questionsEnvironmentalScientist from '../../../content/interview-questions/roles/other/environmental-scientist.json';
import questionsEventPlanner from '../../../content/interview-questions/roles/other/event-planner.json';
import questionsOther from '../../../content/interview-questions/roles/other/other.json';
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

/** Role questions by catalogue title, by role group: one file per role (content/interview-questions/roles/<role group>/<role>.json). */
export const ROLE_QUESTIONS: readonly Readonly<Record<string, BankQuestion[]>>[] = [
  {
    'Software Engineer': questionsSoftwareEngineer as BankQuestion[],
    'Frontend Engineer': questionsFrontendEngineer as BankQuestion[],
    'Backend Engineer': questionsBackendEngineer as BankQuestion[],
    'Full Stack Engineer': questionsFullStackEngineer as BankQuestion[],
    'Mobile Engineer': questionsMobileEngineer as BankQuestion[],
    'DevOps Engineer': questionsDevopsEngineer as BankQuestion[],
    'Cloud Engineer': questionsCloudEngineer as BankQuestion[],
    'Security Engineer': questionsSecurityEngineer as BankQuestion[],
    'QA Engineer': questionsQaEngineer as BankQuestion[],
    'Embedded Systems Engineer': questionsEmbeddedSystemsEngineer as BankQuestion[],
    'Solutions Architect': questionsSolutionsArchitect as BankQuestion[],
    'Engineering Manager': questionsEngineeringManager as BankQuestion[],
    'IT Support Specialist': questionsItSupportSpecialist as BankQuestion[],
    'Systems Administrator': questionsSystemsAdministrator as BankQuestion[],
    'Network Engineer': questionsNetworkEngineer as BankQuestion[],
    'Mechanical Engineer': questionsMechanicalEngineer as BankQuestion[],
    'Electrical Engineer': questionsElectricalEngineer as BankQuestion[],
    'Civil Engineer': questionsCivilEngineer as BankQuestion[],
  },
  {
    'Product Manager': questionsProductManager as BankQuestion[],
    'Product Owner': questionsProductOwner as BankQuestion[],
    'Product Designer': questionsProductDesigner as BankQuestion[],
    'UX Designer': questionsUxDesigner as BankQuestion[],
    'UX Researcher': questionsUxResearcher as BankQuestion[],
    'Graphic Designer': questionsGraphicDesigner as BankQuestion[],
    'Fashion Designer': questionsFashionDesigner as BankQuestion[],
    'Interior Designer': questionsInteriorDesigner as BankQuestion[],
    'Video Editor': questionsVideoEditor as BankQuestion[],
  },
  {
    'Business Analyst': questionsBusinessAnalyst as BankQuestion[],
    'Management Consultant': questionsManagementConsultant as BankQuestion[],
    'Project Manager': questionsProjectManager as BankQuestion[],
    'Program Manager': questionsProgramManager as BankQuestion[],
    'Business Development Manager': questionsBusinessDevelopmentManager as BankQuestion[],
    'Operations Manager': questionsOperationsManager as BankQuestion[],
  },
  {
    'Marketing Manager': questionsMarketingManager as BankQuestion[],
    'Digital Marketing Specialist': questionsDigitalMarketingSpecialist as BankQuestion[],
    'Content Marketing Manager': questionsContentMarketingManager as BankQuestion[],
    'SEO Specialist': questionsSeoSpecialist as BankQuestion[],
    'Social Media Manager': questionsSocialMediaManager as BankQuestion[],
    'Product Marketing Manager': questionsProductMarketingManager as BankQuestion[],
    'Brand Manager': questionsBrandManager as BankQuestion[],
    'Public Relations Specialist': questionsPublicRelationsSpecialist as BankQuestion[],
    'Communications Manager': questionsCommunicationsManager as BankQuestion[],
    Copywriter: questionsCopywriter as BankQuestion[],
  },
  {
    'Sales Representative': questionsSalesRepresentative as BankQuestion[],
    'Sales Development Representative': questionsSalesDevelopmentRepresentative as BankQuestion[],
    'Account Executive': questionsAccountExecutive as BankQuestion[],
    'Account Manager': questionsAccountManager as BankQuestion[],
    'Sales Manager': questionsSalesManager as BankQuestion[],
    'Customer Success Manager': questionsCustomerSuccessManager as BankQuestion[],
    'Customer Service Representative': questionsCustomerServiceRepresentative as BankQuestion[],
    'Retail Sales Associate': questionsRetailSalesAssociate as BankQuestion[],
    'Retail Store Manager': questionsRetailStoreManager as BankQuestion[],
    'Real Estate Agent': questionsRealEstateAgent as BankQuestion[],
  },
  {
    Accountant: questionsAccountant as BankQuestion[],
    'Financial Analyst': questionsFinancialAnalyst as BankQuestion[],
    Auditor: questionsAuditor as BankQuestion[],
    Bookkeeper: questionsBookkeeper as BankQuestion[],
    'Investment Banking Analyst': questionsInvestmentBankingAnalyst as BankQuestion[],
    'Personal Banker': questionsPersonalBanker as BankQuestion[],
    'Loan Officer': questionsLoanOfficer as BankQuestion[],
    'Claims Adjuster': questionsClaimsAdjuster as BankQuestion[],
    'Supply Chain Manager': questionsSupplyChainManager as BankQuestion[],
    'Logistics Coordinator': questionsLogisticsCoordinator as BankQuestion[],
    'Procurement Specialist': questionsProcurementSpecialist as BankQuestion[],
    'Office Administrator': questionsOfficeAdministrator as BankQuestion[],
  },
  {
    'Data Analyst': questionsDataAnalyst as BankQuestion[],
    'Data Scientist': questionsDataScientist as BankQuestion[],
    'Data Engineer': questionsDataEngineer as BankQuestion[],
    'Machine Learning Engineer': questionsMachineLearningEngineer as BankQuestion[],
    'Business Intelligence Analyst': questionsBusinessIntelligenceAnalyst as BankQuestion[],
    'Database Administrator': questionsDatabaseAdministrator as BankQuestion[],
  },
  {
    Recruiter: questionsRecruiter as BankQuestion[],
    'HR Generalist': questionsHrGeneralist as BankQuestion[],
    'HR Manager': questionsHrManager as BankQuestion[],
    'HR Business Partner': questionsHrBusinessPartner as BankQuestion[],
    'Compensation and Benefits Specialist': questionsCompensationAndBenefitsSpecialist as BankQuestion[],
    'Learning and Development Specialist': questionsLearningAndDevelopmentSpecialist as BankQuestion[],
    'Payroll Specialist': questionsPayrollSpecialist as BankQuestion[],
  },
  {
    'Registered Nurse': questionsRegisteredNurse as BankQuestion[],
    'Medical Assistant': questionsMedicalAssistant as BankQuestion[],
    Pharmacist: questionsPharmacist as BankQuestion[],
    'Social Worker': questionsSocialWorker as BankQuestion[],
    Teacher: questionsTeacher as BankQuestion[],
    'School Administrator': questionsSchoolAdministrator as BankQuestion[],
    Lawyer: questionsLawyer as BankQuestion[],
    Paralegal: questionsParalegal as BankQuestion[],
    Chef: questionsChef as BankQuestion[],
    'Restaurant Manager': questionsRestaurantManager as BankQuestion[],
    'Hotel Manager': questionsHotelManager as BankQuestion[],
    'Construction Manager': questionsConstructionManager as BankQuestion[],
    Electrician: questionsElectrician as BankQuestion[],
    'Automotive Technician': questionsAutomotiveTechnician as BankQuestion[],
    'Aircraft Maintenance Technician': questionsAircraftMaintenanceTechnician as BankQuestion[],
    Pilot: questionsPilot as BankQuestion[],
    'Truck Driver': questionsTruckDriver as BankQuestion[],
    'Personal Trainer': questionsPersonalTrainer as BankQuestion[],
    'Farm Manager': questionsFarmManager as BankQuestion[],
    'Environmental Scientist': questionsEnvironmentalScientist as BankQuestion[],
    'Event Planner': questionsEventPlanner as BankQuestion[],
    Other: questionsOther as BankQuestion[],
  },
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
