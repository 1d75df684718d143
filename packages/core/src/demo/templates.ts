import type { ExperienceLevel } from '@careerlens/contracts';
import type { DemoCompany, DemoCompanySize, DemoSector } from './companies';
import type { DemoCountry } from './places';

/**
 * The wording pools of the demo postings: several templates per section, chosen per posting by a seeded
 * generator so postings do not read alike. Templates only restate facts from the companies table and the
 * role profiles; they invent nothing about an employer.
 */

/** A template that fills in a list of skill names already written for prose. */
export type ListTemplate = (list: string) => string;

/** Section headings, several wordings each. */
export const HEADINGS = {
  aboutCompany: ['About us', 'Who we are', 'About the company'],
  aboutRole: ['About the role', 'The role', 'About this position', 'The opportunity', 'Role overview'],
  responsibilities: [
    "What you'll do",
    'Responsibilities',
    'Your responsibilities',
    'In this role, you will',
    "What you'll work on",
    'Key responsibilities',
  ],
  requirements: [
    "What you'll bring",
    'Requirements',
    'Qualifications',
    "What we're looking for",
    'About you',
    'Minimum qualifications',
  ],
  niceToHave: ['Nice to have', 'Preferred qualifications', 'Bonus points', 'Preferred'],
  benefits: ['Benefits', 'What we offer', 'Perks and benefits', 'Compensation and benefits', 'Why join us'],
} as const;

/** Number words for years and days in running text. */
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "two" for 2: small numbers as a sentence writes them. */
export function numberWord(value: number): string {
  return NUMBER_WORDS[value] ?? String(value);
}

/** Employee counts as a sentence says them. */
export const SIZE_IN_PROSE: Readonly<Record<DemoCompanySize, string>> = {
  '11-50': 'between 11 and 50',
  '51-200': 'between 51 and 200',
  '201-500': 'between 201 and 500',
  '501-1,000': 'between 501 and 1,000',
  '1,001-5,000': 'between 1,001 and 5,000',
  '5,001-10,000': 'between 5,001 and 10,000',
  '10,001+': 'more than 10,000',
};

/** What the company paragraph may say. */
export interface CompanyFacts {
  name: string;
  description: string;
  industry: string;
  size: string;
  headquarters: string;
  /** The description already names the headquarters city, so the paragraph need not repeat it. */
  headquartersNamed: boolean;
  /** Office cities other than the headquarters, already joined ("Austin and Toronto"), or null. */
  otherOffices: string | null;
}

/** The company paragraph: what the company does, and where and how large it is. */
export const COMPANY_PARAGRAPHS: ReadonlyArray<(facts: CompanyFacts) => string> = [
  (f) =>
    f.headquartersNamed
      ? `${f.name} ${f.description}. It employs ${f.size} people.`
      : `${f.name} ${f.description}. Headquartered in ${f.headquarters}, it employs ${f.size} people.`,
  (f) =>
    f.headquartersNamed
      ? `${f.name} ${f.description}, with ${f.size} employees.`
      : `${f.name} ${f.description}. It is headquartered in ${f.headquarters} and has ${f.size} employees.`,
  (f) =>
    f.headquartersNamed
      ? `${f.name} ${f.description}.`
      : `Headquartered in ${f.headquarters}, ${f.name} ${f.description}.`,
  (f) =>
    f.otherOffices
      ? `${f.name} ${f.description}. Our team works from ${f.headquarters}, where we are headquartered, and ${f.otherOffices}.`
      : `${f.name} ${f.description}, with a team of ${f.size} people.`,
];

/** What the team sentence may say. */
export interface TeamFacts {
  team: string;
  /** The people the role works with, joined for prose. */
  partners: string;
  /** " in Denver", or "" for remote roles. */
  whereClause: string;
}

/** The sentence on the team the hire joins. */
export const TEAM_SENTENCES: ReadonlyArray<(facts: TeamFacts) => string> = [
  (f) => `You'll join our ${f.team} team${f.whereClause}.`,
  (f) => `This role sits on the ${f.team} team and works closely with ${f.partners}.`,
  (f) => `You'll be part of the ${f.team} team${f.whereClause}, working day to day with ${f.partners}.`,
  (f) => `Our ${f.team} team is growing${f.whereClause}, and this hire will work closely with ${f.partners}.`,
];

/** The first sentence of "About the role": the role profile's summary, told about this employer. */
export const ROLE_SUMMARY_SENTENCES: ReadonlyArray<
  (role: string, company: string, summary: string) => string
> = [
  (role, _company, summary) => `Here, ${role} ${summary}`,
  (role, company, summary) => `At ${company}, ${role} ${summary}`,
  (role, _company, summary) => `On our team, ${role} ${summary}`,
];

/** The level sentence of "About the role". `team` is the team's name ("analytics"). */
export const LEVEL_SENTENCES: Readonly<Record<ExperienceLevel, ReadonlyArray<(team: string) => string>>> = {
  'entry-level': [
    () =>
      "This is an entry-level position: you'll learn our tools and standards from experienced colleagues and take on more as you grow.",
    () =>
      "It's a strong first step for someone early in their career, with structured onboarding and plenty of support.",
    () =>
      "We're looking for someone early in their career who is eager to learn and ready to take on real responsibility from the start.",
  ],
  'mid-level': [
    () => "You'll work independently, own your area end to end and know when to pull others in.",
    () => "We're looking for someone with a few years of experience who can take ownership from day one.",
    () => 'This is a mid-level role for someone who already knows the fundamentals and wants more ownership.',
  ],
  'senior-level': [
    () =>
      "As a senior member of the team, you'll take on the most complex work and help others do their best.",
    () =>
      "This is a senior role: we'll look to you for judgment on hard problems and for mentoring the people around you.",
    () => "You'll bring deep experience, set a high bar for quality and help the team grow.",
  ],
  'lead-principal': [
    (team) =>
      `This is a leadership role: you'll set direction for the ${team} team and develop the people in it.`,
    (team) =>
      `You'll lead the ${team} team at the highest level, balancing hands-on expertise with strategy and people leadership.`,
    (team) =>
      `We're looking for an experienced leader who can set standards, build the ${team} team and represent it to senior leadership.`,
  ],
};

/** The level sentence of internship postings. */
export const INTERNSHIP_SENTENCES: readonly string[] = [
  'This is a paid internship for students, with a real project, a dedicated mentor and regular feedback.',
  "As an intern, you'll do real work that ships, with a mentor who reviews it and helps you grow.",
];

/** "You'll work closely with ___." */
export const PARTNER_SENTENCES: ReadonlyArray<(partners: string) => string> = [
  (partners) => `You'll work closely with ${partners}.`,
  (partners) => `Day to day, you'll partner with ${partners}.`,
];

/** An extra "What you'll do" bullet for levels with few responsibilities. */
export const PARTNER_BULLETS: ReadonlyArray<(partners: string) => string> = [
  (partners) => `Collaborate day to day with ${partners}`,
  (partners) => `Share priorities, progress and risks with ${partners}`,
];

/** Skill requirements worded as hands-on experience, by level. */
export const EXPERIENCE_TEMPLATES: Readonly<Record<ExperienceLevel, readonly ListTemplate[]>> = {
  'entry-level': [
    (list) => `Familiarity with ${list}`,
    (list) => `Some hands-on experience with ${list}`,
    (list) => `Basic proficiency in ${list}`,
    (list) => `A working knowledge of ${list}, or the drive to learn quickly`,
    (list) => `Exposure to ${list}`,
  ],
  'mid-level': [
    (list) => `Hands-on experience with ${list}`,
    (list) => `Proficiency in ${list}`,
    (list) => `Strong ${list} skills`,
    (list) => `Solid, practical experience with ${list}`,
    (list) => `A track record of using ${list} in your day-to-day work`,
  ],
  'senior-level': [
    (list) => `Deep, hands-on experience with ${list}`,
    (list) => `Advanced ${list} skills`,
    (list) => `Expert-level proficiency in ${list}`,
    (list) => `Extensive experience with ${list}`,
    (list) => `Mastery of ${list}, and the ability to teach others`,
  ],
  'lead-principal': [
    (list) => `Deep expertise in ${list}`,
    (list) => `Expert command of ${list}, and the judgment to set standards for others`,
    (list) => `Broad, extensive experience with ${list}`,
    (list) => `Recognized expertise in ${list}`,
    (list) => `A long, successful record with ${list}`,
  ],
};

/** Skill requirements worded as knowledge of a field or body of rules ("GAAP", "HIPAA"), by level. */
export const KNOWLEDGE_TEMPLATES: Readonly<Record<ExperienceLevel, readonly ListTemplate[]>> = {
  'entry-level': [(list) => `Working knowledge of ${list}`, (list) => `An understanding of ${list}`],
  'mid-level': [(list) => `Solid knowledge of ${list}`, (list) => `A good grasp of ${list}`],
  'senior-level': [(list) => `In-depth knowledge of ${list}`, (list) => `Thorough knowledge of ${list}`],
  'lead-principal': [(list) => `Expert knowledge of ${list}`, (list) => `Authoritative knowledge of ${list}`],
};

/** Nice-to-have wordings for knowledge of a field or body of rules. */
export const NICE_TO_HAVE_KNOWLEDGE_TEMPLATES: readonly ListTemplate[] = [
  (list) => `Knowledge of ${list}`,
  (list) => `Familiarity with ${list}`,
];

/** Nice-to-have wordings for one or two skills. */
export const NICE_TO_HAVE_TEMPLATES: readonly ListTemplate[] = [
  (list) => `Experience with ${list}`,
  (list) => `Familiarity with ${list}`,
  (list) => `Exposure to ${list}`,
  (list) => `Some experience with ${list}`,
];

/** What the years-of-experience line may say. */
export interface ExperienceFacts {
  /** "as a Data Analyst" (article included). */
  asRole: string;
  field: string;
}

/** The years-of-experience requirement, by level (entry 0-2, mid 3-5, senior 6-10, lead 10+). */
export const EXPERIENCE_LINES: Readonly<
  Record<ExperienceLevel, ReadonlyArray<(f: ExperienceFacts) => string>>
> = {
  'entry-level': [
    (f) => `0-2 years of ${f.field} experience; internships, co-ops and academic projects count`,
    (f) => `Up to two years of ${f.field} experience, including internships or coursework projects`,
    (f) => `0-2 years of experience in ${f.field}; recent graduates and career changers are welcome`,
  ],
  'mid-level': [
    (f) => `3-5 years of experience ${f.asRole} or in a similar role`,
    (f) => `3+ years of hands-on ${f.field} experience`,
    (f) => `At least three years of professional ${f.field} experience`,
  ],
  'senior-level': [
    (f) => `6-10 years of ${f.field} experience, with a record of leading complex work`,
    (f) => `6+ years of experience ${f.asRole} or in a closely related role`,
    (f) => `At least six years of progressive ${f.field} experience`,
  ],
  'lead-principal': [
    (f) => `10+ years of ${f.field} experience, including several years leading teams or programs`,
    (f) => `10 or more years of ${f.field} experience and a proven record as a leader`,
    (f) => `A decade or more of ${f.field} experience and a track record of setting direction for others`,
  ],
};

/** The experience requirement of internships. */
export const INTERNSHIP_EXPERIENCE_LINE =
  "Currently pursuing a bachelor's or master's degree in a related field, graduating within the next 18 months";

/** Equal-opportunity statements by country group; `name` is the company. */
export const EQUAL_OPPORTUNITY_LINES: Readonly<
  Record<'us' | 'canada' | 'uk-ireland' | 'other', ReadonlyArray<(name: string) => string>>
> = {
  us: [
    (name) =>
      `${name} is an equal opportunity employer. We consider all qualified applicants without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, age, disability, veteran status or any other characteristic protected by law.`,
    () =>
      'We are proud to be an equal opportunity employer and welcome applicants of every background. Reasonable accommodations are available during the hiring process on request.',
    (name) =>
      `${name} provides equal employment opportunities to all employees and applicants and does not discriminate on the basis of any characteristic protected by federal, state or local law.`,
  ],
  canada: [
    (name) =>
      `${name} is committed to employment equity and welcomes applications from everyone. Accommodations are available on request for candidates taking part in all aspects of the selection process.`,
    () =>
      'We welcome applicants of all backgrounds and abilities. If you need an accommodation at any stage of hiring, please let us know.',
  ],
  'uk-ireland': [
    () =>
      'We are an equal opportunities employer and welcome applications from all sections of the community. If you need any adjustments during the application process, please let us know.',
    (name) =>
      `${name} values diversity and is committed to equality of opportunity for every applicant and employee.`,
  ],
  other: [
    (name) =>
      `${name} is an equal opportunity employer. We welcome applications from people of every background, identity and ability.`,
    () =>
      'We value diversity and consider all applicants on their merits, without regard to gender, age, ethnicity, religion, disability or sexual orientation.',
  ],
};

/** What decides which benefits a posting may list. */
export interface BenefitContext {
  company: DemoCompany;
  country: DemoCountry;
  level: ExperienceLevel;
  role: string;
  isRemote: boolean;
  isPartTime: boolean;
  hasCommission: boolean;
}

/** A benefit and, when it applies only to some postings, the condition. */
export interface BenefitRule {
  text: string;
  when?: (context: BenefitContext) => boolean;
}

/** Sectors whose US employers are typically nonprofits offering a 403(b) instead of a 401(k). */
const NONPROFIT_SECTORS: ReadonlySet<DemoSector> = new Set([
  'hospital',
  'university',
  'nonprofit',
  'social-services',
  'school',
]);
const SMALL_SIZES: ReadonlySet<DemoCompanySize> = new Set(['11-50', '51-200', '201-500', '501-1,000']);
const MANAGER_ROLES = new Set(['Restaurant Manager', 'Retail Store Manager', 'Hotel Manager', 'Chef']);

/** Roles that work the floor, kitchen, hangar or clinic rather than an office, and get shift and uniform perks. */
const FRONTLINE_ROLES = new Set([
  'Registered Nurse',
  'Medical Assistant',
  'Pharmacist',
  'Chef',
  'Restaurant Manager',
  'Hotel Manager',
  'Automotive Technician',
  'Aircraft Maintenance Technician',
  'Pilot',
  'Personal Trainer',
]);

const isNonprofitEmployer = (context: BenefitContext): boolean =>
  NONPROFIT_SECTORS.has(context.company.sector);
const isFrontline = (context: BenefitContext): boolean => FRONTLINE_ROLES.has(context.role);
const isRole =
  (...roles: string[]) =>
  (context: BenefitContext): boolean =>
    roles.includes(context.role);

/** Benefits every employer in a country commonly offers; two or three are listed. */
export const COUNTRY_BENEFITS: Readonly<Record<DemoCountry, readonly BenefitRule[]>> = {
  USA: [
    {
      text: 'Medical, dental and vision insurance',
      when: (context) => !context.isPartTime,
    },
    {
      text: 'Medical, dental and vision insurance for employees working 20 or more hours a week',
      when: (context) => context.isPartTime,
    },
    { text: '401(k) plan with a company match', when: (context) => !isNonprofitEmployer(context) },
    { text: '403(b) retirement plan with an employer match', when: isNonprofitEmployer },
    { text: 'Paid time off and paid holidays' },
    { text: 'Life and disability insurance', when: (context) => !context.isPartTime },
    { text: 'Health savings account with an employer contribution', when: (context) => !context.isPartTime },
    { text: 'Employee assistance program' },
  ],
  Canada: [
    { text: 'Extended health and dental coverage' },
    { text: 'RRSP matching' },
    { text: 'Three weeks of paid vacation to start' },
    { text: 'Life and disability insurance' },
  ],
  UK: [
    { text: "25 days' holiday plus bank holidays" },
    { text: 'Workplace pension with an employer contribution' },
    { text: 'Private medical insurance' },
    { text: 'Cycle to work scheme' },
  ],
  Ireland: [
    { text: 'Pension with an employer contribution' },
    { text: 'Private health insurance' },
    { text: '25 days of annual leave' },
    { text: 'Cycle to work scheme' },
  ],
  Germany: [
    { text: '30 days of paid vacation' },
    { text: 'Company pension scheme with an employer contribution' },
    { text: 'Subsidized public transport ticket' },
    { text: 'Bike leasing' },
  ],
  Netherlands: [
    { text: '25 vacation days plus 8% holiday allowance' },
    { text: 'Pension scheme with an employer contribution' },
    { text: 'Commuting allowance' },
  ],
  India: [
    { text: 'Group medical insurance covering your spouse, children and parents' },
    { text: 'Provident fund and gratuity' },
    { text: 'Paid leave and public holidays' },
  ],
  Singapore: [
    { text: 'Medical, dental and hospitalization coverage' },
    { text: '18 days of annual leave' },
    { text: 'Annual wellness allowance' },
  ],
  Australia: [
    { text: 'Employer superannuation contributions' },
    { text: 'Four weeks of annual leave plus two wellbeing days' },
    { text: 'Paid parental leave' },
  ],
};

/** Benefits typical of each kind of employer; one or two are listed. */
export const SECTOR_BENEFITS: Readonly<Partial<Record<DemoSector, readonly BenefitRule[]>>> = {
  software: [
    { text: 'Annual learning and development budget' },
    { text: 'Equity in the form of stock options', when: (context) => SMALL_SIZES.has(context.company.size) },
    { text: 'Home office setup budget', when: (context) => context.isRemote },
    { text: 'Flexible working hours' },
  ],
  fintech: [
    { text: 'Equity in the form of stock options' },
    { text: 'Annual learning and development budget' },
    { text: 'Home office setup budget', when: (context) => context.isRemote },
  ],
  'health-tech': [
    { text: 'Equity in the form of stock options' },
    { text: 'Annual learning and development budget' },
    { text: 'Flexible working hours' },
  ],
  edtech: [{ text: 'Flexible working hours' }, { text: 'Annual learning and development budget' }],
  cybersecurity: [
    { text: 'Paid security certifications and conference attendance' },
    { text: 'Equity in the form of stock options' },
  ],
  'it-services': [{ text: 'Paid certification exams and training' }, { text: 'Flexible working hours' }],
  telecom: [{ text: 'Discounted home internet and mobile service' }, { text: 'Tuition assistance' }],
  ecommerce: [{ text: 'Employee discount on marketplace purchases' }, { text: 'Flexible working hours' }],
  bank: [
    { text: 'Fee-free checking and discounted loan rates for employees' },
    { text: 'Paid volunteer days' },
    { text: 'Tuition reimbursement' },
  ],
  lender: [{ text: 'Discounted mortgage rates for employees' }, { text: 'Paid volunteer days' }],
  'investment-bank': [
    { text: 'Annual discretionary bonus' },
    { text: 'Paid licensing exams and study materials' },
    { text: 'Dinner and car service on late nights' },
  ],
  insurance: [
    { text: 'Annual incentive bonus' },
    { text: 'Tuition reimbursement' },
    { text: 'Paid volunteer days' },
  ],
  'accounting-firm': [
    { text: 'CPA exam fees and review course covered' },
    { text: 'Reduced summer hours after busy season' },
  ],
  consulting: [
    { text: 'Annual performance bonus' },
    { text: 'Sponsored training and certifications' },
    { text: 'Travel and meal expenses covered on client work' },
  ],
  hospital: [
    { text: 'Tuition reimbursement and certification pay' },
    {
      text: 'Shift differentials for evenings, nights and weekends',
      when: (context) => ['Registered Nurse', 'Medical Assistant', 'Pharmacist'].includes(context.role),
    },
    { text: 'Paid parental leave' },
  ],
  'senior-care': [
    { text: 'Tuition reimbursement and certification pay' },
    { text: 'Shift differentials for evenings, nights and weekends' },
  ],
  clinic: [
    { text: 'No overnight shifts' },
    { text: 'Paid certification renewal and continuing education' },
    { text: 'Scrubs allowance', when: isFrontline },
  ],
  pharmacy: [
    { text: 'Paid license renewal and continuing education' },
    { text: 'Employee discount on prescriptions and store products' },
  ],
  'medical-devices': [
    { text: 'Annual bonus' },
    { text: 'Tuition assistance' },
    { text: 'Paid parental leave' },
  ],
  staffing: [{ text: 'Weekly pay', when: isFrontline }, { text: 'Referral bonuses' }],
  school: [
    { text: 'Summer and winter breaks on the school calendar', when: isRole('Teacher') },
    { text: 'Stipends for coaching and extra duties', when: isRole('Teacher') },
    { text: 'Paid professional development' },
  ],
  university: [
    { text: 'Tuition remission for employees and dependents' },
    { text: 'Paid winter break between semesters' },
    { text: 'Free campus fitness center access' },
  ],
  restaurant: [
    { text: 'Free shift meals', when: isFrontline },
    { text: 'Dining discounts at our restaurants' },
    { text: 'Weekly pay', when: isFrontline },
    {
      text: 'Quarterly bonus based on restaurant results',
      when: (context) => context.level !== 'entry-level',
    },
  ],
  hotel: [
    { text: 'Discounted stays at our hotels' },
    { text: 'Free meals on shift', when: isFrontline },
    { text: 'Uniforms provided and cleaned', when: isFrontline },
  ],
  events: [{ text: 'Travel to destination events' }, { text: 'Time off in lieu after large events' }],
  fitness: [
    { text: 'Free gym membership' },
    { text: 'Paid continuing education credits' },
    { text: 'Discounts on training sessions and retail' },
  ],
  retail: [
    { text: 'Employee merchandise discount' },
    { text: 'Quarterly bonus based on store results', when: (context) => MANAGER_ROLES.has(context.role) },
    { text: 'Flexible scheduling' },
  ],
  fashion: [{ text: 'Generous employee clothing discount' }, { text: 'Annual bonus' }],
  'consumer-goods': [
    { text: 'Annual bonus' },
    { text: 'Free product allowance' },
    { text: 'Tuition assistance' },
  ],
  logistics: [{ text: 'Quarterly performance bonus' }, { text: 'Overtime opportunities in peak season' }],
  trucking: [
    { text: 'Weekly pay by direct deposit' },
    { text: 'Quarterly safety bonus' },
    { text: 'Paid orientation and finishing training', when: (context) => context.level === 'entry-level' },
    { text: 'Late-model trucks assigned to one driver' },
  ],
  distribution: [{ text: 'Quarterly performance bonus' }, { text: 'Tuition assistance' }],
  'environmental-consulting': [
    { text: 'Field gear, boots and rain gear provided' },
    { text: 'Paid time for HAZWOPER refreshers and professional certifications' },
    { text: 'Per diem and lodging for overnight field work' },
  ],
  manufacturing: [{ text: 'Tuition assistance' }, { text: 'Annual bonus' }, { text: 'Paid parental leave' }],
  automotive: [{ text: 'Annual bonus' }, { text: 'Employee vehicle lease program' }],
  electronics: [{ text: 'Annual bonus' }, { text: 'Tuition assistance' }],
  energy: [
    { text: 'Annual incentive plan' },
    { text: 'Tuition assistance' },
    { text: 'Paid volunteer days' },
  ],
  'aerospace-defense': [
    { text: 'Tuition assistance' },
    { text: '9/80 work schedule with every other Friday off' },
  ],
  'government-services': [
    { text: 'Tuition reimbursement' },
    { text: 'Paid time off for training and certifications' },
  ],
  construction: [
    { text: 'Company vehicle or vehicle allowance', when: (context) => context.level !== 'entry-level' },
    { text: 'Annual bonus' },
    { text: 'Paid safety and project management training' },
  ],
  'engineering-firm': [
    { text: 'Paid licensing exam fees and continuing education' },
    { text: 'Flexible working hours' },
  ],
  'design-firm': [
    { text: 'Paid licensing exam fees and continuing education' },
    { text: 'Flexible working hours' },
  ],
  'electrical-contractor': [
    { text: 'Company-provided PPE' },
    { text: 'Paid apprenticeship classroom tuition', when: (context) => context.level === 'entry-level' },
    { text: 'Company vehicle for service work', when: (context) => context.level !== 'entry-level' },
  ],
  'auto-service': [
    { text: 'Paid ASE certification and manufacturer training', when: isRole('Automotive Technician') },
    { text: 'Uniforms provided', when: isRole('Automotive Technician') },
    { text: 'Employee discounts on vehicle service and purchases' },
  ],
  airline: [{ text: 'Flight benefits for you and your family' }, { text: 'Profit sharing' }],
  'aviation-services': [{ text: 'Paid recurrent training', when: isFrontline }, { text: 'Annual bonus' }],
  farm: [{ text: 'Farm housing available' }, { text: 'Farm vehicle and fuel card for work travel' }],
  agency: [
    { text: 'Summer Fridays' },
    { text: 'Annual learning budget' },
    { text: 'Flexible working hours' },
  ],
  'pr-agency': [{ text: 'Summer Fridays' }, { text: 'Annual learning budget' }],
  media: [{ text: 'Flexible working hours' }, { text: 'Annual learning budget' }],
  nonprofit: [
    {
      text: 'Employment that qualifies for Public Service Loan Forgiveness',
      when: (context) => context.country === 'USA',
    },
    { text: 'Generous paid time off' },
  ],
  'social-services': [
    {
      text: 'Employment that qualifies for Public Service Loan Forgiveness',
      when: (context) => context.country === 'USA',
    },
    { text: 'Free clinical supervision toward licensure' },
    { text: 'Mileage reimbursement for home and community visits' },
  ],
  'law-firm': [
    { text: 'Bar dues and CLE costs covered', when: (context) => context.role === 'Lawyer' },
    { text: 'Annual bonus' },
  ],
  'real-estate': [
    {
      text: 'Leads and marketing support from the brokerage',
      when: (context) => context.role === 'Real Estate Agent',
    },
    { text: 'Transaction coordinator support', when: (context) => context.role === 'Real Estate Agent' },
    { text: 'Annual bonus', when: (context) => context.role !== 'Real Estate Agent' },
  ],
};

/** Benefits that follow from the role rather than the employer. */
export const ROLE_BENEFITS: readonly BenefitRule[] = [
  {
    text: 'Uncapped commission',
    when: (context) => context.hasCommission && !['Loan Officer', 'Real Estate Agent'].includes(context.role),
  },
  { text: 'Commission on every funded loan', when: (context) => context.role === 'Loan Officer' },
  {
    text: 'Commission split that grows with your production',
    when: (context) => context.role === 'Real Estate Agent',
  },
  {
    text: 'Annual tool allowance',
    when: (context) =>
      ['Electrician', 'Automotive Technician', 'Aircraft Maintenance Technician'].includes(context.role),
  },
  {
    text: 'Company-paid type rating training',
    when: (context) => context.role === 'Pilot' && context.level !== 'entry-level',
  },
];

/** What interns get instead of the usual list. */
export const INTERNSHIP_BENEFITS: readonly string[] = [
  'Paid internship, with hours that fit around your studies',
  'Relocation or housing stipend for interns who move for the summer',
  'A dedicated mentor and a final project presentation to leadership',
  'Networking events with other interns and company leaders',
];
