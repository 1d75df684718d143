import { stemmer } from 'stemmer';
import { SKILLS, getSkill, suitesOf } from './taxonomy';

/**
 * Whether a resume may name a skill in other words: the words of one of its names in another form
 * ("Budget & Forecasting" for Financial Forecasting, "Skilled negotiator" for Negotiation, "Plated and
 * distributed dishes" for Plating, "Sales Force" for Salesforce, "CisionPoint" for Cision).
 *
 * The matcher credits a skill only by its names (and deeds it knows); that keeps what the report credits
 * honest, but the same strictness made the report tell people a skill was missing, or "implied, not named",
 * where their own file named it in other words: a reader found 30 % of "implied, not named" claims and 7 %
 * of "missing" claims contradicted by the file on the 52 development resumes. A gap with a near mention is
 * not stated as a gap: the report quotes the line, says it may describe the skill in other words an ATS may
 * not search for, and never credits it.
 *
 * A name is mentioned near in a line when the line holds, in any form (Porter stems) and close together,
 * every word of one of the skill's names, or a word of its own name that few skills' names hold
 * ("forecasting" of Financial Forecasting, "territory" of Territory Management, not "financial"); or the
 * name run together across the line's spaces or before a capital ("Sales Force", "CisionPoint"); or, for a
 * product, the name of a suite it is part of ("MS Office" for Excel). A product's or a credential's own name
 * is near only run together: "Microsoft" in a line says nothing of Excel.
 */

/** A word of a skill's names is distinctive when the names of at most this many skills hold it. */
export const DISTINCTIVE_WORD_MAX_SKILLS = 3;
/**
 * A word is common when the names of at least this many skills hold it ("management", "development",
 * "analysis", "communication"): a name's other words must all be common for a rare word other than its last
 * to stand for it.
 */
const COMMON_WORD_MIN_SKILLS = 10;
/** A distinctive word's stem has at least this many letters ("align", "pitch" say too little). */
const MIN_DISTINCTIVE_STEM = 6;
/** A name run together is looked for at the start of a word only when at least this long. */
const MIN_JOINED_CHARS = 5;

/** Words that never decide a near mention by themselves, whatever their count. */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  'a an and for in of on the to with by or at as from'.split(' '),
);

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#]*/gu) ?? []).filter(
    (word) => !FUNCTION_WORDS.has(word),
  );
}

const stem = (word: string): string => stemmer(word);

interface NameForm {
  /**
   * Whether the name's words are read in other forms. A product's name ("Microsoft Excel", "Adobe After
   * Effects") or a credential's is near only run together: "Microsoft" in a line says nothing of Excel, a
   * professional association nothing of its exam.
   */
  stemmed: boolean;
  /** The name's words (lower case, function words left out). */
  words: string[];
  stems: string[];
  distinctive: string[];
  /**
   * For a skill the resume already suggests through a related skill (see nearMention's `suggested`): sets of
   * stems that stand for the name in part. Of a name of three or more words, all but one, close together
   * ("month end" of Month-End Close, "social media" of Social Media Marketing); of two words, the last where
   * fewer than COMMON_WORD_MIN_SKILLS names hold it ("investigation" of Workplace Investigations, not
   * "planning" of Care Planning).
   */
  partial: string[][];
  joined: string;
}

let skillCounts: ReadonlyMap<string, number> | undefined;
const formsCache = new Map<string, readonly NameForm[]>();

/** For each stem, how many skills' names hold it. */
function stemSkillCounts(): ReadonlyMap<string, number> {
  if (skillCounts) return skillCounts;
  const counts = new Map<string, number>();
  for (const skill of SKILLS) {
    const stems = new Set([skill.name, ...(skill.aliases ?? [])].flatMap((name) => wordsOf(name).map(stem)));
    for (const value of stems) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  skillCounts = counts;
  return counts;
}

function formsOf(id: string): readonly NameForm[] {
  const cached = formsCache.get(id);
  if (cached) return cached;
  const skill = getSkill(id);
  const counts = stemSkillCounts();
  const forms = [skill?.name ?? id, ...(skill?.aliases ?? [])]
    .map((name, index) => {
      const words = wordsOf(name);
      const stems = [...new Set(words.map(stem))];
      // A word of the skill's own name (not an alias), long and in few skills' names: its last word
      // ("forecasting" of Financial Forecasting, "ledger" of General Ledger), or another where the rest of
      // the name is common words ("territory" of Territory Management, "curriculum" of Curriculum
      // Development; not "discounted" of Discounted Cash Flow); never "needs" of an alias "Special Needs".
      const isDistinctive = (value: string) =>
        value.length >= MIN_DISTINCTIVE_STEM && (counts.get(value) ?? 0) <= DISTINCTIVE_WORD_MAX_SKILLS;
      const isCommon = (value: string) => (counts.get(value) ?? 0) >= COMMON_WORD_MIN_SKILLS;
      const head = stems.at(-1) ?? '';
      const distinctive =
        index === 0 && stems.length >= 2
          ? stems.filter(
              (value) =>
                isDistinctive(value) &&
                (value === head || stems.every((other) => other === value || isCommon(other))),
            )
          : [];
      const partial =
        index !== 0
          ? []
          : stems.length >= 3
            ? stems.map((_, omitted) => stems.filter((__, position) => position !== omitted))
            : stems.length === 2 && head.length >= MIN_DISTINCTIVE_STEM && !isCommon(head)
              ? [[head]]
              : [];
      return {
        stemmed: skill?.type !== 'tool' && skill?.type !== 'certification',
        words,
        stems,
        distinctive,
        partial,
        joined: name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ''),
      };
    })
    // A short abbreviation ("PR", "AP") says too little to be read in another form.
    .filter((form) => form.joined.length >= 3 && form.stems.length > 0);
  formsCache.set(id, forms);
  return forms;
}

/** The text with every run of marks and spaces as one space. */
function plainText(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, ' ');
}

const suiteNamesCache = new Map<string, readonly string[]>();

/** The names of the suites a product is part of, lower case with marks as single spaces ("ms office"). */
function suiteNamesOf(id: string): readonly string[] {
  let names = suiteNamesCache.get(id);
  if (names === undefined) {
    names = suitesOf(id).flatMap((suite) =>
      [suite.name, ...(suite.aliases ?? [])].map((name) => plainText(name).toLowerCase().trim()),
    );
    suiteNamesCache.set(id, names);
  }
  return names;
}

/** Words of a name found apart in a line are near when they lie within this many words more than they are. */
const NEAR_SPAN_SLACK = 2;

/**
 * Whether the line's stems hold every stem needed, all within a span of their count plus NEAR_SPAN_SLACK
 * words ("Data collection and analysis" for Data Analysis; not "special" and "education" a line apart).
 */
function isNear(stems: readonly string[], needed: readonly string[]): boolean {
  const positions = needed.map((value) => stems.flatMap((entry, index) => (entry === value ? [index] : [])));
  if (positions.some((list) => list.length === 0)) return false;
  if (needed.length === 1) return true;
  // The smallest window holding one position of each needed stem.
  const span = needed.length + NEAR_SPAN_SLACK;
  return positions[0]!.some((start) =>
    positions.every((list) => list.some((position) => Math.abs(position - start) < span)),
  );
}

/**
 * Whether the line holds the name with its spaces and marks taken out, from the start of a word, up to the
 * end of a word or a capital that starts another part of it ("Sales Force", "CisionPoint"; never
 * "Excellent" for Excel).
 */
function isRunTogether({ plain, lower }: LineReading, joined: string): boolean {
  for (let start = 0; start < lower.length; start += 1) {
    if (start > 0 && lower[start - 1] !== ' ') continue;
    if (lower[start] !== joined[0]) continue;
    let taken = 0;
    let position = start;
    while (position < lower.length && taken < joined.length) {
      const character = lower[position];
      if (character !== ' ') {
        if (character !== joined[taken]) break;
        taken += 1;
      }
      position += 1;
    }
    if (taken < joined.length) continue;
    const next = plain[position];
    // Run together across a space of the line, or followed by a capital that starts another part: the
    // name as a whole word alone is the matcher's to read, and its guards may have said no.
    const spansSpace = lower.slice(start, position).includes(' ');
    if (next !== undefined && /[\p{Lu}\p{N}]/u.test(next) && /\p{Ll}/u.test(plain[position - 1] ?? ''))
      return true;
    if (spansSpace && (next === undefined || next === ' ')) return true;
  }
  return false;
}

export interface LineText {
  index: number;
  text: string;
}

/** A line as the checks read it: its words' stems, and its text with marks as spaces (as written and lower). */
interface LineReading {
  /** The line's words (lower case, function words left out) and their stems, in step. */
  words: string[];
  stems: string[];
  plain: string;
  lower: string;
}

/** Each line is read once, whatever the number of skills looked for in it. */
const readings = new WeakMap<LineText, LineReading>();

function readingOf(line: LineText): LineReading {
  let reading = readings.get(line);
  if (reading === undefined) {
    const plain = plainText(line.text);
    const words = wordsOf(line.text);
    reading = { words, stems: words.map(stem), plain, lower: plain.toLowerCase() };
    readings.set(line, reading);
  }
  return reading;
}

/**
 * How strongly a line may name a skill: every word of a name close together, or the name run together
 * ("Sales Force"), is strongest; a suite the product is part of next; then one distinctive word of the
 * name; a part of the name least, and only for a skill the resume suggests. 0: not at all.
 */
const Strength = { None: 0, Partial: 1, Distinctive: 2, Suite: 3, Name: 4 } as const;
type Strength = (typeof Strength)[keyof typeof Strength];

/**
 * The line's word standing for a word of the name in its own form, not another word of the same stem:
 * "territories" for "territory", "forecasts" for "forecasting", "plated" for "plating"; never "receiving" or
 * "received" for "receivable" (a reader found "the Air Force receiving the authority" quoted for Accounts
 * Receivable). The two words agree but for at most SAME_WORD_SLACK letters of the shorter one's ending, and an
 * adjective in -able or -ible ("receivable", "payable") is only itself.
 */
const SAME_WORD_SLACK = 2;
const ABLE = /[ai]bles?$/u;

function isSameWord(first: string, second: string): boolean {
  if (ABLE.test(first) !== ABLE.test(second)) return false;
  let common = 0;
  while (common < first.length && common < second.length && first[common] === second[common]) common += 1;
  return common >= Math.min(first.length, second.length) - SAME_WORD_SLACK;
}

function strengthIn(
  reading: LineReading,
  forms: readonly NameForm[],
  suites: readonly string[],
  partial: boolean,
): Strength {
  if (reading.stems.length === 0) return Strength.None;
  let strength: Strength = Strength.None;
  // A word said in its own form (see isSameWord) where the name is that one word: "Receivables" (an alias
  // of Accounts Receivable) is not "receiving".
  const inOwnForm = (form: NameForm, value: string) =>
    reading.stems.some(
      (entry, index) =>
        entry === value && form.words.some((word) => isSameWord(word, reading.words[index] ?? '')),
    );
  for (const form of forms) {
    const single = form.stems.length === 1;
    if (form.stemmed && isNear(reading.stems, form.stems) && (!single || inOwnForm(form, form.stems[0]!)))
      return Strength.Name;
    if (form.joined.length >= MIN_JOINED_CHARS && isRunTogether(reading, form.joined)) return Strength.Name;
  }
  // A suite the product is part of ("MS Office package" for Excel): it may be used, but is not named.
  if (suites.length > 0) {
    const spaced = ` ${reading.lower} `;
    if (suites.some((name) => spaced.includes(` ${name} `))) return Strength.Suite;
  }
  for (const form of forms) {
    if (!form.stemmed) continue;
    if (form.distinctive.some((value) => inOwnForm(form, value))) strength = Strength.Distinctive;
    else if (
      partial &&
      strength === Strength.None &&
      form.partial.some(
        (needed) => isNear(reading.stems, needed) && (needed.length > 1 || inOwnForm(form, needed[0] ?? '')),
      )
    )
      strength = Strength.Partial;
  }
  return strength;
}

/**
 * The line that may name the skill in other words most plainly (the first of the strongest), or
 * undefined: a reader found the quoted line was often not the resume's plainest ("demonstrating attunement
 * to patient and family needs" quoted for Patient Assessment beside "Performed biopsychosocial telephonic
 * assessments").
 *
 * `suggested`: the resume suggests the skill through a related skill, so a part of its name in a line
 * (NameForm.partial) is enough to quote that line as one that may describe it: a reader found 11 of 16
 * contradicted "suggested, not named" claims named in another form ("Performed all month end functions" for
 * Month-End Close, "conducting investigation" for Workplace Investigations).
 */
export function nearMention(
  skillId: string,
  lines: readonly LineText[],
  { suggested = false }: { suggested?: boolean } = {},
): LineText | undefined {
  const forms = formsOf(skillId);
  const suites = suiteNamesOf(skillId);
  if (forms.length === 0 && suites.length === 0) return undefined;
  let best: { line: LineText; strength: Strength } | undefined;
  for (const line of lines) {
    const strength = strengthIn(readingOf(line), forms, suites, suggested);
    if (strength === Strength.Name) return line;
    if (strength > (best?.strength ?? Strength.None)) best = { line, strength };
  }
  return best?.line;
}

/**
 * The advice on a skill a line may name in other words, with the line already quoted (“…” in the report,
 * "…" in the fit of one job) and up to two more such skills: the report and the fit say it alike.
 */
export function inOtherWordsAdvice(quotedLine: string, skill: string, others: readonly string[]): string {
  const many = others.length > 0;
  const names = many ? 'their usual names' : 'its usual name';
  const them = many ? 'them' : 'it';
  return (
    `Your line ${quotedLine} may describe ${skill} in other words` +
    `${many ? `, and other lines ${others.join(' or ')}` : ''}, which an ATS searching for ${names} may not ` +
    `find: if you have ${them}, use ${names} where you used ${them}.`
  );
}
