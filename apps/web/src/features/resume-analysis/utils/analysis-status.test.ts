import { describe, expect, it } from 'vitest';
import { ANALYSIS_STAGES, isAnalysing, statusLabel } from './analysis-status';

describe('analysis status', () => {
  it('shows the progress panel for UPLOADED and ANALYSIS_IN_PROGRESS only', () => {
    expect(isAnalysing('UPLOADED')).toBe(true);
    expect(isAnalysing('ANALYSIS_IN_PROGRESS')).toBe(true);
    expect(isAnalysing('ANALYSIS_COMPLETED')).toBe(false);
    expect(isAnalysing('ANALYSIS_FAILED')).toBe(false);
    expect(statusLabel('ANALYSIS_FAILED')).toBe('Failed');
  });

  it('rotates through parsing, the ATS check, skills analysis and recommendations', () => {
    expect(ANALYSIS_STAGES).toHaveLength(4);
    expect(ANALYSIS_STAGES[0]).toMatch(/Parsing/);
    expect(ANALYSIS_STAGES[1]).toMatch(/ATS/);
    expect(ANALYSIS_STAGES[2]).toMatch(/skills/);
    expect(ANALYSIS_STAGES[3]).toMatch(/recommendations/);
  });
});
