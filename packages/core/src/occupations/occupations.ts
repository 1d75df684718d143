import { ONET_JSON } from './onet-data.generated';

/**
 * The occupation backbone: O*NET-SOC occupations (O*NET 29.2, CC BY 4.0, see ONET_ATTRIBUTION), their
 * ~50,000 alternate and reported titles, their related occupations in O*NET's tiers, job zones and
 * distinctive task words. Built by scripts/build-onet.mjs; parsed once, on first use.
 */
export interface Occupation {
  /** O*NET-SOC code, e.g. "13-2011.00". */
  code: string;
  title: string;
  /** O*NET job zone 1-5 (the preparation the work needs), 0 when O*NET gives none. */
  jobZone: number;
}

export interface OccupationMatch extends Occupation {
  /** 0-1: an O*NET title as written is near 1; a title read from a part of it, or from words, less. */
  confidence: number;
}

interface Backbone {
  occupations: Occupation[];
  byCode: Map<string, number>;
  titles: Map<string, number[]>;
  /** related[i]: occupation index -> tier (1 Primary-Short, 2 Primary-Long, 3 Supplemental). */
  related: Array<Map<number, number>>;
  tasks: string[][];
  /** Title words -> the titles holding them, for reading titles that are not O*NET's as written (lazy). */
  wordTitles: Map<string, string[]> | null;
  attribution: string;
}

let backbone: Backbone | null = null;

function load(): Backbone {
  if (backbone) return backbone;
  const data = JSON.parse(ONET_JSON) as {
    attribution: string;
    occupations: Array<[string, string, number, string, string]>;
    titles: string;
  };
  const occupations = data.occupations.map(([code, title, jobZone]) => ({ code, title, jobZone }));
  const related = data.occupations.map(([, , , pairs]) => {
    const map = new Map<number, number>();
    for (const pair of pairs.split(' ').filter(Boolean)) {
      const [to, tier] = pair.split(':').map(Number);
      if (to !== undefined && tier !== undefined) map.set(to, tier);
    }
    return map;
  });
  const titles = new Map<string, number[]>();
  for (const line of data.titles.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0)
      titles.set(
        line.slice(0, tab),
        line
          .slice(tab + 1)
          .split(',')
          .map(Number),
      );
  }
  backbone = {
    occupations,
    byCode: new Map(occupations.map((occupation, i) => [occupation.code, i])),
    titles,
    related,
    tasks: data.occupations.map(([, , , , words]) => words.split(' ').filter(Boolean)),
    wordTitles: null,
    attribution: data.attribution,
  };
  return backbone;
}

/** Person nouns by their ending: a specialist's (-ist), a practitioner's (-ian) or a recorder's (-grapher). */
const PERSON_NOUN_ENDING = /^\p{L}{3,}(?:ist|ian|grapher)$/u;
/** "assist" ends a truncated reported title ("Dental Assist") but is a verb. */
const NOT_PERSON_NOUNS = new Set(['assist']);
let titleHeads: Set<string> | null = null;

/**
 * The person nouns that end O*NET's titles ("physiotherapist", "sonographer", "optician"; 467 words): a job
 * title ending in one names an occupation, whatever the hand-written title lexicon lists.
 */
export function onetTitleHeads(): ReadonlySet<string> {
  if (titleHeads) return titleHeads;
  const heads = new Set<string>();
  for (const title of load().titles.keys()) {
    const head = title.slice(title.lastIndexOf(' ') + 1);
    if (PERSON_NOUN_ENDING.test(head) && !NOT_PERSON_NOUNS.has(head)) heads.add(head);
  }
  titleHeads = heads;
  return heads;
}

let titleEndCounts: ReadonlyMap<string, number> | undefined;

/** How many of O*NET's titles each last word ends ("technician" 1,696). */
function titlesEnding(): ReadonlyMap<string, number> {
  if (!titleEndCounts) {
    const counts = new Map<string, number>();
    for (const title of load().titles.keys()) {
      const head = title.slice(title.lastIndexOf(' ') + 1);
      counts.set(head, (counts.get(head) ?? 0) + 1);
    }
    titleEndCounts = counts;
  }
  return titleEndCounts;
}

/** Titles a word must end to be a person noun of work. */
const MIN_TITLES_ENDING = 3;

/**
 * Whether a word (any case) is the person noun of job titles: the last word of at least three of O*NET's
 * titles ("teacher", "cook", "cashier", "underwriter"), not a thing ("account", "network").
 */
export function isTitleHead(word: string): boolean {
  return (titlesEnding().get(word.toLowerCase()) ?? 0) >= MIN_TITLES_ENDING;
}

/**
 * Titles a word must end to be read as a person noun where a verb could stand ("Lead technician…"): at 14
 * the words ending titles that are things or function words ("education" 10, "products" 6, "in" 8) are
 * left out and person nouns kept ("deputy" 14, "cook" 75, "technician" 1,696).
 */
const MIN_TITLES_ENDING_AS_PERSON = 14;

/**
 * Whether a word (lower case) is a person noun of work in the singular: the last word of at least 14 of
 * O*NET's titles, not a plural ("products") and not a word of three letters or fewer ("in", "up").
 */
export function isPersonNounOfTitles(word: string): boolean {
  return (
    word.length >= 4 &&
    !/[^s]s$/u.test(word) &&
    (titlesEnding().get(word) ?? 0) >= MIN_TITLES_ENDING_AS_PERSON
  );
}

/**
 * The O*NET-SOC codes of every occupation that lists a title exactly as written (after normaliseTitle):
 * "Product Designer" is both a mechanical drafter's and an industrial designer's title. Empty when none does.
 */
export function occupationsOfTitleAsWritten(title: string): string[] {
  const b = load();
  return (b.titles.get(normaliseTitle(title)) ?? []).flatMap((i) => {
    const occupation = b.occupations[i];
    return occupation ? [occupation.code] : [];
  });
}

/** The attribution O*NET's licence asks for, to show wherever derived data is used. */
export function onetAttribution(): string {
  return load().attribution;
}

export function occupationByCode(code: string): Occupation | undefined {
  const b = load();
  const i = b.byCode.get(code);
  return i === undefined ? undefined : b.occupations[i];
}

/** Lower case, "&" as "and", every run of other characters one space (as the build script does). */
export function normaliseTitle(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

/**
 * Words that say a rank, a contract or a shift, not an occupation: "Senior Accountant" is an accountant.
 * O*NET lists many titles with them ("Senior Accountant"), so they are removed only when the title as
 * written is not found.
 */
const NOISE_WORDS = new Set(
  `senior sr junior jr lead principal staff associate assistant entry level mid i ii iii iv v 1 2 3 4 5
  trainee intern internship apprentice temporary temp contract contractor part full time remote hybrid
  onsite on site f m w d m w d x all genders night day shift weekend per diem prn seasonal the a an`.split(
    /\s+/,
  ),
);

/** Whether a word says a rank, a contract or a shift in a title ("lead", "senior", "assistant"). */
export function isRankWord(word: string): boolean {
  return NOISE_WORDS.has(word.toLowerCase());
}

/** Confidence of each way a title is read. */
const WHOLE_TITLE = 0.95;
const WITHOUT_NOISE = 0.9;
/** A part of a longer title ("Rust Engineer - Options Trading", "Nurse (ICU)"): the first part most. */
const FIRST_PART = 0.85;
const LATER_PART = 0.75;
/** The longest run of the title's last words that is an O*NET title ("Licensed Clinical Social Worker"). */
const TAIL_BASE = 0.5;
const TAIL_SPAN = 0.35;
/** Shared words with O*NET titles, weighed by how rare each word is among titles. */
const WORDS_MAX = 0.6;
const MIN_WORDS_SCORE = 0.5;

function pick(indices: readonly number[], confidence: number, title?: string): OccupationMatch {
  const b = load();
  // A title several occupations share ("Manager") says less; the first listed (lowest code) is kept.
  const share = indices.length === 1 ? 1 : Math.max(0.6, 1 - 0.1 * (indices.length - 1));
  let best = indices[0] ?? 0;
  if (title && indices.length > 1) {
    // Prefer the occupation whose own title shares the most words with the title read.
    const words = new Set(title.split(' '));
    let most = -1;
    for (const i of indices) {
      const own = normaliseTitle(b.occupations[i]?.title ?? '').split(' ');
      const shared = own.filter((word) => words.has(word) || words.has(word.replace(/s$/, ''))).length;
      if (shared > most) {
        most = shared;
        best = i;
      }
    }
  }
  const occupation = b.occupations[best] as Occupation;
  return { ...occupation, confidence: Math.round(confidence * share * 100) / 100 };
}

function exact(words: readonly string[]): number[] | undefined {
  if (words.length === 0) return undefined;
  return load().titles.get(words.join(' '));
}

function lookupPart(words: readonly string[]): { indices: number[]; factor: number; key: string } | null {
  const whole = exact(words);
  if (whole) return { indices: whole, factor: 1, key: words.join(' ') };
  const clean = words.filter((word) => !NOISE_WORDS.has(word));
  const cleaned = exact(clean);
  if (cleaned) return { indices: cleaned, factor: WITHOUT_NOISE / WHOLE_TITLE, key: clean.join(' ') };
  // The longest run of last words that is a title ("clinical social worker" in a longer title).
  for (let start = 1; start < clean.length; start += 1) {
    const tail = exact(clean.slice(start));
    if (tail) {
      const span = (clean.length - start) / clean.length;
      return {
        indices: tail,
        factor: (TAIL_BASE + TAIL_SPAN * span) / WHOLE_TITLE,
        key: clean.slice(start).join(' '),
      };
    }
  }
  return null;
}

/** Reads a title from its words: the O*NET title sharing the most rare words with it. */
function wordIndex(b: Backbone): Map<string, string[]> {
  if (b.wordTitles) return b.wordTitles;
  const wordTitles = new Map<string, string[]>();
  for (const title of b.titles.keys()) {
    for (const word of new Set(title.split(' '))) {
      const holders = wordTitles.get(word);
      if (holders) holders.push(title);
      else wordTitles.set(word, [title]);
    }
  }
  b.wordTitles = wordTitles;
  const total = b.titles.size;
  for (const title of b.titles.keys()) {
    let sum = 0;
    for (const word of title.split(' '))
      sum += Math.max(0, Math.log(total / (1 + (wordTitles.get(word)?.length ?? total))));
    titleWeights.set(title, sum);
  }
  return wordTitles;
}

/** The summed rare-word weight of each O*NET title (built with the word index). */
const titleWeights = new Map<string, number>();

function byWords(words: readonly string[]): OccupationMatch | null {
  const b = load();
  const wordTitles = wordIndex(b);
  const clean = [...new Set(words.filter((word) => !NOISE_WORDS.has(word)))];
  if (clean.length === 0) return null;
  const total = b.titles.size;
  const weight = (word: string) => Math.log(total / (1 + (wordTitles.get(word)?.length ?? total)));
  const own = clean.reduce((sum, word) => sum + Math.max(0, weight(word)), 0);
  if (own <= 0) return null;
  const scores = new Map<string, number>();
  for (const word of clean) {
    const holders = wordTitles.get(word);
    if (!holders || holders.length > 2000) continue;
    const w = Math.max(0, weight(word));
    for (const title of holders) scores.set(title, (scores.get(title) ?? 0) + w);
  }
  let bestTitle = '';
  let bestScore = 0;
  for (const [title, shared] of scores) {
    const length = titleWeights.get(title) ?? 0;
    // Dice over rare-word weight: both the title read and the O*NET title should be covered.
    const score = (2 * shared) / (own + length);
    if (score > bestScore || (score === bestScore && title < bestTitle)) {
      bestScore = score;
      bestTitle = title;
    }
  }
  if (bestScore < MIN_WORDS_SCORE) return null;
  const indices = b.titles.get(bestTitle);
  return indices ? pick(indices, WORDS_MAX * bestScore, bestTitle) : null;
}

const cache = new Map<string, OccupationMatch | null>();

/**
 * The O*NET-SOC occupation a job title names, with a confidence: the title as O*NET lists it (0.95), the
 * same without rank or contract words (0.9), its first or a later part ("Rust Engineer - Options
 * Trading": 0.85 / 0.75), its longest tail that is a title (0.5-0.85 by how much of it), or else the O*NET
 * title sharing the most rare words with it (at most 0.6). Null when nothing fits.
 */
export function occupationOfTitle(title: string): OccupationMatch | null {
  const key = title.trim().toLowerCase();
  if (cache.has(key)) return cache.get(key) ?? null;
  const whole = normaliseTitle(title).split(' ').filter(Boolean);
  let result: OccupationMatch | null = null;
  const found = lookupPart(whole);
  if (found) result = pick(found.indices, WHOLE_TITLE * found.factor, found.key);
  if (!result) {
    const parts = title
      .split(/\s[-–—|/]\s|[,;:()[\]]|\s@\s|\bat\b/u)
      .map((part) => normaliseTitle(part).split(' ').filter(Boolean))
      .filter((part) => part.length > 0);
    for (const [position, part] of parts.entries()) {
      if (parts.length < 2) break;
      const hit = lookupPart(part);
      if (hit) {
        result = pick(hit.indices, (position === 0 ? FIRST_PART : LATER_PART) * hit.factor, hit.key);
        break;
      }
    }
  }
  if (!result) result = byWords(whole);
  if (cache.size > 20_000) cache.clear();
  cache.set(key, result);
  return result;
}

/**
 * How related two occupations are, from O*NET: 1 the same occupation (or two detailed occupations of one
 * SOC occupation, "15-1252.00" and "15-1252.01"), then O*NET's related-occupation tiers in either
 * direction: Primary-Short 0.8, Primary-Long 0.6, Supplemental 0.4; 0 otherwise.
 */
export const RELATEDNESS_BY_TIER: Readonly<Record<number, number>> = Object.freeze({
  1: 0.8,
  2: 0.6,
  3: 0.4,
});

const relatednessCache = new Map<string, number>();

export function occupationRelatedness(left: string, right: string): number {
  if (left === right) return 1;
  if (left.slice(0, 7) === right.slice(0, 7)) return 1;
  const key = left < right ? `${left}|${right}` : `${right}|${left}`;
  const known = relatednessCache.get(key);
  if (known !== undefined) return known;
  const b = load();
  const tierOf = (from: string, to: string) => {
    const i = b.byCode.get(from);
    // Related occupations are listed for ".00" codes and the detailed ones with data; fall back to ".00".
    const j = b.byCode.get(to) ?? b.byCode.get(`${to.slice(0, 7)}.00`);
    const base = i === undefined ? b.byCode.get(`${from.slice(0, 7)}.00`) : i;
    if (base === undefined || j === undefined) return undefined;
    return b.related[base]?.get(j);
  };
  const tiers = [tierOf(left, right), tierOf(right, left)].filter(
    (tier): tier is number => tier !== undefined,
  );
  const value = tiers.length ? Math.max(...tiers.map((tier) => RELATEDNESS_BY_TIER[tier] ?? 0)) : 0;
  relatednessCache.set(key, value);
  return value;
}

/** The distinctive task words of an occupation (see scripts/build-onet.mjs). */
export function occupationTaskWords(code: string): readonly string[] {
  const b = load();
  const i = b.byCode.get(code);
  return i === undefined ? [] : (b.tasks[i] ?? []);
}

/**
 * The occupations whose distinctive task words the text uses most, best first with a 0-1 score (the
 * share of an occupation's task words the text holds, scaled): for resumes whose titles are vague
 * ("Consultant", "Owner") the work lines say what the work was.
 */
export function occupationsByTasks(
  text: string,
  limit = 3,
): Array<{ occupation: Occupation; score: number }> {
  const b = load();
  const words = new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length > 3),
  );
  const scored: Array<{ occupation: Occupation; score: number }> = [];
  b.tasks.forEach((taskWords, i) => {
    if (taskWords.length === 0) return;
    let hits = 0;
    for (const word of taskWords) if (words.has(word)) hits += 1;
    const score = hits / taskWords.length;
    if (hits >= 3) scored.push({ occupation: b.occupations[i] as Occupation, score });
  });
  return scored
    .sort((a, b2) => b2.score - a.score || a.occupation.code.localeCompare(b2.occupation.code))
    .slice(0, limit);
}
