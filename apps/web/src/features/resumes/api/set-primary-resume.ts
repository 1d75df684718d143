import type { Resume } from '@careerlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Makes this resume primary; every other one stops being primary. */
export function setPrimaryResume(id: string): Promise<Resume> {
  return api.put<Resume>(`/resumes/${encodeURIComponent(id)}/primary`);
}

export function useSetPrimaryResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrimaryResume,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.resumes.all }),
  });
}
