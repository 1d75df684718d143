import type { BlogCard } from '@careerlens/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Spec section 7: the blog list is cached for 10 minutes, with 1 retry. */
export const BLOG_LIST_CACHE_MS = 10 * 60 * 1000;

/** Every published job profile as a card, newest first (public). */
export async function getPublishedBlogs(): Promise<BlogCard[]> {
  try {
    return await api.get<BlogCard[]>('/blog/published');
  } catch (error) {
    // Spec section 8: blog failures are logged and re-thrown to the caller.
    console.error('Failed to load job profiles', error);
    throw error;
  }
}

export const getPublishedBlogsQueryOptions = () =>
  queryOptions({
    queryKey: ['blog', 'published'],
    queryFn: getPublishedBlogs,
    staleTime: BLOG_LIST_CACHE_MS,
    gcTime: BLOG_LIST_CACHE_MS,
    retry: 1,
  });

export function usePublishedBlogs() {
  return useQuery(getPublishedBlogsQueryOptions());
}
