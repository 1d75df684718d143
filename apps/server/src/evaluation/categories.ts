import type { ExperienceLevel } from '@careerlens/contracts';

/**
 * How the evaluation folders (resume-site categories) map onto our role catalogue: the target role we
 * analyse each resume for, and the occupation family its job matches should come from. Families are
 * finer than role groups where a group mixes unrelated work ("Other" holds nurses and chefs alike).
 */
export interface CategoryMapping {
  targetRole: string;
  /** Catalogue titles counted as the same occupation family when judging matches. */
  family: readonly string[];
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
  'Real Estate Agent',
];
const SERVICE = [
  'Customer Service Representative',
  'Customer Success Manager',
  'Account Manager',
  'Sales Representative',
  'Office Administrator',
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
const HR = [
  'Recruiter',
  'HR Generalist',
  'HR Manager',
  'HR Business Partner',
  'Compensation and Benefits Specialist',
  'Learning and Development Specialist',
  'Payroll Specialist',
];

export const CATEGORY_MAPPINGS: Readonly<Record<string, CategoryMapping>> = {
  ACCOUNTANT: { targetRole: 'Accountant', family: FINANCE },
  ADVOCATE: { targetRole: 'Lawyer', family: ['Lawyer', 'Paralegal'] },
  AGRICULTURE: {
    targetRole: 'Farm Manager',
    family: ['Farm Manager', 'Supply Chain Manager', 'Operations Manager'],
  },
  APPAREL: {
    targetRole: 'Fashion Designer',
    family: [
      'Fashion Designer',
      'Graphic Designer',
      'Retail Store Manager',
      'Brand Manager',
      'Procurement Specialist',
    ],
  },
  ARTS: { targetRole: 'Graphic Designer', family: [...DESIGN, 'Copywriter', 'Teacher'] },
  AUTOMOBILE: {
    targetRole: 'Automotive Technician',
    family: [
      'Automotive Technician',
      'Mechanical Engineer',
      'Aircraft Maintenance Technician',
      'Electrician',
    ],
  },
  AVIATION: {
    targetRole: 'Aircraft Maintenance Technician',
    family: [
      'Aircraft Maintenance Technician',
      'Pilot',
      'Mechanical Engineer',
      'Automotive Technician',
      'Logistics Coordinator',
    ],
  },
  BANKING: { targetRole: 'Personal Banker', family: FINANCE },
  BPO: { targetRole: 'Customer Service Representative', family: SERVICE },
  'BUSINESS-DEVELOPMENT': { targetRole: 'Business Development Manager', family: [...BUSINESS, ...SALES] },
  CHEF: { targetRole: 'Chef', family: ['Chef', 'Restaurant Manager', 'Hotel Manager'] },
  CONSTRUCTION: {
    targetRole: 'Construction Manager',
    family: ['Construction Manager', 'Civil Engineer', 'Electrician', 'Project Manager'],
  },
  CONSULTANT: {
    targetRole: 'Management Consultant',
    family: [...BUSINESS, 'Financial Analyst', 'Data Analyst', 'Solutions Architect'],
  },
  DESIGNER: { targetRole: 'Graphic Designer', family: DESIGN },
  'DIGITAL-MEDIA': { targetRole: 'Digital Marketing Specialist', family: [...MARKETING, 'Graphic Designer'] },
  ENGINEERING: { targetRole: 'Mechanical Engineer', family: ENGINEERING },
  FINANCE: { targetRole: 'Financial Analyst', family: FINANCE },
  FITNESS: { targetRole: 'Personal Trainer', family: ['Personal Trainer'] },
  HEALTHCARE: {
    targetRole: 'Registered Nurse',
    family: ['Registered Nurse', 'Medical Assistant', 'Pharmacist'],
  },
  HR: { targetRole: 'HR Generalist', family: HR },
  'INFORMATION-TECHNOLOGY': { targetRole: 'IT Support Specialist', family: IT },
  'PUBLIC-RELATIONS': { targetRole: 'Public Relations Specialist', family: MARKETING },
  SALES: { targetRole: 'Sales Representative', family: SALES },
  TEACHER: { targetRole: 'Teacher', family: ['Teacher', 'Learning and Development Specialist'] },
};

/** The level a resume's dated experience suggests, for evaluation runs where no user chose one. */
export function levelFromYears(years: number): ExperienceLevel {
  if (years < 3) return 'entry-level';
  if (years < 6) return 'mid-level';
  if (years <= 10) return 'senior-level';
  return 'lead-principal';
}
