import { EXPERIENCE_LEVELS, type ExperienceLevel } from '@careerlens/contracts';
import type { PostingStatement } from './posting-sections';

/** Stated years beyond this are not a requirement ("over 50 years in business"). */
const MAX_PLAUSIBLE_YEARS = 30;

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};

/** A count in digits or words; longer words first, so "fourteen" is not read as "four". */
const NUMBER = String.raw`(?:\d{1,2}(?:\.5)?|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;
/** "five (5)", "ten (10+)": a count repeated in digits. */
const REPEATED = String.raw`(?:\s*\(\s*\d{1,2}\s*\+?\s*\))?`;
/** "5+", "five-plus", "5 plus", "10 or more": the count is the minimum. */
const OR_MORE = String.raw`(?:\s*\+|\s*-?\s*plus\b|\s+or\s+more\b)?`;
/** "3-5", "3 to 5", "two-to-four", "two or three", "between 3 and 5". */
const RANGE_JOIN = String.raw`(?<join>\s*-\s*to\s*-\s*|\s*[-–—]\s*|\s+(?:to|or|and)\s+)`;
/**
 * Years of experience as postings write them: "3-5 years", "3 to 5 years", "5+ years", "five-plus years",
 * "10 or more years", "five (5) years", "two-to-four years", "two decades", and with an article "a year",
 * "a decade", "half a decade", "a decade and a half". "More than five years" and "over five years" keep
 * the five, as they always have: the count is what the employer wrote as the bar. Hyphenated counts
 * ("a two-year degree", "a 5-year contract") describe something else and are not matched.
 */
const YEARS = new RegExp(
  String.raw`\b(?:(?<low>${NUMBER})${REPEATED}${OR_MORE}(?:${RANGE_JOIN}(?<high>${NUMBER})${REPEATED}${OR_MORE})?\s*(?<unit>years?|yrs?|decades?)|(?<half>half\s+)?(?<article>an?)\s+(?:full\s+)?(?<single>year|decade)(?<andHalf>\s+and\s+a\s+half)?)\b(?:\s+or\s+(?:more|longer)\b|\s*-?\s*plus\b|\s*\+)?(?!\s*(?:old|ago)\b)`,
  'gi',
);
/** What follows the years when they measure experience rather than a contract, a degree or a company. */
const EXPERIENCE_AFTER =
  /^[\s'’]*(?:of|in|with|as|at|working|professional|relevant|related|progressive|hands-on|industry|combined|total|direct|practical|proven|post|full-time|paid|prior|previous|recent|\+)|^[\s'’]*(?:[\w-]+\s+){0,3}(?:experience|exp\b)/i;
/** What follows years of a degree, a contract, an age, a company or study ("two years of college"). */
const NOT_EXPERIENCE_AFTER =
  /^[\s'’-]*(?:degree|college|university|program|contract|term|warranty|anniversary|in business|of age|old|ago|guarantee|plan|commitment|(?:or|and)\s+older|of\s+(?:(?:post-?secondary|college|university|formal|higher|full-time|part-time)\s+)?(?:education|study|studies|schooling|coursework|college|university)\b(?!\s+(?:(?!or\b|and\b)[\w-]+\s+){0,3}?(?:experience|exp)\b))/i;
const EXPERIENCE_ANYWHERE = /\b(experience|exp\b|background|track record|worked|working)/i;
/** Years after these words are a time frame, an age or a company's history, not experience asked for. */
const NOT_EXPERIENCE_BEFORE =
  /\b(?:within|after|every|each|per|once|twice|first|next|last|past|following|coming|aged?|founded|established|celebrating)\s+(?:(?:the|about|over|nearly|almost|around)\s+)?$/i;
/** "At least a year", "over a decade": a bar, which an article's count needs when no "experience" follows. */
const BAR_BEFORE =
  /\b(?:at\s+least|minimum(?:\s+of)?|over|more\s+than|no\s+less\s+than|in\s+excess\s+of)\s+$/i;
/** "Up to two years", "no more than a year": a ceiling, so the posting asks for no years at least. */
const CEILING_BEFORE =
  /\b(?:up\s+to|no\s+more\s+than|not\s+more\s+than|at\s+most|less\s+than|fewer\s+than|under)\s+$/i;
/** "a decade or more", "a decade-plus". */
const BAR_AFTER = /(?:\bor\s+(?:more|longer)|\bplus|\+)$/i;
/** "a year of retail experience", "a decade's experience": the experience an article's count is of. */
const EXPERIENCE_RIGHT_AFTER = /^(?:['’]s?)?\s+(?:of\s+)?(?:[\w/&,-]+\s+){0,6}?(?:experience|exp)\b/i;

function toCount(text: string): number {
  const lower = text.toLowerCase();
  return NUMBER_WORDS[lower] ?? Number.parseFloat(lower);
}

interface YearsMention {
  years: number;
  isPreferred: boolean;
}

/** The years a match states: the lower end of a range ("3-5" is 3), a decade as ten. */
function yearsOf(groups: Readonly<Record<string, string | undefined>>, before: string): number {
  if (groups.article !== undefined) {
    const unit = groups.single?.toLowerCase() === 'decade' ? 10 : 1;
    const share = groups.half !== undefined ? 0.5 : groups.andHalf !== undefined ? 1.5 : 1;
    return Math.floor(unit * share);
  }
  const unit = /^decade/i.test(groups.unit ?? '') ? 10 : 1;
  // "Python 3 and 5 years": without "between", "and" joins two things, and the years are the second.
  const isRange = !/^\s+and\s+$/i.test(groups.join ?? '') || /\bbetween\s+$/i.test(before);
  const count = groups.high === undefined || isRange ? groups.low : groups.high;
  return Math.floor(toCount(count ?? '') * unit);
}

/** True when a match measures experience asked for, judged by the words around it. */
function isExperience(match: RegExpExecArray, text: string, before: string): boolean {
  const after = text.slice(match.index + match[0].length);
  if (NOT_EXPERIENCE_BEFORE.test(before) || NOT_EXPERIENCE_AFTER.test(after)) return false;
  const looksLikeExperience = EXPERIENCE_AFTER.test(after) || EXPERIENCE_ANYWHERE.test(text);
  if (match.groups?.article === undefined) return looksLikeExperience;
  // "a year" and "a decade" are everyday words: they count with the experience right after them ("a year
  // of retail experience") or as a bar ("at least a year in retail", "a decade or more"), never in "$50,000
  // a year, depending on experience".
  const isBar = BAR_BEFORE.test(before) || BAR_AFTER.test(match[0]);
  return EXPERIENCE_RIGHT_AFTER.test(after) || (isBar && looksLikeExperience);
}

/** Every "N years of experience" in statements that can state a requirement. */
function yearsMentions(statements: readonly PostingStatement[]): YearsMention[] {
  const mentions: YearsMention[] = [];
  for (const statement of statements) {
    if (statement.intent === 'benefit' || statement.intent === 'excluded') continue;
    for (const match of statement.text.matchAll(YEARS)) {
      const before = statement.text.slice(Math.max(0, match.index - 40), match.index);
      if (!isExperience(match, statement.text, before)) continue;
      const years = CEILING_BEFORE.test(before) ? 0 : yearsOf(match.groups ?? {}, before);
      if (!Number.isFinite(years) || years > MAX_PLAUSIBLE_YEARS) continue;
      mentions.push({ years, isPreferred: statement.intent === 'preferred' });
    }
  }
  return mentions;
}

/**
 * The minimum years of experience a posting asks for. A range counts by its lower end ("5-7 years" is 5).
 * Several required mentions ("5+ years of engineering, 2+ years of React") give the largest, which every
 * candidate must meet; mentions in nice-to-haves count only when nothing is required.
 */
export function findMinYears(statements: readonly PostingStatement[]): number | null {
  const mentions = yearsMentions(statements);
  const required = mentions.filter((mention) => !mention.isPreferred).map((mention) => mention.years);
  if (required.length > 0) return Math.max(...required);
  const preferred = mentions.map((mention) => mention.years);
  return preferred.length > 0 ? Math.min(...preferred) : null;
}

/**
 * Minimum years of experience to a level, by the catalogue's bands: the highest level whose band starts at
 * or below them (0-2 entry, 3-5 mid, 6-9 senior, 10 and more lead: senior's band ends at ten where lead's
 * starts, and a posting that asks for ten at least is a lead's).
 */
export function levelFromYears(years: number): ExperienceLevel {
  let level: ExperienceLevel = 'entry-level';
  for (const band of EXPERIENCE_LEVELS) if (years >= band.minYears) level = band.id;
  return level;
}

/** "Assistant Principal", "Vice Principal", "Elementary School Principal", but not "Assistant Principal Engineer". */
const SCHOOL_PRINCIPAL_BEFORE =
  /\b(?:(?:assistant|vice|deputy)[\s-]+(?:school[\s-]+)?|(?:school|campus|building|elementary|secondary)[\s-]+)principal\b(?!\s+(?!of\b|for\b)[\p{L}\p{N}])/giu;
/** "Principal - High School", "Principal, Elementary School", "Principal (Middle School)". */
const SCHOOL_PRINCIPAL_AFTER =
  /\bprincipal\s*[-–—,:|(]\s*((?:[\p{L}\p{N}-]+\s+){0,2}schools?)\b(?=\s*(?:$|[)\]\-–—,|]))\)?/giu;

/**
 * The text with a school principal's title written as the one word "schoolprincipal", after the school it
 * names ("Principal - High School" -> "High School schoolprincipal"). "Principal" is otherwise a level word
 * ("Principal Engineer"); a school's principal is a job of its own and states no level.
 */
export function markSchoolPrincipal(text: string): string {
  return text
    .replace(SCHOOL_PRINCIPAL_BEFORE, 'schoolprincipal')
    .replace(SCHOOL_PRINCIPAL_AFTER, '$1 schoolprincipal');
}

const STAFF_AS_RANK =
  /\bstaff\s+(?:software|data|machine|ml|product|security|backend|back-end|frontend|front-end|full|fullstack|platform|site|infrastructure|cloud|systems?|research|ux|ui|design|engineer|developer|scientist|designer|architect|researcher|analyst|mobile|ios|android|devops|sre|qa|test)/i;
const LEAD_TITLE =
  /\b(?:principal|head of|director|vp|svp|evp|vice president|chief|cto|cio|cfo|coo|ceo|senior manager|group manager|distinguished)\b|\blead\b(?!\s*(?:gen|generation|generator|qualification|development representative|nurturing))/i;
const SENIOR_TITLE = /\b(?:senior|sr\.?|snr)(?=\s|$|[,/)-])/i;
const ENTRY_TITLE =
  /\b(?:intern|internship|junior|jr\.?|entry[- ]level|entry|graduate|new grad|trainee|apprentice|apprenticeship|student|co-op)\b|^\s*associate\s+(?!director|vice)/i;
const MID_TITLE = /\b(?:mid[- ]level|intermediate)\b/i;

// Grades: roman numerals and digits count only at the end or before a separator ("IV Therapy Nurse" is
// not grade four). I/1 entry, II/2 mid, III/3 and above senior.
const SENIOR_GRADE =
  /\b(?:iii|iv|v)\s*$|\b(?:iii|iv)(?=\s*[,(-])|\b(?:level|l)\s*[3-9]\b|\s[3-5](?=\s*(?:$|[,(-]))/i;
const MID_GRADE = /\bii(?=\s*(?:$|[,(-]))|\b(?:level|l)\s*2\b|\s2(?=\s*(?:$|[,(-]))/i;
const ENTRY_GRADE = /\bi\s*$|\bi(?=\s*[,(-])|\b(?:level|l)\s*1\b|\s1(?=\s*(?:$|[,(-]))/i;

/** The level a title's words state ("Senior", "Jr.", "Lead", "Intern"), if any. */
function levelFromTitleWords(written: string): ExperienceLevel | undefined {
  // A school principal's title states no level: the years do.
  const title = markSchoolPrincipal(written);
  if (LEAD_TITLE.test(title) || STAFF_AS_RANK.test(title)) return 'lead-principal';
  if (SENIOR_TITLE.test(title)) return 'senior-level';
  if (ENTRY_TITLE.test(title)) return 'entry-level';
  if (MID_TITLE.test(title)) return 'mid-level';
  return undefined;
}

/** The level a title's grade states ("Data Scientist II", "Engineer 4"), if any. */
function levelFromTitleGrade(title: string): ExperienceLevel | undefined {
  if (SENIOR_GRADE.test(title)) return 'senior-level';
  if (MID_GRADE.test(title)) return 'mid-level';
  if (ENTRY_GRADE.test(title)) return 'entry-level';
  return undefined;
}

/** The level a title states, by its words or else its grade ("Senior", "Jr.", "Lead", "II", "Engineer 4"). */
export function levelFromTitle(title: string): ExperienceLevel | undefined {
  return levelFromTitleWords(title) ?? levelFromTitleGrade(title);
}

/** The source's level field, when it names one ("Mid-Senior level", "entry level", "Director"). */
function levelFromSource(
  jobLevel: string | null,
): { level: ExperienceLevel; isDefinite: boolean } | undefined {
  const level = (jobLevel ?? '').toLowerCase();
  if (/director|executive|vp|vice president|chief/.test(level))
    return { level: 'lead-principal', isDefinite: true };
  if (/intern|entry|junior|graduate|associate/.test(level))
    return { level: 'entry-level', isDefinite: false };
  if (/mid[- ]?senior/.test(level)) return { level: 'mid-level', isDefinite: false };
  if (/senior/.test(level)) return { level: 'senior-level', isDefinite: false };
  if (/mid|intermediate|experienced/.test(level)) return { level: 'mid-level', isDefinite: false };
  return undefined;
}

/** With nothing stated anywhere, a posting is taken to be mid-level: the most common case. */
const DEFAULT_LEVEL: ExperienceLevel = 'mid-level';

/**
 * The level of a posting, first source that says it wins:
 * 1. a level word in the title ("Senior", "Lead", "Principal", "Staff Engineer", "Junior", "Intern");
 * 2. the source's level when it is director or executive;
 * 3. the minimum years stated (0-2 entry, 3-5 mid, 6-9 senior, 10+ lead);
 * 4. a grade in the title ("I", "II", "III", "Engineer 4"): grades differ between employers, so stated
 *    years beat them ("Specialist I" asking for 10+ years is not an entry-level job);
 * 5. the source's other levels ("Entry level", "Associate" -> entry; "Mid-Senior level" -> mid);
 * 6. mid-level.
 * Years beat the source's own level because boards default that field ("Mid-Senior level") while the
 * years are written by the employer.
 */
export function inferExperienceLevel(
  title: string,
  jobLevel: string | null,
  minYears: number | null,
): ExperienceLevel {
  const fromWords = levelFromTitleWords(title);
  if (fromWords !== undefined) return fromWords;
  const fromSource = levelFromSource(jobLevel);
  if (fromSource?.isDefinite) return fromSource.level;
  if (minYears !== null) return levelFromYears(minYears);
  return levelFromTitleGrade(title) ?? fromSource?.level ?? DEFAULT_LEVEL;
}
