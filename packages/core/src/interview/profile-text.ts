/**
 * Wording helpers shared by the profile generator and the grounding checker: comparing texts, turning a
 * posting's responsibility into a phrase that fits a question, and filling bank templates.
 */

/** Two questions whose content words overlap more than this (Jaccard) are the same question reworded. */
export const REWORDED_QUESTION_JACCARD = 0.5;

/**
 * Two questions whose question-and-answer words overlap more than this ask about the same problem (a role
 * question and a skill question on sizing one circuit); measured on generated profiles, unrelated pairs
 * stay under 0.16 in 99 cases out of 100.
 */
export const SAME_TOPIC_JACCARD = 0.2;

/** A placeholder left in a text: "{role}", "{skill}", "{responsibility}" or any other "{name}". */
export const PLACEHOLDER_PATTERN = /\{[A-Za-z_][A-Za-z0-9_-]*\}/;

/** A responsibility phrase longer than this is cut at a clause boundary before it goes into a question. */
const MAX_PHRASE_CHARS = 100;
/** A cut never leaves a phrase shorter than this. */
const MIN_CUT_PHRASE_CHARS = 30;

/** Words that carry no content: function words and the framing every interview question shares. */
const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing done down during each either every few for from further ' +
    'had has have having he her here hers him his how i if in into is it its itself just me more most my ' +
    'no nor not now of off on once only or other our ours out over own same she should so some such than ' +
    'that the their theirs them then there these they this those through to too under until up upon us very ' +
    'was we were what when where which while who whom why will with would yet you your yours yourself ' +
    // Framing shared by most interview questions.
    'tell describe time example walk explain give share talk'
  ).split(' '),
);

/** Letters a stem keeps: "reconcile" and "reconciliation" share "reconci", "statement(s)" share "stateme". */
const STEM_LENGTH = 7;

/**
 * Folds a word to a rough stem, so that plurals, possessives and derived forms compare equal
 * ("dashboards" = "dashboard", "reconciliation" = "reconcile").
 */
function stemWord(word: string): string {
  let stem = word.replace(/['’]s$/u, '');
  if (stem.length > 4 && stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (stem.length > 4 && /(?:sses|xes|ches|shes)$/u.test(stem)) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith('s') && !stem.endsWith('ss') && !stem.endsWith('us')) {
    stem = stem.slice(0, -1);
  }
  return stem.slice(0, STEM_LENGTH);
}

/** The content words of a text, lower-cased and stemmed. */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const match of text.toLowerCase().matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’+#-]*/gu)) {
    const word = match[0].replace(/['’-]+$/u, '');
    if (word.length < 2 || STOP_WORDS.has(word)) continue;
    words.add(stemWord(word));
  }
  return words;
}

/** Share of words two sets have in common (0 when both are empty). */
export function jaccard(first: ReadonlySet<string>, second: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of first) if (second.has(word)) shared += 1;
  const union = first.size + second.size - shared;
  return union === 0 ? 0 : shared / union;
}

/**
 * A text in the form used to compare it with the posting: lower case, straight quotes and dashes, no
 * Markdown emphasis, single spaces, no closing punctuation.
 */
export function normalizeForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/gu, "'")
    .replace(/[\u201c\u201d]/gu, '"')
    .replace(/[\u2010-\u2015\u2212]/gu, '-')
    .replace(/[*_]+/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^[-•·:;,.\s]+/u, '')
    .replace(/[\s.;:,!?…]+$/u, '');
}

/** Upper-cases the first letter. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter unless the first word is an acronym or a mixed-case name ("SQL", "iOS"). */
export function lowerFirst(text: string): string {
  const firstWord = (text.split(/\s/u)[0] ?? '').replace(/[,.;:]+$/u, '');
  if (/^[A-Z][a-z'’-]*$/u.test(firstWord)) return text.charAt(0).toLowerCase() + text.slice(1);
  return text;
}

/** The items without repeats, comparing by the key; the first of each stays. */
export function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const value = key(item);
    if (seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}

/** "Senior Data Engineer" -> "senior data engineer"; acronyms and mixed-case names ("RN", "iOS") keep their case. */
export function lowerTitleCase(text: string): string {
  return text
    .split(' ')
    .map((word) => (/^[A-Z][a-z'’-]+$/u.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** Letters whose spoken name starts with a vowel sound: "an RN", "an HR generalist", but "a UX designer". */
const VOWEL_SOUND_LETTERS: ReadonlySet<string> = new Set([
  'A',
  'E',
  'F',
  'H',
  'I',
  'L',
  'M',
  'N',
  'O',
  'R',
  'S',
  'X',
]);
/** Words that start with a vowel letter but a consonant sound ("a user researcher", "a one-person team"). */
const CONSONANT_SOUND_START = /^(?:uni|use|usu|eu|one\b)/iu;

/** "a" or "an" for the phrase. */
export function articleFor(phrase: string): 'a' | 'an' {
  const firstWord = phrase.split(/[\s,/-]/u)[0] ?? '';
  const isAcronym = firstWord.length > 1 && firstWord === firstWord.toUpperCase() && /[A-Z]/u.test(firstWord);
  const startsWithVowelSound = isAcronym
    ? VOWEL_SOUND_LETTERS.has(firstWord.charAt(0))
    : /^[aeiou]/iu.test(firstWord) && !CONSONANT_SOUND_START.test(firstWord);
  return startsWithVowelSound ? 'an' : 'a';
}

/**
 * Verbs that open a duty ("Build ...", "Reconcile ..."). A phrase that does not open with one gets "handle"
 * in front when it goes into a question, so the question still reads as a sentence.
 */
export const DUTY_VERBS: ReadonlySet<string> = new Set(
  (
    'achieve act adapt address administer advise advocate align analyse analyze answer anticipate apply ' +
    'approve architect arrange assemble assess assist attend audit author automate balance be bill book brief ' +
    'bring budget build calculate calibrate care carry champion check clean close coach code collaborate ' +
    'collect communicate compile complete comply conduct configure connect consult contribute control ' +
    'convert cook coordinate counsel craft create cultivate curate cut debug decide define delegate deliver ' +
    'demonstrate deploy design detect determine develop diagnose direct discover dispatch distribute do ' +
    'document draft drive edit educate enable encourage engage enforce engineer enhance ensure enter ' +
    'establish estimate evaluate examine execute expand explore facilitate file fill find fix follow ' +
    'forecast foster gather generate get give greet grow guide handle help hire hold identify implement ' +
    'improve influence inform inspect install instruct integrate interpret interview introduce investigate ' +
    'keep launch lead learn liaise load log maintain make manage map market measure meet mentor merchandise ' +
    'migrate model moderate monitor motivate negotiate nurture observe obtain onboard operate optimise ' +
    'optimize order organise organize outline own participate partner perform pitch plan plate position ' +
    'prep prepare present prevent prioritise prioritize process procure produce program promote propose ' +
    'prospect protect provide publish purchase qualify raise reach receive recommend reconcile record ' +
    'recruit reduce refine register release renew repair report represent research resolve respond restock ' +
    'review revise roll run safeguard scale schedule scope screen secure sell serve service set shape ship ' +
    'simplify solve source specify spearhead staff standardise standardize start steer stock streamline ' +
    'structure supervise support sustain take teach test track train transform translate transport triage ' +
    'troubleshoot tune uncover update upgrade uphold use validate verify visit welcome work write ' +
    'incorporate choose select approve represent request shadow label rotate sanitize pull bend mount stage ' +
    'wear ingest sync add export escalate share advise precept round calendar join sign explain'
  ).split(' '),
);

/** True for a duty verb in its base form ("keep", "build"). */
export function isDutyVerb(word: string): boolean {
  return DUTY_VERBS.has(word);
}

/** The base form of a verb written as "-ing" or "-s", when it is a duty verb; otherwise undefined. */
function baseVerb(word: string): string | undefined {
  const lower = word.toLowerCase();
  if (DUTY_VERBS.has(lower)) return lower;
  if (lower.endsWith('ing')) {
    const stem = lower.slice(0, -3);
    for (const candidate of [stem, `${stem}e`, stem.slice(0, -1)])
      if (DUTY_VERBS.has(candidate)) return candidate;
  }
  if (lower.endsWith('ies') && DUTY_VERBS.has(`${lower.slice(0, -3)}y`)) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith('es') && DUTY_VERBS.has(lower.slice(0, -2))) return lower.slice(0, -2);
  if (lower.endsWith('s') && DUTY_VERBS.has(lower.slice(0, -1))) return lower.slice(0, -1);
  return undefined;
}

/** Lead-ins before the duty itself ("You will", "As a nurse, you'll", "Responsible for"). */
const LEAD_INS: readonly RegExp[] = [
  /^as (?:a|an|the|our) [^,]{1,60}, /iu,
  /^in this (?:role|position)[, ]+/iu,
  /^(?:here|day to day|day-to-day|each day|every day)[, ]+/iu,
  /^(?:you will|you'll|you’ll|you would|you'd|you are going to|you're going to|you are expected to|you will be expected to)\s+/iu,
  /^(?:your (?:main |key |primary )?(?:responsibilities|duties|tasks) (?:will )?include)\s+/iu,
  /^(?:(?:you are|you're|you will be|you'll be|be|are) )?(?:primarily |mainly |also |directly )?responsible for\s+/iu,
  /^(?:will|shall|must)\s+/iu,
  /^(?:also|then|help to|help)\s+(?=\p{L})/iu,
];

/** Separators inside a list of verbs: "design, build and test", "plan/run", "prep & cook". */
const VERB_LIST_SEPARATOR = /^(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*\/\s*|\s*&\s*)/u;
const LEADING_WORD = /^[\p{L}-]+/u;

/**
 * Splits "Designs, builds and tests software" into its leading verbs in base form ("design", "build",
 * "test"), the verb list as it should be written ("design, build and test") and the rest (" software").
 */
function splitLeadingVerbs(phrase: string): { verbs: string[]; head: string; rest: string } {
  const verbs: string[] = [];
  let head = '';
  let rest = phrase;
  for (;;) {
    const word = LEADING_WORD.exec(rest)?.[0];
    const verb = word === undefined ? undefined : baseVerb(word);
    if (word === undefined || verb === undefined) break;
    verbs.push(verb);
    const after = rest.slice(word.length);
    const separator = VERB_LIST_SEPARATOR.exec(after)?.[0];
    const nextWord =
      separator === undefined ? undefined : LEADING_WORD.exec(after.slice(separator.length))?.[0];
    if (separator !== undefined && nextWord !== undefined && baseVerb(nextWord) !== undefined) {
      head += verb + separator;
      rest = after.slice(separator.length);
      continue;
    }
    head += verb;
    rest = after;
    // Phrasal verbs keep their particle: "check off new assistants", "build out the platform".
    const particle = /^\s+(?:off|up|out|down|over|back)(?=\s+\S)/u.exec(rest)?.[0];
    if (particle !== undefined) {
      head += particle;
      rest = rest.slice(particle.length);
    }
    break;
  }
  return { verbs, head, rest };
}

/** The responsibility without lead-ins, list marks or closing punctuation. */
function stripResponsibility(responsibility: string): string {
  let phrase = responsibility
    .trim()
    .replace(/^[\s\-–—•*·:;,.]+/u, '')
    .replace(/[\s.;:!…]+$/u, '');
  for (let changed = true; changed;) {
    changed = false;
    for (const leadIn of LEAD_INS) {
      const next = phrase.replace(leadIn, '');
      if (next !== phrase && next.length > 0) {
        phrase = next;
        changed = true;
      }
    }
  }
  return phrase;
}

/** Cuts a long phrase at the last clause boundary that leaves enough of it; never inside a word. */
export function shortenPhrase(phrase: string): string {
  if (phrase.length <= MAX_PHRASE_CHARS) return phrase;
  const head = phrase.slice(0, MAX_PHRASE_CHARS + 1);
  const boundaries = [
    /;\s/gu,
    /,\s/gu,
    /\s[-–—]\s/gu,
    /\s(?:such as|including|so that|to ensure|while|which|where)\s/gu,
  ];
  for (const boundary of boundaries) {
    let cut = -1;
    for (const match of head.matchAll(boundary)) {
      if (match.index >= MIN_CUT_PHRASE_CHARS) cut = match.index;
    }
    if (cut > 0) return phrase.slice(0, cut);
  }
  let cut = -1;
  for (const match of head.matchAll(/\s(?:and|or|to|for|with|across|through|by)\s/gu)) {
    if (match.index >= MIN_CUT_PHRASE_CHARS) cut = match.index;
  }
  return cut > 0 ? phrase.slice(0, cut) : phrase;
}

/**
 * A posting's responsibility as a lower-case imperative phrase that fits "a time you {responsibility}":
 * "You will build dashboards for finance leaders." -> "build dashboards for finance leaders";
 * "Responsible for maintaining IV lines" -> "maintain IV lines"; "Designs, builds and tests software" ->
 * "design, build and test software"; a duty without a verb gets "handle" ("handle month-end close").
 * Long duties are cut at a clause boundary.
 */
export function responsibilityPhrase(responsibility: string): string {
  const phrase = stripResponsibility(responsibility);
  const { verbs, head, rest } = splitLeadingVerbs(phrase);
  if (verbs.length === 0) return shortenPhrase(`handle ${lowerFirst(phrase)}`);
  return shortenPhrase(`${head}${rest}`);
}

/** What a responsibility's first duty verb is, and what it acts on ("build" + "dashboards for finance leaders"). */
export function splitDuty(responsibility: string): { verbs: string[]; object: string } {
  const { verbs, rest } = splitLeadingVerbs(stripResponsibility(responsibility));
  return { verbs, object: rest.trim() };
}

/** Values for a bank template's placeholders. */
export interface TemplateFills {
  /** The posting's title, as the posting writes it. */
  role: string;
  /** A skill the posting asks for, written as prose. */
  skill?: string;
  /** The skill as an ability, for "your {skill}" ("your Greenhouse skills"); defaults to `skill`. */
  skillAsAbility?: string;
  /** One of the posting's responsibilities, as `responsibilityPhrase` gives it. */
  responsibility?: string;
}

/**
 * Fills {role}, {skill} and {responsibility}, fixing "a"/"an" before a filled role ("As a {role}" ->
 * "As an Accountant"). Placeholders without a value are left for the caller to detect.
 */
export function fillTemplate(text: string, fills: TemplateFills): string {
  let filled = text.replace(/\b([Aa])n? \{role\}/gu, (_match, letter: string) => {
    const article = articleFor(fills.role);
    return `${letter === 'A' ? capitalize(article) : article} {role}`;
  });
  // Replacer functions: a "$&" or "$'" in a posting's text is kept as written, not read as a pattern.
  filled = filled.replaceAll('{role}', () => fills.role);
  if (fills.skill !== undefined) {
    filled = filled.replace(
      /\b([Yy]our) \{skill\}/gu,
      (_match, your: string) => `${your} ${fills.skillAsAbility ?? fills.skill}`,
    );
    filled = filled.replaceAll('{skill}', () => fills.skill as string);
  }
  if (fills.responsibility !== undefined)
    filled = filled.replaceAll('{responsibility}', () => fills.responsibility as string);
  return filled;
}

/** True when any placeholder is left in the text. */
export function hasPlaceholder(text: string): boolean {
  return PLACEHOLDER_PATTERN.test(text);
}

/**
 * A question without the setting it opens with (a sentence quoting the posting, or "For the … role:"),
 * for comparing what two questions ask.
 */
export function questionBody(question: string): string {
  return question.replace(/^[^“]*“[^”]*”[.:]\s+/u, '').replace(/^For the [^:]{1,200}:\s+/u, '');
}
