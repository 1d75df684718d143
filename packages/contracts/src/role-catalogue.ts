/**
 * The role catalogue: nine groups, as the product spec names them, and the titles a user can pick as a
 * target role at signup. Shared by the web app (suggestions) and the server (validation, role profiles,
 * mapping job postings to a catalogue title).
 */
export const ROLE_GROUPS = [
  'Engineering & Technology',
  'Product & Design',
  'Business & Strategy',
  'Marketing & Growth',
  'Sales & Customer',
  'Finance & Operations',
  'Data & Analytics',
  'HR & People',
  'Other',
] as const;

export type RoleGroup = (typeof ROLE_GROUPS)[number];

export const ROLE_CATALOGUE: Readonly<Record<RoleGroup, readonly string[]>> = {
  'Engineering & Technology': [
    'Software Engineer',
    'Frontend Engineer',
    'Backend Engineer',
    'Full Stack Engineer',
    'Mobile Engineer',
    'DevOps Engineer',
    'Cloud Engineer',
    'Security Engineer',
    'QA Engineer',
    'Embedded Systems Engineer',
    'Solutions Architect',
    'Engineering Manager',
    'IT Support Specialist',
    'Systems Administrator',
    'Network Engineer',
    'Mechanical Engineer',
    'Electrical Engineer',
    'Civil Engineer',
  ],
  'Product & Design': [
    'Product Manager',
    'Product Owner',
    'Product Designer',
    'UX Designer',
    'UX Researcher',
    'Graphic Designer',
    'Fashion Designer',
    'Interior Designer',
    'Video Editor',
  ],
  'Business & Strategy': [
    'Business Analyst',
    'Management Consultant',
    'Project Manager',
    'Program Manager',
    'Business Development Manager',
    'Operations Manager',
  ],
  'Marketing & Growth': [
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
  ],
  'Sales & Customer': [
    'Sales Representative',
    'Sales Development Representative',
    'Account Executive',
    'Account Manager',
    'Sales Manager',
    'Customer Success Manager',
    'Customer Service Representative',
    'Retail Sales Associate',
    'Retail Store Manager',
    'Real Estate Agent',
  ],
  'Finance & Operations': [
    'Accountant',
    'Financial Analyst',
    'Auditor',
    'Bookkeeper',
    'Investment Banking Analyst',
    'Personal Banker',
    'Loan Officer',
    'Claims Adjuster',
    'Supply Chain Manager',
    'Logistics Coordinator',
    'Procurement Specialist',
    'Office Administrator',
  ],
  'Data & Analytics': [
    'Data Analyst',
    'Data Scientist',
    'Data Engineer',
    'Machine Learning Engineer',
    'Business Intelligence Analyst',
    'Database Administrator',
  ],
  'HR & People': [
    'Recruiter',
    'HR Generalist',
    'HR Manager',
    'HR Business Partner',
    'Compensation and Benefits Specialist',
    'Learning and Development Specialist',
    'Payroll Specialist',
  ],
  Other: [
    'Registered Nurse',
    'Medical Assistant',
    'Pharmacist',
    'Social Worker',
    'Teacher',
    'School Administrator',
    'Lawyer',
    'Paralegal',
    'Chef',
    'Restaurant Manager',
    'Hotel Manager',
    'Construction Manager',
    'Electrician',
    'Automotive Technician',
    'Aircraft Maintenance Technician',
    'Pilot',
    'Truck Driver',
    'Personal Trainer',
    'Farm Manager',
    'Environmental Scientist',
    'Event Planner',
    'Other',
  ],
};

/** Every catalogue title, in catalogue order. */
export const ROLE_TITLES: readonly string[] = ROLE_GROUPS.flatMap((group) => ROLE_CATALOGUE[group]);

const GROUP_BY_TITLE = new Map<string, RoleGroup>(
  ROLE_GROUPS.flatMap((group) => ROLE_CATALOGUE[group].map((title) => [title, group] as const)),
);

/** True when the text equals a catalogue title exactly (the signup rule). */
export function isCatalogueRole(title: string): boolean {
  return GROUP_BY_TITLE.has(title);
}

/** The group of a catalogue title, or undefined for a title outside the catalogue. */
export function findRoleGroup(title: string): RoleGroup | undefined {
  return GROUP_BY_TITLE.get(title);
}

/** Catalogue titles containing the query, case-insensitively (the signup suggestions). */
export function suggestRoles(query: string): string[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...ROLE_TITLES];
  return ROLE_TITLES.filter((title) => title.toLowerCase().includes(needle));
}

export const EXPERIENCE_LEVELS = [
  { id: 'entry-level', label: 'Entry Level', years: '0-2 years', minYears: 0, maxYears: 2 },
  { id: 'mid-level', label: 'Mid Level', years: '3-5 years', minYears: 3, maxYears: 5 },
  { id: 'senior-level', label: 'Senior Level', years: '6-10 years', minYears: 6, maxYears: 10 },
  { id: 'lead-principal', label: 'Lead / Principal', years: '10+ years', minYears: 10, maxYears: 50 },
] as const;

export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number]['id'];
export const EXPERIENCE_LEVEL_IDS = EXPERIENCE_LEVELS.map((level) => level.id) as [
  ExperienceLevel,
  ...ExperienceLevel[],
];

export const CAREER_INTENTS = [
  {
    id: 'switching-jobs',
    label: 'Switching jobs',
    description: 'I have experience and want a better role in my field.',
  },
  {
    id: 'first-job',
    label: 'Landing my first job',
    description: 'I am a student or recent graduate looking for my first role.',
  },
  {
    id: 'career-switch',
    label: 'Changing careers',
    description: 'I want to move into a new field and show my transferable skills.',
  },
  {
    id: 'interview-practice',
    label: 'Practising for interviews',
    description: 'I have interviews coming up and want to prepare.',
  },
] as const;

export type CareerIntent = (typeof CAREER_INTENTS)[number]['id'];
export const CAREER_INTENT_IDS = CAREER_INTENTS.map((intent) => intent.id) as [
  CareerIntent,
  ...CareerIntent[],
];
