import { SKILLS } from './taxonomy';
import { tokenizeLine, type SkillToken } from './tokenize';
import type { SkillDefinition, SkillGuard, SkillType } from './types';

/** One line of a document, with its index in the caller's numbering. */
export interface SkillLine {
  index: number;
  text: string;
  /** The line lists skills (a resume's skills section): context enough for an ambiguous name. */
  listed?: boolean;
}

/** Plain text (split on line breaks) or lines that already carry their own indexes. */
export type SkillInput = string | readonly SkillLine[];

export interface SkillEvidence {
  lineIndex: number;
  /** The whole line. */
  text: string;
  /** The exact span that matched, as written in the line. */
  matched: string;
}

export interface SkillMatch {
  id: string;
  name: string;
  type: SkillType;
  /** How many times the skill was found. */
  count: number;
  /** The first occurrences, at most `maxEvidence` of them. */
  evidence: SkillEvidence[];
}

export interface FindSkillsOptions {
  /** Report only skills of these types. Matching is unchanged; the result is filtered. */
  types?: readonly SkillType[];
  /** Occurrences kept as evidence per skill (default 3). */
  maxEvidence?: number;
}

export interface SkillMatcher {
  findSkills(input: SkillInput, options?: FindSkillsOptions): SkillMatch[];
}

const DEFAULT_MAX_EVIDENCE = 3;

/** Names with up to this many parts are indexed under every way of writing them fused or apart. */
const MAX_PARTS_FOR_ALL_SPELLINGS = 4;

/** Shortest stem left after removing a plural ending ("apis" -> "api", but not "ads" -> "ad"). */
const MIN_PLURAL_STEM_LENGTH = 3;

/** Acronyms keep a shorter stem: "KPIs" -> "KPI", "RNs" -> "RN". */
const MIN_ACRONYM_PLURAL_STEM_LENGTH = 2;

/**
 * Words that turn a following single letter into a label rather than a skill: "Section R", "Vitamin C",
 * "Schedule C", "Type C". Applies to every one-letter name, whatever its own guard says.
 */
const SINGLE_LETTER_LABEL_WORDS: ReadonlySet<string> = new Set([
  'annex',
  'appendix',
  'article',
  'block',
  'building',
  'category',
  'chapter',
  'class',
  'column',
  'division',
  'exhibit',
  'floor',
  'form',
  'gate',
  'grade',
  'group',
  'hepatitis',
  'level',
  'lot',
  'model',
  'option',
  'part',
  'phase',
  'plan',
  'room',
  'row',
  'schedule',
  'section',
  'series',
  'size',
  'tier',
  'type',
  'unit',
  'vitamin',
  'ward',
  'wing',
  'zone',
]);

interface ContextWord {
  /** The guard word as written (lower case). */
  word: string;
  /** Its tokens as " a b " when it spans several tokens ("creative cloud", "node.js"). */
  phrase: string | undefined;
}

interface CompiledGuard {
  notFollowedBy: ReadonlySet<string> | undefined;
  notPrecededBy: ReadonlySet<string> | undefined;
  contextAny: readonly ContextWord[] | undefined;
  contextNone: readonly ContextWord[] | undefined;
}

interface IndexedForm {
  skillIndex: number;
  type: SkillType;
  /** Set when the match must keep this capitalisation (separators removed): "Go", "ReactJS". */
  caseKey: string | undefined;
  /** The skill's guard, unless this form is a qualified, unambiguous one ("Microsoft Excel"). */
  guard: CompiledGuard | undefined;
  isSingleWord: boolean;
  isSingleLetter: boolean;
  /** The form is an acronym written in capitals ("ELK", "SAP", "AP"). */
  isAcronym: boolean;
  /** The form is single letters joined by a sign ("A/P", "P&L"), which the text must write too. */
  isJoinedLetters: boolean;
}

interface TrieNode {
  children: Map<string, TrieNode> | undefined;
  forms: IndexedForm[] | undefined;
}

interface TokenVariant {
  lower: string;
  raw: string;
  possessive: boolean;
  /** A product name with its version fused on ("Windows7", "Oracle10g"): read as the product. */
  version?: boolean;
}

interface Candidate {
  end: number;
  node: TrieNode;
  variant: TokenVariant | undefined;
}

interface TokenizedLine {
  index: number;
  text: string;
  tokens: SkillToken[];
  listed: boolean;
}

/** How a form may be taken: not at all, as it stands, or only if its list's neighbours agree. */
type Acceptance = boolean | 'listed';

/** A guarded name found only as a list item, waiting for the rest of the text. */
interface ListedOnlyMatch {
  skillIndex: number;
  line: TokenizedLine;
  matchedStart: number;
  matchedEnd: number;
}

/** How many words before a line break a name cut by it may start. */
const MAX_WORDS_BEFORE_BREAK = 4;

/** The words read either side of a line break: a name cut by it, and the words its guards look at. */
const WORDS_AROUND_BREAK = 8;

/** Two lines read as one around their break: the words read, the whole (the evidence), where they start. */
interface WrappedLine {
  window: TokenizedLine;
  line: TokenizedLine;
  offset: number;
  breakAt: number;
}

/** Lines either side of a list item whose skills count as its neighbours (lists wrap over lines). */
const LIST_NEIGHBOUR_LINES = 2;

/**
 * A neighbour tells a list's field only if it belongs to few: Leadership and Project Management are asked
 * for in most fields, Python in two.
 */
const MAX_NEIGHBOUR_FIELDS = 2;

interface MatchRecord {
  skillIndex: number;
  count: number;
  firstLine: number;
  firstStart: number;
  evidence: SkillEvidence[];
}

const NO_VARIANTS: readonly TokenVariant[] = [];

const CAMEL_OR_DIGIT_BOUNDARY =
  /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;

function createNode(): TrieNode {
  return { children: undefined, forms: undefined };
}

/** "PowerPoint" -> Power|Point, "Unity3D" -> Unity|3|D: places where people also write a space. */
function splitNameToken(raw: string): string[] {
  return raw.split(CAMEL_OR_DIGIT_BOUNDARY).filter((part) => part !== '');
}

/** Marks a part that follows punctuation in the name ("Registered Nurse (RN)", "Diversity, Equity"). */
const PUNCTUATED = '|';

/** Cap on the spellings indexed for one name, whatever its length. */
const MAX_SPELLINGS_PER_NAME = 64;

interface NamePart {
  /** Lower-case text. */
  text: string;
  /** Index of the name token the part comes from ("PowerPoint" gives two parts of one token). */
  token: number;
  /** Punctuation precedes the part in the name: the text must have punctuation there too. */
  isPunctuated: boolean;
}

function fuseRuns(parts: readonly NamePart[], fuseBefore: (index: number) => boolean): string[] {
  const spelling: string[] = [];
  parts.forEach((part, index) => {
    const last = spelling.length - 1;
    if (index > 0 && fuseBefore(index)) spelling[last] = `${spelling[last] ?? ''}${part.text}`;
    else spelling.push(part.text);
  });
  return spelling;
}

/** Spellings of a run of parts with no punctuation between them: fused, apart, or anything between. */
function groupSpellings(parts: readonly NamePart[], everyFusion: boolean): string[][] {
  if (parts.length <= 1) return [parts.map((part) => part.text)];
  if (everyFusion && parts.length <= MAX_PARTS_FOR_ALL_SPELLINGS) {
    const spellings: string[][] = [];
    for (let mask = 0; mask < 1 << (parts.length - 1); mask += 1) {
      spellings.push(fuseRuns(parts, (index) => (mask & (1 << (index - 1))) !== 0));
    }
    return spellings;
  }
  return [
    fuseRuns(parts, () => false),
    fuseRuns(parts, (index) => parts[index]?.token === parts[index - 1]?.token),
    fuseRuns(parts, () => true),
  ];
}

/**
 * Every token sequence a name may appear as: its parts fused or apart ("Node.js": "node js", "nodejs";
 * "PowerPoint": "powerpoint", "power point"). A resume token never splits where the name does not, so
 * "sales force" does not read as "Salesforce". Parts after punctuation carry the PUNCTUATED mark.
 */
function spellingsOf(parts: readonly NamePart[]): string[][] {
  const groups: NamePart[][] = [];
  parts.forEach((part, index) => {
    if (index === 0 || part.isPunctuated) groups.push([]);
    groups[groups.length - 1]?.push(part);
  });
  const combine = (everyFusion: boolean): string[][] => {
    let spellings: string[][] = [[]];
    groups.forEach((group, groupIndex) => {
      const options = groupSpellings(group, everyFusion).map((spelling) =>
        groupIndex > 0 ? [`${PUNCTUATED}${spelling[0] ?? ''}`, ...spelling.slice(1)] : spelling,
      );
      spellings = spellings.flatMap((prefix) => options.map((option) => [...prefix, ...option]));
    });
    return spellings;
  };
  const spellings = combine(true);
  return spellings.length <= MAX_SPELLINGS_PER_NAME ? spellings : combine(false);
}

function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  for (let start = 0; start + needle.length <= haystack.length; start += 1) {
    let found = true;
    for (let offset = 0; offset < needle.length; offset += 1) {
      if (haystack[start + offset] !== needle[offset]) {
        found = false;
        break;
      }
    }
    if (found) return true;
  }
  return false;
}

function compileGuard(guard: SkillGuard): CompiledGuard {
  const lists = (words: string[] | undefined): ReadonlySet<string> | undefined =>
    words && words.length > 0 ? new Set(words.map((word) => word.toLowerCase())) : undefined;
  const contextWords = (words: string[] | undefined): readonly ContextWord[] | undefined => {
    const compiled = words?.map((word): ContextWord => {
      const lower = word.toLowerCase();
      const tokens = tokenizeLine(lower);
      const single = tokens.length === 1 && tokens[0]?.lower === lower;
      return {
        word: lower,
        phrase: single ? undefined : ` ${tokens.map((token) => token.lower).join(' ')} `,
      };
    });
    return compiled && compiled.length > 0 ? compiled : undefined;
  };
  return {
    notFollowedBy: lists(guard.notFollowedBy),
    notPrecededBy: lists(guard.notPrecededBy),
    contextAny: contextWords(guard.contextAny),
    contextNone: contextWords(guard.contextNone),
  };
}

interface NameForm {
  /** The name as the taxonomy writes it. */
  name: string;
  parts: NamePart[];
  lowerParts: string[];
  caseKey: string;
  tokenCount: number;
}

function describeName(name: string): NameForm | undefined {
  const tokens = tokenizeLine(name.normalize('NFKC'));
  if (tokens.length === 0) return undefined;
  const parts = tokens.flatMap((token, tokenIndex) =>
    splitNameToken(token.raw).map((part, partIndex): NamePart => ({
      text: part.toLowerCase(),
      token: tokenIndex,
      isPunctuated: tokenIndex > 0 && partIndex === 0 && isPunctuatedBoundary(token),
    })),
  );
  return {
    name,
    parts,
    lowerParts: parts.map((part) => part.text),
    caseKey: tokens.map((token) => token.raw).join(''),
    tokenCount: tokens.length,
  };
}

function isPunctuatedBoundary(token: SkillToken): boolean {
  return token.boundary === 'hard' || token.boundary === 'bracket';
}

/** Skill types whose names are activities or fields, read with the rules for ordinary phrases. */
const PHRASE_TYPES: ReadonlySet<SkillType> = new Set(['hard', 'domain']);

/**
 * The noun a name's final "-ing" word comes from, so that the thing made or done reads as the activity:
 * "Lesson Planning" from "made lesson plans", "Menu Planning" from "menu plans". Only for names of two words
 * or more ("Budgeting" alone would read "within budget" as a skill).
 */
function nounFormsOf(name: string): string[] {
  const words = name.split(' ');
  const last = words[words.length - 1] ?? '';
  // "Software Engineering" and "Pediatric Nursing" would turn job titles into skills.
  if (words.length < 2 || !/^[a-z]{5,}ing$/i.test(last) || /(?:eering|nursing)$/i.test(last)) return [];
  const stem = last.slice(0, -3);
  const stems = new Set([stem, `${stem}e`]);
  if (/([b-df-hj-np-tv-z])\1$/i.test(stem)) stems.add(stem.slice(0, -1));
  return [...stems].map((noun) => [...words.slice(0, -1), noun].join(' '));
}

/** The last word of a credential's name that names the document, not the field. */
const CREDENTIAL_DOCUMENT = /^(.+?) (?:certification|certificate|card|permit|(license|licence))$/i;

/**
 * A credential's name as the holder writes it: "Food Handler Certificate" is also "Certified Food Handler"
 * and "Food Handler Certified", "Forklift Operator Certification" "Certified Forklift Operator", "Real
 * Estate License" "Licensed Real Estate". The word says the person holds it (evidence.ts reads it so).
 */
function holderFormsOf(name: string): string[] {
  const parts = CREDENTIAL_DOCUMENT.exec(name.replace(/\s*\([^)]*\)\s*$/u, ''));
  const stem = parts?.[1];
  // A stem of one short word ("ID Card") or a name with a slash or digits is not written so.
  if (stem === undefined || stem.length < 4 || /[/\d]/u.test(stem)) return [];
  const holder = parts?.[2] === undefined ? 'Certified' : 'Licensed';
  return [`${holder} ${stem}`, `${stem} ${holder}`];
}

function namesOf(skill: SkillDefinition): string[] {
  const names = [skill.name, ...(skill.aliases ?? [])];
  if (PHRASE_TYPES.has(skill.type)) names.push(...names.flatMap(nounFormsOf));
  if (skill.type === 'certification') names.push(...names.flatMap(holderFormsOf));
  return [...new Set(names)];
}

const ACRONYM_FORM = /^[A-Z]{2,6}$/;
/** A word written as a name: a capital, then small letters ("Elk", "Sap", "Nps"). */
const NAME_CASED = /^\p{Lu}\p{Ll}+$/u;

function buildTrie(skills: readonly SkillDefinition[]): TrieNode {
  const root = createNode();
  skills.forEach((skill, skillIndex) => {
    const names = namesOf(skill);
    const forms = names.map(describeName).filter((form): form is NameForm => form !== undefined);
    const compiled = skill.guard ? compileGuard(skill.guard) : undefined;
    for (const form of forms) {
      // A guard protects the short, ambiguous forms; "Microsoft Excel" contains "Excel" and needs none.
      const isQualified = forms.some(
        (other) =>
          other.lowerParts.length < form.lowerParts.length && containsRun(form.lowerParts, other.lowerParts),
      );
      const isGuarded = skill.guard !== undefined && !isQualified;
      const indexed: IndexedForm = {
        skillIndex,
        type: skill.type,
        caseKey: isGuarded && skill.guard?.caseSensitive && form.tokenCount === 1 ? form.caseKey : undefined,
        guard: isGuarded ? compiled : undefined,
        isSingleWord: form.lowerParts.length === 1,
        isSingleLetter: form.caseKey.length === 1,
        isAcronym: form.tokenCount === 1 && ACRONYM_FORM.test(form.caseKey),
        isJoinedLetters:
          form.lowerParts.length > 1 &&
          form.lowerParts.every((part) => part.length === 1) &&
          /^\p{L}(?:\s*[^\s\p{L}]\s*\p{L})+$/u.test(form.name),
      };
      const singular = singularLastWord(form.lowerParts);
      for (const spelling of spellingsOf(form.parts)) {
        insertForm(root, spelling, indexed);
        // "Guest Services" is also written "guest service recovery", "Journal Entries" "journal entry".
        if (singular !== undefined) {
          const last = spelling[spelling.length - 1] ?? '';
          const cut = last.length - singular.cut.length;
          if (cut > 0 && last.endsWith(singular.cut))
            insertForm(root, [...spelling.slice(0, -1), `${last.slice(0, cut)}${singular.add}`], indexed);
        }
      }
    }
  });
  return root;
}

/**
 * How to write a name of several words with its last word in the singular, when that word is a regular
 * plural ("services" → service, "entries" → entry); not "-ss", "-us", "-is", "-ics" or "-ous" words
 * ("Business", "Status", "Analysis", "Analytics", "Various").
 */
function singularLastWord(lowerParts: readonly string[]): { cut: string; add: string } | undefined {
  const last = lowerParts[lowerParts.length - 1];
  if (lowerParts.length < 2 || last === undefined || last.length < 4 || !/^[a-z]+$/.test(last))
    return undefined;
  if (/(?:ss|us|is|ics|ous)$/.test(last) || !last.endsWith('s')) return undefined;
  if (last.endsWith('ies')) return { cut: 'ies', add: 'y' };
  return { cut: 's', add: '' };
}

function insertForm(root: TrieNode, spelling: readonly string[], form: IndexedForm): void {
  let node = root;
  for (const part of spelling) {
    node.children ??= new Map();
    let child = node.children.get(part);
    if (child === undefined) {
      child = createNode();
      node.children.set(part, child);
    }
    node = child;
  }
  node.forms ??= [];
  const isDuplicate = node.forms.some(
    (existing) =>
      existing.skillIndex === form.skillIndex &&
      existing.caseKey === form.caseKey &&
      existing.guard === form.guard,
  );
  if (!isDuplicate) node.forms.push(form);
}

function isUpperCaseStem(stem: string): boolean {
  return (
    stem.length >= MIN_ACRONYM_PLURAL_STEM_LENGTH &&
    stem === stem.toUpperCase() &&
    stem !== stem.toLowerCase()
  );
}

/**
 * Plural and possessive readings of a token: "dashboards" -> dashboard, "strategies" -> strategy,
 * "processes" -> process, "KPIs" -> KPI, "Python's" -> Python. Deliberately nothing for -ing and -ed.
 */
/** "Windows7", "Oracle10g", "Office2010": a name with a version fused on. */
const FUSED_VERSION = /^(\p{L}{3,})\d+[a-z]{0,2}$/u;

function isDigitCode(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** A digit in the last three characters: the cheap test before the version pattern. */
function endsNearDigit(raw: string): boolean {
  const length = raw.length;
  return (
    length > 3 &&
    (isDigitCode(raw.charCodeAt(length - 1)) ||
      isDigitCode(raw.charCodeAt(length - 2)) ||
      isDigitCode(raw.charCodeAt(length - 3)))
  );
}

function inflectionVariants(token: SkillToken): readonly TokenVariant[] {
  const { raw } = token;
  const fused = endsNearDigit(raw) ? FUSED_VERSION.exec(raw) : null;
  if (fused?.[1]) return [{ raw: fused[1], lower: fused[1].toLowerCase(), possessive: false, version: true }];
  if (!raw.endsWith('s')) return NO_VARIANTS;
  const stem = raw.slice(0, -1);
  if (token.possessive) return [{ raw: stem, lower: stem.toLowerCase(), possessive: true }];
  if (isUpperCaseStem(stem)) return [{ raw: stem, lower: stem.toLowerCase(), possessive: false }];
  const lower = token.lower;
  // "analysis", "status", "business" are singular.
  if (lower.endsWith('ss') || lower.endsWith('us') || lower.endsWith('is')) return NO_VARIANTS;
  const variants: TokenVariant[] = [];
  const add = (candidate: string): void => {
    variants.push({ raw: candidate, lower: candidate.toLowerCase(), possessive: false });
  };
  if (stem.length >= MIN_PLURAL_STEM_LENGTH) add(stem);
  // "-ies" -> "-y" shortens the word by two letters.
  if (lower.endsWith('ies') && raw.length - 2 >= MIN_PLURAL_STEM_LENGTH) {
    add(`${raw.slice(0, -3)}y`);
  } else if (lower.endsWith('es') && raw.length - 2 >= MIN_PLURAL_STEM_LENGTH) {
    add(raw.slice(0, -2));
  }
  return variants;
}

function isAdjacent(token: SkillToken | undefined): boolean {
  return token !== undefined && (token.boundary === 'space' || token.boundary === 'joined');
}

/** The word after tokens[end] in its plain, as-written and compound forms ("ci/cd", "non-profit"). */
function wordsAfter(line: string, tokens: readonly SkillToken[], end: number): string[] {
  const next = tokens[end + 1];
  if (next === undefined || !isAdjacent(next)) return [];
  const words = [next.lower, line.slice(next.start, next.end).toLowerCase()];
  let last = end + 1;
  while (tokens[last + 1]?.boundary === 'joined') last += 1;
  if (last > end + 1) {
    const compound = tokens.slice(end + 1, last + 1);
    words.push(line.slice(next.start, compound[compound.length - 1]?.end).toLowerCase());
    words.push(compound.map((token) => token.lower).join(''));
  }
  return words;
}

function wordsBefore(line: string, tokens: readonly SkillToken[], start: number): string[] {
  const previous = tokens[start - 1];
  if (previous === undefined || !isAdjacent(tokens[start])) return [];
  const words = [previous.lower, line.slice(previous.start, previous.end).toLowerCase()];
  let first = start - 1;
  while (first > 0 && tokens[first]?.boundary === 'joined') first -= 1;
  if (first < start - 1) {
    const compound = tokens.slice(first, start);
    words.push(line.slice(compound[0]?.start, previous.end).toLowerCase());
    words.push(compound.map((token) => token.lower).join(''));
  }
  return words;
}

const isLoneLetter = (token: SkillToken | undefined): boolean =>
  token !== undefined && token.raw.length === 1 && /\p{L}/u.test(token.raw);

/**
 * "E X P E R I E N C E", "D e v e l o p e r": a heading or title set letter by letter. A name spelled by
 * some of its letters ("P E" for Professional Engineer, "R N") is not in the text.
 */
function isInLetterSpacedWord(tokens: readonly SkillToken[], start: number, end: number): boolean {
  if (end === start) return false;
  for (let index = start; index <= end; index += 1) if (!isLoneLetter(tokens[index])) return false;
  const after = tokens[end + 1];
  return (
    (isLoneLetter(tokens[start - 1]) && tokens[start]?.boundary === 'space') ||
    (isLoneLetter(after) && after?.boundary === 'space')
  );
}

function isCapitalisedWord(token: SkillToken | undefined): boolean {
  if (token === undefined || token.raw.length < 2) return false;
  const first = token.raw[0] ?? '';
  return first !== first.toLowerCase() && token.raw.slice(1) === token.raw.slice(1).toLowerCase();
}

/** "C-suite", "X-ray", "USB-C", "Vitamin C", "John R. Smith": a letter that is not a skill name. */
function isLetterLabel(line: string, tokens: readonly SkillToken[], index: number): boolean {
  const token = tokens[index];
  const next = tokens[index + 1];
  const previous = tokens[index - 1];
  if (token === undefined) return true;
  const hyphenated = (from: number, to: number): boolean => /[-\u2010\u2011.]/.test(line.slice(from, to));
  if (next?.boundary === 'joined' && hyphenated(token.end, next.start)) return true;
  if (previous !== undefined && token.boundary === 'joined' && hyphenated(previous.end, token.start))
    return true;
  if (previous !== undefined && isAdjacent(token) && SINGLE_LETTER_LABEL_WORDS.has(previous.lower))
    return true;
  const isInitial =
    token.boundary === 'space' &&
    isCapitalisedWord(previous) &&
    next?.boundary === 'space' &&
    isCapitalisedWord(next) &&
    line.slice(token.end, next.start).includes('.');
  return isInitial;
}

/**
 * The types a coordinated name may be: practices. Not products or credentials ("Word and Excel" is a list),
 * nor fields, which coordinated words mostly name as industries or titles: readers judged "clients in
 * telecommunications, financial and consumer services" no Financial Services and "Journal of Corporate and
 * Financial Law" no Corporate Law (2 of the 4 fields the rule read, session 25).
 */
const COORDINATED_TYPES: ReadonlySet<SkillType> = new Set<SkillType>(['hard', 'soft']);

/** Lazily built view of the whole input for contextAny guards. */
class InputContext {
  private words: Set<string> | undefined;
  private tokenText: string | undefined;
  private readonly answers = new Map<string, boolean>();

  constructor(private readonly lines: readonly TokenizedLine[]) {}

  hasAny(contextWords: readonly ContextWord[]): boolean {
    return contextWords.some((contextWord) => this.has(contextWord));
  }

  private has(contextWord: ContextWord): boolean {
    const known = this.answers.get(contextWord.word);
    if (known !== undefined) return known;
    this.build();
    const found =
      (this.words?.has(contextWord.word) ?? false) ||
      (contextWord.phrase !== undefined && (this.tokenText?.includes(contextWord.phrase) ?? false));
    this.answers.set(contextWord.word, found);
    return found;
  }

  private build(): void {
    if (this.words !== undefined) return;
    const words = new Set<string>();
    let tokenText = '';
    for (const { text, tokens } of this.lines) {
      tokenText += ' |';
      for (let index = 0; index < tokens.length; index += 1) {
        const token = tokens[index] as SkillToken;
        // A phrase in contextAny must not run across punctuation: "systems; programming" is not one.
        tokenText +=
          token.boundary === 'space' || token.boundary === 'joined' ? ` ${token.lower}` : ` | ${token.lower}`;
        words.add(token.lower);
        if (token.boundary !== 'joined' && tokens[index + 1]?.boundary === 'joined') {
          let last = index + 1;
          while (tokens[last + 1]?.boundary === 'joined') last += 1;
          const compound = tokens.slice(index, last + 1);
          words.add(text.slice(token.start, compound[compound.length - 1]?.end).toLowerCase());
          words.add(compound.map((part) => part.lower).join(''));
        }
      }
    }
    this.words = words;
    this.tokenText = `${tokenText} |`;
  }
}

class TrieSkillMatcher implements SkillMatcher {
  constructor(
    private readonly skills: readonly SkillDefinition[],
    private readonly root: TrieNode,
  ) {}

  findSkills(input: SkillInput, options: FindSkillsOptions = {}): SkillMatch[] {
    const maxEvidence = options.maxEvidence ?? DEFAULT_MAX_EVIDENCE;
    const lines: TokenizedLine[] = toLines(input).map((line) => ({
      index: line.index,
      text: line.text,
      listed: line.listed === true,
      tokens: tokenizeLine(maskLinks(line.text)),
    }));
    const context = new InputContext(lines);
    const records = new Map<number, MatchRecord>();
    const candidates: Candidate[] = [];
    const listedOnlyMatches: ListedOnlyMatch[] = [];
    const definite: Array<{ lineIndex: number; skillIndex: number }> = [];
    const record = (skillIndex: number, line: TokenizedLine, matchedStart: number, matchedEnd: number) => {
      const evidence: SkillEvidence = {
        lineIndex: line.index,
        text: line.text,
        matched: line.text.slice(matchedStart, matchedEnd),
      };
      const known = records.get(skillIndex);
      if (known === undefined) {
        records.set(skillIndex, {
          skillIndex,
          count: 1,
          firstLine: line.index,
          firstStart: matchedStart,
          evidence: maxEvidence > 0 ? [evidence] : [],
        });
      } else {
        known.count += 1;
        if (known.evidence.length < maxEvidence) known.evidence.push(evidence);
      }
    };
    for (const line of lines) {
      const { tokens, text } = line;
      const covered: Array<readonly [number, number]> = [];
      let start = 0;
      while (start < tokens.length) {
        const found = this.matchAt(line, start, context, candidates);
        if (found === undefined) {
          start += 1;
          continue;
        }
        const [form, end, listedOnly] = found;
        const matchedStart = tokens[start]?.start ?? 0;
        let matchedEnd = tokens[end]?.end ?? matchedStart;
        // Close a parenthesis the name opened: "Registered Nurse (RN)".
        if (text[matchedEnd] === ')' && text.lastIndexOf('(', matchedEnd) > matchedStart) matchedEnd += 1;
        if (listedOnly)
          listedOnlyMatches.push({ skillIndex: form.skillIndex, line, matchedStart, matchedEnd });
        else {
          record(form.skillIndex, line, matchedStart, matchedEnd);
          definite.push({ lineIndex: line.index, skillIndex: form.skillIndex });
        }
        covered.push([matchedStart, matchedEnd]);
        start = end + 1;
      }
      for (const found of this.coordinated(line, covered, context, candidates))
        record(found.skillIndex, line, found.start, found.end);
    }
    for (const match of this.byListNeighbours(listedOnlyMatches, definite))
      record(match.skillIndex, match.line, match.matchedStart, match.matchedEnd);
    for (const { window, line, offset, breakAt } of wrappedLines(lines)) {
      const firstAfter = window.tokens.findIndex((token) => token.end > breakAt);
      // A name starts at most a few words before the break.
      let start = Math.max(0, firstAfter - MAX_WORDS_BEFORE_BREAK);
      while (start < firstAfter) {
        const found = this.matchAt(window, start, context, candidates);
        if (found === undefined || found[2] || found[1] < firstAfter) {
          start += 1;
          continue;
        }
        const [form, end] = found;
        const from = window.tokens[start]?.start ?? 0;
        record(form.skillIndex, line, offset + from, offset + (window.tokens[end]?.end ?? from));
        start = end + 1;
      }
    }
    const types = options.types ? new Set(options.types) : undefined;
    return [...records.values()]
      .sort((left, right) => left.firstLine - right.firstLine || left.firstStart - right.firstStart)
      .map((record): SkillMatch => {
        const skill = this.skills[record.skillIndex] as SkillDefinition;
        return {
          id: skill.id,
          name: skill.name,
          type: skill.type,
          count: record.count,
          evidence: record.evidence,
        };
      })
      .filter((match) => types === undefined || types.has(match.type));
  }

  /**
   * Names of two words written with a coordinated word between them, which the words share: a head shared
   * by two modifiers ("relationship and team building", "financial/variance analysis": Relationship Building,
   * Financial Analysis) or a modifier shared by two heads ("data collection and analysis", "accounts payable
   * and receivable": Data Analysis, Accounts Receivable). Each is read in the line with the coordination
   * collapsed ("relationship building", "data analysis"), so the name's guards see the words around it, and
   * counts only as a whole name of two words that is a practice, not a product or a credential. The evidence
   * is the coordinated words as written. Of 61 hedges readers judged (session 25), 3 were names written so.
   */
  private coordinated(
    line: TokenizedLine,
    covered: ReadonlyArray<readonly [number, number]>,
    context: InputContext,
    candidates: Candidate[],
  ): Array<{ skillIndex: number; start: number; end: number }> {
    const { tokens, text } = line;
    const found: Array<{ skillIndex: number; start: number; end: number }> = [];
    const isWord = (token: SkillToken | undefined): token is SkillToken =>
      token !== undefined && /^\p{L}+$/u.test(token.raw);
    for (let first = 0; first < tokens.length - 2; first += 1) {
      const left = tokens[first];
      const next = tokens[first + 1];
      if (!isWord(left) || next === undefined) continue;
      // "A and B", "A & B", "A or B" with spaces; or "A/B" written joined.
      const spelled =
        (next.lower === 'and' || next.lower === 'or') &&
        next.boundary === 'space' &&
        tokens[first + 2]?.boundary === 'space';
      const slashed =
        next.boundary === 'joined' && text.slice(left.end, next.start).trim() === '/' && isWord(next);
      if (!spelled && !slashed) continue;
      const second = spelled ? first + 2 : first + 1;
      const right = tokens[second];
      if (!isWord(right)) continue;
      // Words a name of the taxonomy already covers are that name: "Sales & Operations Planning" is one
      // practice, not sales planning and operations planning.
      if (covered.some(([from, to]) => from <= left.start && right.end <= to)) continue;
      const ends = (index: number) => {
        const after = tokens[index + 1];
        return after === undefined || after.boundary === 'hard' || after.boundary === 'bracket';
      };
      // A shared head: "A and B H" read as "A H".
      const head = tokens[second + 1];
      if (head !== undefined && head.boundary === 'space' && isWord(head) && ends(second + 1)) {
        const match = this.collapsed(line, first, second + 1, context, candidates);
        if (match !== undefined) found.push({ skillIndex: match, start: left.start, end: head.end });
      }
      // A shared modifier: "M A and B" read as "M B".
      const modifier = tokens[first - 1];
      if (isWord(modifier) && left.boundary === 'space' && ends(second)) {
        const match = this.collapsed(line, first - 1, second, context, candidates);
        if (match !== undefined) found.push({ skillIndex: match, start: modifier.start, end: right.end });
      }
    }
    return found;
  }

  /**
   * Guarded names the text gives no context for, found as items of a list of skills: kept where the list
   * (the same line or the two either side) also names, without such help, a skill of few fields that
   * shares one with it. "Jenkins" among "Selenium · CSS · Python" is the build server; "DBA" and "Express"
   * among an accountant's "Excel, Payables, Peachtree" are an accounting package and American Express,
   * and "Networking" beside "Public Speaking, Leadership" is meeting people (a claims audit, session 27).
   */
  private byListNeighbours(
    matches: readonly ListedOnlyMatch[],
    definite: ReadonlyArray<{ lineIndex: number; skillIndex: number }>,
  ): ListedOnlyMatch[] {
    if (matches.length === 0) return [];
    const fieldsOf = (skillIndex: number) =>
      (this.skills[skillIndex]?.groups ?? []).filter((group) => group !== 'Other');
    return matches.filter((match) => {
      const fields = new Set(fieldsOf(match.skillIndex));
      return definite.some((other) => {
        if (other.skillIndex === match.skillIndex) return false;
        if (Math.abs(other.lineIndex - match.line.index) > LIST_NEIGHBOUR_LINES) return false;
        const otherFields = fieldsOf(other.skillIndex);
        return otherFields.length <= MAX_NEIGHBOUR_FIELDS && otherFields.some((group) => fields.has(group));
      });
    });
  }

  /** The skill named by tokens[from] and tokens[to] side by side, read in the line with what lies between cut out. */
  private collapsed(
    line: TokenizedLine,
    from: number,
    to: number,
    context: InputContext,
    candidates: Candidate[],
  ): number | undefined {
    const { tokens, text } = line;
    const before = tokens[from] as SkillToken;
    const after = tokens[to] as SkillToken;
    const joined = `${text.slice(0, before.end)} ${text.slice(after.start)}`;
    const tokenized: TokenizedLine = { ...line, text: joined, tokens: tokenizeLine(maskLinks(joined)) };
    const found = this.matchAt(tokenized, from, context, candidates);
    if (found === undefined) return undefined;
    const [form, end, listedOnly] = found;
    if (listedOnly || end !== from + 1 || !COORDINATED_TYPES.has(form.type)) return undefined;
    return form.skillIndex;
  }

  /** The longest acceptable match starting at tokens[start], as [form, index of its last token]. */
  private matchAt(
    tokenized: TokenizedLine,
    start: number,
    context: InputContext,
    candidates: Candidate[],
  ): [IndexedForm, number, boolean] | undefined {
    const { tokens } = tokenized;
    candidates.length = 0;
    let node = this.root;
    for (let end = start; end < tokens.length; end += 1) {
      const token = tokens[end] as SkillToken;
      const children = node.children;
      if (children === undefined) break;
      // Past the first token, punctuation in the text must stand where the name has it.
      const mark = end > start && isPunctuatedBoundary(token) ? PUNCTUATED : '';
      for (const variant of inflectionVariants(token)) {
        const inflected = children.get(mark + variant.lower);
        if (inflected?.forms !== undefined) candidates.push({ end, node: inflected, variant });
      }
      const child = children.get(mark + token.lower);
      if (child === undefined) break;
      if (child.forms !== undefined) candidates.push({ end, node: child, variant: undefined });
      node = child;
    }
    // Longest first; at the same length the exact spelling (pushed last) before an inflected one.
    for (let index = candidates.length - 1; index >= 0; index -= 1) {
      const candidate = candidates[index] as Candidate;
      for (const form of candidate.node.forms ?? []) {
        const accepted = this.accepts(form, tokenized, start, candidate, context);
        if (accepted !== false) return [form, candidate.end, accepted === 'listed'];
      }
    }
    return undefined;
  }

  /** Whether words (as written) are one of the skill's names or aliases, compared loosely. */
  private namesSkill(skillIndex: number, words: string): boolean {
    const skill = this.skills[skillIndex];
    if (skill === undefined) return false;
    const wanted = looseWords(words);
    return [skill.name, ...(skill.aliases ?? [])].some((name) => looseWords(name) === wanted);
  }

  private accepts(
    form: IndexedForm,
    tokenized: TokenizedLine,
    start: number,
    candidate: Candidate,
    context: InputContext,
  ): Acceptance {
    const { text: line, tokens } = tokenized;
    const { end, variant } = candidate;
    // A fused version belongs to a product ("Windows7"), never to an activity.
    if (variant?.version && form.type !== 'tool') return false;
    // "Retail Sales Revenue", "commercial leasing companies", "Department of Treasury": the phrase names
    // something else, so it is no evidence of the skill.
    if (PHRASE_TYPES.has(form.type) && isInsideName(line, tokens, start, end, tokenized.listed)) return false;
    // "Reacts", "Springs", "Levers": an -s on a capitalised word is usually a verb or a common noun.
    // Acronym plurals ("CNNs", "RNs") are still read as the skill.
    if (
      variant !== undefined &&
      !variant.possessive &&
      !variant.version &&
      form.caseKey !== undefined &&
      form.isSingleWord &&
      !isUpperCaseStem(variant.raw)
    ) {
      return false;
    }
    if (form.caseKey !== undefined) {
      let written = '';
      for (let index = start; index < end; index += 1) written += tokens[index]?.raw ?? '';
      written += variant?.raw ?? tokens[end]?.raw ?? '';
      if (written !== form.caseKey) return false;
    }
    // An acronym is written in capitals (or in small letters in a list); written as a name it is a name:
    // "Elk Creek High School" is not the ELK Stack.
    if (form.isAcronym && NAME_CASED.test(tokens[start]?.raw ?? '')) return false;
    // "Safety Risk Management (SRM)": an acronym the line defines as words that are not one of the skill's
    // names stands for them, not for the skill ("Commercial Driver License (CDL)" still reads CDL).
    if (form.isAcronym) {
      const defined = definedAcronymWords(line, tokens, start);
      if (defined !== undefined && !this.namesSkill(form.skillIndex, defined)) return false;
    }
    if (form.isSingleLetter && isLetterLabel(line, tokens, start)) return false;
    // "A/P" written as "a P" (a keyword list's fragment of "a P&L") is two letters, not the name.
    if (
      form.isJoinedLetters &&
      !/[^\s\p{L}]/u.test(line.slice(tokens[start]?.start ?? 0, tokens[end]?.end ?? line.length))
    )
      return false;
    if (isInLetterSpacedWord(tokens, start, end)) return false;
    if (startsAnotherItem(tokens, start, end, (word) => this.root.children?.get(word)?.forms !== undefined))
      return false;
    const guard = form.guard;
    if (guard === undefined) return true;
    const { notFollowedBy, notPrecededBy, contextAny, contextNone } = guard;
    if (notFollowedBy && wordsAfter(line, tokens, end).some((word) => notFollowedBy.has(word))) return false;
    if (notPrecededBy && wordsBefore(line, tokens, start).some((word) => notPrecededBy.has(word)))
      return false;
    if (contextNone && context.hasAny(contextNone)) return false;
    // A list of skills is context enough for a guarded name when the list also names a skill of its field
    // (checked once the whole text is read, `byListNeighbours`), but not for a single letter: "blueprints,
    // C, charts" in a painter's keyword list is no programming language.
    if (contextAny && !context.hasAny(contextAny)) {
      if (form.isSingleLetter || !isListItem(line, tokens, start, end, tokenized.listed)) return false;
      return 'listed';
    }
    return true;
  }
}

function toLines(input: SkillInput): SkillLine[] {
  if (typeof input === 'string') return input.split(/\r\n|\r|\n/).map((text, index) => ({ index, text }));
  return input.map(({ index, text, listed }) => ({ index, text, listed }));
}

/** Web addresses and link targets ("https://…", "www.…", "javascript:…", "example.com/page", HYPERLINK). */
const LINK =
  /\b(?:(?:https?|ftp|javascript|mailto|file):(?!\s)\S+|www\.\S+|HYPERLINK\b|[\w-]+\.(?:html?|php|aspx?|pdf|docx?)\b|[\w-]+(?:\.[\w-]+)*\.(?:com|org|edu|gov)\b\/?\S*)/giu;

/** The line with every link blanked (same length, so offsets stay true): a URL is never evidence. */
export function maskLinks(text: string): string {
  return text.includes('.') || text.includes(':') || text.includes('HYPERLINK')
    ? text.replace(LINK, (link) => ' '.repeat(link.length))
    : text;
}

/**
 * Words that make a phrase before them the name of an organisation, a unit or a figure, rather than an
 * activity: "Retail Sales Revenue", "commercial leasing companies", "Human Resources Directors",
 * "Program Management Office".
 */
const NAME_HEADS: ReadonlySet<string> = new Set([
  'revenue',
  'revenues',
  'company',
  'companies',
  'firm',
  'firms',
  'office',
  'offices',
  'department',
  'departments',
  'division',
  'divisions',
  'director',
  'directors',
  'agency',
  'agencies',
  'industry',
  'industries',
  'sector',
  'association',
  'society',
  'fees',
  'committee',
  'committees',
  'council',
  'residency',
  'counsel',
  // A document or the people of another unit named by a field: "the Collective Bargaining Agreement" is
  // followed, not bargained; "Risk Management partners" are whom the person worked with.
  'agreement',
  'agreements',
  'partners',
  // Other professionals, in the plural, named by their field: "primary care physicians", "Elder Law
  // attorneys", "Family Practice residents" are whom the person worked with, not the person's work.
  'physicians',
  'doctors',
  'surgeons',
  'residents',
  'attorneys',
  'lawyers',
]);

/**
 * Words for software that make a practice before them the work the software serves, outside a list of
 * skills: "supports the payroll application", "implement enterprise staff scheduling solution" are an IT
 * person's systems, not their own payroll or scheduling (a claims audit, session 27). In a skills list
 * "3D rendering software" is software the person uses for the work, so it still counts there. "System" is
 * left out: "managed payroll and time and attendance systems" is often the work itself.
 */
const SOFTWARE_HEADS: ReadonlySet<string> = new Set([
  'software',
  'application',
  'applications',
  'solution',
  'solutions',
  'platform',
  'platforms',
]);

/**
 * Words for software that make a practice after "for" the work it serves, outside a list of skills:
 * "MedStat software for Contract Management", "a system for staff scheduling".
 */
const SOFTWARE_WORDS: ReadonlySet<string> = new Set([
  ...SOFTWARE_HEADS,
  'system',
  'systems',
  'tool',
  'tools',
  'module',
  'modules',
]);

/**
 * Words that make a capitalised phrase before them the name of a system or an organisation: "HR Recruiting
 * system", "Radiology Information System" (a project manager's), "Senior Care Network" (an employer). After
 * words in small letters they often name the work itself ("managed payroll and time and attendance systems",
 * "designed project plan templates"), so they do not count.
 */
const SYSTEM_HEADS: ReadonlySet<string> = new Set([
  'system',
  'systems',
  'module',
  'modules',
  'template',
  'templates',
  'environment',
  'environments',
  'network',
  'networks',
]);

/** Name words a capitalised phrase may run on with before its head: "Radiology Information System". */
const MAX_NAME_WORDS_BEFORE_HEAD = 2;

/** Words that make a phrase after them part of a name: "Department of Treasury", "Office of Human Resources". */
const NAME_OPENERS: ReadonlySet<string> = new Set(['department', 'office', 'ministry', 'bureau']);

/**
 * A name a line break cut in two: a wrapped sentence ("…coursework in Behavior" / "management and…") or a
 * list item a narrow column wrapped ("SQL • Material" / "UI • Tailwind CSS", "Design Thinking • Test-" /
 * "Driven Development"). Two lines in a row are read as one when the first ends in a word (or a hyphen
 * that splits one) and the second goes on from it: it starts in small letters, or both are lines of a list
 * (of a skills section or holding separators, the first two or more). Only names that run across the break
 * are taken from the joined line, which is their evidence; the rest are read on their own lines.
 */
/** How many marks between list items a line holds (not "/", which joins names such as "HTML/CSS"). */
function itemSeparators(text: string): number {
  return text.match(/[,;|·•]/gu)?.length ?? 0;
}

function wrappedLines(lines: readonly TokenizedLine[]): WrappedLine[] {
  const joined: WrappedLine[] = [];
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const first = lines[index] as TokenizedLine;
    const second = lines[index + 1] as TokenizedLine;
    if (second.index !== first.index + 1) continue;
    const upper = first.text.trimEnd();
    const lower = second.text.trimStart();
    if (!/[\p{L}-]$/u.test(upper) || !/^\p{L}/u.test(lower)) continue;
    const listLines =
      itemSeparators(upper) >= (first.listed ? 1 : 2) && (second.listed || itemSeparators(lower) >= 1);
    const goesOn = /^\p{Ll}/u.test(lower) || listLines;
    if (!goesOn) continue;
    const glue = upper.endsWith('-') ? '' : ' ';
    const text = `${upper}${glue}${lower}`;
    // Only the words around the break are read: a name cut by it and the words its guards look at.
    const upperWords = [...upper.matchAll(/\S+/gu)];
    const lowerWords = [...lower.matchAll(/\S+/gu)].slice(0, WORDS_AROUND_BREAK);
    const from = upperWords[Math.max(0, upperWords.length - WORDS_AROUND_BREAK)]?.index ?? 0;
    const last = lowerWords[lowerWords.length - 1];
    const to = upper.length + glue.length + (last === undefined ? 0 : (last.index ?? 0) + last[0].length);
    const window = text.slice(from, to);
    joined.push({
      window: {
        index: first.index,
        text: window,
        tokens: tokenizeLine(maskLinks(window)),
        listed: first.listed,
      },
      line: { index: first.index, text, tokens: [], listed: first.listed },
      offset: from,
      breakAt: upper.length - from,
    });
  }
  return joined;
}

/** Separators of a list of skills ("Java · Jenkins · Oracle", "Excel, Access, Jenkins"). */
const LIST_SEPARATOR = /[,;|·•/]/;

/**
 * A match that is a whole item of a list on a line the caller marks as listing skills: "Jenkins" in
 * "Java · Jenkins · Oracle", but not "Express" in "Outlook Express" or "Chef" in a sentence.
 */
function isListItem(
  line: string,
  tokens: readonly SkillToken[],
  start: number,
  end: number,
  listed: boolean,
) {
  if (!listed) return false;
  const before = line.slice(0, tokens[start]?.start ?? 0).trimEnd();
  const after = line.slice(tokens[end]?.end ?? line.length).trimStart();
  const opens = before === '' || LIST_SEPARATOR.test(before[before.length - 1] ?? '') || before.endsWith(':');
  const closes = after === '' || LIST_SEPARATOR.test(after[0] ?? '') || after.startsWith('.');
  return opens && closes;
}

/** Words a capitalised name writes small ("Training and Development", "Procure to Pay"). */
const TITLE_SMALL_WORDS: ReadonlySet<string> = new Set([
  'and',
  'or',
  'of',
  'to',
  'the',
  'for',
  'in',
  'on',
  'with',
  'a',
  'an',
]);

/**
 * A name read across two items that a file ran together: a word in small letters followed, inside the
 * name, by a capitalised one ("manufacturing floor Installation of underground conduit" is not Flooring
 * Installation). Names are written all in small letters or capitalised, not switching from one to the
 * other ("iOS Development" starts with a word that is not in small letters; "and", "of", "to" are
 * small in a capitalised name); a capitalised word that is a name by itself is written so anywhere
 * ("embedded Linux").
 */
function startsAnotherItem(
  tokens: readonly SkillToken[],
  start: number,
  end: number,
  isName: (word: string) => boolean,
): boolean {
  for (let index = start + 1; index <= end; index += 1) {
    const previous = tokens[index - 1]?.raw ?? '';
    const current = tokens[index];
    if (
      current !== undefined &&
      /^[a-z]+$/.test(previous) &&
      !TITLE_SMALL_WORDS.has(previous) &&
      /^[A-Z][a-z]/.test(current.raw) &&
      !isName(current.lower)
    )
      return true;
  }
  return false;
}

function isInsideName(
  line: string,
  tokens: readonly SkillToken[],
  start: number,
  end: number,
  listed: boolean,
): boolean {
  const next = tokens[end + 1];
  if (next !== undefined && isAdjacent(next) && NAME_HEADS.has(next.lower)) return true;
  if (!listed && next !== undefined && isAdjacent(next) && SOFTWARE_HEADS.has(next.lower)) return true;
  // A capitalised name running on to its head: "HR Recruiting system", "Radiology Information System",
  // "Risk Management General Counsel", "Family Practice Residency Program".
  if (NAME_CASED.test(tokens[end]?.raw ?? '')) {
    for (let index = end + 1; index <= end + 1 + MAX_NAME_WORDS_BEFORE_HEAD; index += 1) {
      const token = tokens[index];
      if (token === undefined || !isAdjacent(token)) break;
      const head = NAME_HEADS.has(token.lower) || SYSTEM_HEADS.has(token.lower);
      if (head && (index === end + 1 || NAME_CASED.test(token.raw))) return true;
      if (!NAME_CASED.test(token.raw)) break;
    }
  }
  const before = wordsBefore(line, tokens, start);
  if (before[0] === 'for' || (before[0] === 'the' && tokens[start - 2]?.lower === 'for')) {
    const forAt = before[0] === 'for' ? start - 1 : start - 2;
    const tool = tokens[forAt - 1];
    if (!listed && tool !== undefined && isAdjacent(tokens[forAt]) && SOFTWARE_WORDS.has(tool.lower))
      return true;
  }
  if (before[0] === 'of' || before[0] === 'the') {
    const opener = tokens[start - 2]?.lower === 'the' ? tokens[start - 3] : tokens[start - 2];
    if (opener !== undefined && NAME_OPENERS.has(opener.lower)) return true;
  }
  return false;
}

/**
 * The words the acronym at tokens[index] is defined as on its line: "Safety Risk Management (SRM)" or "SRM
 * (Safety Risk Management)", whose initials spell it (small words such as "of" and "and" may stand between);
 * undefined when the line does not define it.
 */
function definedAcronymWords(line: string, tokens: readonly SkillToken[], index: number): string | undefined {
  const token = tokens[index];
  if (token === undefined) return undefined;
  const letters = token.raw.toLowerCase();
  if (letters.length < 2) return undefined;
  const initials = (words: readonly SkillToken[]) =>
    words
      .filter((word) => !ACRONYM_SMALL_WORDS.has(word.lower))
      .map((word) => word.lower[0])
      .join('');
  const spelled = (words: readonly SkillToken[]) => line.slice(words[0]?.start ?? 0, words.at(-1)?.end ?? 0);
  // Defined before: "(SRM)" after words whose initials spell it.
  if (line[token.start - 1] === '(' && line[token.end] === ')') {
    const before: SkillToken[] = [];
    for (let at = index - 1; at >= 0 && before.length < letters.length * 2; at -= 1) {
      before.unshift(tokens[at] as SkillToken);
      if (initials(before) === letters) return spelled(before);
    }
  }
  // Defined after: "SRM (Safety Risk Management)".
  if (line[token.end] === ' ' && line[token.end + 1] === '(') {
    const after: SkillToken[] = [];
    for (let at = index + 1; at < tokens.length && after.length < letters.length * 2; at += 1) {
      after.push(tokens[at] as SkillToken);
      if (initials(after) === letters) return spelled(after);
    }
  }
  return undefined;
}

/** Words compared loosely: small letters, no possessive or plural -s, no punctuation or parentheses. */
function looseWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)/gu, ' ')
    .replace(/['’]s\b/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word))
    .join(' ');
}

/** Small words an acronym's initials skip ("Department of Defense" is DoD). */
const ACRONYM_SMALL_WORDS: ReadonlySet<string> = new Set(['of', 'and', 'the', 'for', 'in', 'on', 'to', '&']);

/** A matcher over the given skills. The index is built once, here; matching never changes it. */
export function createSkillMatcher(skills: readonly SkillDefinition[]): SkillMatcher {
  return new TrieSkillMatcher(skills, buildTrie(skills));
}

let defaultMatcher: SkillMatcher | undefined;

/**
 * Finds taxonomy skills in a text: every name and alias, in any case unless the skill's guard says
 * otherwise, fused or apart ("ReactJS", "React.js", "React JS"), plural or possessive ("dashboards",
 * "Python's"). The longest match wins ("Google Cloud Platform" over "Google"). Guards keep ambiguous
 * names out ("excel at", "Go to market", "R&D", "C-suite"). Results are in order of first occurrence.
 */
export function findSkills(input: SkillInput, options?: FindSkillsOptions): SkillMatch[] {
  defaultMatcher ??= createSkillMatcher(SKILLS);
  return defaultMatcher.findSkills(input, options);
}
