import type { Resume } from '@careerlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isAnalysing } from '../utils/resume-status';
import { queryKeys } from '../../../lib/query-keys';

/** While any resume is still being analysed, the list asks again this often. */
export const RESUME_LIST_POLL_MS = 2000;

/** My resumes, primary first, then newest first (the server's order). */
export function getResumes(): Promise<Resume[]> {
  return api.get<Resume[]>('/resumes');
}

export const getResumesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.resumes.list,
    queryFn: getResumes,
    // Keeps the status badges current until every analysis has settled.
    refetchInterval: (query) =>
      query.state.data?.some((resume) => isAnalysing(resume.status)) ? RESUME_LIST_POLL_MS : false,
  });

export function useResumes() {
  return useQuery(getResumesQueryOptions());
}
