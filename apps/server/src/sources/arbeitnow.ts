import type { JobPostingInput, JobType } from '@careerlens/core';
import {
  isPlainObject,
  isSameEndpoint,
  joinUrl,
  type BoardFetchResult,
  type PagedFetchOptions,
} from './board-http';
import { readPagedListing, type MappedJob } from './paged-api';
import {
  extractEmails,
  htmlToSearchText,
  mentionsHybridWork,
  parseHttpUrl,
  parseJobTypes,
  parseLocation,
  parsePostingDate,
  readLabel,
  readText,
  withJobType,
} from './posting-fields';

/**
 * Arbeitnow job board API (public, no key): `GET /api/job-board-api[?page=n]` answers `{ data: [{ slug,
 * company_name, title, description (HTML), remote (boolean), url, tags, job_types (["Full Time"],
 * often German: "Vollzeit", "Praktikum"), location ("Berlin"), created_at (epoch seconds) }], links:
 * { first, last, prev, next }, meta: { current_page, per_page, terms, info } }`, 100 jobs a page, newest
 * first; `links.next` is null on the last page.
 *
 * Terms (source-terms.ts): a free API not to be abused; link back to the job's page on Arbeitnow and
 * name Arbeitnow as the source. Pages are fetched one at a time, a second apart, and only as many as
 * ARBEITNOW_MAX_PAGES.
 */

/** The public API's origin. */
export const ARBEITNOW_BASE_URL = 'https://www.arbeitnow.com';
/** 100 jobs a page: the newest 1,000 jobs are plenty for a corpus, and 10 requests a sync are polite. */
export const ARBEITNOW_MAX_PAGES = 10;
const ENDPOINT_PATH = '/api/job-board-api';

/** German employment words Arbeitnow's jobs use, as the words the shared parser reads. */
const GERMAN_JOB_TYPES: Record<string, JobType> = {
  vollzeit: 'fulltime',
  festanstellung: 'fulltime',
  teilzeit: 'parttime',
  werkstudent: 'parttime',
  minijob: 'parttime',
  praktikum: 'internship',
  ausbildung: 'internship',
  befristet: 'temporary',
  freiberuflich: 'contract',
};

function jobTypes(value: unknown): JobType[] {
  const words = Array.isArray(value) ? value : [value];
  const types = parseJobTypes(words);
  for (const word of words) {
    const german = GERMAN_JOB_TYPES[(readText(word) ?? '').toLowerCase().replace(/[^a-zäöü]/gu, '')];
    if (german && !types.includes(german)) types.push(german);
  }
  return types;
}

function mapArbeitnowJob(job: unknown): MappedJob {
  if (!isPlainObject(job)) return { ok: false, reason: 'a job is not an object' };
  const slug = readText(job.slug);
  const title = readLabel(job.title);
  const url = parseHttpUrl(job.url);
  const missing = [slug ? null : 'slug', title ? null : 'title', url ? null : 'url'].filter(
    (field) => field !== null,
  );
  if (!slug || !title || !url)
    return { ok: false, reason: `job ${slug ?? '(no slug)'} has no ${missing.join(' or ')}` };
  const description = readText(job.description) ?? '';
  const searchable = htmlToSearchText(description);
  const location = parseLocation(job.location);
  const hybrid = location.mentionsHybrid || mentionsHybridWork(searchable);
  let jobType = jobTypes(job.job_types);
  if (hybrid) jobType = withJobType(jobType, 'HYBRID');
  const remote = job.remote === true || (job.remote !== false && location.mentionsRemote);
  return {
    ok: true,
    posting: {
      source: 'arbeitnow',
      sourceId: slug,
      title,
      companyName: readLabel(job.company_name),
      companyLogo: null,
      companyUrl: null,
      companyIndustry: null,
      jobLevel: null,
      isRemote: remote && !hybrid ? true : job.remote === false || hybrid ? false : null,
      jobType,
      jobFunction: null,
      jobUrl: url,
      jobUrlDirect: null,
      location: { city: location.city, state: location.state, country: location.country },
      description,
      descriptionFormat: 'html',
      datePosted: parsePostingDate(job.created_at),
      salary: null,
      emails: extractEmails(searchable),
    },
  };
}

/**
 * Arbeitnow's newest jobs as postings, following `links.next` page by page (ARBEITNOW_MAX_PAGES at
 * most; a link to any other host or path is not followed). Never throws: a failed request or a reply of
 * the wrong shape ends the run with an error, keeping the postings of earlier pages; a job without a
 * slug, title or URL is left out with an error naming it. Errors start with "arbeitnow:".
 */
export async function fetchArbeitnowJobs(
  options: PagedFetchOptions = {},
): Promise<BoardFetchResult<JobPostingInput>> {
  const endpoint = joinUrl(options.baseUrl ?? ARBEITNOW_BASE_URL, ENDPOINT_PATH);
  return readPagedListing(
    {
      label: 'arbeitnow',
      maxPages: options.maxPages ?? ARBEITNOW_MAX_PAGES,
      firstUrl: endpoint,
      pageName: (page) => `page ${page + 1}`,
      shape: 'an object with a "data" array',
      jobs: (body) => (Array.isArray(body.data) ? (body.data as unknown[]) : null),
      next: (body) => {
        const next = isPlainObject(body.links) ? readText(body.links.next) : null;
        if (next === null || isSameEndpoint(next, endpoint)) return next;
        return { error: `the next-page link leaves the API (${next.slice(0, 100)}); stopped` };
      },
      map: mapArbeitnowJob,
    },
    options,
  );
}
