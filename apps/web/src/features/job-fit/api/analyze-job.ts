import type { JobAnalysisResult } from '@careerlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { toApiClientError } from '../../../lib/api-client';
import { readStoredToken } from '../../../lib/session-storage';

export interface AnalyzeJobInput {
  resume: File;
  /** The posting to compare with (a job profile's jobPost.id). */
  jobPostId?: string;
}

/**
 * POST /api/v1/resume-analysis/analyze-job as a plain fetch (spec section 7): it works without a token. When
 * signed in the Bearer token is added so the server rate-limits per user; a 401 here never ends the session.
 */
export async function analyzeJob({ resume, jobPostId }: AnalyzeJobInput): Promise<JobAnalysisResult> {
  const form = new FormData();
  form.append('resume', resume, resume.name);
  if (jobPostId) form.append('jobPostId', jobPostId);
  const headers = new Headers({ Accept: 'application/json' });
  const token = readStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(`${env.API_URL}/v1/resume-analysis/analyze-job`, {
      method: 'POST',
      headers,
      body: form,
    });
  } catch (error) {
    throw toApiClientError(error);
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  if (!response.ok) throw toApiClientError(body, response.status);
  return body as JobAnalysisResult;
}

export function useAnalyzeJob() {
  return useMutation({ mutationFn: analyzeJob });
}
