import type { PostingStatement } from './posting-sections';
import type { JobPostingInput, PostingAnalysis } from './types';

export type EducationLevel = NonNullable<PostingAnalysis['education']>;

/** Lowest first: the order that "lowest degree asked for" compares in. */
const EDUCATION_ORDER: readonly EducationLevel[] = [
  'none',
  'high-school',
  'associate',
  'bachelors',
  'masters',
  'doctorate',
];

/** Patterns per level. Abbreviations are matched case-sensitively so that "ms" or "ba" in prose do not count. */
const EDUCATION_PATTERNS: ReadonlyArray<readonly [EducationLevel, RegExp]> = [
  [
    'none',
    /\b(no (college |university |formal )?degree (is )?(required|necessary|needed)|degree (is )?not required|no formal education)/i,
  ],
  [
    'high-school',
    /\b(high[- ]school (diploma|education|graduate|degree|or equivalent)|secondary school (diploma|education|certificate)|h\.?s\.? diploma|\bGED\b|diploma or equivalent)/i,
  ],
  [
    'associate',
    /\b(associate'?s? degree|associate (of|in) (arts|science|applied)|two[- ]year degree|\bA\.A\.S?\.|\bAAS\b)/i,
  ],
  [
    'bachelors',
    /\b(bachelor'?s?|baccalaureate|undergraduate degree|(college|university|four[- ]year|4[- ]year) degree|(?<!(?:master'?s?|doctoral|associate'?s?|graduate|ph\.?d\.?)\s)degree in|\bBSN\b|\bB\.?Tech\b|\bB\.?Eng\b)/i,
  ],
  ['bachelors', /\b(BS|BA|B\.S\.?|B\.A\.?|BSc|B\.Sc\.?|B\.E\.)(?=[\s/,)]|$)/],
  [
    'masters',
    /\b(master'?s (degree|of|in|or)|masters degree|master of|master degree|graduate degree|\bMBA\b|\bMSN\b|\bM\.?Tech\b)/i,
  ],
  // "MS Office" is Microsoft, not a master's degree.
  [
    'masters',
    /\b(MS|MA|M\.S\.?|M\.A\.?|MSc|M\.Sc\.?|MEng|M\.Eng\.?)(?=[\s/,)]|$)(?!\s*(?:Office|Excel|Word|Project|SQL|Teams|Access|Outlook|PowerPoint|Dynamics|Visio|Azure|365))/,
  ],
  [
    'doctorate',
    /\b(ph\.?\s?d|doctorate|doctoral degree|doctor of|pharm\.?\s?d|juris doctor|\bJ\.D\.|\bDNP\b|M\.D\.)/i,
  ],
];

/** A cheap gate before the patterns: only statements that talk about degrees or study are read. */
const DEGREE_CONTEXT =
  /\b(degree|diploma|bachelor|baccalaureate|master|ph\.?d|doctor|doctorate|pharm\.?d|juris|ged|graduate|undergraduate|education|equivalent|BS|BA|MS|MBA|BSN|MSN)\b/i;

/**
 * The lowest degree a posting asks for ("Bachelor's required, Master's preferred" -> bachelors; "high
 * school diploma or GED" -> high-school), or null when it names none. Company, benefits and legal text
 * is not read ("our team of PhDs").
 */
export function findEducation(statements: readonly PostingStatement[]): EducationLevel | null {
  let lowest: number | undefined;
  for (const statement of statements) {
    if (statement.intent === 'benefit' || statement.intent === 'excluded') continue;
    if (!DEGREE_CONTEXT.test(statement.text)) continue;
    for (const [level, pattern] of EDUCATION_PATTERNS) {
      if (!pattern.test(statement.text)) continue;
      const rank = EDUCATION_ORDER.indexOf(level);
      if (lowest === undefined || rank < lowest) lowest = rank;
    }
  }
  return lowest === undefined ? null : (EDUCATION_ORDER[lowest] ?? null);
}

/** Words after "hybrid" that make it a way of working. */
const HYBRID_WORK =
  /^[\s(-]*(?:(?:role|position|job|opportunity|work|working|schedule|arrangement|setup|set-up|model|remote|office|in-office|on-?site|workplace|basis|format|mode|policy|flexibility|team)\b|\(|\d+\s*days?\b)/i;
/** Words after "hybrid" that make it something else: clouds, vehicles, apps, methods. */
const HYBRID_OTHER =
  /^[\s,/-]*(?:cloud|clouds|multi-?cloud|it\b|infrastructure|architecture|architectures|environments|systems?\b|networks?\b|apps?\b|applications?\b|mobile|vehicles?\b|cars?\b|electric|engines?\b|powertrains?\b|ev\b|search|storage|approach|methods?\b|methodolog|models\b|model of care|solutions?\b|deployments?\b|integration|data\b|database|workloads?\b|kubernetes|identity|ai\b|ml\b|learning|classes|courses|events?\b|meetings?\b|assets?\b|seeds?\b|varieties)/i;
/** Ways of saying the work is hybrid without the word after it telling: "Location: Hybrid", "(Hybrid)". */
const HYBRID_STANDALONE =
  /(?:\bis hybrid\b|\bremote\s*\/\s*hybrid\b|\bhybrid\s*\/\s*remote\b|\(hybrid\)|\bhybrid\s*[)|:;,.]|\bhybrid\s*$|\bhybrid\s+-\s|(?:location|workplace|work type|work location|arrangement|schedule)\s*:\s*[^.\n]{0,40}\bhybrid\b)/im;

/**
 * True when the posting says the work is hybrid: the source flags it, or the text says "hybrid role",
 * "hybrid work", "Location: Hybrid", "hybrid (3 days in the office)". "Hybrid cloud", "hybrid apps" and
 * "hybrid vehicles" do not count.
 */
export function isHybridPosting(text: string, jobType: JobPostingInput['jobType']): boolean {
  if (jobType.includes('HYBRID')) return true;
  for (const match of text.matchAll(/\bhybrid\b/gi)) {
    const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 40);
    if (HYBRID_OTHER.test(after)) continue;
    if (HYBRID_WORK.test(after)) return true;
    const around = text.slice(Math.max(0, (match.index ?? 0) - 60), (match.index ?? 0) + match[0].length + 3);
    if (HYBRID_STANDALONE.test(around)) return true;
  }
  return false;
}
