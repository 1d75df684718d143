import type { User } from '@careerlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in user as the server knows them now (a 401 here ends the session). */
export function getCurrentUser(): Promise<User> {
  return api.get<User>('/auth/me');
}

export const getCurrentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: getCurrentUser,
  });

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
