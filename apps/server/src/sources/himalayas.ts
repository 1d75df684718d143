import type { JobPostingInput } from '@careerlens/core';
import { isPlainObject, joinUrl, type BoardFetchResult, type PagedFetchOptions } from './board-http';
import { readPagedListing, type MappedJob } from './paged-api';
import {
  buildSalary,
  extractEmails,
  htmlToSearchText,
  mentionsHybridWork,
  normaliseCountry,
  parseHttpUrl,
  parseJobTypes,
  parsePostingDate,
  readLabel,
  readText,
  withJobType,
} from './posting-fields';

/**
 * Himalayas remote jobs API (public, no key): `GET /jobs/api?limit=20&offset=n` answers `{ offset,
 * limit, totalCount, jobs: [{ guid (the job's page on Himalayas), title, excerpt, description (sanitised
 * HTML), companyName, companyLogo, employmentType ("Full Time", "Contractor", "Intern"...), minSalary,
 * maxSalary (yearly), currency, seniority: ["Senior"], locationRestrictions (countries, as names or as
 * objects with a name), timezoneRestrictions, categories, parentCategories, pubDate, expiryDate (epoch),
 * applicationLink }] }`, 20 jobs a request at most.
 *
 * Terms (source-terms.ts): attribute the jobs to Himalayas and link back to the job's page there (the
 * guid); polite use. HIMALAYAS_MAX_PAGES requests a sync, a second apart.
 */

/** The public API's origin. */
export const HIMALAYAS_BASE_URL = 'https://himalayas.app';
/** The most the API gives per request. */
export const HIMALAYAS_PAGE_SIZE = 20;
/** 10 requests: the newest 200 jobs. */
export const HIMALAYAS_MAX_PAGES = 10;

/** The one country candidates must be in, or null (none, or several). */
function restrictedCountry(value: unknown): string | null {
  if (!Array.isArray(value) || value.length !== 1) return null;
  const [entry] = value as unknown[];
  const name = isPlainObject(entry) ? (readText(entry.name) ?? readText(entry.country)) : readText(entry);
  return name ? normaliseCountry(name) : null;
}

function firstLabel(value: unknown): string | null {
  if (Array.isArray(value)) {
    const labels = value.map(readLabel).filter((label): label is string => label !== null);
    return labels.length > 0 ? labels.join(', ') : null;
  }
  return readLabel(value);
}

function mapHimalayasJob(job: unknown): MappedJob {
  if (!isPlainObject(job)) return { ok: false, reason: 'a job is not an object' };
  const title = readLabel(job.title);
  const applicationLink = parseHttpUrl(job.applicationLink);
  const page = parseHttpUrl(job.guid) ?? applicationLink;
  const id = readText(job.guid) ?? applicationLink;
  const missing = [id ? null : 'guid', title ? null : 'title', page ? null : 'link'].filter(
    (field) => field !== null,
  );
  if (!id || !title || !page)
    return { ok: false, reason: `job ${id ?? '(no guid)'} has no ${missing.join(' or ')}` };
  const description = readText(job.description) ?? readText(job.excerpt) ?? '';
  const searchable = htmlToSearchText(description);
  const hybrid = mentionsHybridWork(searchable);
  let jobType = parseJobTypes(job.employmentType);
  if (hybrid) jobType = withJobType(jobType, 'HYBRID');
  return {
    ok: true,
    posting: {
      source: 'himalayas',
      sourceId: id,
      title,
      companyName: readLabel(job.companyName),
      companyLogo: null,
      companyUrl: null,
      companyIndustry: null,
      jobLevel: firstLabel(job.seniority),
      isRemote: hybrid ? false : true,
      jobType,
      jobFunction: firstLabel(job.parentCategories),
      jobUrl: page,
      jobUrlDirect: applicationLink && applicationLink !== page ? applicationLink : null,
      location: { city: null, state: null, country: restrictedCountry(job.locationRestrictions) },
      description,
      descriptionFormat: 'html',
      datePosted: parsePostingDate(job.pubDate),
      salary: buildSalary('yearly', job.minSalary, job.maxSalary, job.currency),
      emails: extractEmails(searchable),
    },
  };
}

/**
 * Himalayas' newest jobs as postings, HIMALAYAS_PAGE_SIZE a request (HIMALAYAS_MAX_PAGES at most). Never
 * throws: a failed request or a reply of the wrong shape ends the run with an error, keeping the
 * postings of earlier pages; a job without a guid, title or link is left out with an error naming it.
 * Errors start with "himalayas:".
 */
export async function fetchHimalayasJobs(
  options: PagedFetchOptions = {},
): Promise<BoardFetchResult<JobPostingInput>> {
  const pageUrl = (page: number) =>
    joinUrl(
      options.baseUrl ?? HIMALAYAS_BASE_URL,
      `/jobs/api?limit=${HIMALAYAS_PAGE_SIZE}&offset=${page * HIMALAYAS_PAGE_SIZE}`,
    );
  return readPagedListing(
    {
      label: 'himalayas',
      maxPages: options.maxPages ?? HIMALAYAS_MAX_PAGES,
      firstUrl: pageUrl(0),
      pageName: (page) => `offset ${page * HIMALAYAS_PAGE_SIZE}`,
      shape: 'an object with a "jobs" array',
      jobs: (body) => (Array.isArray(body.jobs) ? (body.jobs as unknown[]) : null),
      // A short page is not the end by itself (the API may cap a page lower); the total or an empty page is.
      next: (body, page, jobsSoFar) => {
        const total = typeof body.totalCount === 'number' ? body.totalCount : Number.POSITIVE_INFINITY;
        return jobsSoFar < total ? pageUrl(page + 1) : null;
      },
      map: mapHimalayasJob,
    },
    options,
  );
}
