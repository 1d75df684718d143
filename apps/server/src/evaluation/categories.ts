import type { ExperienceLevel } from '@careerlens/contracts';

/**
 * How the evaluation folders (resume-site categories) map onto our role catalogue: the target role we
 * analyse each resume for, the occupation family its job matches should come from, and the families next
 * to it. Families are finer than role groups where a group mixes unrelated work ("Other" holds nurses and
 * chefs alike).
 *
 * Folders name either an occupation (ACCOUNTANT, TEACHER) or an industry (AUTOMOBILE, AVIATION, APPAREL,
 * AGRICULTURE, BPO). An occupation's family is that occupation and its close variants. An industry's family
 * is the occupations the industry itself is built on (its makers, maintainers and sellers), and its related
 * roles are the other occupations it employs in numbers; each such choice is commented below.
 *
 * `related` says what is not wrong at the top of a list: adjacent work a person in the category could
 * sensibly be shown (a bookkeeper for an accountant's resume is family; a data analyst is related; a chef
 * is unrelated). A posting whose role we cannot tell ('Other') is never family or related: we cannot
 * claim it fits.
 */
export interface CategoryMapping {
  targetRole: string;
  /** Catalogue titles counted as the same occupation family when judging matches. */
  family: readonly string[];
  /** Catalogue titles of adjacent work: not counted as a hit, but not an unrelated job at the top either. */
  related: readonly string[];
}

const FINANCE = [
  'Accountant',
  'Auditor',
  'Bookkeeper',
  'Financial Analyst',
  'Investment Banking Analyst',
  'Personal Banker',
  'Loan Officer',
  'Payroll Specialist',
];
/**
 * Work next to finance: analysis, administration, purchasing, the benefits side of HR, and insurance
 * claims (valuing losses and paying them out, in financial services).
 */
const NEAR_FINANCE = [
  'Business Analyst',
  'Management Consultant',
  'Operations Manager',
  'Office Administrator',
  'Compensation and Benefits Specialist',
  'Procurement Specialist',
  'Data Analyst',
  'Business Intelligence Analyst',
  'Claims Adjuster',
];
const DESIGN = [
  'Graphic Designer',
  'Product Designer',
  'UX Designer',
  'UX Researcher',
  'Interior Designer',
  'Video Editor',
  'Fashion Designer',
];
const MARKETING = [
  'Marketing Manager',
  'Digital Marketing Specialist',
  'Content Marketing Manager',
  'SEO Specialist',
  'Social Media Manager',
  'Product Marketing Manager',
  'Brand Manager',
  'Public Relations Specialist',
  'Communications Manager',
  'Copywriter',
  'Video Editor',
];
const SALES = [
  'Sales Representative',
  'Sales Development Representative',
  'Account Executive',
  'Account Manager',
  'Sales Manager',
  'Customer Success Manager',
  'Business Development Manager',
  'Retail Store Manager',
  'Retail Sales Associate',
  'Real Estate Agent',
];
const SERVICE = [
  'Customer Service Representative',
  'Customer Success Manager',
  'Account Manager',
  'Sales Representative',
  'Office Administrator',
];
const SOFTWARE = [
  'Software Engineer',
  'Backend Engineer',
  'Frontend Engineer',
  'Full Stack Engineer',
  'Mobile Engineer',
  'DevOps Engineer',
  'Cloud Engineer',
  'Security Engineer',
  'QA Engineer',
  'Embedded Systems Engineer',
  'Solutions Architect',
  'Engineering Manager',
];
const IT = [
  'IT Support Specialist',
  'Systems Administrator',
  'Network Engineer',
  'Software Engineer',
  'Backend Engineer',
  'Frontend Engineer',
  'Full Stack Engineer',
  'DevOps Engineer',
  'Cloud Engineer',
  'Security Engineer',
  'Database Administrator',
  'Data Engineer',
  'Data Analyst',
  'Business Intelligence Analyst',
  'Solutions Architect',
  'Engineering Manager',
  'QA Engineer',
];
const ENGINEERING = [
  'Mechanical Engineer',
  'Electrical Engineer',
  'Civil Engineer',
  'Embedded Systems Engineer',
  'Construction Manager',
  'Electrician',
  'Software Engineer',
];
const BUSINESS = [
  'Business Development Manager',
  'Management Consultant',
  'Business Analyst',
  'Project Manager',
  'Program Manager',
  'Operations Manager',
  'Account Manager',
  'Sales Manager',
  'Account Executive',
];
const PRODUCT = ['Product Manager', 'Product Owner'];
const SUPPLY_CHAIN = ['Supply Chain Manager', 'Logistics Coordinator', 'Procurement Specialist'];
const HR = [
  'Recruiter',
  'HR Generalist',
  'HR Manager',
  'HR Business Partner',
  'Compensation and Benefits Specialist',
  'Learning and Development Specialist',
  'Payroll Specialist',
];
const HEALTH = ['Registered Nurse', 'Medical Assistant', 'Pharmacist'];

/** Related lists are built from shared blocks: a role already in the family is left out of them. */
function withoutOverlap(
  mappings: Record<string, CategoryMapping>,
): Readonly<Record<string, CategoryMapping>> {
  return Object.fromEntries(
    Object.entries(mappings).map(([category, mapping]) => [
      category,
      {
        ...mapping,
        related: [...new Set(mapping.related)].filter((role) => !mapping.family.includes(role)),
      },
    ]),
  );
}

export const CATEGORY_MAPPINGS = withoutOverlap({
  ACCOUNTANT: { targetRole: 'Accountant', family: FINANCE, related: NEAR_FINANCE },
  // An advocate pleads another's cause: at law a lawyer (the title of a lawyer at the bar in India and
  // Scotland); in services the customer, patient or family advocate, whose work is client service and casework
  // (social work).
  ADVOCATE: {
    targetRole: 'Lawyer',
    family: ['Lawyer', 'Paralegal'],
    related: [
      'Social Worker',
      'Office Administrator',
      'Customer Service Representative',
      'Customer Success Manager',
      'HR Generalist',
      'HR Manager',
      'Public Relations Specialist',
      'Communications Manager',
      'Management Consultant',
      'Auditor',
    ],
  },
  // An industry: farms and the operations, supply, hauling and machinery around them; and the science
  // next to them (crop protection, soil and water), done by environmental scientists and technicians.
  AGRICULTURE: {
    targetRole: 'Farm Manager',
    family: ['Farm Manager', 'Supply Chain Manager', 'Operations Manager'],
    related: [
      'Environmental Scientist',
      'Logistics Coordinator',
      'Truck Driver',
      'Procurement Specialist',
      'Automotive Technician',
      'Mechanical Engineer',
      'Sales Representative',
    ],
  },
  // An industry: clothing is designed, bought, branded and sold in shops; retail sales is the industry's
  // largest occupation, so the shop floor belongs to the family.
  APPAREL: {
    targetRole: 'Fashion Designer',
    family: [
      'Fashion Designer',
      'Graphic Designer',
      'Retail Store Manager',
      'Retail Sales Associate',
      'Sales Representative',
      'Brand Manager',
      'Procurement Specialist',
    ],
    related: [
      'Customer Service Representative',
      'Marketing Manager',
      'Social Media Manager',
      'Digital Marketing Specialist',
      'Supply Chain Manager',
      'Logistics Coordinator',
      'Product Designer',
      'Interior Designer',
    ],
  },
  ARTS: {
    targetRole: 'Graphic Designer',
    family: [...DESIGN, 'Copywriter', 'Teacher'],
    related: [...MARKETING, 'Event Planner', 'Learning and Development Specialist'],
  },
  // An industry: vehicles are engineered, built, serviced and sold; the family is the making and servicing
  // trades, the related roles the industry's engineering, supply, transport and dealership work.
  AUTOMOBILE: {
    targetRole: 'Automotive Technician',
    family: [
      'Automotive Technician',
      'Mechanical Engineer',
      'Aircraft Maintenance Technician',
      'Electrician',
    ],
    related: [
      'Electrical Engineer',
      'Embedded Systems Engineer',
      ...SUPPLY_CHAIN,
      'Truck Driver',
      'Operations Manager',
      'Sales Representative',
      'Customer Service Representative',
    ],
  },
  // An industry: aircraft are flown, maintained and engineered; airlines and airports also employ
  // engineers, purchasing and operations staff and, in numbers, customer service agents.
  AVIATION: {
    targetRole: 'Aircraft Maintenance Technician',
    family: [
      'Aircraft Maintenance Technician',
      'Pilot',
      'Mechanical Engineer',
      'Automotive Technician',
      'Logistics Coordinator',
    ],
    related: [
      'Electrical Engineer',
      'Embedded Systems Engineer',
      'Electrician',
      'Supply Chain Manager',
      'Procurement Specialist',
      'Operations Manager',
      'Customer Service Representative',
    ],
  },
  // Banks also employ customer service in branches and call centres.
  BANKING: {
    targetRole: 'Personal Banker',
    family: FINANCE,
    related: [...NEAR_FINANCE, 'Customer Service Representative', 'Sales Representative'],
  },
  // Business process outsourcing: contact centres and the back-office work firms hand out (technical
  // support, bookkeeping and payroll, recruiting, order processing).
  BPO: {
    targetRole: 'Customer Service Representative',
    family: SERVICE,
    related: [
      'Sales Development Representative',
      'IT Support Specialist',
      'Operations Manager',
      'Project Manager',
      'Bookkeeper',
      'Payroll Specialist',
      'Recruiter',
      'Logistics Coordinator',
    ],
  },
  'BUSINESS-DEVELOPMENT': {
    targetRole: 'Business Development Manager',
    family: [...BUSINESS, ...SALES],
    related: [...MARKETING, ...PRODUCT, 'Financial Analyst', 'Investment Banking Analyst'],
  },
  CHEF: {
    targetRole: 'Chef',
    family: ['Chef', 'Restaurant Manager', 'Hotel Manager'],
    related: ['Event Planner', 'Operations Manager', 'Retail Store Manager'],
  },
  CONSTRUCTION: {
    targetRole: 'Construction Manager',
    family: ['Construction Manager', 'Civil Engineer', 'Electrician', 'Project Manager'],
    related: [
      'Mechanical Engineer',
      'Electrical Engineer',
      'Interior Designer',
      'Operations Manager',
      'Program Manager',
      'Procurement Specialist',
    ],
  },
  CONSULTANT: {
    targetRole: 'Management Consultant',
    family: [...BUSINESS, 'Financial Analyst', 'Data Analyst', 'Solutions Architect'],
    related: [
      ...PRODUCT,
      'Business Intelligence Analyst',
      'Data Scientist',
      'HR Business Partner',
      'Accountant',
      'Auditor',
      'Marketing Manager',
      'Supply Chain Manager',
    ],
  },
  DESIGNER: {
    targetRole: 'Graphic Designer',
    family: DESIGN,
    related: [
      'Copywriter',
      'Content Marketing Manager',
      'Social Media Manager',
      'Brand Manager',
      'Frontend Engineer',
      ...PRODUCT,
    ],
  },
  // Digital media is also sold: media sales and account work sit next to it.
  'DIGITAL-MEDIA': {
    targetRole: 'Digital Marketing Specialist',
    family: [...MARKETING, 'Graphic Designer'],
    related: [...DESIGN, 'Frontend Engineer', 'Account Executive', 'Account Manager', 'Sales Representative'],
  },
  ENGINEERING: {
    targetRole: 'Mechanical Engineer',
    family: ENGINEERING,
    related: [
      ...SOFTWARE,
      'Automotive Technician',
      'Aircraft Maintenance Technician',
      'Project Manager',
      'Program Manager',
      'Data Engineer',
    ],
  },
  FINANCE: { targetRole: 'Financial Analyst', family: FINANCE, related: NEAR_FINANCE },
  // Fitness sits next to health care and to instruction (coaching, classes).
  FITNESS: {
    targetRole: 'Personal Trainer',
    family: ['Personal Trainer'],
    related: [...HEALTH, 'Teacher', 'Learning and Development Specialist'],
  },
  // Clinical work; health care also employs administrators, patient-facing service staff, social workers
  // (hospital and clinical social work is a community and social service occupation, not a clinical one)
  // and fitness professionals.
  HEALTHCARE: {
    targetRole: 'Registered Nurse',
    family: HEALTH,
    related: [
      'Social Worker',
      'Personal Trainer',
      'Office Administrator',
      'Customer Service Representative',
      'Operations Manager',
    ],
  },
  HR: {
    targetRole: 'HR Generalist',
    family: HR,
    related: ['Office Administrator', 'Operations Manager', 'Management Consultant', 'Teacher'],
  },
  'INFORMATION-TECHNOLOGY': {
    targetRole: 'IT Support Specialist',
    family: IT,
    related: [
      'Data Scientist',
      'Machine Learning Engineer',
      'Mobile Engineer',
      'Embedded Systems Engineer',
      ...PRODUCT,
      'Project Manager',
      'Program Manager',
      'Business Analyst',
      'UX Designer',
    ],
  },
  'PUBLIC-RELATIONS': {
    targetRole: 'Public Relations Specialist',
    family: MARKETING,
    related: [
      'Event Planner',
      'Account Manager',
      'Account Executive',
      'Graphic Designer',
      'Business Development Manager',
      'Customer Success Manager',
    ],
  },
  SALES: {
    targetRole: 'Sales Representative',
    family: SALES,
    related: [
      'Customer Service Representative',
      'Marketing Manager',
      'Product Marketing Manager',
      'Brand Manager',
      'Digital Marketing Specialist',
      'Operations Manager',
    ],
  },
  // Teaching sits next to other instruction (coaching, training) and school administration.
  TEACHER: {
    targetRole: 'Teacher',
    family: ['Teacher', 'Learning and Development Specialist'],
    related: [
      'School Administrator',
      'Personal Trainer',
      'Office Administrator',
      'Copywriter',
      'HR Generalist',
    ],
  },
});

/** Where a matched role stands for a category: the family, adjacent work, or unrelated work. */
export function judgeRole(
  category: string | CategoryMapping | undefined,
  roleTitle: string | undefined,
): 'family' | 'related' | 'unrelated' {
  const mapping = typeof category === 'string' ? CATEGORY_MAPPINGS[category] : category;
  if (!mapping || !roleTitle) return 'unrelated';
  if (mapping.family.includes(roleTitle)) return 'family';
  if (mapping.related.includes(roleTitle)) return 'related';
  return 'unrelated';
}

/**
 * A person's reading of each resume's field, kept outside the repository (it is derived from the evaluation
 * files): `{ "resumes": { "<CATEGORY>/<file>": { targetRole, family, related, note? } } }`, the same shape as
 * a category's mapping but judged from the resume's own text (a nurse's resume filed under AGRICULTURE has
 * nursing as its family). Titles must be catalogue titles.
 */
export interface FieldsFile {
  resumes: Record<string, CategoryMapping & { note?: string }>;
}

/** Reads and checks a fields file: every title must be a catalogue title. */
export function parseFieldsFile(text: string, catalogue: readonly string[]): FieldsFile {
  const file = JSON.parse(text) as FieldsFile;
  const known = new Set(catalogue);
  for (const [key, mapping] of Object.entries(file.resumes)) {
    for (const title of [mapping.targetRole, ...mapping.family, ...mapping.related])
      if (!known.has(title)) throw new Error(`${key}: "${title}" is not a catalogue title`);
  }
  return file;
}

/** The level a resume's dated experience suggests, for evaluation runs where no user chose one. */
export function levelFromYears(years: number): ExperienceLevel {
  if (years < 3) return 'entry-level';
  if (years < 6) return 'mid-level';
  if (years <= 10) return 'senior-level';
  return 'lead-principal';
}
