import type { JobMatchList } from '@careerlens/contracts';

export type MatchColor = 'green' | 'blue' | 'yellow' | 'red';
export type MatchLabel = 'Excellent' | 'Good' | 'Fair' | 'Poor';

/** Spec section 4, 0-100 scale: 80 and over green Excellent, 60-79 blue Good, 40-59 yellow Fair, below 40 red Poor. */
export const PERCENT_THRESHOLDS = { excellent: 80, good: 60, fair: 40 } as const;

export interface MatchBand {
  percent: number;
  color: MatchColor;
  label: MatchLabel;
}

/** The rounded percentage with its colour and label. */
export function matchBand(score: number): MatchBand {
  const percent = Math.round(Math.min(100, Math.max(0, score)));
  if (percent >= PERCENT_THRESHOLDS.excellent) return { percent, color: 'green', label: 'Excellent' };
  if (percent >= PERCENT_THRESHOLDS.good) return { percent, color: 'blue', label: 'Good' };
  if (percent >= PERCENT_THRESHOLDS.fair) return { percent, color: 'yellow', label: 'Fair' };
  return { percent, color: 'red', label: 'Poor' };
}

/** The URL a card opens: the job URL, or the direct URL when the job URL is missing. */
export function jobLink(match: { jobUrl: string | null; jobUrlDirect: string | null }): string | null {
  return match.jobUrl || match.jobUrlDirect || null;
}

export const DEFAULT_EMPTY_MESSAGE =
  "We're still analyzing your resume. Check back in a few minutes for personalized job recommendations.";

export const NO_RESUME_TITLE = 'No resume to match yet';
export const FAILED_RESUME_TITLE = 'We could not read your primary resume';

/**
 * Why the list is empty. The spec's two titles (in progress while nothing is matched yet, else no
 * matches) apply while a primary resume is there to match; with none, or one that could not be read,
 * "in progress" would be untrue, so those say what happened and lead to the upload.
 */
export function emptyMatchesTitle(data: Pick<JobMatchList, 'hasEmbeddings' | 'resumeStatus'>): string {
  if (data.resumeStatus === null) return NO_RESUME_TITLE;
  if (data.resumeStatus === 'ANALYSIS_FAILED') return FAILED_RESUME_TITLE;
  return data.hasEmbeddings ? 'No job matches found' : 'Resume Analysis in Progress';
}
