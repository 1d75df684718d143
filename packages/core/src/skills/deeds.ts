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
  'when',
  'where',
  'so',
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
]);
const MAX_GAP_WORDS = 2;
/** The shortest verb stem read (so that no name yields a verb such as "us" or "do"). */
const MIN_VERB_LENGTH = 4;

interface Deed {
  skillIndex: number;
  object: readonly string[];
  /** The verb as written is its bare form ("manage", not "managed"). */
  bare: boolean;
}

/** The verbs a deverbal noun can come from: "negotiation" → negotiate, "management" → manage. */
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
  const ation = ending('ation');
  if (ation !== undefined) verbs.push(`${ation}ate`, ation, `${ation}e`);
  const ment = ending('ment');
  if (ment !== undefined) verbs.push(ment);
  return [...new Set(verbs)].filter((verb) => verb.length >= MIN_VERB_LENGTH);
}

/** Every written form of a verb: "plan" → plan, plans, planned, planning (and the undoubled forms). */
export function formsOfVerb(verb: string): string[] {
  const forms = [verb];
  if (verb.endsWith('e')) forms.push(`${verb}s`, `${verb}d`, `${verb.slice(0, -1)}ing`);
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

function deedsOf(skill: SkillDefinition, skillIndex: number, index: Map<string, Deed[]>): void {
  if ((skill.type !== 'hard' && skill.type !== 'domain') || skill.guard !== undefined) return;
  for (const name of [skill.name, ...(skill.aliases ?? [])]) {
    const words = name.toLowerCase().split(/\s+/);
    if (words.length < 2 || words.length > 3 || !words.every((word) => WORD.test(word))) continue;
    const first = words[0] ?? '';
    const last = words[words.length - 1] ?? '';
    const reading = first.endsWith('ing')
      ? { verbs: verbsOfNoun(first), object: words.slice(1) }
      : { verbs: verbsOfNoun(last), object: words.slice(0, -1) };
    // "Management Accounting": an object that is itself an activity makes a compound, not a deed.
    if (reading.object.some((word) => BREAK_WORDS.has(word) || ACTIVITY_NOUN.test(word))) continue;
    for (const verb of reading.verbs)
      for (const form of formsOfVerb(verb)) {
        const deeds = index.get(form) ?? [];
        const object = reading.object.join(' ');
        if (!deeds.some((deed) => deed.skillIndex === skillIndex && deed.object.join(' ') === object))
          deeds.push({ skillIndex, object: reading.object, bare: form === verb });
        index.set(form, deeds);
      }
  }
}

let deedIndex: Map<string, Deed[]> | undefined;

function indexOfDeeds(): Map<string, Deed[]> {
  if (deedIndex) return deedIndex;
  const index = new Map<string, Deed[]>();
  SKILLS.forEach((skill, skillIndex) => deedsOf(skill, skillIndex, index));
  deedIndex = index;
  return index;
}

/** A text word and the object word it stands for: equal, or its plural ("contracts", "activities"). */
function isWordOf(text: string, word: string): boolean {
  if (text === word) return true;
  if (text === `${word}s` || text === `${word}es`) return true;
  return word.endsWith('y') && text === `${word.slice(0, -1)}ies`;
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
  for (const match of text.matchAll(/[A-Za-z][A-Za-z'-]*/g)) {
    const between = text.slice(previousEnd, match.index);
    tokens.push({
      word: match[0].toLowerCase(),
      capitalised: /^[A-Z]/.test(match[0]),
      start: match.index,
      end: match.index + match[0].length,
      broken: /[^\s]/.test(between),
    });
    previousEnd = match.index + match[0].length;
  }
  return tokens;
}

/** The skills each line shows by a deed, in order of first occurrence, with up to `maxEvidence` lines each. */
export function findDeedSkills(lines: readonly SkillLine[], maxEvidence: number): SkillMatch[] {
  const index = indexOfDeeds();
  const found = new Map<number, SkillMatch>();
  for (const line of lines) {
    const tokens = tokensOf(line.text);
    for (const [at, token] of tokens.entries()) {
      const deeds = index.get(token.word);
      if (deeds === undefined) continue;
      for (const deed of deeds) {
        // "Account Management", "Counsel High School": capitalised words are a name, not a deed.
        if (deed.bare && token.capitalised && tokens[at + 1]?.capitalised) continue;
        const span = objectAfter(tokens, at, deed.object);
        if (span === undefined) continue;
        const skill = SKILLS[deed.skillIndex];
        if (skill === undefined) continue;
        const evidence: SkillEvidence = {
          lineIndex: line.index,
          text: line.text,
          matched: line.text.slice(token.start, span.end),
        };
        const match = found.get(deed.skillIndex);
        if (match === undefined)
          found.set(deed.skillIndex, {
            id: skill.id,
            name: skill.name,
            type: skill.type,
            count: 1,
            evidence: [evidence],
          });
        else {
          match.count += 1;
          if (
            match.evidence.length < maxEvidence &&
            !match.evidence.some((item) => item.lineIndex === line.index)
          )
            match.evidence.push(evidence);
        }
      }
    }
  }
  return [...found.values()];
}

/** Where the object of the verb at `at` ends, when it follows within the allowed gap. */
function objectAfter(
  tokens: readonly Token[],
  at: number,
  object: readonly string[],
): { end: number } | undefined {
  for (let gap = 0; gap <= MAX_GAP_WORDS; gap += 1) {
    const start = at + 1 + gap;
    // The gap's words and the object must follow without punctuation or a word that ends the verb's reach.
    const gapTokens = tokens.slice(at + 1, start);
    if (gapTokens.some((token) => token.broken || !GAP_WORDS.has(token.word))) return undefined;
    const objectTokens = tokens.slice(start, start + object.length);
    if (objectTokens.length < object.length) return undefined;
    if (objectTokens.some((token) => token.broken)) continue;
    if (!objectTokens.every((token, position) => isWordOf(token.word, object[position] ?? ''))) continue;
    // The object must end its noun phrase: in "prepares tax vouchers" or "developed business plans" the
    // name's words only describe another thing, so a word that follows without punctuation, other than
    // one that ends the verb's reach ("negotiated contracts with"), ends the reading.
    const next = tokens[start + object.length];
    if (next !== undefined && !next.broken && !BREAK_WORDS.has(next.word)) return undefined;
    return { end: objectTokens[objectTokens.length - 1]?.end ?? 0 };
  }
  return undefined;
}
