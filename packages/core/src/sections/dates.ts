import { FOREIGN_MONTHS, FOREIGN_PRESENT, FOREIGN_RANGE_WORDS, FOREIGN_SINCE } from './languages';
import { escapeRegExp } from './text';
import type { DateFormat, DateRange, YearMonth } from './types';

/**
 * Dates as resumes write them: "Jan 2020 - Present", "01/2019 to Current", "2019–2021", "Fall 2020 - Spring
 * 2021", "May '19 – Aug '20", "Since 2020". English month names (full, three letters, with a dot, "Sept").
 */

const MONTH_NUMBERS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** First and last month of each season; winter is read as the start of the named year. */
const SEASON_MONTHS: Record<string, [number, number]> = {
  spring: [3, 5],
  summer: [6, 8],
  fall: [9, 11],
  autumn: [9, 11],
  winter: [1, 2],
};

/** A fixed, far-off reference date for callers that need where dates are, not how long ago (never the clock). */
export const DATE_SEARCH_REFERENCE = new Date(Date.UTC(2100, 0, 1));

/** Years accepted as dates; later ones only up to this far past the reference date (expected graduations). */
const MIN_YEAR = 1950;
const MAX_YEARS_AHEAD = 10;

/** Month names of the other languages, longest first so that "juillet" is not read as "juil". */
const FOREIGN_MONTH_NAMES = Object.keys(FOREIGN_MONTHS)
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');
const MONTH = `(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|${FOREIGN_MONTH_NAMES})(?![\\p{L}])\\.?`;
const foreignWords = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => escapeRegExp(word).replace(/ /g, '\\s+'))
    .join('|');
const YEAR4 = '(?:19[5-9]\\d|20[0-4]\\d)';
const YEAR2 = "['’‘`]\\d{2}";

const MONTH_NAME_DATE = new RegExp(
  `\\b${MONTH}(?:\\s+(\\d{1,2})(?:st|nd|rd|th)?)?[\\s,.-]{0,3}(${YEAR4}|${YEAR2})(?!\\d)`,
  'giu',
);
const SEASON_DATE = new RegExp(
  `\\b(spring|summer|fall|autumn|winter)[\\s,]{1,2}(${YEAR4}|${YEAR2})(?!\\d)`,
  'gi',
);
/** "15.03.2019" or "15/03/2019": a day-first full date, read as its month. */
const DAY_MONTH_YEAR = new RegExp(
  `(?<![\\d/.-])(?:0?[1-9]|[12]\\d|3[01])([./])(0?[1-9]|1[0-2])\\1(${YEAR4})(?![\\d/.-]\\d)`,
  'g',
);
const NUMERIC_MONTH_YEAR = new RegExp(`(?<![\\d/.-])(0?[1-9]|1[0-2]) ?([/.-]) ?(${YEAR4})(?![\\d/-])`, 'g');
const YEAR_MONTH = new RegExp(`(?<![\\d/.-])(${YEAR4})([-/])(0[1-9]|1[0-2])(?![\\d/-])`, 'g');
const YEAR_ONLY = new RegExp(`(?<![\\d$£€#]|\\d[.,])(${YEAR4})(?![\\d%]|[.,]\\d)`, 'g');

/** Between the two ends of a range. '/' only joins two bare years ("2018/2019"). */
const RANGE_SEPARATOR = new RegExp(
  `^\\s*(?:-{1,2}|–|—|−|~|to|until|till|through|thru|${foreignWords(FOREIGN_RANGE_WORDS)})\\s*$`,
  'iu',
);
const YEAR_PAIR_SEPARATOR = /^\s*\/\s*$/;
/** Words that close a range as ongoing. */
const CURRENT_AFTER = new RegExp(
  `^\\s*(?:(?:(?:-{1,2}|–|—|−|~)\\s*(?:(?:to|till|until)\\s+)?|to|until|till|through|thru|${foreignWords(FOREIGN_RANGE_WORDS)})\\s*(?:the\\s+)?(present|current(?:ly)?|now|today|date|ongoing|onwards?|${foreignWords(FOREIGN_PRESENT)})(?![\\p{L}])|\\s*[-–—]?\\s*(onwards?|ongoing)\\b)`,
  'iu',
);
/** "Since 2020" opens a range that is still running. */
const SINCE_BEFORE = new RegExp(`(?<![\\p{L}])(?:since|${foreignWords(FOREIGN_SINCE)})\\s*$`, 'iu');
/** "Jan – Mar 2020": a bare month before a separator and a dated month. */
const BARE_MONTH_BEFORE = new RegExp(
  `(?<![\\p{L}])${MONTH}\\s*(?:-{1,2}|–|—|−|to|until|till|through|bis|à|al|hasta|até|tot)\\s*$`,
  'iu',
);

interface DateToken {
  index: number;
  length: number;
  start: YearMonth;
  end: YearMonth;
  format: DateFormat;
  /** yyyy-mm tokens with a month of 10-12 may really be a short year range ("2010-11"). */
  yearMonthText?: { year: number; second: number };
}

/** A date or date range found in a text, with where it sits. */
export interface DateMatch {
  range: DateRange;
  /** Offset and length of the matched text in the searched string. */
  index: number;
  length: number;
  /** False for a lone date (start = end). */
  isRange: boolean;
}

function monthNumber(name: string): number {
  const lower = name.toLowerCase().replace(/\.$/, '');
  return FOREIGN_MONTHS[lower] ?? MONTH_NUMBERS[lower.slice(0, 3)] ?? 0;
}

function yearFrom(text: string, referenceYear: number): number {
  if (/^\d{4}$/.test(text)) return Number(text);
  const short = Number(text.slice(1));
  return 2000 + short <= referenceYear + MAX_YEARS_AHEAD ? 2000 + short : 1900 + short;
}

function collectTokens(text: string, referenceYear: number): DateToken[] {
  const tokens: DateToken[] = [];
  const push = (match: RegExpExecArray, start: YearMonth, end: YearMonth, format: DateFormat) => {
    tokens.push({ index: match.index, length: match[0].length, start, end, format });
  };
  for (const match of text.matchAll(MONTH_NAME_DATE)) {
    const year = yearFrom(match[3] ?? '', referenceYear);
    const month = monthNumber(match[1] ?? '');
    push(match, { year, month }, { year, month }, 'month-name-year');
  }
  for (const match of text.matchAll(SEASON_DATE)) {
    const year = yearFrom(match[2] ?? '', referenceYear);
    const [first, last] = SEASON_MONTHS[(match[1] ?? '').toLowerCase()] ?? [1, 12];
    push(match, { year, month: first }, { year, month: last }, 'season-year');
  }
  for (const match of text.matchAll(DAY_MONTH_YEAR)) {
    const month = Number(match[2]);
    const year = Number(match[3]);
    push(match, { year, month }, { year, month }, 'dd.mm.yyyy');
  }
  for (const match of text.matchAll(NUMERIC_MONTH_YEAR)) {
    const month = Number(match[1]);
    const year = Number(match[3]);
    const format: DateFormat = match[2] === '/' ? 'mm/yyyy' : match[2] === '-' ? 'mm-yyyy' : 'other';
    push(match, { year, month }, { year, month }, format);
  }
  for (const match of text.matchAll(YEAR_MONTH)) {
    const year = Number(match[1]);
    const month = Number(match[3]);
    push(match, { year, month }, { year, month }, 'yyyy-mm');
    const token = tokens.at(-1);
    if (token && match[2] === '-' && month >= 10) token.yearMonthText = { year, second: month };
  }
  for (const match of text.matchAll(YEAR_ONLY)) {
    const year = Number(match[1]);
    push(match, { year, month: 0 }, { year, month: 0 }, 'year-only');
  }
  const plausible = tokens.filter(
    (token) => token.start.year >= MIN_YEAR && token.end.year <= referenceYear + MAX_YEARS_AHEAD,
  );
  // Longest first at each position, then drop anything overlapping a kept token.
  plausible.sort((a, b) => a.index - b.index || b.length - a.length);
  const kept: DateToken[] = [];
  let reach = -1;
  for (const token of plausible) {
    if (token.index < reach) continue;
    kept.push(token);
    reach = token.index + token.length;
  }
  return kept;
}

function referenceMonth(referenceDate: Date): YearMonth {
  return { year: referenceDate.getUTCFullYear(), month: referenceDate.getUTCMonth() + 1 };
}

function rangeFormat(first: DateToken, second?: DateToken): DateFormat {
  if (!second || second.format === first.format) return first.format;
  return 'other';
}

/**
 * Every date and date range in `text`, left to right. Ranges join two dates by a dash, "to", "until",
 * "through"; "Present", "Current", "Now", "Today", "to date" close a range as ongoing, as does "Since 2020".
 */
export function findDates(text: string, referenceDate: Date): DateMatch[] {
  const now = referenceMonth(referenceDate);
  const tokens = collectTokens(text, now.year);
  const matches: DateMatch[] = [];
  for (let position = 0; position < tokens.length; position += 1) {
    const first = tokens[position];
    if (!first) continue;
    const next = tokens[position + 1];
    const afterFirst = first.index + first.length;
    let startIndex = first.index;
    let start = first.start;
    if (first.format === 'month-name-year') {
      const before = BARE_MONTH_BEFORE.exec(text.slice(0, first.index));
      if (before) {
        const month = monthNumber(before[1] ?? '');
        start = { year: month > first.start.month ? first.start.year - 1 : first.start.year, month };
        startIndex = before.index;
      }
    }
    const between = next ? text.slice(afterFirst, next.index) : '';
    const pairs =
      next &&
      (RANGE_SEPARATOR.test(between) ||
        (YEAR_PAIR_SEPARATOR.test(between) && first.format === 'year-only' && next.format === 'year-only'));
    if (next && pairs) {
      const end = next.index + next.length;
      matches.push({
        range: {
          start,
          end: next.end,
          current: false,
          text: text.slice(startIndex, end),
          format: rangeFormat(first, next),
        },
        index: startIndex,
        length: end - startIndex,
        isRange: true,
      });
      position += 1;
      continue;
    }
    const current = CURRENT_AFTER.exec(text.slice(afterFirst));
    const since = SINCE_BEFORE.exec(text.slice(0, first.index));
    if (current || since) {
      const from = since ? since.index : startIndex;
      const end = afterFirst + (current ? current[0].length : 0);
      matches.push({
        range: { start, end: now, current: true, text: text.slice(from, end), format: first.format },
        index: from,
        length: end - from,
        isRange: true,
      });
      continue;
    }
    if (first.yearMonthText && first.yearMonthText.second > first.yearMonthText.year % 100) {
      // "2010-11" is far more often an academic year than November 2010.
      const century = first.yearMonthText.year - (first.yearMonthText.year % 100);
      matches.push({
        range: {
          start: { year: first.yearMonthText.year, month: 0 },
          end: { year: century + first.yearMonthText.second, month: 0 },
          current: false,
          text: text.slice(first.index, afterFirst),
          format: 'year-only',
        },
        index: first.index,
        length: first.length,
        isRange: true,
      });
      continue;
    }
    matches.push({
      range: {
        start,
        end: first.end,
        current: false,
        text: text.slice(startIndex, afterFirst),
        format: first.format,
      },
      index: startIndex,
      length: afterFirst - startIndex,
      isRange: startIndex !== first.index || first.format === 'season-year',
    });
  }
  return matches;
}

/**
 * The first date range in `text` (or, failing a range, the first lone date, with start = end), or undefined
 * when the text holds no date. 'Present' and the like end at the month of `referenceDate`.
 */
export function parseDateRange(text: string, referenceDate: Date): DateRange | undefined {
  const matches = findDates(text, referenceDate);
  const range = matches.find((match) => match.isRange) ?? matches[0];
  return range?.range;
}

/** Months since year 0 for a month-precise date; year-only dates need a rule first (see timeline.ts). */
export function monthOrdinal(date: YearMonth): number {
  return date.year * 12 + (date.month - 1);
}

/** The date for a month ordinal. */
export function fromMonthOrdinal(ordinal: number): YearMonth {
  return { year: Math.floor(ordinal / 12), month: (ordinal % 12) + 1 };
}
