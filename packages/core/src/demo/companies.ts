import companiesAgriculture from '../../content/demo/companies/agriculture.json';
import companiesAviation from '../../content/demo/companies/aviation.json';
import companiesBankingFinanceProfessionalServices from '../../content/demo/companies/banking-finance-professional-services.json';
import companiesConstructionEngineeringTrades from '../../content/demo/companies/construction-engineering-trades.json';
import companiesEducation from '../../content/demo/companies/education.json';
import companiesHealthcare from '../../content/demo/companies/healthcare.json';
import companiesHospitalityEventsFitness from '../../content/demo/companies/hospitality-events-fitness.json';
import companiesLogisticsManufacturingEnergyDefense from '../../content/demo/companies/logistics-manufacturing-energy-defense.json';
import companiesMarketingMediaDesign from '../../content/demo/companies/marketing-media-design.json';
import companiesNonprofitsLawRealEstate from '../../content/demo/companies/nonprofits-law-real-estate.json';
import companiesRetailConsumerGoods from '../../content/demo/companies/retail-consumer-goods.json';
import companiesSoftwareTechnology from '../../content/demo/companies/software-technology.json';
import type { DemoPlaceKey } from './places';

/**
 * The fictional employers of the demo corpus. None of them is a real company: names are invented, websites
 * use the reserved `.example` top-level domain, and postings state only the facts written here.
 */

/** What kind of employer a company is; role settings list the sectors that hire each role. */
export const DEMO_SECTORS = [
  'software',
  'fintech',
  'health-tech',
  'edtech',
  'cybersecurity',
  'it-services',
  'telecom',
  'ecommerce',
  'bank',
  'lender',
  'investment-bank',
  'insurance',
  'accounting-firm',
  'consulting',
  'hospital',
  'senior-care',
  'clinic',
  'pharmacy',
  'medical-devices',
  'staffing',
  'school',
  'university',
  'restaurant',
  'hotel',
  'events',
  'fitness',
  'retail',
  'fashion',
  'consumer-goods',
  'logistics',
  'trucking',
  'distribution',
  'manufacturing',
  'automotive',
  'electronics',
  'energy',
  'aerospace-defense',
  'government-services',
  'construction',
  'engineering-firm',
  'environmental-consulting',
  'design-firm',
  'electrical-contractor',
  'auto-service',
  'airline',
  'aviation-services',
  'farm',
  'agency',
  'pr-agency',
  'media',
  'nonprofit',
  'social-services',
  'law-firm',
  'real-estate',
] as const;
export type DemoSector = (typeof DEMO_SECTORS)[number];

/** Employee count bands, as LinkedIn shows them. */
export const DEMO_COMPANY_SIZES = [
  '11-50',
  '51-200',
  '201-500',
  '501-1,000',
  '1,001-5,000',
  '5,001-10,000',
  '10,001+',
] as const;
export type DemoCompanySize = (typeof DEMO_COMPANY_SIZES)[number];

/** One fictional employer. */
export interface DemoCompany {
  name: string;
  /** Kebab-case id; the website is https://<slug>.example and jobs live on https://careers.<slug>.example. */
  slug: string;
  sector: DemoSector;
  /** The industry as the posting's companyIndustry field gives it (LinkedIn's industry names). */
  industry: string;
  /** What the company does, as a predicate that follows its name ("builds scheduling software for ..."). */
  description: string;
  size: DemoCompanySize;
  /** Offices where the company hires; the first is the headquarters. */
  offices: readonly [DemoPlaceKey, ...DemoPlaceKey[]];
}

/** JSON has no tuples: src/content/content.test.ts checks each file against the schema of DemoCompany. */
const asCompanies = (data: unknown): DemoCompany[] => data as DemoCompany[];

/**
 * Every demo employer, grouped loosely by sector: packages/core/content/demo/companies, one file per group
 * of sectors.
 */
export const DEMO_COMPANIES: readonly DemoCompany[] = [
  ...asCompanies(companiesSoftwareTechnology),
  ...asCompanies(companiesBankingFinanceProfessionalServices),
  ...asCompanies(companiesHealthcare),
  ...asCompanies(companiesEducation),
  ...asCompanies(companiesHospitalityEventsFitness),
  ...asCompanies(companiesRetailConsumerGoods),
  ...asCompanies(companiesLogisticsManufacturingEnergyDefense),
  ...asCompanies(companiesConstructionEngineeringTrades),
  ...asCompanies(companiesAviation),
  ...asCompanies(companiesAgriculture),
  ...asCompanies(companiesMarketingMediaDesign),
  ...asCompanies(companiesNonprofitsLawRealEstate),
];

/** The company's home page on the reserved `.example` domain. */
export function companyWebsite(company: DemoCompany): string {
  return `https://${company.slug}.example`;
}

/** The company's careers site, where its demo postings live. */
export function companyCareersSite(company: DemoCompany): string {
  return `https://careers.${company.slug}.example`;
}
