import type { BlogEntry } from '@careerlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One job profile with its analysis and interview questions (public; 404 when the slug is unknown). */
export async function getBlogPost(slug: string): Promise<BlogEntry> {
  try {
    return await api.get<BlogEntry>(`/blog/${encodeURIComponent(slug)}`);
  } catch (error) {
    console.error(`Failed to load job profile "${slug}"`, error);
    throw error;
  }
}

export const getBlogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.blog.post(slug),
    queryFn: () => getBlogPost(slug),
    enabled: Boolean(slug),
    staleTime: 10 * 60 * 1000,
  });

export function useBlogPost(slug: string) {
  return useQuery(getBlogPostQueryOptions(slug));
}
