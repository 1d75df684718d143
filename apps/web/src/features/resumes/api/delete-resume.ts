import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** 204. When the primary resume is deleted, the server makes the newest remaining one primary. */
export function deleteResume(id: string): Promise<void> {
  return api.delete<void>(`/resumes/${encodeURIComponent(id)}`);
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.resumes.all }),
  });
}
