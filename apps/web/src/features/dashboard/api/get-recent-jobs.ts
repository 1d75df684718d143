import type { ExperienceLevel, JobPage } from '@careerlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec section 9: the dashboard shows the 3 newest postings. */
export const RECENT_JOBS_PAGE_SIZE = 3;

export interface RecentJobsFilters {
  jobTitle: string | null;
  experienceLevel: ExperienceLevel | null;
}

/** The newest postings for the role and level: page 0, size 3, newest first. Absent filters are left out. */
export function getRecentJobs(filters: RecentJobsFilters): Promise<JobPage> {
  return api.get<JobPage>('/jobs/search', {
    query: {
      jobTitle: filters.jobTitle,
      experienceLevel: filters.experienceLevel,
      page: 0,
      size: RECENT_JOBS_PAGE_SIZE,
      sortBy: 'datePosted',
      sortDir: 'desc',
    },
  });
}

export const getRecentJobsQueryOptions = (filters: RecentJobsFilters) =>
  queryOptions({
    queryKey: queryKeys.jobs.recent(filters.jobTitle, filters.experienceLevel),
    queryFn: () => getRecentJobs(filters),
    staleTime: 5 * 60_000,
  });

export function useRecentJobs(filters: RecentJobsFilters) {
  return useQuery(getRecentJobsQueryOptions(filters));
}
