import { fromMonthOrdinal, monthOrdinal } from './dates';
import type { DateFormat, DateRange, TimelineStretch, YearMonth } from './types';

/**
 * Employment timeline: total months, gaps and order. Year-only dates ("2019 – 2021") need a month. For the
 * total we take the middle of the year: a year-only start counts from July and a year-only end up to June, so
 * "2019 – 2021" is 24 months. Reading them as January–December would give 36 (inflated), as December–January
 * 14 (deflated); across random true start and end months the expected length is close to 24. A range inside
 * one year ("2019 – 2019", or a lone "2019") counts April to September, six months; with one month known
 * ("2024 – Present" in June 2024) the unknown one is the middle of the months it can be (March).
 * For gaps we read year-only dates the generous way (start in January, end in December), so a gap is only
 * reported when the months are surely uncovered: "2015 – 2017" then "2018 – 2020" is no gap.
 */
const YEAR_ONLY_START_MONTH = 7;
const YEAR_ONLY_END_MONTH = 6;
const SAME_YEAR_START_MONTH = 4;
const SAME_YEAR_END_MONTH = 9;
/** Gaps shorter than this many months are ordinary job changes. */
export const MIN_GAP_MONTHS = 6;

/** A span in month ordinals, inclusive. */
interface Span {
  start: number;
  end: number;
}

function referenceOrdinal(referenceDate: Date): number {
  return monthOrdinal({ year: referenceDate.getUTCFullYear(), month: referenceDate.getUTCMonth() + 1 });
}

function endOf(range: DateRange, referenceDate: Date): YearMonth | undefined {
  if (range.current) return { year: referenceDate.getUTCFullYear(), month: referenceDate.getUTCMonth() + 1 };
  return range.end;
}

/** The span used for the total: year-only dates read as mid-year (see above). */
export function spanForTotal(range: DateRange, referenceDate: Date): Span | undefined {
  const start = range.start;
  const end = endOf(range, referenceDate);
  if (!start || !end) return undefined;
  let startMonth = start.month || YEAR_ONLY_START_MONTH;
  let endMonth = end.month || YEAR_ONLY_END_MONTH;
  if (start.year === end.year) {
    // Inside one year, an unknown month is the middle of the months it can be.
    if (start.month === 0 && end.month === 0)
      [startMonth, endMonth] = [SAME_YEAR_START_MONTH, SAME_YEAR_END_MONTH];
    else if (start.month === 0) startMonth = Math.floor((1 + end.month) / 2);
    else if (end.month === 0) endMonth = Math.ceil((start.month + 12) / 2);
  }
  const span = { start: start.year * 12 + startMonth - 1, end: end.year * 12 + endMonth - 1 };
  return clamp(span, referenceDate);
}

/** The span used for gaps: year-only dates read as widely as possible. */
function spanForGaps(range: DateRange, referenceDate: Date): Span | undefined {
  const start = range.start;
  const end = endOf(range, referenceDate);
  if (!start || !end) return undefined;
  return clamp(
    { start: start.year * 12 + (start.month || 1) - 1, end: end.year * 12 + (end.month || 12) - 1 },
    referenceDate,
  );
}

function clamp(span: Span, referenceDate: Date): Span | undefined {
  const now = referenceOrdinal(referenceDate);
  const end = Math.min(span.end, now);
  if (span.start > end) return undefined;
  return { start: span.start, end };
}

/** Months covered by the union of the ranges (overlaps once), 'Present' being the reference month. */
export function totalMonths(ranges: DateRange[], referenceDate: Date): number {
  const spans = ranges
    .map((range) => spanForTotal(range, referenceDate))
    .filter((span): span is Span => span !== undefined)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let covered: Span | undefined;
  for (const span of spans) {
    if (!covered || span.start > covered.end + 1) {
      if (covered) total += covered.end - covered.start + 1;
      covered = { ...span };
    } else covered.end = Math.max(covered.end, span.end);
  }
  if (covered) total += covered.end - covered.start + 1;
  return total;
}

/**
 * Stretches of at least `MIN_GAP_MONTHS` months covered by no role, oldest first. `from` is the last month
 * of work before the gap, `to` the first month of the next role, `months` the months in between. Months the
 * resume shows the person studying (`study`: education the resume dates) are no gap: summer jobs between
 * terms of a degree are not eight-month gaps, and the resume already accounts for that time.
 *
 * Each gap carries the whole stretch between its roles (`between`) when studies cover part of it; the
 * stretches of `MIN_GAP_MONTHS` or more that studies cover entirely are returned as `studied` (said, not
 * counted as gaps).
 */
export function timelineGaps(
  ranges: DateRange[],
  referenceDate: Date,
  study: readonly DateRange[] = [],
): {
  gaps: Array<{ from: YearMonth; to: YearMonth; months: number; between?: TimelineStretch }>;
  studied: TimelineStretch[];
} {
  // Months the file gives as a year alone ("2004"), which a stretch's ends say as the year alone.
  const yearOnlyEnds = new Set<number>();
  const yearOnlyStarts = new Set<number>();
  const spans = ranges
    .flatMap((range) => {
      const span = spanForGaps(range, referenceDate);
      if (!span) return [];
      if (!range.current && range.end && !range.end.month) yearOnlyEnds.add(span.end);
      if (range.start && !range.start.month) yearOnlyStarts.add(span.start);
      return [span];
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const studied = study
    .map((range) => spanForGaps(range, referenceDate))
    .filter((span): span is Span => span !== undefined);
  const gaps: Array<{ from: YearMonth; to: YearMonth; months: number; between?: TimelineStretch }> = [];
  const studiedStretches: TimelineStretch[] = [];
  const stretchOf = (span: Span): TimelineStretch => {
    const from = fromMonthOrdinal(span.start - 1);
    const to = fromMonthOrdinal(span.end + 1);
    return {
      from: yearOnlyEnds.has(span.start - 1) ? { ...from, month: 0 } : from,
      to: yearOnlyStarts.has(span.end + 1) ? { ...to, month: 0 } : to,
      months: span.end - span.start + 1,
    };
  };
  let coveredEnd: number | undefined;
  for (const span of spans) {
    if (coveredEnd !== undefined) {
      const between = { start: coveredEnd + 1, end: span.start - 1 };
      const whole = stretchOf(between);
      const parts = uncovered(between, studied)
        .map(stretchOf)
        .filter((part) => part.months >= MIN_GAP_MONTHS);
      for (const part of parts) gaps.push(part.months === whole.months ? part : { ...part, between: whole });
      if (parts.length === 0 && whole.months >= MIN_GAP_MONTHS) studiedStretches.push(whole);
    }
    coveredEnd = coveredEnd === undefined ? span.end : Math.max(coveredEnd, span.end);
  }
  return { gaps, studied: studiedStretches };
}

/** The parts of a stretch of months that none of the spans covers, in order. */
function uncovered(stretch: Span, spans: readonly Span[]): Span[] {
  let parts: Span[] = stretch.start <= stretch.end ? [stretch] : [];
  for (const cover of spans) {
    parts = parts.flatMap((part) => {
      if (cover.end < part.start || cover.start > part.end) return [part];
      const left = { start: part.start, end: cover.start - 1 };
      const right = { start: cover.end + 1, end: part.end };
      return [left, right].filter((piece) => piece.start <= piece.end);
    });
  }
  return parts;
}

/**
 * True when dated roles run newest first, false when not, undefined when fewer than two roles are dated.
 * Ranges are compared as read for the total. Newest first is read by start or by end date, as resumes are
 * ordered either way: they differ only where roles overlap ("2010 – 2013" above "2011 – 2012" is newest
 * first by start date). A role is out of order only when it is newer than the one above it at both ends.
 */
export function isReverseChronological(ranges: DateRange[], referenceDate: Date): boolean | undefined {
  const dated = ranges.flatMap((range) => {
    const span = spanForTotal(range, referenceDate);
    return span ? [{ span, wide: spanForGaps(range, referenceDate) ?? span }] : [];
  });
  if (dated.length < 2) return undefined;
  for (let position = 1; position < dated.length; position += 1) {
    const previous = (dated[position - 1] as (typeof dated)[number]).span;
    const { span, wide } = dated[position] as (typeof dated)[number];
    const newerEnd = span.end > previous.end;
    const newerStart = span.start > previous.start;
    if (!((newerEnd && span.start >= previous.start) || (newerStart && span.end >= previous.end))) continue;
    // A year without its month ("2000") inside the role above it cannot be said to come after it.
    if (wide.start <= previous.end && wide.end >= previous.start && wide.end !== span.end) continue;
    return false;
  }
  return true;
}

/** How many dates were written in each format. */
export function countDateFormats(ranges: DateRange[]): Partial<Record<DateFormat, number>> {
  const counts: Partial<Record<DateFormat, number>> = {};
  for (const range of ranges) counts[range.format] = (counts[range.format] ?? 0) + 1;
  return counts;
}
