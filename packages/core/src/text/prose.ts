import { findSkillByName } from '../skills/taxonomy';

/**
 * Skill and team names written the way a sentence writes them ("SQL", "Tableau", but "data visualization";
 * "the restaurant manager", "pharmacists"): used by the interview guides and by the demo postings.
 */

/** Capitalised words that stay capitalised inside a sentence. */
const PROPER_WORDS = new Set([
  'Agile',
  'Android',
  'Bash',
  'Cisco',
  'Cortex',
  'Java',
  'Kanban',
  'Kotlin',
  'Lean',
  'Linux',
  'Python',
  'Scala',
  'Scrum',
  'Swift',
]);

/** Skill names that are proper names as a whole and keep their capitals in prose. */
const KEEP_CASE_SKILLS = new Set([
  'Bluetooth Low Energy',
  'Common Core',
  'Fair Housing',
  'Good Agricultural Practices',
  'Lean Six Sigma',
  'Net Promoter Score',
  'Six Sigma',
]);

/** Product names among the profile skills the taxonomy does not list (it lists the rest as tools). */
const UNLISTED_PRODUCTS = new Set([
  'Adobe Captivate',
  'Amplitude',
  'Articulate Storyline',
  'AutoCAD Electrical',
  'Miro',
  'Mixpanel',
]);

/** Skills a sentence words differently from their catalogue name; each keeps the name in it. */
const PROSE_FORMS: Readonly<Record<string, string>> = {
  'Americans with Disabilities Act': 'the Americans with Disabilities Act',
  'Applicant Tracking Systems': 'applicant tracking systems',
  'Chain of Custody': 'chain-of-custody procedures',
  'Challenger Sale': 'the Challenger Sale',
  'Clean Water Act': 'the Clean Water Act',
  'COSO Framework': 'the COSO framework',
  'Electronic Logging Devices': 'electronic logging devices (ELDs)',
  'Flight Management Systems': 'flight management systems',
  Forklift: 'forklifts',
  'Multi-Line Phone Systems': 'multi-line phone systems',
  Multimeter: 'multimeter testing',
  'National Electrical Code': 'the National Electrical Code',
  'NIST Cybersecurity Framework': 'the NIST Cybersecurity Framework',
  Oscilloscope: 'oscilloscope measurements',
  'Pallet Jack': 'pallet jacks',
  'POS Systems': 'POS systems',
  'Property Management Systems': 'property management systems',
  'RF Scanner': 'handheld RF scanners',
  'Scan Tools': 'scan tools',
  'Stormwater Pollution Prevention Plans': 'stormwater pollution prevention plans (SWPPPs)',
  "Workers' Compensation": "workers' compensation",
};

/** Lower-cases ordinary capitalised words ("Data Visualization" -> "data visualization"), keeping names. */
export function lowerCommonWords(text: string): string {
  return text.split(' ').map(lowerWord).join(' ');
}

/** One word, hyphenated ("Month-End", "E-Discovery") or slashed ("Lockout/Tagout") parts each on their own. */
function lowerWord(word: string): string {
  if (word.includes('/')) return word.split('/').map(lowerWord).join('/');
  const parts = word.split('-');
  return parts
    .map((part, index) => {
      const isSingleLetterPrefix = index === 0 && parts.length > 1 && /^[A-Z]$/u.test(part);
      if (isSingleLetterPrefix) return part.toLowerCase();
      if (/^[A-Z][a-z]+$/u.test(part) && !PROPER_WORDS.has(part)) return part.toLowerCase();
      return part;
    })
    .join('-');
}

const proseCache = new Map<string, string>();

/** Last words of team names that take no article ("marketing", "legal counsel", "branch staff"). */
const MASS_NOUNS = new Set([
  'accounting',
  'acquisition',
  'billing',
  'chain',
  'compliance',
  'control',
  'counsel',
  'crew',
  'design',
  'development',
  'engineering',
  'finance',
  'finops',
  'fulfillment',
  'generation',
  'leadership',
  'legal',
  'maintenance',
  'management',
  'marketing',
  'offboarding',
  'payroll',
  'prevention',
  'procurement',
  'purchasing',
  'receivable',
  'recruiting',
  'research',
  'security',
  'service',
  'staff',
  'support',
]);

/** A team or person the role works with, as a sentence names it ("the restaurant manager", "pharmacists"). */
export function partnerInProse(name: string): string {
  const prose = lowerCommonWords(name);
  const lastWord = (prose.split(' ').pop() ?? '').toLowerCase();
  const takesArticle = !lastWord.endsWith('s') && !MASS_NOUNS.has(lastWord);
  return takesArticle ? `the ${prose}` : prose;
}

/** A skill name as a sentence writes it: products, credentials and languages verbatim, practices in lower case. */
export function skillInProse(name: string): string {
  let prose = proseCache.get(name);
  if (prose === undefined) {
    prose = writeSkillInProse(name);
    proseCache.set(name, prose);
  }
  return prose;
}

function writeSkillInProse(name: string): string {
  const form = PROSE_FORMS[name];
  if (form) return form;
  if (KEEP_CASE_SKILLS.has(name)) return name;
  const skill = findSkillByName(name);
  if (!skill) return UNLISTED_PRODUCTS.has(name) ? name : lowerCommonWords(name);
  if (skill.type === 'tool' || skill.type === 'certification' || skill.type === 'language') return name;
  if (skill.guard?.caseSensitive) return name;
  return lowerCommonWords(name);
}
