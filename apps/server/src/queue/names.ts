/** Queue names, one per kind of background work. */
export const JOB_NAMES = {
  analyzeResume: 'resume.analyze',
  syncBoards: 'postings.sync-boards',
  generateProfiles: 'profiles.generate',
  computeMatches: 'matches.compute',
  refreshMatches: 'matches.refresh',
} as const;

export interface AnalyzeResumeJob {
  resumeId: string;
  /** Analyse again even when the current method already did (the user changed their target role). */
  force?: boolean;
  /** Times this analysis was put off because the OCR process had no room for the scan (OCR_BUSY). */
  busyRetries?: number;
}

export interface PostingsJob {
  postIds: string[];
}

export interface RefreshMatchesJob {
  /** Re-rank only if postings gained embeddings (see MatchingService.computeForPrimaryResumes). */
  onlyIfEmbedded?: boolean;
}
