import { findSkillByName } from '../skills/taxonomy';
import type { SkillType } from '../skills/types';
import { lowerCommonWords } from '../text/prose';

/**
 * Small wording helpers for the demo postings: lists, articles, and certification and soft-skill phrases.
 * Skill and team names in prose come from text/prose.ts.
 */

/**
 * "a", "a and b", "a, b and c". Lists take no serial comma, as elsewhere in the repository, unless an item
 * has its own "and" or "or" ("Git, data structures and algorithms, and unit testing"; "physicians and
 * nurses, as well as pharmacists and technicians").
 */
export function joinList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items[items.length - 1] ?? '';
  const hasInnerConjunction = items.some((item) => /\s(?:and|or)\s/u.test(item));
  if (items.length === 2 && hasInnerConjunction) {
    return `${items[0] ?? ''}, ${conjunction === 'and' ? 'as well as' : 'or'} ${last}`;
  }
  const needsSerialComma = items.length > 2 && hasInnerConjunction;
  return `${items.slice(0, -1).join(', ')}${needsSerialComma ? ',' : ''} ${conjunction} ${last}`;
}

/** Upper-cases the first letter. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless the first word is an acronym or a mixed-case name ("IT", "iOS"). */
export function lowerFirst(text: string): string {
  const firstWord = (text.split(/\s/u)[0] ?? '').replace(/[,.;:]+$/u, '');
  if (/^[A-Z][a-z'’-]*$/u.test(firstWord)) return text.charAt(0).toLowerCase() + text.slice(1);
  return text;
}

/** Letters whose spoken name starts with a vowel sound: "an SEO", "an HR", but "a UX". */
const VOWEL_SOUND_LETTERS = new Set(['A', 'E', 'F', 'H', 'I', 'L', 'M', 'N', 'O', 'R', 'S', 'X']);
/** Words that start with a vowel letter but a consonant sound ("a unit", "a user"). */
const CONSONANT_SOUND_START = /^(?:uni|use|usu|eu|one\b)/iu;

/** The phrase with "a" or "an" before it. */
export function withArticle(phrase: string): string {
  const firstWord = phrase.split(/[\s,/-]/u)[0] ?? '';
  const isAcronym = firstWord.length > 1 && firstWord === firstWord.toUpperCase() && /[A-Z]/u.test(firstWord);
  const startsWithVowelSound = isAcronym
    ? VOWEL_SOUND_LETTERS.has(firstWord.charAt(0))
    : /^[aeiou]/iu.test(firstWord) && !CONSONANT_SOUND_START.test(firstWord);
  return `${startsWithVowelSound ? 'an' : 'a'} ${phrase}`;
}

const typeCache = new Map<string, SkillType | null>();

function skillType(name: string): SkillType | null {
  let type = typeCache.get(name);
  if (type === undefined) {
    type = findSkillByName(name)?.type ?? null;
    typeCache.set(name, type);
  }
  return type;
}

/** True for skills a posting words as knowledge of a body of rules or a field ("GAAP", "HIPAA"). */
export function isDomainSkill(name: string): boolean {
  return skillType(name) === 'domain';
}

/** True for human languages ("Spanish"). */
export function isLanguageSkill(name: string): boolean {
  return skillType(name) === 'language';
}

/** True for interpersonal skills, which postings word as qualities rather than tools. */
export function isSoftSkill(name: string): boolean {
  return skillType(name) === 'soft';
}

/** How postings name credentials whose bare name reads oddly ("PE" -> "Professional Engineer (PE) license"). */
const CERTIFICATION_PHRASES: Readonly<Record<string, string>> = {
  ABR: 'ABR designation',
  'Accredited Farm Manager': 'Accredited Farm Manager (AFM) designation',
  AIC: 'Associate in Claims (AIC) designation',
  APR: 'Accreditation in Public Relations (APR)',
  CCA: 'Certified Crop Adviser (CCA) credential',
  CDL: "Commercial driver's license (CDL)",
  'CDL Class A': "Class A commercial driver's license (CDL Class A)",
  'CDL Class B': "Class B commercial driver's license (CDL Class B)",
  CEC: 'Certified Executive Chef (CEC) credential',
  'Certified Bookkeeper': 'Certified Bookkeeper designation',
  'Certified Case Manager': 'Certified Case Manager credential',
  CHMM: 'Certified Hazardous Materials Manager (CHMM) credential',
  CMP: 'Certified Meeting Professional (CMP) designation',
  CPA: 'CPA license',
  CPESC: 'Certified Professional in Erosion and Sediment Control (CPESC) certification',
  CPCU: 'Chartered Property Casualty Underwriter (CPCU) designation',
  CSEP: 'Certified Special Events Professional (CSEP) designation',
  CSM: 'Certified ScrumMaster (CSM) certification',
  'DOT Medical Card': 'A current DOT Medical Card',
  EIT: 'Engineer in Training (EIT) certification',
  'HAZMAT Endorsement': 'HAZMAT Endorsement on your CDL',
  'HAZWOPER Certification': '40-hour OSHA HAZWOPER training, kept current with the annual refresher',
  'NALA Certified Paralegal': 'NALA Certified Paralegal credential',
  NMLS: 'NMLS registration',
  'Notary Public': 'Notary Public commission',
  'Professional Wetland Scientist': 'Professional Wetland Scientist (PWS) certification',
  PE: 'Professional Engineer (PE) license',
  Praxis: 'Passing Praxis scores',
  SIE: 'SIE exam',
  SLLA: 'Passing scores on the School Leaders Licensure Assessment (SLLA)',
  'Series 6': 'Series 6 license',
  'Series 63': 'Series 63 license',
  'Series 79': 'Series 79 license',
  'Tanker Endorsement': 'Tanker Endorsement on your CDL',
  'TWIC Card': 'TWIC Card for port and terminal access',
};

/** Words that already say what kind of credential a name is. */
const CREDENTIAL_NOUNS =
  /\b(?:License|Licence|Certificate|Certification|Rating|Admission|Authorization|Accreditation)\b/u;

/** A certification as a nice-to-have bullet names it ("AWS Solutions Architect Associate certification"). */
export function certificationPhrase(name: string): string {
  const phrase = CERTIFICATION_PHRASES[name];
  if (phrase) return phrase;
  return CREDENTIAL_NOUNS.test(name) ? name : `${name} certification`;
}

/** How a requirement names each interpersonal skill; each phrase keeps the skill's name. */
const SOFT_SKILL_PHRASES: Readonly<Record<string, string | readonly string[]>> = {
  'Active Listening': 'active listening skills',
  Adaptability: 'adaptability when priorities change',
  'Analytical Thinking': 'strong analytical thinking',
  'Attention to Detail': [
    'sharp attention to detail',
    'meticulous attention to detail',
    'strong attention to detail',
  ],
  'Business Acumen': 'solid business acumen',
  'Client Communication': 'clear, timely client communication',
  Coaching: 'strong coaching skills',
  Collaboration: 'a habit of collaboration across teams',
  Communication: [
    'clear written and verbal communication',
    'strong communication skills, in writing and in person',
    'excellent communication skills',
  ],
  Compassion: 'compassion and professionalism with every patient',
  Confidentiality: 'strict confidentiality with sensitive information',
  'Conflict Resolution': 'calm, effective conflict resolution',
  Creativity: 'creativity and a strong point of view',
  'Critical Thinking': 'strong critical thinking',
  'Cross-Functional Collaboration': 'a record of cross-functional collaboration',
  'Cultural Competence': 'cultural competence with people of every background',
  'Decision Making': 'sound decision making under pressure',
  Empathy: 'genuine empathy for the people you serve',
  Facilitation: 'confident facilitation skills',
  Leadership: ['strong leadership skills', 'leadership that others want to follow'],
  Mentoring: 'a track record of mentoring others',
  'Motivating Others': 'a knack for motivating others',
  Negotiation: 'confident negotiation skills',
  'Organizational Skills': 'excellent organizational skills',
  'Parent Communication': 'clear, proactive parent communication',
  Patience: 'patience and a sense of humor',
  'People Management': 'proven people management skills',
  'Presentation Skills': 'polished presentation skills',
  'Problem Solving': [
    'a practical approach to problem solving',
    'strong problem solving skills',
    'a knack for problem solving',
  ],
  'Professional Networking': 'comfort with professional networking',
  'Relationship Building': 'a talent for relationship building',
  Resilience: 'resilience in the face of rejection',
  'Situational Awareness': 'constant situational awareness',
  'Stakeholder Management': [
    'strong stakeholder management skills',
    'confident stakeholder management at every level',
  ],
  Storytelling: 'strong storytelling skills',
  'Team Leadership': 'proven team leadership',
  Teamwork: 'a strong sense of teamwork',
  'Time Management': 'excellent time management',
  'Written Communication': 'excellent written communication',
};

/** The ways a requirement may phrase an interpersonal skill, in lower case; each keeps the skill's name. */
export function softSkillPhrases(name: string): readonly string[] {
  const phrases = SOFT_SKILL_PHRASES[name] ?? `strong ${lowerCommonWords(name)} skills`;
  return typeof phrases === 'string' ? [phrases] : phrases;
}

/** A kebab-case slug of the text ("Senior Data Analyst" -> "senior-data-analyst"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/&/gu, ' and ')
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '');
}
