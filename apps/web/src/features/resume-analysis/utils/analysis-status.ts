import type { ResumeStatus } from '@careerlens/contracts';

/** UPLOADED and ANALYSIS_IN_PROGRESS show the analysis-in-progress panel. */
export function isAnalysing(status: ResumeStatus): boolean {
  return status === 'UPLOADED' || status === 'ANALYSIS_IN_PROGRESS';
}

export function statusLabel(status: ResumeStatus): 'Analyzing' | 'Analyzed' | 'Failed' {
  if (status === 'ANALYSIS_COMPLETED') return 'Analyzed';
  if (status === 'ANALYSIS_FAILED') return 'Failed';
  return 'Analyzing';
}

/** The rotating stage messages of the in-progress panel (parsing, ATS check, skills, recommendations). */
export const ANALYSIS_STAGES = [
  'Parsing your resume...',
  'Running the ATS compatibility check...',
  'Analyzing your skills against the market...',
  'Preparing your recommendations...',
] as const;
export const ANALYSIS_STAGE_INTERVAL_MS = 3000;
/** The spec's 1-2 minute estimate, kept as the upper bound: most resumes are read in a few seconds. */
export const ANALYSIS_ESTIMATE = 'Most resumes take a few seconds; a long one can take 1-2 minutes.';
export const ANALYSIS_FAILED_TITLE = 'Resume analysis failed';
