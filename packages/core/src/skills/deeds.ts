import type { SkillEvidence, SkillLine, SkillMatch } from './matcher';
import { SKILLS } from './taxonomy';
import type { SkillDefinition } from './types';

/**
 * Skills read from what a line says the person did, where the resume names the work with a verb and the
 * skill's name is its noun: "negotiated vendor contracts" shows Contract Negotiation, "prepared the annual
 * budget" Budgeting (alias Budget Preparation), "managed inventory" Inventory Management, "trained new
 * employees" Staff Training (alias Training New Employees).
 *
 * Built from the taxonomy's own names, not from a list of phrases: a name of two or three words of an
 * activity (type hard or domain, no guard) whose last word is a noun made from a verb ("Negotiation",
 * "Management", "Planning") gives that verb, in any tense, followed by the rest of the name as its object;
 * a name whose first word is the "-ing" form ("Training New Employees") gives the verb before the rest.
 * Between the verb and its object at most two determiners or words of scope may stand ("the annual",
 * "all new"), and no punctuation, and the object must end its noun phrase: "managed a team of staff", "managed data
 * quality" and "developed business plans" are not read, which keeps the rule on the side of precision. A
 * verb without an ending
 * in a run of capitalised words ("Account Management", "Counsel High School") is a name, not a deed.
 */

/**
 * The word a number stands as: a count or an amount between a verb and its object is read like a word of
 * scope ("trained 20+ employees", "managed a $40,000 budget"), and ends an object's phrase after it.
 */
const NUMBER_WORD = '#';

/** Words that end the reach of a verb: what follows is not its object. */
const BREAK_WORDS: ReadonlySet<string> = new Set([
  'and',
  'or',
  'but',
  'to',
  'of',
  'for',
  'with',
  'in',
  'on',
  'at',
  'by',
  'from',
  'into',
  'through',
  'as',
  'that',
  'which',
  'who',
  'while',
  'than',
  'during',
  'across',
  'over',
  'under',
  'within',
  'after',
  'before',
  'throughout',
  'among',
  'between',
  'including',
  'using',
  'via',
  'per',
  'until',
  'without',
  // The rest of the prepositions that open a phrase about the object ("answered customer questions
  // regarding delivery"): the list had the common ones only.
  'about',
  'regarding',
  'concerning',
  'like',
  'such',
  'toward',
  'towards',
  'against',
  'around',
  'upon',
  'beyond',
  'despite',
  'involving',
  'related',
  'pertaining',
  'when',
  'where',
  'so',
  // A participle after the object opens a phrase about it ("designed curriculum based upon student needs").
  'based',
  'according',
  'aimed',
  'resulting',
  'ranging',
  'worth',
  'totaling',
  'totalling',
]);
/**
 * Words of time and manner that end an object's phrase after it, as punctuation would: "prepared financial
 * statements monthly", "analyze data effectively". A word that follows an object otherwise makes it part of
 * another thing ("developed business plans"); these never do. Only after an object no words describe:
 * "maintaining supervised bank accounts monthly" is no Account Management (a reader judged it contradicted
 * when the rule had no such limit). Nouns ending in -ly ("supply", "assembly") are not among them.
 */
const AFTER_OBJECT_WORDS: ReadonlySet<string> = new Set([
  'daily',
  'weekly',
  'biweekly',
  'monthly',
  'quarterly',
  'annually',
  'yearly',
  'semiannually',
  'regularly',
  'routinely',
  'periodically',
  'frequently',
  'accurately',
  'efficiently',
  'effectively',
  'independently',
  'successfully',
  'consistently',
  'promptly',
  'timely',
  'properly',
  'correctly',
  'thoroughly',
  'manually',
  'electronically',
  'each',
  'every',
]);

/**
 * Words that may stand between the verb and its object: determiners and words of scope or time, which
 * leave the object what it is ("prepared the annual budget"). Any other word may make the object part of
 * another thing ("managed data quality" is not Quality Management, "improved the hiring process" not
 * Process Improvement), so it ends the reading.
 */
const GAP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'all',
  'any',
  'each',
  'every',
  'their',
  'its',
  'his',
  'her',
  'our',
  'my',
  'new',
  'annual',
  'yearly',
  'quarterly',
  'monthly',
  'weekly',
  'daily',
  'multiple',
  'several',
  'various',
  'numerous',
  'entire',
  'overall',
  'existing',
  'current',
  'accurate',
  'departmental',
  NUMBER_WORD,
]);
const MAX_GAP_WORDS = 2;
/** The shortest verb stem read (so that no name yields a verb such as "us" or "do"). */
const MIN_VERB_LENGTH = 4;

interface Deed {
  skillIndex: number;
  object: readonly string[];
  /** The verb as written is its bare form ("manage", not "managed"). */
  bare: boolean;
  /** The verb is one of its noun's kind, not the noun's own ("oversee" for "Management"). */
  ofKind: boolean;
  /** The object's "staff" or "employees" stands for any workers. */
  workers: boolean;
}

/**
 * The verbs a deverbal noun can come from: "negotiation" → negotiate, "management" → manage, "resolution" →
 * resolve, "production" → produce, "inspection" → inspect, "revision" → revise, "maintenance" → maintain,
 * "approval" → approve, "delivery" → deliver, "analysis" → analyze. Several candidates are given where the
 * ending does not tell which is right; a wrong one is not an English word, so it never occurs in text.
 */
export function verbsOfNoun(noun: string): string[] {
  const word = noun.toLowerCase();
  const verbs: string[] = [];
  const ending = (suffix: string) => (word.endsWith(suffix) ? word.slice(0, -suffix.length) : undefined);
  const ing = ending('ing');
  if (ing !== undefined) {
    verbs.push(ing, `${ing}e`);
    if (/([b-df-hj-np-tv-z])\1$/.test(ing)) verbs.push(ing.slice(0, -1));
  }
  const istration = ending('istration');
  if (istration !== undefined) verbs.push(`${istration}ister`);
  const iliation = ending('iliation');
  if (iliation !== undefined) verbs.push(`${iliation}ile`);
  const ation = ending('ation');
  if (ation !== undefined) verbs.push(`${ation}ate`, ation, `${ation}e`);
  const ment = ending('ment');
  if (ment !== undefined) verbs.push(ment);
  const ution = ending('ution');
  if (ution !== undefined) verbs.push(`${ution}ve`, `${ution}ute`);
  const duction = ending('duction');
  if (duction !== undefined) verbs.push(`${duction}duce`);
  const scription = ending('scription');
  if (scription !== undefined) verbs.push(`${scription}scribe`);
  // "inspection", "prevention", "insertion": the verb is the noun without "-ion".
  if (/[cpnr]tion$/.test(word) && ation === undefined) verbs.push(word.slice(0, -3));
  const ssion = ending('ssion');
  if (ssion !== undefined) verbs.push(`${ssion}ss`, `${ssion}t`);
  const sion = ssion === undefined ? ending('sion') : undefined;
  if (sion !== undefined) verbs.push(`${sion}se`, `${sion}de`, `${sion}d`);
  const ance = ending('ance') ?? ending('ence');
  if (ance !== undefined) verbs.push(ance, `${ance}e`, ance.endsWith('i') ? `${ance.slice(0, -1)}y` : ance);
  const al = ending('al');
  if (al !== undefined && /(?:ov|ew|os|iv)$/.test(al)) verbs.push(al.endsWith('w') ? al : `${al}e`);
  const ery = ending('ery');
  if (ery !== undefined) verbs.push(`${ery}er`);
  const ysis = ending('ysis');
  if (ysis !== undefined) verbs.push(`${ysis}yze`, `${ysis}yse`);
  if (word === 'entry' || word === 'entries') verbs.push('enter');
  return [...new Set(verbs)].filter((verb) => verb.length >= MIN_VERB_LENGTH);
}

/**
 * Verbs that do the work a deverbal noun names, beside the noun's own verb: one manages, oversees or
 * supervises what a "Management" name holds, and creates or drafts what a "Preparation" name does. A skill
 * name ending in one of these nouns is read with these verbs too ("oversaw daily inventory", "created the
 * annual budget", "resolved customer complaints"). The groups are English usage, not a list of skills.
 */
const VERBS_OF_KIND: ReadonlyArray<{ nouns: readonly string[]; verbs: readonly string[] }> = [
  {
    nouns: ['management', 'control', 'administration', 'supervision', 'oversight'],
    verbs: ['manage', 'oversee', 'administer', 'control', 'supervise', 'direct'],
  },
  {
    nouns: ['planning', 'coordination', 'organization', 'organisation'],
    verbs: ['plan', 'organize', 'organise', 'coordinate', 'arrange'],
  },
  { nouns: ['preparation', 'writing', 'drafting'], verbs: ['prepare', 'create', 'draft', 'write'] },
  { nouns: ['development'], verbs: ['develop', 'create', 'build'] },
  { nouns: ['processing'], verbs: ['process', 'handle'] },
  { nouns: ['delivery'], verbs: ['provide', 'conduct', 'present', 'facilitate'] },
  { nouns: ['resolution'], verbs: ['resolve', 'handle', 'address'] },
  { nouns: ['reading'], verbs: ['read', 'interpret', 'follow'] },
  { nouns: ['analysis'], verbs: ['review', 'examine', 'evaluate', 'investigate'] },
  { nouns: ['entries', 'entry'], verbs: ['enter', 'record', 'post', 'prepare', 'book'] },
];

/** Heads of names whose "staff" or "employees" stands for any workers ("trained new tellers"). */
const STAFF_HEADS: ReadonlySet<string> = new Set(['training', 'development', 'recruitment', 'hiring']);

/** Past forms the regular rules cannot write, for the verbs above and the taxonomy's own. */
const IRREGULAR_FORMS: Readonly<Record<string, readonly string[]>> = {
  oversee: ['oversaw', 'overseen'],
  write: ['wrote', 'written'],
  teach: ['taught'],
  build: ['built'],
  lead: ['led'],
  sell: ['sold'],
  draw: ['drew', 'drawn'],
  buy: ['bought'],
  take: ['took', 'taken'],
  keep: ['kept'],
  hold: ['held'],
  make: ['made'],
  run: ['ran'],
  give: ['gave', 'given'],
  drive: ['drove', 'driven'],
  feed: ['fed'],
  grow: ['grew', 'grown'],
  lay: ['laid'],
  pay: ['paid'],
  send: ['sent'],
  bring: ['brought'],
  deal: ['dealt'],
  meet: ['met'],
  speak: ['spoke', 'spoken'],
  find: ['found'],
  seek: ['sought'],
  fight: ['fought'],
  shoot: ['shot'],
  sew: ['sewn'],
  weave: ['wove', 'woven'],
  tell: ['told'],
  throw: ['threw', 'thrown'],
  fly: ['flew', 'flown'],
  win: ['won'],
  sweep: ['swept'],
  spin: ['spun'],
  bind: ['bound'],
  grind: ['ground'],
  hang: ['hung'],
  dig: ['dug'],
  freeze: ['froze', 'frozen'],
  ride: ['rode', 'ridden'],
  underwrite: ['underwrote', 'underwritten'],
};

/** Plurals the regular rules cannot write, for objects of the taxonomy's deeds ("cared for children"). */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  child: 'children',
  person: 'people',
  woman: 'women',
  man: 'men',
  foot: 'feet',
  tooth: 'teeth',
  analysis: 'analyses',
  diagnosis: 'diagnoses',
  leaf: 'leaves',
  shelf: 'shelves',
  knife: 'knives',
  loaf: 'loaves',
};

/** Prefixes that keep a verb's irregular forms: upsell → upsold, rebuild → rebuilt, rewrite → rewrote. */
const VERB_PREFIXES = ['up', 're', 'out', 'over', 'under', 'mis', 'co', 'pre'];

function irregularFormsOf(verb: string): readonly string[] {
  const own = IRREGULAR_FORMS[verb];
  if (own !== undefined) return own;
  const prefix = VERB_PREFIXES.find(
    (candidate) => IRREGULAR_FORMS[verb.slice(candidate.length)] !== undefined && verb.startsWith(candidate),
  );
  return prefix === undefined
    ? []
    : (IRREGULAR_FORMS[verb.slice(prefix.length)] ?? []).map((form) => `${prefix}${form}`);
}

/** Every written form of a verb: "plan" → plan, plans, planned, planning (and the undoubled forms). */
export function formsOfVerb(verb: string): string[] {
  // "cross-sell" → cross-sold, cross-selling: the last part is the verb.
  const hyphen = verb.lastIndexOf('-');
  if (hyphen > 0)
    return formsOfVerb(verb.slice(hyphen + 1)).map((form) => `${verb.slice(0, hyphen + 1)}${form}`);
  const forms = [verb, ...irregularFormsOf(verb)];
  if (verb.endsWith('ee')) forms.push(`${verb}s`, `${verb}d`, `${verb}ing`);
  else if (verb.endsWith('e')) forms.push(`${verb}s`, `${verb}d`, `${verb.slice(0, -1)}ing`);
  else if (verb.endsWith('y') && !/[aeiou]y$/.test(verb))
    forms.push(`${verb.slice(0, -1)}ies`, `${verb.slice(0, -1)}ied`, `${verb}ing`);
  else {
    forms.push(/(?:s|sh|ch|x|z)$/.test(verb) ? `${verb}es` : `${verb}s`, `${verb}ed`, `${verb}ing`);
    // "plan" → planned: both spellings are kept, a wrong one never occurs in text.
    if (/[^aeiou][aeiou][b-df-hj-np-tv-z]$/.test(verb)) {
      const last = verb[verb.length - 1];
      forms.push(`${verb}${last}ed`, `${verb}${last}ing`);
    }
  }
  return forms;
}

const WORD = /^[a-z][a-z'-]*$/;
const ACTIVITY_NOUN = /(?:ment|tion|sion|ing)$/;
/** Nouns in "-ment" that name things, not activities ("bank statements", "medical equipment"). */
const THING_NOUNS: ReadonlySet<string> = new Set([
  'statement',
  'equipment',
  'document',
  'department',
  'instrument',
  'apartment',
  'element',
  'segment',
  'environment',
  'supplement',
  'garment',
  'compartment',
]);
const isActivityNoun = (word: string) => ACTIVITY_NOUN.test(word) && !THING_NOUNS.has(word);

/**
 * Whether a name holds another of the skill's names as a run of words ("Account Reconciliation" holds
 * "Reconciliation"): a skill's guard protects its short, ambiguous names, not such qualified ones.
 */
function isQualifiedName(name: string, names: readonly string[]): boolean {
  const words = ` ${name.toLowerCase()} `;
  return names.some((other) => other !== name && words.includes(` ${other.toLowerCase()} `));
}

function deedsOf(skill: SkillDefinition, skillIndex: number, index: Map<string, Deed[]>): void {
  if (skill.type !== 'hard' && skill.type !== 'domain') return;
  const names = [skill.name, ...(skill.aliases ?? [])];
  for (const name of names) {
    if (skill.guard !== undefined && !isQualifiedName(name, names)) continue;
    const words = name.toLowerCase().split(/\s+/);
    if (words.length < 2 || words.length > 3 || !words.every((word) => WORD.test(word))) continue;
    const first = words[0] ?? '';
    const last = words[words.length - 1] ?? '';
    // "Training New Employees" is done by training; "Training Delivery", two words of which the last is
    // itself an activity, also by delivering (providing, conducting) training.
    const heads = first.endsWith('ing')
      ? [first, ...(words.length === 2 && !last.endsWith('ing') && isDeliveryLike(last) ? [last] : [])]
      : [last];
    for (const head of heads) addDeeds(index, skillIndex, words, head, head === first);
  }
}

/**
 * A deed the taxonomy writes for a skill ("balance cash drawer"): its verb in every form, with the object
 * after it. Read as a verb of a noun's kind is: written bare, only where a line or clause starts ("Count
 * inventory weekly"), since a bare verb elsewhere is as often a noun ("stock count").
 */
function addWrittenDeed(index: Map<string, Deed[]>, skillIndex: number, deed: string): void {
  const [verb = '', ...object] = deed.split(' ');
  if (object.length === 0) return;
  for (const form of formsOfVerb(verb)) {
    const deeds = index.get(form) ?? [];
    if (deeds.some((other) => other.skillIndex === skillIndex && other.object.join(' ') === object.join(' ')))
      continue;
    deeds.push({ skillIndex, object, bare: form === verb, ofKind: true, workers: false });
    index.set(form, deeds);
  }
}

/**
 * Nouns of handing work over, whose "-ing" word before them is the work handed over ("Training Delivery":
 * delivering, providing or conducting training), not the verb of the name.
 */
const isDeliveryLike = (word: string): boolean => word === 'delivery';

function addDeeds(
  index: Map<string, Deed[]>,
  skillIndex: number,
  words: readonly string[],
  head: string,
  headFirst: boolean,
): void {
  const own = verbsOfNoun(head);
  const kind = (VERBS_OF_KIND.find((group) => group.nouns.includes(head))?.verbs ?? []).filter(
    (verb) => !own.includes(verb),
  );
  const reading = {
    verbs: [...own, ...kind],
    object: headFirst ? words.slice(1) : words.slice(0, -1),
  };
  const workers = STAFF_HEADS.has(head);
  // "Management Accounting": an object that is itself an activity makes a compound, not a deed (but the
  // work handed over in "Training Delivery" is one).
  const delivered = isDeliveryLike(head);
  if (reading.object.some((word) => BREAK_WORDS.has(word) || (isActivityNoun(word) && !delivered))) return;
  // The noun itself with "of" before the object: "negotiation of contracts", "training of new employees";
  // a noun of an activity only, one that comes from its own verb ("health of employees" is no deed).
  if (!delivered && own.length > 0 && isActivityNoun(head)) {
    const nouns = nounIndex.get(head) ?? [];
    const object = reading.object.join(' ');
    if (!nouns.some((deed) => deed.skillIndex === skillIndex && deed.object.join(' ') === object))
      nouns.push({ skillIndex, object: reading.object, bare: false, ofKind: false, workers });
    nounIndex.set(head, nouns);
  }
  for (const verb of reading.verbs)
    for (const form of formsOfVerb(verb)) {
      const deeds = index.get(form) ?? [];
      const object = reading.object.join(' ');
      if (!deeds.some((deed) => deed.skillIndex === skillIndex && deed.object.join(' ') === object))
        deeds.push({
          skillIndex,
          object: reading.object,
          bare: form === verb,
          ofKind: kind.includes(verb),
          workers,
        });
      index.set(form, deeds);
    }
}

let deedIndex: Map<string, Deed[]> | undefined;
/** The same deeds by the name's noun, read before "of" and the object (filled with the deed index). */
const nounIndex = new Map<string, Deed[]>();

/**
 * Names of two activities joined ("Loading and Unloading", "Shipping and Receiving"): the two verbs joined
 * the same way are the deed, with no object needed ("loaded and unloaded freight", "shipped and received
 * orders"). The first verb's written forms, each with the second verb's forms that may follow it.
 */
let pairIndex: Map<string, Array<{ skillIndex: number; second: ReadonlySet<string> }>> | undefined;

function indexOfPairs(): Map<string, Array<{ skillIndex: number; second: ReadonlySet<string> }>> {
  if (pairIndex) return pairIndex;
  const index = new Map<string, Array<{ skillIndex: number; second: ReadonlySet<string> }>>();
  SKILLS.forEach((skill, skillIndex) => {
    if ((skill.type !== 'hard' && skill.type !== 'domain') || skill.guard !== undefined) return;
    // The skill's own name only: an alias of two activities names a part of another thing ("Monitoring
    // and Alerting" for Observability, where "monitor and alert the manager" is no deed of it).
    const pair = /^([a-z]+ing) and ([a-z]+ing)$/.exec(skill.name.toLowerCase());
    if (!pair) return;
    const second = new Set(verbsOfNoun(pair[2] ?? '').flatMap((verb) => formsOfVerb(verb)));
    for (const verb of verbsOfNoun(pair[1] ?? ''))
      for (const form of formsOfVerb(verb)) {
        const entries = index.get(form) ?? [];
        if (!entries.some((entry) => entry.skillIndex === skillIndex)) entries.push({ skillIndex, second });
        index.set(form, entries);
      }
  });
  pairIndex = index;
  return index;
}

function indexOfDeeds(): Map<string, Deed[]> {
  if (deedIndex) return deedIndex;
  const index = new Map<string, Deed[]>();
  SKILLS.forEach((skill, skillIndex) => deedsOf(skill, skillIndex, index));
  // After the names' deeds, which a written deed of the same verb and object does not replace. A soft
  // skill that is a practice has written deeds too ("communicate with parent" for Parent Communication).
  SKILLS.forEach((skill, skillIndex) => {
    for (const deed of skill.deeds ?? []) addWrittenDeed(index, skillIndex, deed);
  });
  deedIndex = index;
  return index;
}

/** Object words that stand for the people a person works with or leads ("trained staff"). */
const STAFF_WORDS: ReadonlySet<string> = new Set(['staff', 'employee', 'employees', 'personnel']);

/**
 * Plural nouns of people at work, which a name's "staff" or "employees" stands for: "trained new tellers",
 * "trained plant maintenance personnel", "trained coworkers". Not students, customers or patients: teaching
 * them is another skill.
 */
const WORKERS: ReadonlySet<string> = new Set(
  `employees staff personnel workers coworkers co-workers colleagues associates hires crew volunteers
  interns trainees apprentices agents representatives reps tellers cashiers clerks drivers technicians techs
  operators mechanics electricians nurses aides assistants supervisors managers leads analysts specialists
  servers cooks bartenders salespeople advisors counselors teachers tutors officers guards caregivers
  instructors coaches administrators accountants bookkeepers engineers developers designers writers editors
  recruiters dispatchers inspectors installers laborers stylists receptionists paraprofessionals`.split(
    /\s+/,
  ),
);

/**
 * A text word and the object word it stands for: equal, or its plural ("contracts", "activities"), or a
 * worker for "staff". `plural` is set when the text word is a plural (or a worker), which lets words that
 * describe it stand before it (see objectAfter).
 */
function wordOf(
  text: string,
  word: string,
  workers: boolean,
): { plural: boolean; worker?: boolean } | undefined {
  const worker = workers && STAFF_WORDS.has(word) && WORKERS.has(text);
  // A name may hold the plural itself ("Payments Processing").
  if (text === word) return { plural: /[^su]s$/.test(word), worker };
  if (text === `${word}s` || text === `${word}es`) return { plural: true, worker };
  if (word.endsWith('y') && text === `${word.slice(0, -1)}ies`) return { plural: true };
  if (IRREGULAR_PLURALS[word] === text) return { plural: true, worker };
  if (worker) return { plural: true, worker };
  return undefined;
}

interface Token {
  word: string;
  capitalised: boolean;
  start: number;
  end: number;
  /** Punctuation stands between this word and the one before. */
  broken: boolean;
}

function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(/[A-Za-z][A-Za-z'-]*|\$?\d(?:[\d,.]*\d)?\+?/g)) {
    const between = text.slice(previousEnd, match.index);
    tokens.push({
      word: /^[A-Za-z]/.test(match[0]) ? match[0].toLowerCase() : NUMBER_WORD,
      capitalised: /^[A-Z]/.test(match[0]),
      start: match.index,
      end: match.index + match[0].length,
      broken: /[^\s]/.test(between),
    });
    previousEnd = match.index + match[0].length;
  }
  return tokens;
}

/**
 * Adds one occurrence of a skill to the skills found so far: counted each time, its line kept as evidence
 * once and up to `maxEvidence` lines.
 */
export function addEvidence(
  found: Map<string, SkillMatch>,
  skill: SkillDefinition,
  evidence: SkillEvidence,
  maxEvidence: number,
): void {
  const match = found.get(skill.id);
  if (match === undefined) {
    found.set(skill.id, { id: skill.id, name: skill.name, type: skill.type, count: 1, evidence: [evidence] });
    return;
  }
  match.count += 1;
  if (
    match.evidence.length < maxEvidence &&
    !match.evidence.some((item) => item.lineIndex === evidence.lineIndex)
  )
    match.evidence.push(evidence);
}

/** The skills each line shows by a deed, in order of first occurrence, with up to `maxEvidence` lines each. */
export function findDeedSkills(lines: readonly SkillLine[], maxEvidence: number): SkillMatch[] {
  const index = indexOfDeeds();
  const pairs = indexOfPairs();
  const isDeedVerb = (word: string) => index.has(word);
  const found = new Map<string, SkillMatch>();
  for (const line of lines) {
    const tokens = tokensOf(line.text);
    const words = new Set(tokens.map((token) => token.word));
    for (const [at, token] of tokens.entries()) {
      const joiner = tokens[at + 1];
      const second = tokens[at + 2];
      if (joiner?.word === 'and' && !joiner.broken && second !== undefined && !second.broken)
        for (const pair of pairs.get(token.word) ?? []) {
          const skill = SKILLS[pair.skillIndex];
          if (skill === undefined || !pair.second.has(second.word)) continue;
          const matched = line.text.slice(token.start, second.end);
          addEvidence(found, skill, { lineIndex: line.index, text: line.text, matched }, maxEvidence);
        }
      // "negotiation of contracts", "training of new employees": the name's noun, "of", its object. Not
      // inside a name ("Office of Management and Budget").
      const ofAt = nounOfAt(tokens, at);
      if (ofAt !== undefined && !(token.capitalised && tokens[at - 1]?.capitalised && !token.broken))
        for (const deed of nounIndex.get(token.word) ?? []) {
          const span = objectAfter(tokens, ofAt, deed.object, deed.workers);
          const skill = SKILLS[deed.skillIndex];
          if (span === undefined || skill === undefined) continue;
          const matched = line.text.slice(token.start, span.end);
          addEvidence(found, skill, { lineIndex: line.index, text: line.text, matched }, maxEvidence);
        }
      // "cross-trained", "re-organized": the verb is the last part.
      const deeds = index.get(token.word) ?? index.get(token.word.slice(token.word.lastIndexOf('-') + 1));
      if (deeds === undefined) continue;
      // Where the verb's object starts: after a second verb sharing it ("Answer and route phone calls").
      const objectFrom = sharedObjectVerb(tokens, at, isDeedVerb);
      for (const deed of deeds) {
        if (!mayHoldObject(deed, words)) continue;
        // "Account Management", "Counsel High School": capitalised words are a name, not a deed.
        if (deed.bare && token.capitalised && tokens[at + 1]?.capitalised) continue;
        // A verb of the noun's kind written bare is read only where a line or clause starts ("Manage
        // cashiers"); elsewhere it is as often a noun ("design concepts", "control program").
        if (deed.ofKind && deed.bare && at > 0 && !token.broken) continue;
        const span = objectAfter(tokens, objectFrom, deed.object, deed.workers);
        if (span === undefined) continue;
        const skill = SKILLS[deed.skillIndex];
        if (skill === undefined) continue;
        addEvidence(
          found,
          skill,
          {
            lineIndex: line.index,
            text: line.text,
            matched: line.text.slice(token.start, span.end),
          },
          maxEvidence,
        );
      }
    }
  }
  return [...found.values()];
}

/**
 * Whether a line's words hold the first word of a deed's object in a form `wordOf` reads (a quick test
 * before the reading: a verb such as "develop" has hundreds of deeds).
 */
function mayHoldObject(deed: Deed, words: ReadonlySet<string>): boolean {
  const first = deed.object[0];
  if (deed.workers || first === undefined) return true;
  return (
    words.has(first) ||
    words.has(`${first}s`) ||
    words.has(`${first}es`) ||
    (first.endsWith('y') && words.has(`${first.slice(0, -1)}ies`)) ||
    words.has(IRREGULAR_PLURALS[first] ?? '')
  );
}

/**
 * Where "of" stands after the noun at `at`, directly or after a second activity joined to it ("training and
 * supervision of new employees"), or undefined.
 */
function nounOfAt(tokens: readonly Token[], at: number): number | undefined {
  const next = tokens[at + 1];
  if (next === undefined || next.broken) return undefined;
  if (next.word === 'of') return at + 1;
  const second = tokens[at + 2];
  const of = tokens[at + 3];
  if (
    (next.word === 'and' || next.word === 'or') &&
    second !== undefined &&
    !second.broken &&
    isActivityNoun(second.word) &&
    of?.word === 'of' &&
    !of.broken
  )
    return at + 3;
  return undefined;
}

/** Verbs joined in a series that share one object, at most ("orienting, training, scheduling and coaching"). */
const MAX_SERIES_VERBS = 6;

/**
 * Where the object of the verb at `at` is sought: after the last of the verbs joined to it that share their
 * object ("created and implemented curriculum", "trained and supervised staff": past forms joined by "and"
 * or "or"; "orienting, training, assigning, scheduling, and coaching 20+ employees", "recruited, hired and
 * trained staff": a series separated by commas that ends in "and" or "or", every verb of it in the same
 * form, past or "-ing"); else after the verb itself.
 */
function sharedObjectVerb(tokens: readonly Token[], at: number, isVerb: (word: string) => boolean): number {
  const verb = tokens[at];
  const form =
    verb === undefined
      ? undefined
      : /ed$/.test(verb.word)
        ? 'ed'
        : /ing$/.test(verb.word)
          ? 'ing'
          : undefined;
  if (form === undefined) {
    // Two verbs in the plain form opening a line or a clause share their object: "Plan and direct staff
    // training", "Develop and monitor department budgets" (bullets written in the present).
    const joiner = tokens[at + 1];
    const second = tokens[at + 2];
    if (
      verb !== undefined &&
      (at === 0 || verb.broken) &&
      (joiner?.word === 'and' || joiner?.word === 'or') &&
      !joiner.broken &&
      second !== undefined &&
      !second.broken &&
      !second.capitalised &&
      !/(?:ed|ing|s)$/.test(second.word) &&
      isVerb(second.word)
    )
      return at + 2;
    return at;
  }
  const sameForm = (token: Token | undefined) =>
    token !== undefined &&
    !token.capitalised &&
    token.word.endsWith(form) &&
    token.word.length > form.length + 2;
  let last = at;
  for (let count = 1; count < MAX_SERIES_VERBS; count += 1) {
    const next = tokens[last + 1];
    if (next === undefined) break;
    // "…, and coaching" / "… and coaching": the series ends.
    if (
      (next.word === 'and' || next.word === 'or') &&
      sameForm(tokens[last + 2]) &&
      !tokens[last + 2]?.broken
    ) {
      // Two verbs joined by "and" alone are read for past forms only, as before ("Create and implement"
      // is left alone; an "-ing" pair is as often two nouns).
      if (count === 1 && (form !== 'ed' || next.broken)) return at;
      return last + 2;
    }
    // "…, training": the series goes on after a comma.
    if (next.broken && sameForm(next) && count < MAX_SERIES_VERBS - 1) {
      last += 1;
      continue;
    }
    break;
  }
  return at;
}

/** A possessive stands where a determiner would ("created the school's curriculum"). */
const POSSESSIVE = /(?:'s|s')$/;

/** Words that may describe a plural object between the verb and it ("processed accounts receivable payments"). */
const MAX_DESCRIBING_WORDS = 3;
const DESCRIBING_WORD = /^[a-z][a-z-]*$/;

/**
 * Where the object of the verb at `at` ends, when it follows within the allowed gap: determiners and words
 * of scope ("prepared the annual budget"), or, before a one-word object in the plural, up to three words
 * that describe it ("resolved customer complaints", "trained plant maintenance personnel"). A singular
 * object after such words is another thing ("managed data quality" is not quality management).
 */
function objectAfter(
  tokens: readonly Token[],
  at: number,
  object: readonly string[],
  workers: boolean,
): { end: number } | undefined {
  for (let gap = 0; gap <= MAX_GAP_WORDS + MAX_DESCRIBING_WORDS; gap += 1) {
    const start = at + 1 + gap;
    // The gap's words and the object must follow without punctuation or a word that ends the verb's reach.
    const gapTokens = tokens.slice(at + 1, start);
    if (gapTokens.some((token) => token.broken || BREAK_WORDS.has(token.word))) return undefined;
    const describing = gapTokens.filter(
      (token) => !GAP_WORDS.has(token.word) && !POSSESSIVE.test(token.word),
    );
    if (gapTokens.length - describing.length > MAX_GAP_WORDS) return undefined;
    if (describing.length > MAX_DESCRIBING_WORDS) return undefined;
    if (describing.some((token) => !DESCRIBING_WORD.test(token.word))) return undefined;
    const objectTokens = tokens.slice(start, start + object.length);
    if (objectTokens.length < object.length) return undefined;
    if (objectTokens.some((token) => token.broken)) continue;
    const readings = objectTokens.map((token, position) =>
      wordOf(token.word, object[position] ?? '', workers),
    );
    if (readings.some((reading) => reading === undefined)) continue;
    // A word in "-ing" or a name before a noun makes a compound ("advertising services", "Handling
    // Systems"), except before workers, whom such words only place ("trained new accounting department
    // employees"); a name, only after a verb that opens its clause ("Train new Replenishment associates",
    // not "PMO trained Business Analysts", where "trained" describes them).
    const placesWorkers = readings[0]?.worker === true;
    const opensClause = at === 0 || tokens[at]?.broken === true;
    if (
      describing.some(
        (token) =>
          (token.word.endsWith('ing') && !placesWorkers) ||
          (token.capitalised && !(placesWorkers && opensClause)),
      )
    )
      return undefined;
    if (describing.length > 0 && (object.length !== 1 || !readings[0]?.plural)) continue;
    // The object must end its noun phrase: in "prepares tax vouchers" or "developed business plans" the
    // name's words only describe another thing, so a word that follows without punctuation, other than
    // one that ends the verb's reach ("negotiated contracts with"), ends the reading.
    const next = tokens[start + object.length];
    if (
      next !== undefined &&
      !next.broken &&
      !BREAK_WORDS.has(next.word) &&
      !(AFTER_OBJECT_WORDS.has(next.word) && describing.length === 0) &&
      next.word !== NUMBER_WORD
    )
      return undefined;
    return { end: objectTokens[objectTokens.length - 1]?.end ?? 0 };
  }
  return undefined;
}
