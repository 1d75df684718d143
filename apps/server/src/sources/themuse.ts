import type { JobPostingInput } from '@careerlens/core';
import { isPlainObject, joinUrl, type BoardFetchResult, type PagedFetchOptions } from './board-http';
import { readPagedListing, type MappedJob } from './paged-api';
import {
  extractEmails,
  htmlToSearchText,
  mentionsHybridWork,
  parseHttpUrl,
  parseLocation,
  parsePostingDate,
  readLabel,
  readText,
  withJobType,
} from './posting-fields';

/**
 * The Muse public jobs API (no key needed, 500 requests an hour without one): `GET
 * /api/public/jobs?page=n[&category=Software%20Engineering]&descending=true` answers `{ page, page_count,
 * items_per_page, total, results: [{ id, name (title), contents (HTML), publication_date,
 * locations: [{ name: "New York, NY" | "Flexible / Remote" }], categories: [{ name }], levels:
 * [{ name: "Senior Level", short_name }], refs: { landing_page }, company: { id, name } }] }`, 20 jobs a
 * page, pages counted from 0.
 *
 * Terms (source-terms.ts): The Muse's API terms and conditions; link to the job's landing page on
 * The Muse. THEMUSE_MAX_PAGES requests a sync, a second apart, stay far inside the hourly limit.
 */

/** The public API's origin. */
export const THEMUSE_BASE_URL = 'https://www.themuse.com';
/** 20 jobs a page: 10 pages are the newest 200 jobs (of a category) in 10 requests. */
export const THEMUSE_MAX_PAGES = 10;
/** The Muse's categories are words ("Software Engineering", "Data and Analytics"), written with dashes. */
const CATEGORY_PATTERN = /^[A-Za-z][A-Za-z0-9&-]{0,59}$/u;
const SMALL_WORDS = new Set(['and', 'of', 'the', 'for']);

/** True for a category as JOB_SOURCES writes it ("software-engineering", "Data-and-Analytics"). */
export function isMuseCategory(category: string): boolean {
  return CATEGORY_PATTERN.test(category);
}

/** "software-engineering" -> "Software Engineering", "data-and-analytics" -> "Data and Analytics". */
export function museCategoryName(category: string): string {
  return category
    .split('-')
    .filter((word) => word !== '')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

function names(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isPlainObject)
    .map((item) => readLabel(item.name))
    .filter((name): name is string => name !== null);
}

function mapMuseJob(job: unknown): MappedJob {
  if (!isPlainObject(job)) return { ok: false, reason: 'a job is not an object' };
  const id = readText(job.id);
  const title = readLabel(job.name);
  const url = isPlainObject(job.refs) ? parseHttpUrl(job.refs.landing_page) : null;
  const missing = [id ? null : 'id', title ? null : 'name', url ? null : 'refs.landing_page'].filter(
    (field) => field !== null,
  );
  if (!id || !title || !url)
    return { ok: false, reason: `job ${id ?? '(no id)'} has no ${missing.join(' or ')}` };
  const description = readText(job.contents) ?? '';
  const searchable = htmlToSearchText(description);
  const places = names(job.locations).map((name) => ({ name, parsed: parseLocation(name) }));
  const remote = places.some((place) => place.parsed.mentionsRemote || /\bflexible\b/iu.test(place.name));
  const office = places.find((place) => !place.parsed.mentionsRemote && !/\bflexible\b/iu.test(place.name));
  const hybrid = places.some((place) => place.parsed.mentionsHybrid) || mentionsHybridWork(searchable);
  const location = office?.parsed ?? { city: null, state: null, country: null };
  return {
    ok: true,
    posting: {
      source: 'themuse',
      sourceId: id,
      title,
      companyName: isPlainObject(job.company) ? readLabel(job.company.name) : null,
      companyLogo: null,
      companyUrl: null,
      companyIndustry: null,
      jobLevel: names(job.levels)[0] ?? null,
      // "Flexible / Remote" next to an office is a choice, so the job counts as remote.
      isRemote: remote && !hybrid ? true : hybrid || office ? false : null,
      jobType: hybrid ? withJobType([], 'HYBRID') : [],
      jobFunction: names(job.categories).join(', ') || null,
      jobUrl: url,
      jobUrlDirect: null,
      location: { city: location.city, state: location.state, country: location.country },
      description,
      descriptionFormat: 'html',
      datePosted: parsePostingDate(job.publication_date),
      salary: null,
      emails: extractEmails(searchable),
    },
  };
}

/**
 * The Muse's newest jobs (of one category, or all) as postings, page by page (THEMUSE_MAX_PAGES at
 * most). Never throws: a failed request or a reply of the wrong shape ends the run with an error,
 * keeping the postings of earlier pages; a job without an id, name or landing page is left out with an
 * error naming it. Errors start with "themuse:" (or "themuse:<category>:").
 */
export async function fetchMuseJobs(
  category: string | null,
  options: PagedFetchOptions = {},
): Promise<BoardFetchResult<JobPostingInput>> {
  const label = category ? `themuse:${category}` : 'themuse';
  if (category !== null && !isMuseCategory(category))
    return { postings: [], errors: [`${label}: not a valid category`] };
  const filter = category ? `&category=${encodeURIComponent(museCategoryName(category))}` : '';
  const pageUrl = (page: number) =>
    joinUrl(options.baseUrl ?? THEMUSE_BASE_URL, `/api/public/jobs?page=${page}&descending=true${filter}`);
  return readPagedListing(
    {
      label,
      maxPages: options.maxPages ?? THEMUSE_MAX_PAGES,
      firstUrl: pageUrl(0),
      pageName: (page) => `page ${page}`,
      shape: 'an object with a "results" array',
      jobs: (body) => (Array.isArray(body.results) ? (body.results as unknown[]) : null),
      next: (body, page) => {
        const pageCount = typeof body.page_count === 'number' ? body.page_count : 0;
        return page + 1 < pageCount ? pageUrl(page + 1) : null;
      },
      map: mapMuseJob,
    },
    options,
  );
}
