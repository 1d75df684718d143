import irregularVerbs from 'english-verbs-irregular/dist/verbs.json';
import completeVerbs from 'verb-corpus/generated/complete.json';
import onetRoleTasks from '../../content/onet/role-tasks.json';
import { ACTION_VERBS_PRESENT } from '../analysis/vocabulary';
import { isPersonNounOfTitles, isRankWord, occupationsOfTitleAsWritten } from '../occupations/occupations';
import { SKILLS } from '../skills/taxonomy';

/**
 * The verbs the product knows, in their base form: the content checks' action verbs, the verbs the taxonomy's
 * deeds open with (written by people: "process", "close") and the verbs O*NET's task statements open with
 * ("Confer with…", "Direct…"; O*NET 29.2, CC BY 4.0).
 */
const ONET_TASKS = onetRoleTasks.roles as Readonly<Record<string, { tasks: string[] }>>;

let onetTaskVerbs: ReadonlySet<string> | undefined;
let deedVerbs: ReadonlySet<string> | undefined;

function onetVerbs(): ReadonlySet<string> {
  onetTaskVerbs ??= new Set(
    Object.values(ONET_TASKS).flatMap((role) =>
      role.tasks.map((task) => (/^[A-Z][a-z]+/u.exec(task)?.[0] ?? '').toLowerCase()),
    ),
  );
  return onetTaskVerbs;
}

function verbsOfDeeds(): ReadonlySet<string> {
  deedVerbs ??= new Set(
    SKILLS.flatMap((skill) => (skill.deeds ?? []).map((deed) => deed.split(' ')[0] ?? '')),
  );
  return deedVerbs;
}

const known = (verb: string) =>
  verbsOfDeeds().has(verb) || ACTION_VERBS_PRESENT.has(verb) || onetVerbs().has(verb);

/**
 * The base form of a verb in its base or third-person form, or undefined when the word is no verb the
 * product knows. A third-person form is read back by the spelling rules ("processes" → process, "applies"
 * → apply, "manages" → manage); where a rule allows two bases, a deed's verb is preferred over a base the
 * others only derive.
 */
export function baseVerbOf(word: string): string | undefined {
  if (known(word)) return word;
  if (!word.endsWith('s')) return undefined;
  const candidates = word.endsWith('ies')
    ? [`${word.slice(0, -3)}y`]
    : /(?:ss|sh|ch|x|zz)es$/u.test(word)
      ? [word.slice(0, -2), word.slice(0, -1)]
      : word.endsWith('es')
        ? [word.slice(0, -1), word.slice(0, -2)]
        : [word.slice(0, -1)];
  return candidates.find((verb) => verbsOfDeeds().has(verb)) ?? candidates.find((verb) => known(verb));
}

/**
 * Whether a word (lower case) is a known verb in its base, third-person or regular past form ("utilized",
 * "answered", "applied", "planned", "monitors"), a prefix "re-" or "co-" read off ("re-established").
 */
export function isKnownVerbForm(word: string): boolean {
  const bare = word.replace(/^(?:re|co)-/u, '');
  if (baseVerbOf(bare) !== undefined) return true;
  if (bare.endsWith('ied')) return known(`${bare.slice(0, -3)}y`);
  if (!bare.endsWith('ed')) return false;
  const stem = bare.slice(0, -2);
  const undoubled = /([bdglmnprt])\1$/u.test(stem) ? [stem.slice(0, -1)] : [];
  return [stem, `${stem}e`, ...undoubled].some(known);
}

/** Words a person noun names a group by, which a verb takes as its object ("Lead team", "Train staff"). */
const GROUP_NOUNS: ReadonlySet<string> = new Set(['staff', 'team', 'crew', 'member', 'members']);
/** Words after a phrase's last noun that end the phrase: prepositions and a few conjunctions. */
const PHRASE_ENDERS: ReadonlySet<string> = new Set([
  'for',
  'of',
  'at',
  'in',
  'on',
  'to',
  'with',
  'within',
  'under',
  'from',
  'by',
  'through',
  'and',
  'or',
]);
const DETERMINERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'all', 'and', 'or', 'new', 'daily']);

/** Words that head a title as its rank besides those O*NET's titles are read without ("Head Cook"). */
const TITLE_RANKS: ReadonlySet<string> = new Set(['head', 'chief']);

/**
 * Whether the opening words, or the first with the last, are a title O*NET lists ("Project Manager"), or
 * the first word is a rank ("Lead", "Senior", "Head").
 */
function isTitle(opening: readonly string[], firstWord: string, personNoun: string): boolean {
  return (
    isRankWord(firstWord) ||
    TITLE_RANKS.has(firstWord) ||
    [opening.join(' '), `${firstWord} ${personNoun}`].some(
      (title) => occupationsOfTitleAsWritten(title).length > 0,
    )
  );
}

/**
 * Whether a line opens with a noun phrase or a label rather than a verb, although its first word can be a
 * verb ("Report", "Lead", "Project", "Work"): a job title O*NET lists opens the line and ends its phrase
 * ("Lead technician overseeing…", "Project manager for…", "Head swim coach for…"; not "Assist District
 * Manager with…"), the first word is followed by
 * "of" ("Report of…", "Analysis of…"; not "Conceived of…"), by a colon or a dash ("Design: DNS and DHCP", "Document Processing -
 * Proofread…"), or by a noun and a verb in the past form that goes on with a preposition ("Work evaluation
 * improved from…", "Direct services provided in…"; not after a verb in the past form: "Trained staff assigned
 * to…").
 */
export function opensWithNounPhrase(text: string): boolean {
  const stripped = text.replace(/^[^\p{L}]+/u, '');
  if (/^[\p{L}&/]+(?:\s+[\p{L}&/]+)?\s*(?::|\s[-–—])\s/u.test(stripped)) return true;
  const tokens = stripped
    .split(/\s+/u)
    .slice(0, 5)
    .map((token) => ({
      word: token.toLowerCase().replace(/[^\p{L}-]+/gu, ''),
      closes: /[,;:.)]$/u.test(token),
    }));
  const [first, second] = tokens;
  if (!first || !second) return false;
  if (second.word === 'of') return !first.word.endsWith('ed');
  if (DETERMINERS.has(second.word) || first.closes) return false;
  for (const at of [1, 2]) {
    const token = tokens[at];
    if (!token) break;
    const next = tokens[at + 1];
    const endsPhrase = token.closes || !next || PHRASE_ENDERS.has(next.word) || next.word.endsWith('ing');
    if (
      endsPhrase &&
      isPersonNounOfTitles(token.word) &&
      !GROUP_NOUNS.has(token.word) &&
      isTitle([first.word, ...tokens.slice(1, at + 1).map((each) => each.word)], first.word, token.word)
    )
      return true;
    if (
      !first.word.endsWith('ed') &&
      token.word.endsWith('ed') &&
      isKnownVerbForm(token.word) &&
      next !== undefined &&
      PHRASE_ENDERS.has(next.word) &&
      !['and', 'or'].includes(next.word)
    )
      return true;
    if (token.closes || DETERMINERS.has(token.word) || PHRASE_ENDERS.has(token.word)) break;
  }
  return false;
}

/**
 * Every English verb the verb-corpus package lists (about 4,250, MIT) and the irregular past forms of the
 * english-verbs-irregular package (RosaeNLG, Apache-2.0): what opens a bullet as a verb for the action-verb
 * and repeated-opener checks ("Utilized", "Kept", "Sold", "Reassemble"), where a noun that is also a verb
 * ("Cash handling") counted as one is the gentler mistake. Not for the tense check, which would then call such
 * nouns present-tense verbs.
 */
let corpusVerbs: ReadonlySet<string> | undefined;
let irregularPasts: ReadonlyMap<string, string> | undefined;

/**
 * Words the corpus lists that open a sentence as no verb of work: function words, auxiliaries ("the", "in",
 * "for", "is", "have", "being") and determiners ("each", "many").
 */
const NOT_WORK_VERBS: ReadonlySet<string> = new Set(
  (
    'the for from are was were been being have has had not some each every many own after before over new ' +
    'down without near can may must will shall could would should might ary'
  ).split(' '),
);

function corpus(): ReadonlySet<string> {
  corpusVerbs ??= new Set(
    (completeVerbs as string[]).filter(
      (verb) => /^[a-z]{3,}(?:-[a-z]+)?$/u.test(verb) && !NOT_WORK_VERBS.has(verb),
    ),
  );
  return corpusVerbs;
}

function pasts(): ReadonlyMap<string, string> {
  if (!irregularPasts) {
    const map = new Map<string, string>();
    for (const [base, forms] of Object.entries(irregularVerbs as Record<string, string[][]>))
      for (const pair of forms) for (const form of pair) if (!map.has(form)) map.set(form, base);
    irregularPasts = map;
  }
  return irregularPasts;
}

/** Whether a verb's irregular past is written as its base ("set", "put", "cut", "read"). */
export function pastIsWrittenAsBase(word: string): boolean {
  return pasts().get(word) === word;
}

/**
 * The base form of any verb form a word (lower case) is: base, third person, -ed, -ing or irregular past
 * ("provided" → provide, "sold" → sell, "creating" → create), by the verbs the product knows and the verb
 * corpus; undefined when it is none.
 */
export function verbBaseOf(word: string): string | undefined {
  const bare = word.replace(/^(?:re|co)-/u, '');
  const isVerb = (verb: string) => known(verb) || corpus().has(verb);
  const irregular = pasts().get(bare);
  if (irregular && !known(bare)) return irregular;
  if (isVerb(bare)) return bare;
  const known3 = baseVerbOf(bare);
  if (known3) return known3;
  const stems: string[] = [];
  if (bare.endsWith('ies') || bare.endsWith('ied')) stems.push(`${bare.slice(0, -3)}y`);
  else if (bare.endsWith('es')) stems.push(bare.slice(0, -1), bare.slice(0, -2));
  else if (bare.endsWith('s') && !bare.endsWith('ss')) stems.push(bare.slice(0, -1));
  for (const ending of ['ed', 'ing']) {
    if (!bare.endsWith(ending)) continue;
    const stem = bare.slice(0, -ending.length);
    stems.push(stem, `${stem}e`);
    if (/([bdgklmnprtz])\1$/u.test(stem)) stems.push(stem.slice(0, -1));
    if (ending === 'ing' && stem.endsWith('y')) stems.push(`${stem.slice(0, -1)}ie`);
  }
  // The corpus first: the product's own present forms include stems cut from past forms ("manag").
  return stems.find((stem) => corpus().has(stem)) ?? stems.find(isVerb);
}

/**
 * Whether a line's opening word (as written) is a verb of the corpus alone, in its base form, used as a name
 * or a noun: an acronym ("SAP knowledge…"), a title-cased phrase ("Top Secret Facility Clearance"), or a
 * noun before an -ing word ("Experience working with…", "Light accounting…"). Verbs the product knows
 * otherwise ("Manage", "Lead") are not judged by this.
 */
export function opensWithCorpusNoun(text: string): boolean {
  const tokens = text
    .replace(/^[^\p{L}]+/u, '')
    .split(/\s+/u)
    .slice(0, 3);
  const [first = '', second = ''] = tokens;
  const word = first.toLowerCase().replace(/[^\p{L}-]+/gu, '');
  if (!corpus().has(word) || known(word) || verbBaseOf(word) !== word) return false;
  return (
    (/^\p{Lu}{2,}$/u.test(first) && !/^\p{Lu}{2,}$/u.test(second)) ||
    (tokens.length === 3 && tokens.every((token) => /^\p{Lu}\p{Ll}/u.test(token))) ||
    /^\p{L}+ing$/u.test(second)
  );
}

/** Whether a word (lower case) is a verb in any form the product reads: see verbBaseOf. */
export function isVerbForm(word: string): boolean {
  return verbBaseOf(word) !== undefined;
}
