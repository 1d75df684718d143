import type { JobPostingInput } from '@careerlens/core';
import {
  fetchBoardJson,
  isPlainObject,
  joinUrl,
  type BoardFetchOptions,
  type BoardFetchResult,
} from './board-http';
import type { MappedJob } from './paged-api';
import {
  extractEmails,
  htmlToSearchText,
  parseHttpUrl,
  parseJobTypes,
  parsePostingDate,
  parseRemoteRegion,
  readLabel,
  readText,
} from './posting-fields';

/**
 * Remotive remote jobs API (public, no key): `GET /api/remote-jobs[?category=<slug>]` answers
 * `{ "0-legal-notice": "...", "job-count": n, jobs: [{ id, url, title, company_name, company_logo,
 * category, tags, job_type ("full_time", "contract", "part_time", "freelance", "internship", "other"),
 * publication_date ("2024-05-02T10:12:44"), candidate_required_location ("USA", "Worldwide"),
 * salary (free text), description (HTML) }] }`, every job in one reply (no pages).
 *
 * Terms (source-terms.ts): link back to the job's URL on Remotive and name Remotive as the source; never
 * pass the jobs on to other job boards such as Google Jobs (so no JobPosting structured data); fetch a
 * few times a day at most (JOB_SYNC_CRON's default is four).
 */

/** The public API's origin. */
export const REMOTIVE_BASE_URL = 'https://remotive.com';
/** Remotive's categories are slugs ("software-dev", "data", "devops"). */
const CATEGORY_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/u;

/** True for a Remotive category slug such as "software-dev". */
export function isRemotiveCategory(category: string): boolean {
  return CATEGORY_PATTERN.test(category);
}

function mapRemotiveJob(job: unknown): MappedJob {
  if (!isPlainObject(job)) return { ok: false, reason: 'a job is not an object' };
  const id = readText(job.id);
  const title = readLabel(job.title);
  const url = parseHttpUrl(job.url);
  const missing = [id ? null : 'id', title ? null : 'title', url ? null : 'url'].filter(
    (field) => field !== null,
  );
  // Without its Remotive URL a job cannot be linked back to as the terms ask: it is left out.
  if (!id || !title || !url)
    return { ok: false, reason: `job ${id ?? '(no id)'} has no ${missing.join(' or ')}` };
  const description = readText(job.description) ?? '';
  return {
    ok: true,
    posting: {
      source: 'remotive',
      sourceId: id,
      title,
      companyName: readLabel(job.company_name),
      companyLogo: null,
      companyUrl: null,
      companyIndustry: null,
      jobLevel: null,
      isRemote: true,
      jobType: parseJobTypes(job.job_type),
      jobFunction: readLabel(job.category),
      jobUrl: url,
      jobUrlDirect: null,
      location: parseRemoteRegion(job.candidate_required_location),
      description,
      descriptionFormat: 'html',
      datePosted: parsePostingDate(job.publication_date),
      salary: null,
      emails: extractEmails(htmlToSearchText(description)),
    },
  };
}

/**
 * Remotive's jobs, every category or one (`category`), as postings. Never throws: a failed request or a
 * reply of the wrong shape gives no postings and one error; a job without an id, title or URL is left out
 * with an error naming it. Errors start with "remotive:" (or "remotive:<category>:").
 */
export async function fetchRemotiveJobs(
  category: string | null,
  options: BoardFetchOptions = {},
): Promise<BoardFetchResult<JobPostingInput>> {
  const label = category ? `remotive:${category}` : 'remotive';
  if (category !== null && !isRemotiveCategory(category))
    return { postings: [], errors: [`${label}: not a valid category`] };
  const query = category ? `?category=${encodeURIComponent(category)}` : '';
  const url = joinUrl(options.baseUrl ?? REMOTIVE_BASE_URL, `/api/remote-jobs${query}`);
  const response = await fetchBoardJson(url, options);
  if (!response.ok) return { postings: [], errors: [`${label}: ${response.error}`] };
  if (!isPlainObject(response.body) || !Array.isArray(response.body.jobs)) {
    return {
      postings: [],
      errors: [`${label}: unexpected response (expected an object with a "jobs" array)`],
    };
  }
  const postings: JobPostingInput[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  response.body.jobs.forEach((job: unknown, index: number) => {
    const mapped = mapRemotiveJob(job);
    if (!mapped.ok) errors.push(`${label}: job #${index + 1} skipped: ${mapped.reason}`);
    else if (!seen.has(mapped.posting.sourceId ?? '')) {
      seen.add(mapped.posting.sourceId ?? '');
      postings.push(mapped.posting);
    }
  });
  return { postings, errors };
}
