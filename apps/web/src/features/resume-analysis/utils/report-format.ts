import type { AnalysisData, AtsCheck } from '@careerlens/contracts';
import { CHECK_GROUPS } from '@careerlens/contracts/constants';

export type CheckGroup = (typeof CHECK_GROUPS)[number];

export const CHECK_GROUP_LABELS: Record<CheckGroup, string> = {
  parseability: 'Parseability',
  structure: 'Structure',
  content: 'Content',
  consistency: 'Consistency',
  targeting: 'Targeting',
};

export const CHECK_GROUP_DESCRIPTIONS: Record<CheckGroup, string> = {
  parseability: 'Can an ATS read every word, in order?',
  structure: 'Are the sections and contact details where an ATS looks for them?',
  content: 'Do your bullets show results, at a length that fits your level?',
  consistency: 'Are dates and formatting written the same way throughout?',
  targeting: 'Does the resume name what your target role asks for?',
};

export const CHECK_STATUS_LABELS: Record<AtsCheck['status'], string> = {
  pass: 'Pass',
  warn: 'Warning',
  fail: 'Fail',
};

/** Points as the report writes them: whole numbers as they are, others to one decimal ("1.1"). */
export function formatPoints(points: number): string {
  const rounded = Math.round(points * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** "3/5" */
export function formatScore(points: number, maxPoints: number): string {
  return `${formatPoints(points)}/${formatPoints(maxPoints)}`;
}

/** Evidence and the ATS text count lines from 1; the analysis counts them from 0. */
export function lineNumber(lineIndex: number): number {
  return lineIndex + 1;
}

/** The checks of each group, in the spec's group order, leaving out groups without checks. */
export function groupChecks(checks: readonly AtsCheck[]): Array<{ group: CheckGroup; checks: AtsCheck[] }> {
  return CHECK_GROUPS.map((group) => ({
    group,
    checks: checks.filter((check) => check.group === group),
  })).filter((entry) => entry.checks.length > 0);
}

/** How many checks passed, warned and failed. */
export function countStatuses(checks: readonly AtsCheck[]): Record<AtsCheck['status'], number> {
  const counts = { pass: 0, warn: 0, fail: 0 };
  for (const check of checks) counts[check.status] += 1;
  return counts;
}

/** The layout penalty as a percentage the score keeps, or null when there is none. */
export function layoutPenalty(analysis: Pick<AnalysisData, 'layoutMultiplier' | 'layoutNote'>): {
  multiplier: number;
  note: string | null;
} | null {
  if (analysis.layoutMultiplier >= 1 && !analysis.layoutNote) return null;
  return { multiplier: analysis.layoutMultiplier, note: analysis.layoutNote };
}

/** The ATS text split into numbered lines (from 1). */
export function numberedLines(text: string): Array<{ number: number; text: string }> {
  return text.split(/\r?\n/).map((line, index) => ({ number: index + 1, text: line }));
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-11-21" or an ISO timestamp as "21 Nov 2026" (date-only values are read as calendar dates). */
export function formatReportDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date);
}

/** A share of postings (0-100) as "42%". */
export function formatShare(share: number): string {
  return `${Math.round(share)}%`;
}
