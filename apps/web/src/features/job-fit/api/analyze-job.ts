import type { JobAnalysisResult } from '@careerlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AnalyzeJobInput {
  resume: File;
  /** The posting to compare with (a job profile's jobPost.id). */
  jobPostId?: string;
}

/**
 * POST /api/v1/resume-analysis/analyze-job (spec section 7): it works without a token. When signed in the
 * client adds the Bearer token so the server rate-limits per user; a 401 here never ends the session.
 */
export function analyzeJob({ resume, jobPostId }: AnalyzeJobInput): Promise<JobAnalysisResult> {
  const form = new FormData();
  form.append('resume', resume, resume.name);
  if (jobPostId) form.append('jobPostId', jobPostId);
  return api.post<JobAnalysisResult>('/v1/resume-analysis/analyze-job', form, { quietUnauthorized: true });
}

export function useAnalyzeJob() {
  return useMutation({ mutationFn: analyzeJob });
}
