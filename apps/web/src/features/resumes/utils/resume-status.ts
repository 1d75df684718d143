import type { ResumeStatus } from '@careerlens/contracts';

/** UPLOADED and ANALYSIS_IN_PROGRESS both mean "not settled yet". */
export function isAnalysing(status: ResumeStatus): boolean {
  return status === 'UPLOADED' || status === 'ANALYSIS_IN_PROGRESS';
}

export type ResumeStatusLabel = 'Analyzing' | 'Analyzed' | 'Failed';

export function resumeStatusLabel(status: ResumeStatus): ResumeStatusLabel {
  if (status === 'ANALYSIS_COMPLETED') return 'Analyzed';
  if (status === 'ANALYSIS_FAILED') return 'Failed';
  return 'Analyzing';
}

export const STATUS_COLOR_PALETTE: Record<ResumeStatusLabel, 'blue' | 'green' | 'red'> = {
  Analyzing: 'blue',
  Analyzed: 'green',
  Failed: 'red',
};

const UPLOAD_DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** Upload Date column: day, short month, year (en-GB), e.g. "21 Nov 2026". Empty for an invalid date. */
export function formatUploadDate(date: string | number | Date): string {
  const value = new Date(date);
  return Number.isNaN(value.getTime()) ? '' : UPLOAD_DATE_FORMAT.format(value);
}
