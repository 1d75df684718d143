import type { JobPostingInput } from '@careerlens/core';
import {
  fetchBoardJson,
  isPlainObject,
  PAGE_DELAY_MS,
  waitBetweenPages,
  type BoardFetchResult,
  type PagedFetchOptions,
} from './board-http';

/** A job mapped to a posting, or why it was left out. */
export type MappedJob = { ok: true; posting: JobPostingInput } | { ok: false; reason: string };

/** How one public job API pages through its listing. */
export interface PagedListing {
  /** How errors name the source: "themuse", "remotive:data". */
  label: string;
  /** Pages asked for at most. */
  maxPages: number;
  /** The first page's URL. */
  firstUrl: string;
  /** How errors name a page ("page 2", "offset 40"), 0-based. */
  pageName(page: number): string;
  /** What the reply should be, for the error when it is not ('an object with a "jobs" array'). */
  shape: string;
  /** The jobs of a reply, or null when it has not the expected shape. */
  jobs(body: Record<string, unknown>): unknown[] | null;
  /**
   * The URL of the page after `page`, or null when it is the last; an error when the reply points
   * somewhere the sync must not go.
   */
  next(body: Record<string, unknown>, page: number, jobsSoFar: number): string | null | { error: string };
  map(job: unknown): MappedJob;
}

/**
 * Reads a paged listing one page at a time, `pageDelayMs` apart, up to `maxPages` (the cap is the normal
 * end of an endless feed, not an error). Never throws: a failed request or a reply of the wrong shape
 * ends the run with an error and keeps the postings of earlier pages; a job that does not map is left
 * out with an error naming it; a job seen on an earlier page is kept once, and a page with nothing new
 * ends the run (a server that ignores the page parameter).
 */
export async function readPagedListing(
  listing: PagedListing,
  options: PagedFetchOptions,
): Promise<BoardFetchResult<JobPostingInput>> {
  const { label } = listing;
  const postings: JobPostingInput[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  let url: string | null = listing.firstUrl;
  let position = 0;
  for (let page = 0; url !== null && page < listing.maxPages; page++) {
    if (page > 0 && !(await waitBetweenPages(options.pageDelayMs ?? PAGE_DELAY_MS, options.signal))) {
      errors.push(`${label}: cancelled`);
      break;
    }
    const response = await fetchBoardJson(url, options);
    if (!response.ok) {
      errors.push(`${label}: ${listing.pageName(page)}: ${response.error}`);
      break;
    }
    const body = response.body;
    const jobs = isPlainObject(body) ? listing.jobs(body) : null;
    if (!isPlainObject(body) || !jobs) {
      errors.push(`${label}: ${listing.pageName(page)}: unexpected response (expected ${listing.shape})`);
      break;
    }
    let added = 0;
    for (const job of jobs) {
      position++;
      const mapped = listing.map(job);
      if (!mapped.ok) {
        errors.push(`${label}: job #${position} skipped: ${mapped.reason}`);
        continue;
      }
      const key = mapped.posting.sourceId ?? '';
      if (seen.has(key)) continue;
      seen.add(key);
      added++;
      postings.push(mapped.posting);
    }
    if (added === 0) break;
    const next = listing.next(body, page, position);
    if (next !== null && typeof next === 'object') {
      errors.push(`${label}: ${listing.pageName(page)}: ${next.error}`);
      break;
    }
    url = next;
  }
  return { postings, errors };
}
