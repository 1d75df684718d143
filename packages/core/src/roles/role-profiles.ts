import { findRoleGroup, type ExperienceLevel } from '@careerlens/contracts';
import { findSkillByName } from '../skills/taxonomy';
import profileSoftwareEngineer from '../../content/role-profiles/engineering-technology/software-engineer.json';
import profileFrontendEngineer from '../../content/role-profiles/engineering-technology/frontend-engineer.json';
import profileBackendEngineer from '../../content/role-profiles/engineering-technology/backend-engineer.json';
import profileFullStackEngineer from '../../content/role-profiles/engineering-technology/full-stack-engineer.json';
import profileMobileEngineer from '../../content/role-profiles/engineering-technology/mobile-engineer.json';
import profileDevopsEngineer from '../../content/role-profiles/engineering-technology/devops-engineer.json';
import profileCloudEngineer from '../../content/role-profiles/engineering-technology/cloud-engineer.json';
import profileSecurityEngineer from '../../content/role-profiles/engineering-technology/security-engineer.json';
import profileQaEngineer from '../../content/role-profiles/engineering-technology/qa-engineer.json';
import profileEmbeddedSystemsEngineer from '../../content/role-profiles/engineering-technology/embedded-systems-engineer.json';
import profileSolutionsArchitect from '../../content/role-profiles/engineering-technology/solutions-architect.json';
import profileEngineeringManager from '../../content/role-profiles/engineering-technology/engineering-manager.json';
import profileItSupportSpecialist from '../../content/role-profiles/engineering-technology/it-support-specialist.json';
import profileSystemsAdministrator from '../../content/role-profiles/engineering-technology/systems-administrator.json';
import profileNetworkEngineer from '../../content/role-profiles/engineering-technology/network-engineer.json';
import profileMechanicalEngineer from '../../content/role-profiles/engineering-technology/mechanical-engineer.json';
import profileElectricalEngineer from '../../content/role-profiles/engineering-technology/electrical-engineer.json';
import profileCivilEngineer from '../../content/role-profiles/engineering-technology/civil-engineer.json';
import profileProductManager from '../../content/role-profiles/product-design/product-manager.json';
import profileProductOwner from '../../content/role-profiles/product-design/product-owner.json';
import profileProductDesigner from '../../content/role-profiles/product-design/product-designer.json';
import profileUxDesigner from '../../content/role-profiles/product-design/ux-designer.json';
import profileUxResearcher from '../../content/role-profiles/product-design/ux-researcher.json';
import profileGraphicDesigner from '../../content/role-profiles/product-design/graphic-designer.json';
import profileFashionDesigner from '../../content/role-profiles/product-design/fashion-designer.json';
import profileInteriorDesigner from '../../content/role-profiles/product-design/interior-designer.json';
import profileVideoEditor from '../../content/role-profiles/product-design/video-editor.json';
import profileBusinessAnalyst from '../../content/role-profiles/business-strategy/business-analyst.json';
import profileManagementConsultant from '../../content/role-profiles/business-strategy/management-consultant.json';
import profileProjectManager from '../../content/role-profiles/business-strategy/project-manager.json';
import profileProgramManager from '../../content/role-profiles/business-strategy/program-manager.json';
import profileBusinessDevelopmentManager from '../../content/role-profiles/business-strategy/business-development-manager.json';
import profileOperationsManager from '../../content/role-profiles/business-strategy/operations-manager.json';
import profileMarketingManager from '../../content/role-profiles/marketing-growth/marketing-manager.json';
import profileDigitalMarketingSpecialist from '../../content/role-profiles/marketing-growth/digital-marketing-specialist.json';
import profileContentMarketingManager from '../../content/role-profiles/marketing-growth/content-marketing-manager.json';
import profileSeoSpecialist from '../../content/role-profiles/marketing-growth/seo-specialist.json';
import profileSocialMediaManager from '../../content/role-profiles/marketing-growth/social-media-manager.json';
import profileProductMarketingManager from '../../content/role-profiles/marketing-growth/product-marketing-manager.json';
import profileBrandManager from '../../content/role-profiles/marketing-growth/brand-manager.json';
import profilePublicRelationsSpecialist from '../../content/role-profiles/marketing-growth/public-relations-specialist.json';
import profileCommunicationsManager from '../../content/role-profiles/marketing-growth/communications-manager.json';
import profileCopywriter from '../../content/role-profiles/marketing-growth/copywriter.json';
import profileSalesRepresentative from '../../content/role-profiles/sales-customer/sales-representative.json';
import profileSalesDevelopmentRepresentative from '../../content/role-profiles/sales-customer/sales-development-representative.json';
import profileAccountExecutive from '../../content/role-profiles/sales-customer/account-executive.json';
import profileAccountManager from '../../content/role-profiles/sales-customer/account-manager.json';
import profileSalesManager from '../../content/role-profiles/sales-customer/sales-manager.json';
import profileCustomerSuccessManager from '../../content/role-profiles/sales-customer/customer-success-manager.json';
import profileCustomerServiceRepresentative from '../../content/role-profiles/sales-customer/customer-service-representative.json';
import profileRetailSalesAssociate from '../../content/role-profiles/sales-customer/retail-sales-associate.json';
import profileRetailStoreManager from '../../content/role-profiles/sales-customer/retail-store-manager.json';
import profileRealEstateAgent from '../../content/role-profiles/sales-customer/real-estate-agent.json';
import profileAccountant from '../../content/role-profiles/finance-operations/accountant.json';
import profileFinancialAnalyst from '../../content/role-profiles/finance-operations/financial-analyst.json';
import profileAuditor from '../../content/role-profiles/finance-operations/auditor.json';
import profileBookkeeper from '../../content/role-profiles/finance-operations/bookkeeper.json';
import profileInvestmentBankingAnalyst from '../../content/role-profiles/finance-operations/investment-banking-analyst.json';
import profilePersonalBanker from '../../content/role-profiles/finance-operations/personal-banker.json';
import profileLoanOfficer from '../../content/role-profiles/finance-operations/loan-officer.json';
import profileClaimsAdjuster from '../../content/role-profiles/finance-operations/claims-adjuster.json';
import profileSupplyChainManager from '../../content/role-profiles/finance-operations/supply-chain-manager.json';
import profileLogisticsCoordinator from '../../content/role-profiles/finance-operations/logistics-coordinator.json';
import profileProcurementSpecialist from '../../content/role-profiles/finance-operations/procurement-specialist.json';
import profileOfficeAdministrator from '../../content/role-profiles/finance-operations/office-administrator.json';
import profileDataAnalyst from '../../content/role-profiles/data-analytics/data-analyst.json';
import profileDataScientist from '../../content/role-profiles/data-analytics/data-scientist.json';
import profileDataEngineer from '../../content/role-profiles/data-analytics/data-engineer.json';
import profileMachineLearningEngineer from '../../content/role-profiles/data-analytics/machine-learning-engineer.json';
import profileBusinessIntelligenceAnalyst from '../../content/role-profiles/data-analytics/business-intelligence-analyst.json';
import profileDatabaseAdministrator from '../../content/role-profiles/data-analytics/database-administrator.json';
import profileRecruiter from '../../content/role-profiles/hr-people/recruiter.json';
import profileHrGeneralist from '../../content/role-profiles/hr-people/hr-generalist.json';
import profileHrManager from '../../content/role-profiles/hr-people/hr-manager.json';
import profileHrBusinessPartner from '../../content/role-profiles/hr-people/hr-business-partner.json';
import profileCompensationAndBenefitsSpecialist from '../../content/role-profiles/hr-people/compensation-and-benefits-specialist.json';
import profileLearningAndDevelopmentSpecialist from '../../content/role-profiles/hr-people/learning-and-development-specialist.json';
import profilePayrollSpecialist from '../../content/role-profiles/hr-people/payroll-specialist.json';
import profileRegisteredNurse from '../../content/role-profiles/other/registered-nurse.json';
import profileMedicalAssistant from '../../content/role-profiles/other/medical-assistant.json';
import profilePharmacist from '../../content/role-profiles/other/pharmacist.json';
import profileSocialWorker from '../../content/role-profiles/other/social-worker.json';
import profileTeacher from '../../content/role-profiles/other/teacher.json';
import profileSchoolAdministrator from '../../content/role-profiles/other/school-administrator.json';
import profileLawyer from '../../content/role-profiles/other/lawyer.json';
import profileParalegal from '../../content/role-profiles/other/paralegal.json';
import profileChef from '../../content/role-profiles/other/chef.json';
import profileRestaurantManager from '../../content/role-profiles/other/restaurant-manager.json';
import profileHotelManager from '../../content/role-profiles/other/hotel-manager.json';
import profileConstructionManager from '../../content/role-profiles/other/construction-manager.json';
import profileElectrician from '../../content/role-profiles/other/electrician.json';
import profileAutomotiveTechnician from '../../content/role-profiles/other/automotive-technician.json';
import profileAircraftMaintenanceTechnician from '../../content/role-profiles/other/aircraft-maintenance-technician.json';
import profilePilot from '../../content/role-profiles/other/pilot.json';
import profileTruckDriver from '../../content/role-profiles/other/truck-driver.json';
import profilePersonalTrainer from '../../content/role-profiles/other/personal-trainer.json';
import profileFarmManager from '../../content/role-profiles/other/farm-manager.json';
import profileEnvironmentalScientist from '../../content/role-profiles/other/environmental-scientist.json';
import profileEventPlanner from '../../content/role-profiles/other/event-planner.json';
import profileOther from '../../content/role-profiles/other/other.json';
import type { RoleProfile } from './types';

/**
 * Every catalogue role's profile, written by the team as data (packages/core/content/role-profiles/<role group>/<role>.json,
 * one file per role; see the README there).
 */
export const ROLE_PROFILES: readonly RoleProfile[] = [
  profileSoftwareEngineer as RoleProfile,
  profileFrontendEngineer as RoleProfile,
  profileBackendEngineer as RoleProfile,
  profileFullStackEngineer as RoleProfile,
  profileMobileEngineer as RoleProfile,
  profileDevopsEngineer as RoleProfile,
  profileCloudEngineer as RoleProfile,
  profileSecurityEngineer as RoleProfile,
  profileQaEngineer as RoleProfile,
  profileEmbeddedSystemsEngineer as RoleProfile,
  profileSolutionsArchitect as RoleProfile,
  profileEngineeringManager as RoleProfile,
  profileItSupportSpecialist as RoleProfile,
  profileSystemsAdministrator as RoleProfile,
  profileNetworkEngineer as RoleProfile,
  profileMechanicalEngineer as RoleProfile,
  profileElectricalEngineer as RoleProfile,
  profileCivilEngineer as RoleProfile,
  profileProductManager as RoleProfile,
  profileProductOwner as RoleProfile,
  profileProductDesigner as RoleProfile,
  profileUxDesigner as RoleProfile,
  profileUxResearcher as RoleProfile,
  profileGraphicDesigner as RoleProfile,
  profileFashionDesigner as RoleProfile,
  profileInteriorDesigner as RoleProfile,
  profileVideoEditor as RoleProfile,
  profileBusinessAnalyst as RoleProfile,
  profileManagementConsultant as RoleProfile,
  profileProjectManager as RoleProfile,
  profileProgramManager as RoleProfile,
  profileBusinessDevelopmentManager as RoleProfile,
  profileOperationsManager as RoleProfile,
  profileMarketingManager as RoleProfile,
  profileDigitalMarketingSpecialist as RoleProfile,
  profileContentMarketingManager as RoleProfile,
  profileSeoSpecialist as RoleProfile,
  profileSocialMediaManager as RoleProfile,
  profileProductMarketingManager as RoleProfile,
  profileBrandManager as RoleProfile,
  profilePublicRelationsSpecialist as RoleProfile,
  profileCommunicationsManager as RoleProfile,
  profileCopywriter as RoleProfile,
  profileSalesRepresentative as RoleProfile,
  profileSalesDevelopmentRepresentative as RoleProfile,
  profileAccountExecutive as RoleProfile,
  profileAccountManager as RoleProfile,
  profileSalesManager as RoleProfile,
  profileCustomerSuccessManager as RoleProfile,
  profileCustomerServiceRepresentative as RoleProfile,
  profileRetailSalesAssociate as RoleProfile,
  profileRetailStoreManager as RoleProfile,
  profileRealEstateAgent as RoleProfile,
  profileAccountant as RoleProfile,
  profileFinancialAnalyst as RoleProfile,
  profileAuditor as RoleProfile,
  profileBookkeeper as RoleProfile,
  profileInvestmentBankingAnalyst as RoleProfile,
  profilePersonalBanker as RoleProfile,
  profileLoanOfficer as RoleProfile,
  profileClaimsAdjuster as RoleProfile,
  profileSupplyChainManager as RoleProfile,
  profileLogisticsCoordinator as RoleProfile,
  profileProcurementSpecialist as RoleProfile,
  profileOfficeAdministrator as RoleProfile,
  profileDataAnalyst as RoleProfile,
  profileDataScientist as RoleProfile,
  profileDataEngineer as RoleProfile,
  profileMachineLearningEngineer as RoleProfile,
  profileBusinessIntelligenceAnalyst as RoleProfile,
  profileDatabaseAdministrator as RoleProfile,
  profileRecruiter as RoleProfile,
  profileHrGeneralist as RoleProfile,
  profileHrManager as RoleProfile,
  profileHrBusinessPartner as RoleProfile,
  profileCompensationAndBenefitsSpecialist as RoleProfile,
  profileLearningAndDevelopmentSpecialist as RoleProfile,
  profilePayrollSpecialist as RoleProfile,
  profileRegisteredNurse as RoleProfile,
  profileMedicalAssistant as RoleProfile,
  profilePharmacist as RoleProfile,
  profileSocialWorker as RoleProfile,
  profileTeacher as RoleProfile,
  profileSchoolAdministrator as RoleProfile,
  profileLawyer as RoleProfile,
  profileParalegal as RoleProfile,
  profileChef as RoleProfile,
  profileRestaurantManager as RoleProfile,
  profileHotelManager as RoleProfile,
  profileConstructionManager as RoleProfile,
  profileElectrician as RoleProfile,
  profileAutomotiveTechnician as RoleProfile,
  profileAircraftMaintenanceTechnician as RoleProfile,
  profilePilot as RoleProfile,
  profileTruckDriver as RoleProfile,
  profilePersonalTrainer as RoleProfile,
  profileFarmManager as RoleProfile,
  profileEnvironmentalScientist as RoleProfile,
  profileEventPlanner as RoleProfile,
  profileOther as RoleProfile,
];

/** A role profile with its skill names resolved to taxonomy ids (names that do not resolve are dropped). */
export interface ResolvedRoleProfile extends RoleProfile {
  coreSkillIds: string[];
  commonSkillIds: string[];
  certificationIds: string[];
}

let byTitle: Map<string, ResolvedRoleProfile> | undefined;

function resolveIds(names: string[]): string[] {
  const ids: string[] = [];
  for (const name of names) {
    const skill = findSkillByName(name);
    if (skill && !ids.includes(skill.id)) ids.push(skill.id);
  }
  return ids;
}

function index(): Map<string, ResolvedRoleProfile> {
  byTitle ??= new Map(
    ROLE_PROFILES.map((profile) => {
      const core = resolveIds(profile.coreSkills);
      return [
        profile.title,
        {
          ...profile,
          coreSkillIds: core,
          commonSkillIds: resolveIds(profile.commonSkills).filter((id) => !core.includes(id)),
          certificationIds: resolveIds(profile.certifications),
        },
      ];
    }),
  );
  return byTitle;
}

/** The profile of a catalogue title, or undefined. */
export function getRoleProfile(title: string | null | undefined): ResolvedRoleProfile | undefined {
  return title ? index().get(title) : undefined;
}

export function allRoleProfiles(): ResolvedRoleProfile[] {
  return [...index().values()];
}

/** Years of experience each level expects: [minimum, typical upper bound]. */
export const LEVEL_YEARS: Record<ExperienceLevel, readonly [number, number]> = {
  'entry-level': [0, 2],
  'mid-level': [3, 5],
  'senior-level': [6, 10],
  'lead-principal': [10, 40],
};

export { findRoleGroup };
