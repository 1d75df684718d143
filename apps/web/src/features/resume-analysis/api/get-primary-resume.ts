import type { Resume } from '@careerlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiClientError, api } from '../../../lib/api-client';
import { isAnalysing } from '../utils/analysis-status';
import { queryKeys } from '../../../lib/query-keys';

/** While the primary resume is UPLOADED or ANALYSIS_IN_PROGRESS, it is asked for again this often. */
export const PRIMARY_RESUME_POLL_MS = 2000;

/** The primary resume, or null when there is none (404). Other failures throw. */
export async function getPrimaryResume(): Promise<Resume | null> {
  try {
    return (await api.get<Resume | null>('/resumes/primary')) ?? null;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  }
}

export const getPrimaryResumeQueryOptions = () =>
  queryOptions({
    // Under ['resumes']: uploads, deletes and Set as Primary on My Resumes refresh it too.
    queryKey: queryKeys.resumes.primary,
    queryFn: getPrimaryResume,
    // Until the analysis settles, so the status refreshes by itself.
    refetchInterval: (query) =>
      query.state.data && isAnalysing(query.state.data.status) ? PRIMARY_RESUME_POLL_MS : false,
  });

export function usePrimaryResume() {
  return useQuery(getPrimaryResumeQueryOptions());
}

/** One resume of the user by id (any resume's report can be opened), or null when it is not theirs (404). */
export async function getResume(id: string): Promise<Resume | null> {
  try {
    return await api.get<Resume>(`/resumes/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The resume the report shows: the one named in the address (`?resume=<id>`), else the primary one. */
export function useReportResume(id: string | null) {
  return useQuery(
    id
      ? queryOptions({
          queryKey: queryKeys.resumes.one(id),
          queryFn: () => getResume(id),
          refetchInterval: (query) =>
            query.state.data && isAnalysing(query.state.data.status) ? PRIMARY_RESUME_POLL_MS : false,
        })
      : getPrimaryResumeQueryOptions(),
  );
}
