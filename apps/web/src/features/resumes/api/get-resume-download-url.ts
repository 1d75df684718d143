import type { DownloadUrlSchema } from '@careerlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `downloadUrl` is relative (under /api), signed and works without the Authorization header. */
export type ResumeDownloadLink = ReturnType<(typeof DownloadUrlSchema)['parse']>;

/** A short-lived signed link to the original file; asked for at the moment of the download. */
export function getResumeDownloadUrl(id: string): Promise<ResumeDownloadLink> {
  return api.get<ResumeDownloadLink>(`/resumes/${encodeURIComponent(id)}/download-url`);
}

export function useResumeDownloadUrl() {
  return useMutation({ mutationFn: getResumeDownloadUrl });
}
