import type { ExperienceLevel, JobMatchList } from '@careerlens/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The job matching screen asks for 20 matches (spec section 9; the API's default is 10). */
export const JOB_MATCHING_SCREEN_LIMIT = 20;
/** "Show more" asks for this many more, up to the 50 the server keeps. */
export const JOB_MATCHING_PAGE_STEP = 20;
export const JOB_MATCHING_MAX_LIMIT = 50;
/** Spec section 7: fresh for 5 minutes, kept for 60, 1 retry, no refetch on window focus. */
export const JOB_MATCHES_STALE_MS = 5 * 60 * 1000;
export const JOB_MATCHES_GC_MS = 60 * 60 * 1000;

export interface JobMatchFilters {
  remote: boolean;
  experienceLevel: ExperienceLevel | null;
  location: string;
}

export const NO_MATCH_FILTERS: JobMatchFilters = { remote: false, experienceLevel: null, location: '' };

/** Matches for the signed-in user's primary resume, best first; absent filters are left out. */
export function getJobMatches(
  limit = JOB_MATCHING_SCREEN_LIMIT,
  filters: JobMatchFilters = NO_MATCH_FILTERS,
): Promise<JobMatchList> {
  return api.get<JobMatchList>('/jobs/match', {
    query: {
      limit,
      remote: filters.remote ? 'true' : null,
      experienceLevel: filters.experienceLevel,
      location: filters.location.trim() || null,
    },
  });
}

export const getJobMatchesQueryOptions = (
  limit = JOB_MATCHING_SCREEN_LIMIT,
  filters: JobMatchFilters = NO_MATCH_FILTERS,
) =>
  queryOptions({
    queryKey: queryKeys.jobs.matches(limit, filters.remote, filters.experienceLevel, filters.location.trim()),
    queryFn: () => getJobMatches(limit, filters),
    staleTime: JOB_MATCHES_STALE_MS,
    gcTime: JOB_MATCHES_GC_MS,
    retry: 1,
    refetchOnWindowFocus: false,
    // "Show more" and a filter change keep the cards on screen while the next list loads.
    placeholderData: keepPreviousData,
  });

export function useJobMatches(
  limit = JOB_MATCHING_SCREEN_LIMIT,
  filters: JobMatchFilters = NO_MATCH_FILTERS,
) {
  return useQuery(getJobMatchesQueryOptions(limit, filters));
}
