/**
 * Sparse lexical vectors: the cheap "semantic" part of the fit score. Words are lower-cased, stop words
 * removed and lightly stemmed ("dashboards", "dashboard" -> "dashboard"; "analysed", "analyzing" ->
 * "analyz"), taxonomy skills become their own terms ("#sql") with extra weight, and the vector keeps its
 * strongest terms, L2-normalised, as plain JSON so that it can be stored with a posting or a resume.
 *
 * There is no corpus inside the engine, so term weights are term frequency (sublinear, or binary) times an
 * optional IDF table that the server may compute from its postings with `computeIdf`; without one every
 * term has the same IDF. Pure and deterministic.
 */

/** A sparse vector: terms in ascending code-unit order, with their weights (L2 norm 1, or empty). */
export interface SparseVector {
  terms: string[];
  weights: number[];
  /**
   * Optional: `termHash` of each term, in the same order. Stored with posting vectors so that ranking many
   * postings against one resume compares small integers instead of strings (see `HashedVectorTable`).
   */
  hashes?: number[];
}

/** Term -> inverse document frequency, as a plain object (JSON) or a Map. */
export type IdfTable = Readonly<Record<string, number>> | ReadonlyMap<string, number>;

export interface LexicalVectorOptions {
  /** Keep at most this many terms, the heaviest (ties by term). Default 64. */
  maxTerms?: number;
  /**
   * 'sublinear': 1 + ln(tf), tf capped at MAX_TERM_FREQUENCY (default); 'binary': 1 for any term present.
   * Resumes use 'binary' so that repeating a word can never raise their similarity to anything.
   */
  termFrequency?: 'sublinear' | 'binary';
  /** Taxonomy skill ids known to be in the text; each adds the term `#id` with SKILL_TERM_WEIGHT. */
  skillIds?: readonly string[];
  /** IDF per term (stems and `#id` terms); terms not in it get `defaultIdf`. */
  idf?: IdfTable;
  /** IDF of a term missing from `idf` (default 1). */
  defaultIdf?: number;
  /** Add `hashes` (termHash of each term) for fast ranking. Default false. */
  withHashes?: boolean;
}

export const DEFAULT_MAX_TERMS = 64;
/** Repetitions beyond this add nothing even in sublinear mode. */
export const MAX_TERM_FREQUENCY = 5;
/** A skill term weighs this much more than a word: "SQL" says more about a job than "weekly". */
export const SKILL_TERM_WEIGHT = 2;
/** Prefix of skill terms: never produced by the tokeniser, so a skill term never collides with a word. */
export const SKILL_TERM_PREFIX = '#';

/**
 * Function words and the boilerplate of resumes and postings (benefits, equal-opportunity text, "years of
 * experience"): words that say nothing about what a job or a person does. Written by the team.
 */
const STOP_WORDS: ReadonlySet<string> = new Set(
  // Function words.
  (
    'a about above across after again against all almost along also although always am among an and any ' +
    'are around as at be because been before being below between both but by can could did do does doing ' +
    'done down during each either else etc even ever every for from further get gets getting go had has have ' +
    'having he her here hers herself him himself his how however i if in into is it its itself just least ' +
    'less like many may me might more most much must my myself near need needs no nor not now of off often ' +
    'on once one only onto or other others our ours ourselves out over own per plus rather same shall she ' +
    'should since so some such than that the their theirs them themselves then there these they this those ' +
    'though through throughout thus to too toward towards under until up upon us use used uses using very ' +
    'via was we well were what whatever when where whether which while who whom whose why will with within ' +
    'without would yet you your yours yourself yourselves ' +
    // Resume and posting boilerplate.
    'ability able applicant applicants apply candidate candidates company day days desired duties duty ' +
    'employer employment environment excellent experience experienced full good great ideal including ' +
    'job jobs key looking month months new opportunity opportunities position present preferred ' +
    'proven required requirement requirements responsibilities responsibility responsible role roles ' +
    'seeking skill skills strong successful time various work worked working year years ' +
    // Benefits and equal-opportunity text.
    'age benefit benefits bonus color colour dental disability equal gender health identity insurance ' +
    'leave national origin paid pay race religion salary sex sexual status veteran vision'
  ).split(' '),
);

/** Irregular past forms common in resume bullets, to their base form: "built" meets "build". */
const IRREGULAR: ReadonlyMap<string, string> = new Map(
  Object.entries({
    began: 'begin',
    begun: 'begin',
    bought: 'buy',
    brought: 'bring',
    built: 'build',
    chose: 'choose',
    chosen: 'choose',
    drew: 'draw',
    drawn: 'draw',
    drove: 'drive',
    driven: 'drive',
    fought: 'fight',
    found: 'find',
    gave: 'give',
    given: 'give',
    grew: 'grow',
    grown: 'grow',
    held: 'hold',
    kept: 'keep',
    led: 'lead',
    made: 'make',
    met: 'meet',
    oversaw: 'oversee',
    overseen: 'oversee',
    ran: 'run',
    sent: 'send',
    sold: 'sell',
    spent: 'spend',
    spoke: 'speak',
    spoken: 'speak',
    taught: 'teach',
    taken: 'take',
    took: 'take',
    told: 'tell',
    undertook: 'undertake',
    understood: 'understand',
    won: 'win',
    wrote: 'write',
    written: 'write',
  }),
);

/** Lower-case words (letters and digits, keeping the + and # of "c++" and "c#"). */
const WORD = /[\p{L}\p{N}]+[+#]*/gu;
const DIGITS_ONLY = /^\d+[+#]*$/;
/** British "-ise" forms to American "-ize" before stemming: "analyse", "organising" -> "analyze", "organizing". */
const ISE_FORM = /([iy])s(e|es|ed|ing|ation|ations)$/;

/**
 * A light stemmer: plural, -ing and -ed endings, British -ise spellings and a final -e, so that the forms of
 * one word meet ("managed", "manage", "managing" -> "manag"; "reports", "reporting" -> "report"). It does
 * not try to be Porter: a few unrelated words may meet, which costs little in a similarity.
 */
export function stem(word: string): string {
  let w = IRREGULAR.get(word) ?? word;
  if (w.length > 4) w = w.replace(ISE_FORM, '$1z$2');
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  // "planning" -> "plann" -> "plan"; "modelled" -> "modell" -> "model".
  if (w.length > 3 && /([bdfglmnprt])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Word -> its term ('' for a word that is dropped). Bounded; only speeds up words seen before. */
const termCache = new Map<string, string>();
const MAX_CACHED_WORDS = 50_000;
const NON_ASCII = /[^\u0000-\u007f]/;

function termOf(word: string): string {
  let term = termCache.get(word);
  if (term === undefined) {
    term = '';
    if (word.length >= 2 && !DIGITS_ONLY.test(word) && !isStopWord(word)) {
      const stemmed = stem(word);
      if (stemmed.length >= 2 && !isStopWord(stemmed)) term = stemmed;
    }
    if (termCache.size >= MAX_CACHED_WORDS) termCache.clear();
    termCache.set(word, term);
  }
  return term;
}

/** The content terms of a text, in order, with repeats: stop words and bare numbers removed, stemmed. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  const lower = (NON_ASCII.test(text) ? text.normalize('NFKC') : text).toLowerCase();
  for (const match of lower.matchAll(WORD)) {
    const term = termOf(match[0]);
    if (term !== '') terms.push(term);
  }
  return terms;
}

/** The distinct content terms of a text, sorted. */
export function lexicalTerms(text: string): string[] {
  return [...new Set(tokenize(text))].sort(compareTerms);
}

/** Code-unit order: the same everywhere, whatever the locale. */
export function compareTerms(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}

function idfLookup(idf: IdfTable | undefined, defaultIdf: number): (term: string) => number {
  if (idf === undefined) return () => defaultIdf;
  if (idf instanceof Map) {
    const map = idf as ReadonlyMap<string, number>;
    return (term) => map.get(term) ?? defaultIdf;
  }
  const record = idf as Readonly<Record<string, number>>;
  // Object.hasOwn: a word such as "constructor" must not read the prototype.
  return (term) => (Object.hasOwn(record, term) ? (record[term] ?? defaultIdf) : defaultIdf);
}

/**
 * The lexical vector of a text: sublinear (or binary) term frequency times IDF, skill terms weighted up,
 * the `maxTerms` heaviest terms kept, L2-normalised, terms sorted. An empty text gives an empty vector.
 */
export function lexicalVector(text: string, options: LexicalVectorOptions = {}): SparseVector {
  const maxTerms = options.maxTerms ?? DEFAULT_MAX_TERMS;
  const binary = options.termFrequency === 'binary';
  const idfOf = idfLookup(options.idf, options.defaultIdf ?? 1);
  const counts = new Map<string, number>();
  for (const term of tokenize(text)) counts.set(term, (counts.get(term) ?? 0) + 1);
  const weighted: Array<[string, number]> = [];
  for (const [term, count] of counts) {
    const tf = binary ? 1 : 1 + Math.log(Math.min(count, MAX_TERM_FREQUENCY));
    weighted.push([term, tf * idfOf(term)]);
  }
  for (const id of new Set(options.skillIds ?? [])) {
    const term = `${SKILL_TERM_PREFIX}${id}`;
    weighted.push([term, SKILL_TERM_WEIGHT * idfOf(term)]);
  }
  const vector = normalise(weighted, maxTerms);
  if (options.withHashes) vector.hashes = vector.terms.map(termHash);
  return vector;
}

function normalise(weighted: Array<[string, number]>, maxTerms: number): SparseVector {
  const kept = weighted
    .filter(([, weight]) => weight > 0 && Number.isFinite(weight))
    .sort((left, right) => right[1] - left[1] || compareTerms(left[0], right[0]))
    .slice(0, Math.max(0, maxTerms))
    .sort((left, right) => compareTerms(left[0], right[0]));
  const norm = Math.sqrt(kept.reduce((sum, [, weight]) => sum + weight * weight, 0));
  if (norm === 0) return { terms: [], weights: [] };
  return {
    terms: kept.map(([term]) => term),
    // Rounded so that a stored vector reads back exactly as it was computed.
    weights: kept.map(([, weight]) => Math.round((weight / norm) * 1e6) / 1e6),
  };
}

/** Cosine of two vectors (a dot product, as both are normalised): 0 when either is empty. */
export function cosine(a: SparseVector, b: SparseVector): number {
  let i = 0;
  let j = 0;
  let dot = 0;
  const { terms: aTerms, weights: aWeights } = a;
  const { terms: bTerms, weights: bWeights } = b;
  while (i < aTerms.length && j < bTerms.length) {
    const left = aTerms[i] as string;
    const right = bTerms[j] as string;
    if (left === right) {
      dot += (aWeights[i] ?? 0) * (bWeights[j] ?? 0);
      i += 1;
      j += 1;
    } else if (left < right) i += 1;
    else j += 1;
  }
  return Math.max(0, Math.min(1, dot));
}

/** A vector as a Map, for scoring many vectors against one (see `cosineWithMap`). */
export function vectorToMap(vector: SparseVector): Map<string, number> {
  const map = new Map<string, number>();
  vector.terms.forEach((term, index) => map.set(term, vector.weights[index] ?? 0));
  return map;
}

/** Cosine of a vector with one held as a Map: a lookup per term of `b`, for ranking many candidates. */
export function cosineWithMap(a: ReadonlyMap<string, number>, b: SparseVector): number {
  let dot = 0;
  const { terms, weights } = b;
  for (let index = 0; index < terms.length; index += 1) {
    const weight = a.get(terms[index] as string);
    if (weight !== undefined) dot += weight * (weights[index] ?? 0);
  }
  return Math.max(0, Math.min(1, dot));
}

/**
 * A 30-bit FNV-1a hash of a term (a small integer, so that arrays of them stay compact in memory and JSON).
 * Two terms may share a hash; with a few hundred terms per resume the chance that a posting term meets a
 * different resume term with the same hash is below one in a million per term, and costs a sliver of
 * similarity when it happens.
 */
export function termHash(term: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < term.length; index += 1) {
    hash ^= term.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash & 0x3fffffff;
}

/**
 * One vector (a resume's) as an open-addressing hash table on term hashes, to take the cosine with many
 * vectors that carry `hashes` at the cost of a few integer operations per term.
 */
export class HashedVectorTable {
  private readonly keys: Int32Array;
  private readonly values: Float64Array;
  private readonly mask: number;
  private readonly byTerm: ReadonlyMap<string, number>;

  constructor(vector: SparseVector) {
    let size = 16;
    while (size < vector.terms.length * 2) size *= 2;
    this.keys = new Int32Array(size).fill(-1);
    this.values = new Float64Array(size);
    this.mask = size - 1;
    this.byTerm = vectorToMap(vector);
    vector.terms.forEach((term, index) => {
      const hash = termHash(term);
      let slot = hash & this.mask;
      while (this.keys[slot] !== -1 && this.keys[slot] !== hash) slot = (slot + 1) & this.mask;
      this.keys[slot] = hash;
      // Two resume terms with one hash: their weights add up (a hash collision, vanishingly rare).
      this.values[slot] = (this.values[slot] ?? 0) + (vector.weights[index] ?? 0);
    });
  }

  /** Cosine with the hashed terms weights[start..end) of a packed batch (see quickScoreAll). */
  cosineRange(hashes: Int32Array, weights: Float64Array, start: number, end: number): number {
    const { keys, values, mask } = this;
    let dot = 0;
    for (let index = start; index < end; index += 1) {
      const hash = hashes[index] as number;
      let slot = hash & mask;
      for (;;) {
        const key = keys[slot] as number;
        if (key === hash) {
          dot += (values[slot] as number) * (weights[index] as number);
          break;
        }
        if (key === -1) break;
        slot = (slot + 1) & mask;
      }
    }
    return dot < 0 ? 0 : dot > 1 ? 1 : dot;
  }

  /** Cosine with a vector: by its hashes when it carries them, else by its terms. */
  cosine(other: SparseVector): number {
    const hashes = other.hashes;
    const weights = other.weights;
    if (hashes === undefined || hashes.length !== weights.length) return cosineWithMap(this.byTerm, other);
    const { keys, values, mask } = this;
    let dot = 0;
    for (let index = 0; index < hashes.length; index += 1) {
      const hash = hashes[index] as number;
      let slot = hash & mask;
      for (;;) {
        const key = keys[slot] as number;
        if (key === hash) {
          dot += (values[slot] as number) * (weights[index] as number);
          break;
        }
        if (key === -1) break;
        slot = (slot + 1) & mask;
      }
    }
    return dot < 0 ? 0 : dot > 1 ? 1 : dot;
  }
}

/**
 * IDF from a corpus, for the server: pass the distinct terms of each document (`lexicalTerms(text)`, plus
 * `#id` terms for its skills). idf = ln(1 + N / df). Terms seen in fewer than `minDocuments` documents are
 * left out (they then take the caller's `defaultIdf`, e.g. the largest value in the table).
 */
export function computeIdf(documents: Iterable<readonly string[]>, minDocuments = 2): Record<string, number> {
  const frequency = new Map<string, number>();
  let total = 0;
  for (const terms of documents) {
    total += 1;
    for (const term of new Set(terms)) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  }
  const table: Record<string, number> = {};
  for (const term of [...frequency.keys()].sort(compareTerms)) {
    const count = frequency.get(term) ?? 0;
    if (count >= minDocuments) table[term] = Math.round(Math.log(1 + total / count) * 1e4) / 1e4;
  }
  return table;
}
