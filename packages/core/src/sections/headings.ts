import type { SectionKind } from './types';
import { FOREIGN_HEADINGS } from './languages';
import { compactKey, isAllCaps, wordsOf } from './text';

/**
 * Section headings by alias. Keys are compared as letters only (see `compactKey`), so "WORK EXPERIENCE:",
 * "Work Experience" and "W O R K  E X P E R I E N C E" are one key; "&" reads as "and".
 */
const HEADING_ALIASES: Record<Exclude<SectionKind, 'other'>, string[]> = {
  contact: [
    'contact',
    'contacts',
    'contact information',
    'contact info',
    'contact details',
    'get in touch',
    'reach me',
  ],
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'executive summary',
    'summary of qualifications',
    'qualifications summary',
    'highlights of qualifications',
    'profile',
    'professional profile',
    'executive profile',
    'personal profile',
    'career profile',
    'profile summary',
    'objective',
    'career objective',
    'professional objective',
    'job objective',
    'employment objective',
    'objectives',
    'about me',
    'about',
    'overview',
    'career overview',
    'professional overview',
    'personal statement',
    'introduction',
    'bio',
    'biography',
    'career focus',
    'summary statement',
    'professional statement',
    'value proposition',
  ],
  experience: [
    'experience',
    'experiences',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'employment experience',
    'employment record',
    'career history',
    'career experience',
    'work history',
    'job history',
    'relevant experience',
    'related experience',
    'professional history',
    'professional background',
    'positions',
    'positions held',
    'career',
    'internships',
    'internship',
    'internship experience',
    'military experience',
    'military service',
    'teaching experience',
    'research experience',
    'clinical experience',
    'industry experience',
    'relevant work experience',
    'professional employment',
    'experience summary',
    'work',
  ],
  education: [
    'education',
    'educational background',
    'education background',
    'academic background',
    'academic history',
    'academics',
    'academic qualifications',
    'educational qualifications',
    'education and qualifications',
    'qualifications',
    'education and training',
    'education and certifications',
    'education and certification',
    'education and credentials',
    'training',
    'schooling',
    'degrees',
    'academic credentials',
    'relevant coursework',
    'coursework',
    'continuing education',
    'studies',
    'academic profile',
    'thesis',
    'master thesis',
    'masters thesis',
    "master's thesis",
    'bachelor thesis',
    "bachelor's thesis",
    'doctoral thesis',
    'phd thesis',
    'dissertation',
  ],
  skills: [
    'skills',
    'skill',
    'technical skills',
    'key skills',
    'core skills',
    'professional skills',
    'relevant skills',
    'skill set',
    'skillset',
    'skills summary',
    'summary of skills',
    'skill highlights',
    'highlights',
    'core competencies',
    'competencies',
    'key competencies',
    'areas of expertise',
    'expertise',
    'areas of strength',
    'strengths',
    'core strengths',
    'key strengths',
    'core qualifications',
    'key qualifications',
    'abilities',
    'capabilities',
    'proficiencies',
    'technical proficiencies',
    'technologies',
    'tools',
    'techniques',
    'tools and technologies',
    'technical expertise',
    'computer skills',
    'it skills',
    'software',
    'software skills',
    'tech stack',
    'toolkit',
    'specializations',
    'specialties',
    'knowledge',
    'technical knowledge',
    'professional competencies',
    'programming',
    'programming languages',
    'programming skills',
    'soft skills',
    'hard skills',
    'soft and hard skills',
    'hard and soft skills',
    'interpersonal skills',
    'transferable skills',
    'digital skills',
  ],
  projects: [
    'projects',
    'project',
    'key projects',
    'personal projects',
    'academic projects',
    'selected projects',
    'side projects',
    'project experience',
    'project highlights',
    'notable projects',
    'portfolio',
  ],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'certificate',
    'licenses and certifications',
    'licences and certifications',
    'certifications and licenses',
    'certifications and licences',
    'licenses',
    'licences',
    'license',
    'licence',
    // A nurse's, teacher's or engineer's registration with their professional body (UK, Australia).
    'registration',
    'registrations',
    'professional registration',
    'professional certifications',
    'credentials',
    'accreditations',
    'professional development',
    'courses',
    'trainings',
    'courses and certifications',
    'certifications and training',
    'certifications and trainings',
    'training and certifications',
  ],
  awards: [
    'awards',
    'award',
    'honors',
    'honours',
    'awards and honors',
    'honors and awards',
    'awards and honours',
    'honours and awards',
    'accomplishments',
    'achievements',
    'key achievements',
    'key accomplishments',
    'core accomplishments',
    'notable achievements',
    'recognition',
    'recognitions',
    'awards and recognition',
    'scholarships',
    'distinctions',
    'activities and honors',
  ],
  publications: [
    'publications',
    'publication',
    'papers',
    'research',
    'research and publications',
    'presentations',
    'publications and presentations',
    'conference presentations',
    'patents',
    'selected publications',
  ],
  languages: [
    'languages',
    'language',
    'language skills',
    'language proficiency',
    'spoken languages',
    'foreign languages',
  ],
  volunteer: [
    'volunteer experience',
    'volunteer',
    'volunteering',
    'volunteer work',
    'volunteer activities',
    'community involvement',
    'community service',
    'community engagement',
    'community leadership positions',
    'civic activities',
    'volunteer and community',
    'volunteering and community',
  ],
  interests: [
    'interests',
    'hobbies',
    'hobbies and interests',
    'interests and hobbies',
    'personal interests',
    'activities',
    'extracurricular activities',
    'extra curricular activities',
    'outside interests',
    'pastimes',
  ],
  references: [
    'references',
    'referees',
    'reference',
    'references available upon request',
    'professional references',
  ],
};

/** Headings that name a section we do not analyse on its own. */
const OTHER_ALIASES = [
  'additional information',
  'additional',
  'additional skills and information',
  'personal information',
  'personal details',
  'personal data',
  'personal',
  'affiliations',
  'professional affiliations',
  'memberships',
  'professional memberships',
  'associations',
  'organizations',
  'professional organizations',
  'miscellaneous',
  'misc',
  'other',
  'other information',
  'leadership',
  'leadership experience',
  'leadership and activities',
  'activities and leadership',
  'military',
  'declaration',
];

/** Words that may qualify a heading noun without changing its kind: "Relevant Work Experience". */
const HEADING_MODIFIERS = new Set([
  'professional',
  'specialized',
  'specialised',
  'advanced',
  'formal',
  'vocational',
  'further',
  'academic',
  'personal',
  'relevant',
  'related',
  'key',
  'core',
  'selected',
  'recent',
  'additional',
  'other',
  'technical',
  'career',
  'work',
  'my',
  'notable',
  'previous',
  'prior',
  'select',
  'summary',
  'of',
]);

/** Letters of the qualifying word joined to a section noun ("clinical" in "CLINICALSKILLS"). */
const MIN_QUALIFIER_LETTERS = 4;
/** Section nouns that keep their kind after any one qualifying word ("Clinical Skills"). */
const QUALIFIED_HEADS = new Map<string, SectionKind>([
  ...[
    'skills',
    'competencies',
    'competences',
    'kompetenzen',
    'kenntnisse',
    'fähigkeiten',
    'compétences',
    'competencias',
    'habilidades',
    'competências',
    'competenze',
    'vaardigheden',
    'competenties',
  ].map((noun): [string, SectionKind] => [compactKey(noun), 'skills']),
  ...['experience', 'erfahrung', 'expérience', 'experiencia', 'experiência', 'esperienza', 'ervaring'].map(
    (noun): [string, SectionKind] => [compactKey(noun), 'experience'],
  ),
  // "Resumen profesional", "Formation initiale": the summary's and education's nouns in the six languages.
  ...[
    'summary',
    'zusammenfassung',
    'synthèse',
    'síntese',
    'resumen',
    'resumo',
    'sintesi',
    'riassunto',
    'samenvatting',
  ].map((noun): [string, SectionKind] => [compactKey(noun), 'summary']),
  ...[
    'education',
    'ausbildung',
    'bildung',
    'formation',
    'formación',
    'educación',
    'formação',
    'educação',
    'formazione',
    'istruzione',
    'opleiding',
  ].map((noun): [string, SectionKind] => [compactKey(noun), 'education']),
]);

/**
 * Nouns of a path ("Parcours", "Percorso", "Werdegang") name work or studies by the word beside them:
 * "Percurso profissional" is experience, "Percorso formativo" education. Stems of those words in the six
 * languages, matched at the start of the qualifying word ("beruflicher", "professionnel", "académico").
 */
const PATH_NOUNS = new Set(
  [
    'parcours',
    'percorso',
    'percurso',
    'trayectoria',
    'trajetória',
    'trajectória',
    'werdegang',
    'loopbaan',
  ].map(compactKey),
);
const PATH_QUALIFIERS: Array<[RegExp, SectionKind]> = [
  [/^(?:professi|profesi|profissi|berufl|beruf|laboral|lavorativ|carri|loopbaan)/u, 'experience'],
  [
    /^(?:acad|scola|escola|scuol|schul|universit|formati|format|studi|estud|educat|educa|opleid)/u,
    'education',
  ],
];

const ALIAS_KIND = new Map<string, SectionKind>();
for (const [kind, aliases] of Object.entries(HEADING_ALIASES) as Array<[SectionKind, string[]]>) {
  for (const alias of aliases) ALIAS_KIND.set(compactKey(alias), kind);
}
for (const alias of OTHER_ALIASES) ALIAS_KIND.set(compactKey(alias), 'other');
for (const [kind, aliases] of Object.entries(FOREIGN_HEADINGS) as Array<[SectionKind, string[]]>) {
  for (const alias of aliases)
    if (!ALIAS_KIND.has(compactKey(alias))) ALIAS_KIND.set(compactKey(alias), kind);
}

/**
 * Aliases that are also everyday words, used as sub-headings inside other sections ("Training", "Research"
 * under Accomplishments). They count as headings only with a layout cue (see sections.ts).
 */
const WEAK_ALIASES = new Set(
  [
    'thesis',
    'dissertation',
    'tesis',
    'tesi',
    'tese',
    'research',
    'training',
    'software',
    'knowledge',
    'tools',
    'techniques',
    'herramientas',
    'ferramentas',
    'strumenti',
    'outils',
    'trayectoria',
    'career',
    'work',
    'about',
    'personal',
    'military',
    'leadership',
    'additional',
    'other',
    'misc',
    'project',
    'language',
    'reference',
    'activities',
    'positions',
    'bio',
    'introduction',
    'overview',
    'studies',
    'abilities',
    'technologies',
    'license',
    'licence',
    'registration',
    'certificate',
    'award',
    'skill',
    'declaration',
    'recognition',
  ].map(compactKey),
);

/**
 * Aliases read either way: "Qualifications" heads degrees in the UK and skill lists in the US. The section's
 * content decides (see sections.ts); the alias table gives the first reading, this map the other.
 */
const AMBIGUOUS_ALIASES = new Map<string, SectionKind>([[compactKey('qualifications'), 'skills']]);

/** Longest heading (in words) that can match by alias alone. */
export const MAX_HEADING_WORDS = 5;

/** "E X P E R I E N C E": single letters separated by spaces. */
function isLetterSpaced(text: string): boolean {
  const words = wordsOf(text);
  return words.length >= 4 && words.filter((word) => word.length === 1).length >= words.length * 0.8;
}

/** A heading text recognised by alias. */
export interface HeadingMatch {
  kind: SectionKind;
  /** The alias is also an everyday word: accept it only with a layout cue. */
  weak: boolean;
  /** The kind to use instead when the section's content does not fit `kind` ("Qualifications" listing skills). */
  alternative?: SectionKind;
}

/** The kind a path noun and its qualifier name, in either order ("Beruflicher Werdegang", "Percorso formativo"). */
function pathHeading(words: readonly string[]): SectionKind | undefined {
  if (words.length !== 2 && !(words.length === 3 && /^(?:di|de|des|do|da|dos)$/iu.test(words[1] ?? '')))
    return undefined;
  const [first = '', last = ''] = [words[0], words.at(-1)];
  const qualifier = PATH_NOUNS.has(compactKey(first)) ? last : PATH_NOUNS.has(compactKey(last)) ? first : '';
  const lower = qualifier.toLowerCase();
  return lower ? PATH_QUALIFIERS.find(([stem]) => stem.test(lower))?.[1] : undefined;
}

/** A qualifying word: letters, hyphenated parts too ("Hands-on"). */
const QUALIFIER_WORD = /^\p{L}+(?:-\p{L}+)*$/u;
/** Words linking a section noun to the phrase after it. */
const HEADING_LINKS = /^(?:de|di|da|do|du|del|des|to|of|in|for|im|der|van|em|en)$/iu;
/** A section noun with a linked phrase is at most this many words. */
const MAX_LINKED_HEADING_WORDS = 4;

function lookup(words: string[]): HeadingMatch | undefined {
  if (words.length === 0) return undefined;
  const key = compactKey(words.join(' '));
  const direct = ALIAS_KIND.get(key);
  if (direct) {
    const alternative = AMBIGUOUS_ALIASES.get(key);
    return { kind: direct, weak: WEAK_ALIASES.has(key), ...(alternative ? { alternative } : {}) };
  }
  // Drop qualifying words from the front: "Relevant Professional Experience".
  let start = 0;
  while (start < words.length - 1 && HEADING_MODIFIERS.has((words[start] ?? '').toLowerCase())) {
    start += 1;
    const rest = compactKey(words.slice(start).join(' '));
    const kind = ALIAS_KIND.get(rest);
    // "Relevant Training" is as weak as "Training": a label inside a role as often as a heading.
    if (kind) return { kind, weak: WEAK_ALIASES.has(rest) };
  }
  // "Clinical Skills", "Kitchen Experience": one word naming the field before a section noun. Such a pair
  // is also an everyday phrase ("Customer Experience" in a list), so it counts only with a layout cue.
  const head = QUALIFIED_HEADS.get(compactKey(words.at(-1) ?? ''));
  if (words.length === 2 && head && QUALIFIER_WORD.test(words[0] ?? '')) return { kind: head, weak: true };
  const path = pathHeading(words);
  if (path) return { kind: path, weak: true };
  // The qualifier after the noun, as French, Spanish, Italian and Portuguese write it ("Compétences clés",
  // "Competenze chiave"), and "Skills Matrix".
  const leading = QUALIFIED_HEADS.get(compactKey(words[0] ?? ''));
  if (words.length === 2 && leading && QUALIFIER_WORD.test(words[1] ?? ''))
    return { kind: leading, weak: true };
  // The noun with a linked phrase after it: "Experiência de trabalho", "Expérience de terrain",
  // "Experience to Date".
  if (
    leading &&
    words.length >= 3 &&
    words.length <= MAX_LINKED_HEADING_WORDS &&
    HEADING_LINKS.test(words[1] ?? '') &&
    words.slice(2).every((word) => QUALIFIER_WORD.test(word))
  )
    return { kind: leading, weak: true };
  // The same pair letter-spaced by a web page, whose text layer keeps no word space ("C L I N I C A L S K I
  // L L S" read as "CLINICALSKILLS"), as the aliases are matched without their spaces.
  if (words.length === 1 && /^\p{L}+$/u.test(words[0] ?? ''))
    for (const [ending, kind] of QUALIFIED_HEADS) {
      if (key.endsWith(ending) && key.length - ending.length >= MIN_QUALIFIER_LETTERS)
        return { kind, weak: true };
    }
  return undefined;
}

/** Shortest word ending that an elided compound shares ("-bildung" of "Weiterbildung"). */
const MIN_SHARED_ENDING = 3;

/**
 * "Aus- und Weiterbildung", "Berufs- und Praxiserfahrung": a part ending in a hyphen shares the end of the
 * next part's compound. The part is completed with each ending of that word, longest first, until one
 * names a section ("Ausbildung"); failing that, it takes the next part's kind.
 */
function lookupElided(part: string, next: string): HeadingMatch | undefined {
  const stemWords = wordsOf(part.replace(/-$/u, ''));
  const before = stemWords.slice(0, -1);
  const stem = stemWords.at(-1) ?? '';
  const nextWords = wordsOf(next);
  const compound = nextWords[0] ?? '';
  for (let cut = 1; cut <= compound.length - MIN_SHARED_ENDING; cut += 1) {
    const found = lookup([...before, `${stem}${compound.slice(cut)}`]);
    if (found) return found;
  }
  return lookup(nextWords);
}

/** A section number before a heading's name: "01 Personal Profile", "2. Experience", "IV) Education". */
const SECTION_NUMBER = /^(?:\d{1,2}|[IVX]{1,4})(?:[.)]\s*|\s+)(?=\p{L})/u;

/** A heading as written without the section number before its name. */
export function withoutSectionNumber(heading: string): string {
  return heading.trim().replace(SECTION_NUMBER, '');
}

/**
 * The section a heading text names, or undefined when it is not a known heading. Accepts trailing colons,
 * ALL CAPS, Title Case, letter-spaced forms and "X & Y" / "X and Y" / "X, Y" / "X / Y" compounds (every part
 * must be a heading word; the first part that names a section decides).
 */
export function matchHeading(text: string): HeadingMatch | undefined {
  const trimmed = text
    .trim()
    .replace(/^[#*=\-–—_~|:.\s]+/, '')
    .replace(/[:.\-–—_=*|\s]+$/, '')
    .replace(SECTION_NUMBER, '');
  if (!trimmed || /\d/.test(trimmed)) return undefined;
  if (isLetterSpaced(trimmed)) {
    const kind = ALIAS_KIND.get(compactKey(trimmed));
    return kind ? { kind, weak: false } : undefined;
  }
  const words = wordsOf(trimmed.replace(/[()]/g, ' '));
  if (words.length > MAX_HEADING_WORDS + 2) return undefined;
  const whole = lookup(words);
  if (whole) return whole;
  const rawParts = trimmed
    .split(/\s*(?:&|\b(?:and|und|et|y|e|en)\b|\/|,|\+|\|)\s*/iu)
    .filter((part) => wordsOf(part).length > 0);
  if (rawParts.length < 2) return undefined;
  const matches = rawParts.map((part, position) => {
    const next = rawParts[position + 1];
    return /\p{L}-$/u.test(part) && next !== undefined ? lookupElided(part, next) : lookup(wordsOf(part));
  });
  if (matches.some((match) => match === undefined)) {
    // "Systems & Skills", "Tools and Experience": a field word joined to a section noun, as "Clinical Skills".
    const [field = '', noun = ''] = rawParts;
    const head = QUALIFIED_HEADS.get(compactKey(noun));
    if (rawParts.length === 2 && head && /^\p{L}+$/u.test(field.trim())) return { kind: head, weak: true };
    // Two qualifiers sharing one noun: "Schulische und berufliche Ausbildung", "Technical and Soft Skills",
    // and the noun first, "Competências técnicas e comportamentais".
    const [firstWords = [], secondWords = []] = rawParts.map((part) => wordsOf(part));
    const single = (part: string[]) => part.length === 1 && QUALIFIER_WORD.test(part[0] ?? '');
    const sharedAfter = QUALIFIED_HEADS.get(compactKey(secondWords.at(-1) ?? ''));
    if (rawParts.length === 2 && single(firstWords) && secondWords.length === 2 && sharedAfter && matches[1])
      return { kind: sharedAfter, weak: true };
    const sharedBefore = QUALIFIED_HEADS.get(compactKey(firstWords[0] ?? ''));
    if (rawParts.length === 2 && single(secondWords) && firstWords.length === 2 && sharedBefore && matches[0])
      return { kind: sharedBefore, weak: true };
    return undefined;
  }
  const found = matches as HeadingMatch[];
  const decisive = found.find((match) => match.kind !== 'other') ?? found[0];
  if (!decisive) return undefined;
  return { kind: decisive.kind, weak: found.every((match) => match.weak) };
}

/** The section kind a heading text names (strong or weak alias), or undefined. */
export function matchHeadingText(text: string): SectionKind | undefined {
  return matchHeading(text)?.kind;
}

/** True when the words look like a heading by case: ALL CAPS or Title Case (small words may be lower). */
export function hasHeadingCase(text: string): boolean {
  if (isAllCaps(text)) return true;
  const words = wordsOf(text).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return false;
  const first = words[0] ?? '';
  if (!/^[^\p{L}]*\p{Lu}/u.test(first)) return false;
  return words.every(
    (word) => /^[^\p{L}]*\p{Lu}/u.test(word) || /^(and|of|the|for|in|to|&|a|an|on|with)$/i.test(word),
  );
}
