import { describe, expect, it } from 'vitest';
import { formatUploadDate, isAnalysing, resumeStatusLabel } from './resume-status';

describe('resume status', () => {
  it('treats UPLOADED and ANALYSIS_IN_PROGRESS as analysing', () => {
    expect(isAnalysing('UPLOADED')).toBe(true);
    expect(isAnalysing('ANALYSIS_IN_PROGRESS')).toBe(true);
    expect(isAnalysing('ANALYSIS_COMPLETED')).toBe(false);
    expect(isAnalysing('ANALYSIS_FAILED')).toBe(false);
  });

  it('labels the four statuses Analyzing, Analyzed and Failed', () => {
    expect(resumeStatusLabel('UPLOADED')).toBe('Analyzing');
    expect(resumeStatusLabel('ANALYSIS_IN_PROGRESS')).toBe('Analyzing');
    expect(resumeStatusLabel('ANALYSIS_COMPLETED')).toBe('Analyzed');
    expect(resumeStatusLabel('ANALYSIS_FAILED')).toBe('Failed');
  });
});

describe('formatUploadDate', () => {
  it('writes day, short month and year in en-GB', () => {
    expect(formatUploadDate(new Date(2026, 10, 21, 12))).toBe('21 Nov 2026');
    expect(formatUploadDate(new Date(2025, 0, 3, 12))).toBe('3 Jan 2025');
  });

  it('returns nothing for an invalid date', () => {
    expect(formatUploadDate('not a date')).toBe('');
  });
});
