import type { JobInsights } from '@careerlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Job insights for the signed-in user's target role and level (the server reads them from the user). */
export function getJobInsights(): Promise<JobInsights> {
  return api.get<JobInsights>('/insights');
}

export const getJobInsightsQueryOptions = (scope: {
  targetRole: string | null;
  experienceLevel: string | null;
}) =>
  queryOptions({
    // The role and level are in the key so a profile change asks again.
    queryKey: queryKeys.insights(scope.targetRole, scope.experienceLevel),
    queryFn: getJobInsights,
    staleTime: 5 * 60_000,
  });

export function useJobInsights(scope: { targetRole: string | null; experienceLevel: string | null }) {
  return useQuery(getJobInsightsQueryOptions(scope));
}
