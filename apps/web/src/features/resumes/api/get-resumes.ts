import type { Resume } from '@careerlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isAnalysing } from '../utils/resume-status';

/** While any resume is still being analysed, the list asks again this often. */
export const RESUME_LIST_POLL_MS = 2000;

/** Every query about resumes starts with this key, so one invalidation refreshes them all. */
export const RESUMES_QUERY_KEY = ['resumes'] as const;

/** My resumes, primary first, then newest first (the server's order). */
export function getResumes(): Promise<Resume[]> {
  return api.get<Resume[]>('/resumes');
}

export const getResumesQueryOptions = () =>
  queryOptions({
    queryKey: [...RESUMES_QUERY_KEY, 'list'],
    queryFn: getResumes,
    // Keeps the status badges current until every analysis has settled.
    refetchInterval: (query) =>
      query.state.data?.some((resume) => isAnalysing(resume.status)) ? RESUME_LIST_POLL_MS : false,
  });

export function useResumes() {
  return useQuery(getResumesQueryOptions());
}
