import type { Resume } from '@careerlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** multipart: the one field `file`. Answers 201 with the stored resume, still to be analysed. */
export function uploadResume(file: File): Promise<Resume> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post<Resume>('/resumes/upload', form);
}

export function useUploadResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadResume,
    onSuccess: (resume) => {
      // A first upload becomes primary: the dashboard can show its analysis in progress straight away
      // (and polls it from there) instead of "no resume" until its cached answer goes stale.
      if (resume.isPrimary) queryClient.setQueryData(queryKeys.resumes.primary, resume);
    },
  });
}
