import type { BlogCard } from '@careerlens/contracts';
import { BLOG_PAGE_SIZE, BLOG_PUBLISHED_HEADER, BLOG_TOTAL_HEADER } from '@careerlens/contracts/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec section 7: the blog list is cached for 10 minutes, with 1 retry. */
export const BLOG_LIST_CACHE_MS = 10 * 60 * 1000;

export interface BlogListRequest {
  /** Words every card must contain (title, company, skills); empty for all. */
  query: string;
  /** Counts from 0. */
  page: number;
  size?: number;
}

export interface BlogListPage {
  cards: BlogCard[];
  /** Cards matching the search. */
  total: number;
  /** All published cards. */
  published: number;
}

function countHeader(headers: Headers, name: string, fallback: number): number {
  const value = Number.parseInt(headers.get(name) ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** One page of the published job profiles, newest first, searched and paged on the server (public). */
export async function getPublishedBlogs(request: BlogListRequest): Promise<BlogListPage> {
  try {
    const { data, headers } = await api.getWithHeaders<BlogCard[]>('/blog/published', {
      query: { q: request.query || undefined, page: request.page, size: request.size ?? BLOG_PAGE_SIZE },
    });
    return {
      cards: data,
      total: countHeader(headers, BLOG_TOTAL_HEADER, data.length),
      published: countHeader(headers, BLOG_PUBLISHED_HEADER, data.length),
    };
  } catch (error) {
    // Spec section 8: blog failures are logged and re-thrown to the caller.
    console.error('Failed to load job profiles', error);
    throw error;
  }
}

export const getPublishedBlogsQueryOptions = (request: BlogListRequest) =>
  queryOptions({
    queryKey: queryKeys.blog.published(request.query, request.page, request.size ?? BLOG_PAGE_SIZE),
    queryFn: () => getPublishedBlogs(request),
    staleTime: BLOG_LIST_CACHE_MS,
    gcTime: BLOG_LIST_CACHE_MS,
    retry: 1,
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function usePublishedBlogs(request: BlogListRequest) {
  return useQuery(getPublishedBlogsQueryOptions(request));
}
