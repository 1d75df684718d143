import type { RoleGroup } from '@careerlens/contracts';
import { allRoleProfiles, type ResolvedRoleProfile } from '../roles/role-profiles';
import { findSkillByName, getSkill } from '../skills/taxonomy';
import {
  occupationOfTitle,
  occupationRelatedness,
  occupationsOfTitleAsWritten,
} from '../occupations/occupations';
import { ROLE_OCCUPATIONS } from '../occupations/role-occupations';
import { markSchoolPrincipal } from './posting-level';
import extraTitleAliases from '../../content/titles/extra-title-aliases.json';
import neighbourTitles from '../../content/titles/neighbour-titles.json';

export interface PostingRole {
  roleTitle: string;
  roleGroup: RoleGroup;
  /** 0-1: an exact title or alias match is near 1, a guess from skills alone stays at or below 0.5. */
  roleConfidence: number;
}

/**
 * Posting titles that the role profiles do not list yet, mapped here so that common postings land on a
 * sensible role. They belong in the profiles' titleAliases; this list can shrink as they move there.
 * The list is data: packages/core/content/titles/extra-title-aliases.json.
 */
const EXTRA_TITLE_ALIASES: Readonly<Record<string, readonly string[]>> = extraTitleAliases;

/**
 * Occupations the catalogue does not list, mapped to the catalogue role nearest in field: a dispatcher's
 * work is logistics, a nursing assistant's is health care. They are not aliases (a dispatcher is not a
 * logistics coordinator), so they match only whole (after level words are removed) and with less
 * confidence than an alias: enough to say which field a resume is in, not that the jobs are the same.
 * The list is data: packages/core/content/titles/neighbour-titles.json, with a note on why where the
 * neighbour is not plain.
 */
const NEIGHBOUR_TITLES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(neighbourTitles).map(([role, { titles }]) => [role, titles]),
);

/**
 * A title made of a field and a rank word ("Accounting Manager", "Director of Public Relations", "Payroll
 * Clerk", "Marketing Intern") names the field's role when no catalogue title matches it: the role, or
 * `lead` when the title is a manager's, director's or supervisor's and the field has a separate
 * management role. Keys are title tokens (see titleTokens: "human resources" reads "hr").
 */
const FIELD_ROLES: Readonly<Record<string, { role?: string; lead?: string }>> = {
  accounting: { role: 'Accountant' },
  tax: { role: 'Accountant' },
  'accounts payable': { role: 'Bookkeeper' },
  'accounts receivable': { role: 'Bookkeeper' },
  bookkeeping: { role: 'Bookkeeper' },
  billing: { role: 'Bookkeeper' },
  audit: { role: 'Auditor' },
  finance: { role: 'Financial Analyst' },
  financial: { role: 'Financial Analyst' },
  treasury: { role: 'Financial Analyst' },
  payroll: { role: 'Payroll Specialist' },
  lending: { role: 'Loan Officer' },
  loan: { role: 'Loan Officer' },
  mortgage: { role: 'Loan Officer' },
  credit: { role: 'Loan Officer' },
  underwriting: { role: 'Loan Officer' },
  claims: { role: 'Claims Adjuster' },
  'insurance claims': { role: 'Claims Adjuster' },
  banking: { role: 'Personal Banker' },
  'investment banking': { role: 'Investment Banking Analyst' },
  hr: { role: 'HR Generalist', lead: 'HR Manager' },
  personnel: { role: 'HR Generalist', lead: 'HR Manager' },
  'people operations': { role: 'HR Generalist', lead: 'HR Manager' },
  recruiting: { role: 'Recruiter' },
  recruitment: { role: 'Recruiter' },
  staffing: { role: 'Recruiter' },
  'talent acquisition': { role: 'Recruiter' },
  benefits: { role: 'Compensation and Benefits Specialist' },
  compensation: { role: 'Compensation and Benefits Specialist' },
  training: { role: 'Learning and Development Specialist' },
  'learning and development': { role: 'Learning and Development Specialist' },
  'training and development': { role: 'Learning and Development Specialist' },
  'public relations': { role: 'Public Relations Specialist' },
  pr: { role: 'Public Relations Specialist' },
  'media relations': { role: 'Public Relations Specialist' },
  'public affairs': { role: 'Public Relations Specialist' },
  communications: { role: 'Communications Manager' },
  'corporate communications': { role: 'Communications Manager' },
  marketing: { role: 'Marketing Manager' },
  advertising: { role: 'Marketing Manager' },
  'digital marketing': { role: 'Digital Marketing Specialist' },
  'social media': { role: 'Social Media Manager' },
  media: { role: 'Social Media Manager' },
  brand: { role: 'Brand Manager' },
  seo: { role: 'SEO Specialist' },
  sales: { role: 'Sales Representative', lead: 'Sales Manager' },
  'business development': { role: 'Business Development Manager' },
  'customer service': { role: 'Customer Service Representative' },
  'customer services': { role: 'Customer Service Representative' },
  'customer care': { role: 'Customer Service Representative' },
  'customer support': { role: 'Customer Service Representative' },
  'client services': { role: 'Customer Service Representative' },
  'call center': { role: 'Customer Service Representative' },
  'customer success': { role: 'Customer Success Manager' },
  retail: { role: 'Retail Sales Associate', lead: 'Retail Store Manager' },
  store: { role: 'Retail Sales Associate', lead: 'Retail Store Manager' },
  merchandising: { role: 'Retail Store Manager' },
  'real estate': { role: 'Real Estate Agent' },
  it: { role: 'IT Support Specialist', lead: 'Systems Administrator' },
  'it support': { role: 'IT Support Specialist', lead: 'Systems Administrator' },
  computer: { role: 'IT Support Specialist', lead: 'Systems Administrator' },
  technology: { role: 'IT Support Specialist', lead: 'Systems Administrator' },
  'information systems': { role: 'Systems Administrator' },
  infrastructure: { role: 'Systems Administrator' },
  'technical support': { role: 'IT Support Specialist' },
  'help desk': { role: 'IT Support Specialist' },
  'desktop support': { role: 'IT Support Specialist' },
  network: { role: 'Network Engineer' },
  software: { role: 'Software Engineer', lead: 'Engineering Manager' },
  'software development': { role: 'Software Engineer', lead: 'Engineering Manager' },
  engineering: { lead: 'Engineering Manager' },
  data: { role: 'Data Analyst' },
  analytics: { role: 'Data Analyst' },
  'business intelligence': { role: 'Business Intelligence Analyst' },
  database: { role: 'Database Administrator' },
  'information security': { role: 'Security Engineer' },
  cybersecurity: { role: 'Security Engineer' },
  'quality assurance': { role: 'QA Engineer' },
  project: { role: 'Project Manager' },
  projects: { role: 'Project Manager' },
  'project management': { role: 'Project Manager' },
  program: { role: 'Program Manager' },
  operations: { role: 'Operations Manager' },
  production: { lead: 'Operations Manager' },
  facilities: { role: 'Operations Manager' },
  'supply chain': { role: 'Supply Chain Manager' },
  logistics: { role: 'Logistics Coordinator' },
  shipping: { role: 'Logistics Coordinator' },
  transportation: { role: 'Logistics Coordinator' },
  purchasing: { role: 'Procurement Specialist' },
  procurement: { role: 'Procurement Specialist' },
  sourcing: { role: 'Procurement Specialist' },
  administration: { role: 'Office Administrator' },
  administrative: { role: 'Office Administrator' },
  office: { role: 'Office Administrator' },
  legal: { role: 'Paralegal', lead: 'Lawyer' },
  litigation: { role: 'Paralegal' },
  nursing: { role: 'Registered Nurse' },
  nurse: { role: 'Registered Nurse' },
  medical: { role: 'Medical Assistant' },
  'medical office': { role: 'Medical Assistant' },
  pharmacy: { role: 'Pharmacist' },
  kitchen: { role: 'Chef' },
  culinary: { role: 'Chef' },
  'food service': { role: 'Chef', lead: 'Restaurant Manager' },
  'food and beverage': { role: 'Restaurant Manager' },
  restaurant: { role: 'Restaurant Manager' },
  hotel: { role: 'Hotel Manager' },
  'front desk': { role: 'Hotel Manager' },
  'guest services': { role: 'Hotel Manager' },
  hospitality: { role: 'Hotel Manager' },
  event: { role: 'Event Planner' },
  events: { role: 'Event Planner' },
  construction: { role: 'Construction Manager' },
  electrical: { role: 'Electrician' },
  mechanical: { role: 'Mechanical Engineer' },
  automotive: { role: 'Automotive Technician' },
  auto: { role: 'Automotive Technician' },
  aviation: { role: 'Aircraft Maintenance Technician' },
  aircraft: { role: 'Aircraft Maintenance Technician' },
  avionics: { role: 'Aircraft Maintenance Technician' },
  flight: { role: 'Pilot' },
  fitness: { role: 'Personal Trainer' },
  aquatics: { role: 'Personal Trainer' },
  aquatic: { role: 'Personal Trainer' },
  'behavioral health': { role: 'Registered Nurse' },
  'mental health': { role: 'Registered Nurse' },
  psychiatric: { role: 'Registered Nurse' },
  'social work': { role: 'Social Worker' },
  'social services': { role: 'Social Worker' },
  'human services': { role: 'Social Worker' },
  'family services': { role: 'Social Worker' },
  'child welfare': { role: 'Social Worker' },
  'victim services': { role: 'Social Worker' },
  clinical: { role: 'Registered Nurse' },
  'patient care': { role: 'Medical Assistant' },
  'personal training': { role: 'Personal Trainer' },
  'health and fitness': { role: 'Personal Trainer' },
  wellness: { role: 'Personal Trainer' },
  education: { role: 'Teacher' },
  teaching: { role: 'Teacher' },
  tutoring: { role: 'Teacher' },
  classroom: { role: 'Teacher' },
  curriculum: { role: 'Learning and Development Specialist' },
  farm: { role: 'Farm Manager' },
  agriculture: { role: 'Farm Manager' },
  agricultural: { role: 'Farm Manager' },
  ranch: { role: 'Farm Manager' },
  environmental: { role: 'Environmental Scientist' },
  'environmental compliance': { role: 'Environmental Scientist' },
  'natural resources': { role: 'Environmental Scientist' },
  wildlife: { role: 'Environmental Scientist' },
  fisheries: { role: 'Environmental Scientist' },
  design: { role: 'Graphic Designer' },
  'graphic design': { role: 'Graphic Designer' },
  creative: { role: 'Graphic Designer' },
  'interior design': { role: 'Interior Designer' },
  fashion: { role: 'Fashion Designer' },
  apparel: { role: 'Fashion Designer' },
  ux: { role: 'UX Designer' },
  'user experience': { role: 'UX Designer' },
  product: { lead: 'Product Manager' },
  video: { role: 'Video Editor' },
  content: { role: 'Content Marketing Manager' },
  copywriting: { role: 'Copywriter' },
  consulting: { role: 'Management Consultant' },
  strategy: { role: 'Management Consultant' },
  'business analysis': { role: 'Business Analyst' },
};

let fieldRolesByTokens: Map<string, { role?: string; lead?: string }> | undefined;

/**
 * FIELD_ROLES by a title's words as titleTokens writes them: "engineering" is read as "engineer" there
 * (TOKEN_SYNONYMS), so "Engineering Director" and "VP of Engineering" found no field before.
 */
function fieldRolesOf(words: string): { role?: string; lead?: string } | undefined {
  if (!fieldRolesByTokens) {
    fieldRolesByTokens = new Map();
    for (const [phrase, roles] of Object.entries(FIELD_ROLES)) {
      fieldRolesByTokens.set(phrase, roles);
      const key = titleTokens(phrase).join(' ');
      if (!fieldRolesByTokens.has(key)) fieldRolesByTokens.set(key, roles);
    }
  }
  return fieldRolesByTokens.get(words);
}

/**
 * Rank words a field title is made with ("Payroll Clerk", "Marketing Intern" after level words go), and
 * those that make it a manager's title.
 */
const RANK_WORDS: ReadonlySet<string> = new Set(
  (
    'manager director supervisor coordinator assistant specialist associate officer administrator lead head ' +
    'chief representative clerk executive agent superintendent foreman consultant advisor worker staff aide ' +
    'professional generalist team member vp vice president attendant'
  ).split(' '),
);
const LEAD_WORDS: ReadonlySet<string> = new Set(
  'manager director supervisor head chief superintendent foreman vp president'.split(' '),
);
/** Confidence of a neighbouring occupation's title and of a field-and-rank title, on the whole title. */
const NEIGHBOUR_CONFIDENCE = 0.75;
const FIELD_TITLE_CONFIDENCE = 0.8;
/**
 * Confidence of a neighbouring occupation's title ending a longer one ("Licensed Clinical Social Worker"),
 * and of field words making up most of a title with other words ("Aquatics and Fitness Director").
 */
const NEIGHBOUR_SUFFIX_CONFIDENCE = 0.65;
const FIELD_WORDS_CONFIDENCE = 0.65;
/** Words that join fields in a title and say nothing themselves. */
const JOINING_WORDS: ReadonlySet<string> = new Set(['and', 'of', 'for', 'the', 'in', '&']);
/** Each later part of the title loses this much. */
const LATER_PART_PENALTY = 0.05;

/** Confidence of an exact match on the whole title, on its first part, and on a later part. */
const EXACT_WHOLE_TITLE = 0.95;
const EXACT_FIRST_PART = 0.9;
const EXACT_LATER_PART = 0.85;
/** Level words and qualifiers had to be removed for the exact match. */
const STRIPPED_MATCH_PENALTY = 0.03;
/** A later part of the title ("..., Blockchain Infrastructure") counts for less than the first. */
const LATER_PART_FACTOR = 0.9;
/** Token similarity when the entry does not end in the title's head noun ("engineer", "nurse"). */
const OTHER_HEAD_FACTOR = 0.6;
/** Below this title similarity the title says too little and the skills decide. */
const MIN_TITLE_SIMILARITY = 0.35;
/** Roles within this much of the best title similarity are near ties that the skills break. */
const TITLE_TIE_MARGIN = 0.1;
const SKILL_TIE_WEIGHT = 0.5;
/** Least skill similarity for a guess from skills alone. */
const MIN_SKILL_SIMILARITY = 0.15;
const MAX_TOKEN_MATCH_CONFIDENCE = 0.85;
const MAX_SKILL_ONLY_CONFIDENCE = 0.5;
/** A title with only a generic noun ("Engineer"): confidence before the skills speak, and its cap. */
const GENERIC_TITLE_BASE_CONFIDENCE = 0.25;
const GENERIC_SKILL_MARGIN = 0.1;
const MAX_GENERIC_TITLE_CONFIDENCE = 0.6;
const OTHER_CONFIDENCE = 0.1;
/** Weight of a preferred skill, and of a soft skill, against a required hard skill. */
const PREFERRED_SKILL_WEIGHT = 0.5;
const SOFT_SKILL_WEIGHT = 0.3;
/** Weight of a profile's common skills and certifications against its core skills. */
const COMMON_SKILL_WEIGHT = 0.5;

/** Words that say the level or the terms of a job, not what the job is. */
const QUALIFIER_WORDS: ReadonlySet<string> = new Set(
  (
    'senior junior lead principal staff i ii iii iv v vi 1 2 3 4 5 6 intern internship trainee apprentice entry ' +
    'level mid new ' +
    'grad graduate remote hybrid onsite on-site contract contractor temporary temp fulltime parttime full part time ' +
    'prn per diem nights night days day evenings evening weekends weekend shift'
  ).split(' '),
);

/**
 * Generic role nouns: an alias reduced to these alone ("Engineering Lead" -> "engineer") is not indexed, and
 * sharing one is no evidence of a field. "Driver" alone does not say what is driven: a truck, a bus, or a
 * device in a "Device Driver Engineer".
 */
const GENERIC_WORDS: ReadonlySet<string> = new Set(
  (
    'engineer developer manager specialist analyst consultant associate assistant coordinator technician ' +
    'representative officer administrator director executive agent designer architect partner member ' +
    'supervisor head driver'
  ).split(' '),
);

/** Weight of a title word two or more places before the head noun: "database" in "Database Software Engineer". */
const DISTANT_MODIFIER_FACTOR = 0.6;

const TOKEN_SYNONYMS: Readonly<Record<string, string>> = {
  engineering: 'engineer',
  engineers: 'engineer',
  eng: 'engineer',
  developers: 'developer',
  dev: 'developer',
  nursing: 'nurse',
  nurses: 'nurse',
  mgr: 'manager',
  sr: 'senior',
  jr: 'junior',
  snr: 'senior',
  rep: 'representative',
  reps: 'representative',
  asst: 'assistant',
  coord: 'coordinator',
  mgmt: 'management',
};

const COMPOUNDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bfront[\s-]+end\b/g, 'frontend'],
  [/\bback[\s-]+end\b/g, 'backend'],
  [/\bfull[\s-]+stack\b/g, 'fullstack'],
  [/\bdev[\s-]+ops\b/g, 'devops'],
  [/\bmed[\s/-]+surg\b/g, 'medsurg'],
  [/\bhuman[\s-]+resources?\b/g, 'hr'],
  [/\binformation[\s-]+technology\b/g, 'it'],
  // Environmental services is hospital and hotel housekeeping, not environmental science.
  [/\benvironmental[\s-]+services?\b/g, 'evs'],
];

/** Rank phrases removed with the level words: "Head of Engineering" -> "engineer". */
const RANK_PHRASES: ReadonlyArray<readonly string[]> = [
  ['head', 'of'],
  ['director', 'of'],
  ['vice', 'president', 'of'],
  ['vp', 'of'],
  ['manager', 'of'],
  ['supervisor', 'of'],
  ['coordinator', 'of'],
  ['chief', 'of'],
];

const TITLE_TOKEN = /[\p{L}\p{N}]+(?:[&+#.][\p{L}\p{N}]+)*[+#]*/gu;

/** Lower-case title tokens, with compounds joined and common abbreviations spelled out. */
function titleTokens(text: string): string[] {
  // "Principal" is a level word ("Principal Engineer"), but a school's principal is a job of its own.
  let normalized = markSchoolPrincipal(text.normalize('NFKC').toLowerCase().replace(/['’]/g, ''));
  for (const [pattern, replacement] of COMPOUNDS) normalized = normalized.replace(pattern, replacement);
  const tokens: string[] = [];
  for (const [raw] of normalized.matchAll(TITLE_TOKEN)) {
    // Requisition numbers ("Engineering-8308") are not part of the title.
    if (/^\d{3,}$/.test(raw)) continue;
    const token = raw.replace(/\.$/, '');
    tokens.push(TOKEN_SYNONYMS[token] ?? token);
  }
  return tokens;
}

function withoutQualifiers(tokens: readonly string[]): string[] {
  const kept: string[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const phrase = RANK_PHRASES.find((words) =>
      words.every((word, offset) => tokens[index + offset] === word),
    );
    if (phrase !== undefined) {
      index += phrase.length - 1;
      continue;
    }
    const token = tokens[index] as string;
    if (!QUALIFIER_WORDS.has(token)) kept.push(token);
  }
  return kept;
}

/**
 * Drops technology words that no catalogue title uses ("Rust", "Blockchain", "Golang"): they name the
 * stack, not the role, and would otherwise outweigh the role noun. Words that titles use ("Backend",
 * "React", "Data") stay. A title made only of such words is kept as it is.
 */
function withoutStackWords(index: RoleIndex, tokens: readonly string[]): string[] {
  const kept = tokens.filter((token) => index.weights.has(token) || findSkillByName(token) === undefined);
  return kept.length > 0 ? kept : [...tokens];
}

interface TitleEntry {
  roleIndex: number;
  tokens: readonly string[];
  /** The last word as written, the role noun ("engineer" in "Software Engineer", "lead" in "Project Lead"). */
  head: string;
}

interface RoleIndex {
  roles: readonly ResolvedRoleProfile[];
  exact: ReadonlyMap<string, readonly number[]>;
  stripped: ReadonlyMap<string, readonly number[]>;
  /** Neighbouring occupations' titles without level words -> role index (NEIGHBOUR_TITLES). */
  neighbours: ReadonlyMap<string, number>;
  /** Catalogue title -> role index. */
  byTitle: ReadonlyMap<string, number>;
  entries: readonly TitleEntry[];
  /** Token -> indexes of the entries that contain it: only those can overlap with a title. */
  entriesByToken: ReadonlyMap<string, readonly number[]>;
  /** Every role noun that ends a title or alias. */
  heads: ReadonlySet<string>;
  weights: ReadonlyMap<string, number>;
  unknownWeight: number;
  /** Per role: skill id -> weight (core 1, common and certifications less), and the vector's norm. */
  skillWeights: ReadonlyArray<ReadonlyMap<string, number>>;
  skillNorms: readonly number[];
  otherIndex: number;
}

let roleIndex: RoleIndex | undefined;

function addTo(map: Map<string, number[]>, key: string, value: number): void {
  if (key === '') return;
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else if (!list.includes(value)) list.push(value);
}

function buildRoleIndex(): RoleIndex {
  const roles = allRoleProfiles();
  const exact = new Map<string, number[]>();
  const stripped = new Map<string, number[]>();
  const entries: TitleEntry[] = [];
  roles.forEach((role, index) => {
    const names = [role.title, ...role.titleAliases, ...(EXTRA_TITLE_ALIASES[role.title] ?? [])];
    for (const name of names) {
      const tokens = titleTokens(name);
      addTo(exact, tokens.join(' '), index);
      const core = withoutQualifiers(tokens);
      // "Head of Engineering" reduced to "engineer" would claim every engineer: it only matches exactly.
      if (!core.some((token) => !GENERIC_WORDS.has(token))) continue;
      addTo(stripped, core.join(' '), index);
      entries.push({ roleIndex: index, tokens: [...new Set(core)], head: tokens[tokens.length - 1] ?? '' });
    }
  });
  const byTitle = new Map(roles.map((role, index) => [role.title, index] as const));
  const neighbours = new Map<string, number>();
  for (const [title, names] of Object.entries(NEIGHBOUR_TITLES)) {
    const roleIndexValue = byTitle.get(title);
    if (roleIndexValue === undefined) throw new Error(`NEIGHBOUR_TITLES names an unknown role: ${title}`);
    for (const name of names) {
      const tokens = titleTokens(name);
      const core = withoutQualifiers(tokens);
      // A title reduced to rank words ("Assistant Principal": "principal" is a level word) would claim them.
      const reduced = core.length < tokens.length;
      if (reduced && core.every((token) => RANK_WORDS.has(token) || GENERIC_WORDS.has(token))) {
        throw new Error(`NEIGHBOUR_TITLES entry says nothing without its level words: ${name}`);
      }
      neighbours.set(core.join(' '), roleIndexValue);
    }
  }
  const entriesByToken = new Map<string, number[]>();
  entries.forEach((entry, entryIndex) => {
    for (const token of entry.tokens) addTo(entriesByToken, token, entryIndex);
  });
  const documentFrequency = new Map<string, number>();
  for (const entry of entries) {
    for (const token of entry.tokens) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
  }
  const weights = new Map<string, number>();
  let weightSum = 0;
  for (const [token, frequency] of documentFrequency) {
    const weight = Math.log(1 + entries.length / frequency);
    weights.set(token, weight);
    weightSum += weight;
  }
  const skillWeights = roles.map((role) => {
    const vector = new Map<string, number>();
    for (const id of [...role.commonSkillIds, ...role.certificationIds]) vector.set(id, COMMON_SKILL_WEIGHT);
    for (const id of role.coreSkillIds) vector.set(id, 1);
    return vector;
  });
  const skillNorms = skillWeights.map((vector) =>
    Math.sqrt([...vector.values()].reduce((sum, w) => sum + w * w, 0)),
  );
  return {
    roles,
    exact,
    stripped,
    neighbours,
    byTitle,
    entries,
    entriesByToken,
    heads: new Set(entries.map((entry) => entry.head)),
    weights,
    unknownWeight: weightSum / Math.max(1, weights.size),
    skillWeights,
    skillNorms,
    otherIndex: Math.max(
      0,
      roles.findIndex((role) => role.title === 'Other'),
    ),
  };
}

function getRoleIndex(): RoleIndex {
  roleIndex ??= buildRoleIndex();
  return roleIndex;
}

const CASE_MANAGER = /\b(?<!(?:nurse|rn)[\s\-–—,:|]+)case[\s-]+manager\b/giu;
const NURSE_WORD = /\b(?:rn|registered\s+nurse|nurse|lpn|lvn)\b/iu;

/**
 * A case manager's title that names a nurse anywhere ("Case Manager - RN", "Case Manager (RN)") is a nurse
 * case manager's: "Case Manager" alone is a social worker's title, and the parts of the title are read one
 * at a time, so the nurse is written in front of it.
 */
function markNurseCaseManager(title: string): string {
  return NURSE_WORD.test(title) ? title.replace(CASE_MANAGER, 'Nurse Case Manager') : title;
}

/**
 * The title, then its parts: "RN - Med/Surg Nights" -> "RN", "Med/Surg Nights", and last the pieces of
 * parts joined by a bare slash ("Cashier/Stocker" -> "Cashier", "Stocker").
 */
function titleParts(title: string): string[] {
  const withoutBrackets = title.replace(/\([^()]*\)|\[[^[\]]*\]/g, ' ');
  const parts = title
    .split(/\s+[-–—|]\s+|[,;:()[\]]|\s+\/\s+|\s+(?:at|@)\s+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const pieces = parts.flatMap((part) =>
    part.includes('/') ? part.split('/').map((piece) => piece.trim()) : [],
  );
  return [...new Set([withoutBrackets.trim(), ...parts, ...pieces])].filter((part) => part !== '');
}

/** A neighbouring occupation's title, or a field and a rank word (NEIGHBOUR_TITLES, FIELD_ROLES). */
function nearestRole(index: RoleIndex, parts: readonly string[]): PostingRole | undefined {
  for (const [position, part] of parts.entries()) {
    const neighbour = index.neighbours.get(withoutQualifiers(titleTokens(part)).join(' '));
    if (neighbour !== undefined) {
      return result(index, neighbour, NEIGHBOUR_CONFIDENCE - LATER_PART_PENALTY * Math.min(position, 2));
    }
  }
  for (const [position, part] of parts.entries()) {
    const tokens = titleTokens(part);
    const field = withoutQualifiers(tokens).filter((token) => !RANK_WORDS.has(token));
    const roles = fieldRolesOf(field.join(' '));
    if (field.length === 0 || roles === undefined) continue;
    // "Vice President, Engineering": a part of rank words only makes the other parts a lead's.
    const isLead =
      tokens.some((token) => LEAD_WORDS.has(token)) ||
      parts.some((other) => {
        const words = titleTokens(other);
        return (
          words.length > 0 &&
          words.every((word) => RANK_WORDS.has(word)) &&
          words.some((word) => LEAD_WORDS.has(word))
        );
      });
    const title = isLead ? (roles.lead ?? roles.role) : roles.role;
    const roleIndexValue = title === undefined ? undefined : index.byTitle.get(title);
    if (roleIndexValue !== undefined) {
      return result(
        index,
        roleIndexValue,
        FIELD_TITLE_CONFIDENCE - LATER_PART_PENALTY * Math.min(position, 2),
      );
    }
  }
  // A neighbouring occupation's title at the end of a longer one, the longest that fits.
  for (const [position, part] of parts.entries()) {
    const core = withoutQualifiers(titleTokens(part));
    for (let start = 1; start < core.length; start += 1) {
      const neighbour = index.neighbours.get(core.slice(start).join(' '));
      if (neighbour !== undefined) {
        return result(
          index,
          neighbour,
          NEIGHBOUR_SUFFIX_CONFIDENCE - LATER_PART_PENALTY * Math.min(position, 2),
        );
      }
    }
  }
  return undefined;
}

/**
 * Field words that make up at least half of a title's other words ("Aquatics and Fitness Director",
 * "Accounts Payable Branch"): the field they name (see fieldWordsIn), less surely. Read when no catalogue title is near.
 */
function fieldWordsRole(index: RoleIndex, parts: readonly string[]): PostingRole | undefined {
  for (const [position, part] of parts.entries()) {
    const tokens = titleTokens(part);
    const field = withoutQualifiers(tokens).filter(
      (token) => !RANK_WORDS.has(token) && !JOINING_WORDS.has(token),
    );
    const found = fieldWordsIn(field);
    if (found === undefined || found.covered * 2 < field.length) continue;
    const isLead = tokens.some((token) => LEAD_WORDS.has(token));
    const title = isLead ? (found.roles.lead ?? found.roles.role) : found.roles.role;
    const roleIndexValue = title === undefined ? undefined : index.byTitle.get(title);
    if (roleIndexValue !== undefined) {
      return result(
        index,
        roleIndexValue,
        FIELD_WORDS_CONFIDENCE - LATER_PART_PENALTY * Math.min(position, 2),
      );
    }
  }
  return undefined;
}

/**
 * The FIELD_ROLES phrases within a title's words (the longest at each place): the longest of them, and of
 * equally long ones the last, nearest the rank word and so the field the job is in ("Recruitment
 * Advertising Representative" sells advertising, "Apparel Sales Associate" sells); and how many words
 * they cover.
 */
function fieldWordsIn(
  words: readonly string[],
): { roles: { role?: string; lead?: string }; covered: number } | undefined {
  let chosen: { role?: string; lead?: string } | undefined;
  let chosenLength = 0;
  let covered = 0;
  for (let start = 0; start < words.length;) {
    let length = Math.min(3, words.length - start);
    for (; length > 0; length -= 1) {
      const roles = fieldRolesOf(words.slice(start, start + length).join(' '));
      if (roles !== undefined) {
        if (length >= chosenLength) {
          chosen = roles;
          chosenLength = length;
        }
        covered += length;
        break;
      }
    }
    start += Math.max(1, length);
  }
  return chosen === undefined ? undefined : { roles: chosen, covered };
}

/** A title token, shared with an entry, that names a field rather than a rank or a role noun. */
function sharedFieldWord(title: readonly string[], token: string): boolean {
  return !GENERIC_WORDS.has(token) && !RANK_WORDS.has(token) && title.includes(token);
}

function weightOf(index: RoleIndex, token: string): number {
  return index.weights.get(token) ?? index.unknownWeight;
}

/**
 * IDF-weighted Dice overlap, damped when the entry lacks the title's head noun (its last word). Title words
 * far from the head count less: a "Database Software Engineer" is a software engineer.
 */
function tokenSimilarity(index: RoleIndex, title: readonly string[], entry: readonly string[]): number {
  let shared = 0;
  let titleWeight = 0;
  let entryWeight = 0;
  const entrySet = new Set(entry);
  for (const [position, token] of title.entries()) {
    const distance = title.length - 1 - position;
    const weight = weightOf(index, token) * (distance >= 2 ? DISTANT_MODIFIER_FACTOR ** (distance - 1) : 1);
    titleWeight += weight;
    if (entrySet.has(token)) shared += weight;
  }
  for (const token of entry) entryWeight += weightOf(index, token);
  if (shared === 0) return 0;
  const similarity = (2 * shared) / (titleWeight + entryWeight);
  const head = title[title.length - 1];
  return head !== undefined && entrySet.has(head) ? similarity : similarity * OTHER_HEAD_FACTOR;
}

function skillSimilarities(
  index: RoleIndex,
  required: readonly string[],
  preferred: readonly string[],
): number[] {
  const posting = new Map<string, number>();
  const add = (id: string, weight: number): void => {
    const soft = getSkill(id)?.type === 'soft' ? SOFT_SKILL_WEIGHT : 1;
    posting.set(id, Math.max(posting.get(id) ?? 0, weight * soft));
  };
  for (const id of preferred) add(id, PREFERRED_SKILL_WEIGHT);
  for (const id of required) add(id, 1);
  const postingNorm = Math.sqrt([...posting.values()].reduce((sum, w) => sum + w * w, 0));
  return index.skillWeights.map((vector, roleIndexValue) => {
    const norm = index.skillNorms[roleIndexValue] ?? 0;
    if (postingNorm === 0 || norm === 0) return 0;
    let dot = 0;
    for (const [id, weight] of posting) dot += weight * (vector.get(id) ?? 0);
    return dot / (postingNorm * norm);
  });
}

/** Role nouns that mean one role when nothing else is said ("Rust Engineer", "Golang Developer"). */
const GENERIC_NOUN_ROLES: Readonly<Record<string, string>> = {
  engineer: 'Software Engineer',
  developer: 'Software Engineer',
  programmer: 'Software Engineer',
};

/** The role a bare role noun maps to: its exact alias ("Associate" -> Other), or the list above. */
function genericDefault(index: RoleIndex, head: string): number | undefined {
  const exact = index.exact.get(head)?.[0];
  if (exact !== undefined) return exact;
  const title = GENERIC_NOUN_ROLES[head];
  const found = title === undefined ? -1 : index.roles.findIndex((role) => role.title === title);
  return found >= 0 ? found : undefined;
}

function pickBest(candidates: readonly number[], score: (roleIndexValue: number) => number): number {
  let best = candidates[0] as number;
  for (const candidate of candidates) if (score(candidate) > score(best)) best = candidate;
  return best;
}

/**
 * A title O*NET reads surely (its ~50,000 alternate and reported titles) mapped to the catalogue role of
 * the same occupation, or else of the occupation O*NET lists as most related (Primary-Short or -Long
 * tiers); the posting's skills choose among roles of one occupation. The confidence is O*NET's times how
 * related the occupations are (ONET_SAME, ONET_PRIMARY_SHORT, ONET_PRIMARY_LONG), so a related occupation says which field the title
 * is in, not that the jobs are the same. Undefined when O*NET reads it unsurely or relates it to no role.
 */
const MIN_ONET_CONFIDENCE = 0.8;
/** One-word titles O*NET lists under one occupation although they name none ("Owner": urologists). */
const VAGUE_TITLES: ReadonlySet<string> = new Set(['owner', 'founder', 'principal', 'partner', 'proprietor']);
const ONET_SAME = 0.95;
/** O*NET's Primary-Short and Primary-Long related tiers. */
const ONET_PRIMARY_SHORT = 0.8;
const ONET_PRIMARY_LONG = 0.7;
/** Least O*NET relatedness (occupationRelatedness) of an occupation to a role's for the role to be used. */
const MIN_ONET_RELATEDNESS = 0.8;

function onetRole(
  index: RoleIndex,
  title: string,
  skillScore: (roleIndexValue: number) => number,
  minRelatedness: number,
): PostingRole | undefined {
  // A title of rank or level words only ("Principal", "Associate", "Owner") names no occupation here.
  const words = withoutQualifiers(titleTokens(title));
  if (words.every((word) => RANK_WORDS.has(word) || GENERIC_WORDS.has(word) || VAGUE_TITLES.has(word)))
    return undefined;
  const occupation = occupationOfTitle(title);
  if (!occupation || occupation.confidence < MIN_ONET_CONFIDENCE) return undefined;
  let best = 0;
  let candidates: number[] = [];
  index.roles.forEach((role, roleIndexValue) => {
    const code = ROLE_OCCUPATIONS[role.title];
    if (!code) return;
    const relatedness = occupationRelatedness(occupation.code, code);
    if (relatedness < minRelatedness) return;
    if (relatedness > best) {
      best = relatedness;
      candidates = [roleIndexValue];
    } else if (relatedness === best) candidates.push(roleIndexValue);
  });
  if (candidates.length === 0) return undefined;
  const chosen = pickBest(candidates, skillScore);
  const factor = best >= 1 ? ONET_SAME : best >= 0.8 ? ONET_PRIMARY_SHORT : ONET_PRIMARY_LONG;
  return result(index, chosen, occupation.confidence * factor);
}

/**
 * A catalogue title that O*NET lists only under other occupations names two jobs: "Product Designer" is a
 * UX designer in the catalogue and a mechanical drafter's or industrial designer's title in O*NET. When the
 * skills that come with the title clearly belong to O*NET's sense (the catalogue role of one of its
 * occupations, or of one O*NET relates to it in any tier, scores at least SENSE_MIN_SKILLS and SENSE_RATIO
 * times the catalogue role's), the title is read in that sense, with a confidence by how related. Without
 * skills, or when they do not decide, the catalogue's reading stands.
 */
const SENSE_MIN_SKILLS = 0.1;
const SENSE_RATIO = 2;
/** The confidence kept (times the exact match's) for the least related sense O*NET lists (Supplemental, 0.4). */
const SENSE_FLOOR = 0.5;

function otherSense(
  index: RoleIndex,
  title: string,
  chosen: number,
  skillScore: (roleIndexValue: number) => number,
  base: number,
): PostingRole | undefined {
  const own = ROLE_OCCUPATIONS[(index.roles[chosen] as ResolvedRoleProfile).title];
  if (!own) return undefined;
  const codes = occupationsOfTitleAsWritten(title);
  if (codes.length === 0 || codes.some((code) => occupationRelatedness(code, own) >= MIN_ONET_RELATEDNESS))
    return undefined;
  let best: number | undefined;
  let bestRelatedness = 0;
  index.roles.forEach((role, roleIndexValue) => {
    const code = ROLE_OCCUPATIONS[role.title];
    if (!code || roleIndexValue === chosen) return;
    const relatedness = Math.max(...codes.map((candidate) => occupationRelatedness(candidate, code)));
    if (relatedness <= 0) return;
    if (best === undefined || skillScore(roleIndexValue) > skillScore(best)) {
      best = roleIndexValue;
      bestRelatedness = relatedness;
    }
  });
  if (best === undefined) return undefined;
  const score = skillScore(best);
  if (score < SENSE_MIN_SKILLS || score < SENSE_RATIO * skillScore(chosen)) return undefined;
  return result(index, best, base * Math.min(ONET_SAME, SENSE_FLOOR + (1 - SENSE_FLOOR) * bestRelatedness));
}

function result(index: RoleIndex, roleIndexValue: number, confidence: number): PostingRole {
  const role = index.roles[roleIndexValue] as ResolvedRoleProfile;
  return { roleTitle: role.title, roleGroup: role.group, roleConfidence: Math.round(confidence * 100) / 100 };
}

export interface MapRoleOptions {
  /**
   * The skills only choose between the senses of a title that names two jobs (otherSense), not among
   * near-tied titles nor in the confidence: a resume's job titles are read this way, because its skills
   * span all its jobs, not the one the title names.
   */
  skillsChooseSenseOnly?: boolean;
}

const SERVICE_WORDS: ReadonlySet<string> = new Set(['service', 'services']);

/**
 * Maps a posting to a catalogue title. In order: an exact match of the title or one of its parts with a
 * catalogue title or alias (as written, then without level words such as "Senior", "II", "Head of" and
 * qualifiers such as "Remote", "Nights"); then IDF-weighted token overlap with titles and aliases, with the
 * posting's skills breaking near ties; then, when the title says nothing we know, the role whose core and
 * common skills best match the posting's skills; else "Other" with low confidence.
 */
export function mapPostingRole(
  title: string,
  requiredSkills: readonly string[],
  preferredSkills: readonly string[] = [],
  options: MapRoleOptions = {},
): PostingRole {
  const index = getRoleIndex();
  // Before the title is split: "Principal - High School" and "Case Manager - RN" each name one job.
  const parts = titleParts(markNurseCaseManager(markSchoolPrincipal(title)));
  let skills: number[] | undefined;
  const senseScore = (roleIndexValue: number): number => {
    skills ??= skillSimilarities(index, requiredSkills, preferredSkills);
    return skills[roleIndexValue] ?? 0;
  };
  const skillScore = options.skillsChooseSenseOnly ? () => 0 : senseScore;

  for (const [position, part] of parts.entries()) {
    const tokens = titleTokens(part);
    const core = withoutStackWords(index, withoutQualifiers(tokens));
    const base = position === 0 ? EXACT_WHOLE_TITLE : position === 1 ? EXACT_FIRST_PART : EXACT_LATER_PART;
    const asWritten = index.exact.get(tokens.join(' '));
    if (asWritten !== undefined) {
      const chosen = pickBest(asWritten, skillScore);
      return otherSense(index, part, chosen, senseScore, base) ?? result(index, chosen, base);
    }
    const withoutLevel = index.exact.get(core.join(' ')) ?? index.stripped.get(core.join(' '));
    if (withoutLevel !== undefined && core.length > 0) {
      return result(index, pickBest(withoutLevel, skillScore), base - STRIPPED_MATCH_PENALTY);
    }
    // "Engineering Services Manager" is the engineering manager: "services" between a field and a role noun
    // adds nothing when the title without it is a catalogue title (of O*NET's 75 titles "X Services <role>"
    // whose "X <role>" is also an O*NET title, 55 share its occupation). Read with twice the stripped penalty.
    const withoutServices = core.filter(
      (token, position) => !(SERVICE_WORDS.has(token) && position > 0 && position < core.length - 1),
    );
    if (withoutServices.length < core.length) {
      const found = index.exact.get(withoutServices.join(' '));
      if (found !== undefined)
        return result(index, pickBest(found, skillScore), base - 2 * STRIPPED_MATCH_PENALTY);
    }
  }
  // A title O*NET lists under a catalogue role's own occupation; a related occupation's title only after
  // the catalogue's own titles and field words have had their say (below).
  const byOnet = onetRole(index, title, skillScore, 1);
  if (byOnet !== undefined) return byOnet;
  const nearest = nearestRole(index, parts);
  if (nearest !== undefined) return nearest;

  const titleScores = new Array<number>(index.roles.length).fill(0);
  const sharesHead = new Array<boolean>(index.roles.length).fill(false);
  let isGeneric = true;
  /** The role noun of the first part that has one. */
  let firstHead = '';
  for (const [position, part] of parts.entries()) {
    const core = withoutStackWords(index, withoutQualifiers(titleTokens(part)));
    const head = core[core.length - 1] ?? '';
    // A part without a role noun ("Options Trading", "Greenfield project") says nothing about the role.
    if (!index.heads.has(head)) continue;
    firstHead ||= head;
    if (core.some((token) => index.weights.has(token) && !GENERIC_WORDS.has(token))) isGeneric = false;
    const factor = position <= 1 ? 1 : LATER_PART_FACTOR;
    const candidates = new Set(core.flatMap((token) => index.entriesByToken.get(token) ?? []));
    for (const entryIndex of [...candidates].sort((left, right) => left - right)) {
      const entry = index.entries[entryIndex] as TitleEntry;
      if (entry.head === head) sharesHead[entry.roleIndex] = true;
      // Sharing only a rank or role noun ("Corporate Administrator" and "Systems Administrator") says
      // nothing about the field: such an entry is no evidence for its role.
      if (!entry.tokens.some((token) => sharedFieldWord(core, token))) continue;
      const similarity = tokenSimilarity(index, core, entry.tokens) * factor;
      if (similarity > (titleScores[entry.roleIndex] ?? 0)) titleScores[entry.roleIndex] = similarity;
    }
  }
  const bestTitle = Math.max(...titleScores);
  if (bestTitle >= MIN_TITLE_SIMILARITY && !isGeneric) {
    const nearTies = titleScores.flatMap((score, roleIndexValue) =>
      score >= bestTitle - TITLE_TIE_MARGIN ? [roleIndexValue] : [],
    );
    const chosen = pickBest(
      nearTies,
      (candidate) => (titleScores[candidate] ?? 0) + SKILL_TIE_WEIGHT * skillScore(candidate),
    );
    const confidence = Math.min(
      MAX_TOKEN_MATCH_CONFIDENCE,
      0.3 + 0.5 * (titleScores[chosen] ?? 0) + 0.2 * skillScore(chosen),
    );
    return result(index, chosen, confidence);
  }

  const byFieldWords = fieldWordsRole(index, parts);
  if (byFieldWords !== undefined) return byFieldWords;
  const byRelatedOnet = onetRole(index, title, skillScore, MIN_ONET_RELATEDNESS);
  if (byRelatedOnet !== undefined) return byRelatedOnet;

  // "Rust Engineer": the title names only a generic noun; the skills choose among the roles that use it.
  const head = firstHead;
  if (isGeneric && sharesHead.includes(true)) {
    const sharingNoun = sharesHead.flatMap((shares, roleIndexValue) => (shares ? [roleIndexValue] : []));
    // The noun's own role ("Associate" -> Other, "Engineer" -> Software Engineer) unless the skills clearly
    // point to another (one shared skill with a small profile is not enough); with no such role, the
    // skills must point somewhere or the posting is "Other".
    const bySkill = pickBest(sharingNoun, skillScore);
    const fallback = genericDefault(index, head);
    if (fallback === undefined && skillScore(bySkill) < MIN_SKILL_SIMILARITY) {
      return result(index, index.otherIndex, OTHER_CONFIDENCE);
    }
    const chosen =
      fallback === undefined || skillScore(bySkill) - skillScore(fallback) >= GENERIC_SKILL_MARGIN
        ? bySkill
        : fallback;
    const confidence = Math.min(
      MAX_GENERIC_TITLE_CONFIDENCE,
      GENERIC_TITLE_BASE_CONFIDENCE + 0.5 * skillScore(chosen),
    );
    return result(index, chosen, confidence);
  }

  const everyRole = index.roles.map((_, roleIndexValue) => roleIndexValue);
  const bySkills = pickBest(
    everyRole,
    (candidate) => skillScore(candidate) + 0.2 * (titleScores[candidate] ?? 0),
  );
  if (skillScore(bySkills) >= MIN_SKILL_SIMILARITY) {
    return result(index, bySkills, Math.min(MAX_SKILL_ONLY_CONFIDENCE, 0.15 + 0.5 * skillScore(bySkills)));
  }
  return result(index, index.otherIndex, OTHER_CONFIDENCE);
}

/**
 * The catalogue roles a set of skills points to, best first: the cosine of the skills (each with its own
 * weight, soft skills counting SOFT_SKILL_WEIGHT of that) against each role profile's core and common
 * skills. 'Other' is left out. Used to read a resume's field from its skills when its titles say little.
 */
export function rolesBySkills(
  skills: ReadonlyMap<string, number>,
  limit: number,
): Array<{ roleTitle: string; roleGroup: RoleGroup; similarity: number }> {
  const index = getRoleIndex();
  const vector = new Map<string, number>();
  for (const [id, weight] of skills) {
    const soft = getSkill(id)?.type === 'soft' ? SOFT_SKILL_WEIGHT : 1;
    vector.set(id, weight * soft);
  }
  const norm = Math.sqrt([...vector.values()].reduce((sum, w) => sum + w * w, 0));
  if (norm === 0) return [];
  const scored: Array<{ roleTitle: string; roleGroup: RoleGroup; similarity: number }> = [];
  index.skillWeights.forEach((roleVector, roleIndexValue) => {
    const role = index.roles[roleIndexValue] as ResolvedRoleProfile;
    const roleNorm = index.skillNorms[roleIndexValue] ?? 0;
    if (role.title === 'Other' || roleNorm === 0) return;
    let dot = 0;
    for (const [id, weight] of vector) dot += weight * (roleVector.get(id) ?? 0);
    if (dot > 0)
      scored.push({ roleTitle: role.title, roleGroup: role.group, similarity: dot / (norm * roleNorm) });
  });
  return scored
    .sort((a, b) => b.similarity - a.similarity || a.roleTitle.localeCompare(b.roleTitle))
    .slice(0, limit);
}
