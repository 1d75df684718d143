import type { JobPostingInput } from '@careerlens/core';
import {
  fetchBoardJson,
  isPlainObject,
  isValidBoardToken,
  joinUrl,
  type BoardFetchOptions,
  type BoardFetchResult,
} from './board-http';
import {
  buildSalary,
  escapeHtml,
  extractEmails,
  htmlToSearchText,
  mentionsHybridWork,
  normaliseCountry,
  parseHttpUrl,
  parseJobTypes,
  parseLocation,
  parsePostingDate,
  readLabel,
  readText,
  titleCaseBoard,
  withJobType,
} from './posting-fields';

/**
 * Lever Postings API (public, no key): `GET /v0/postings/{site}?mode=json&skip=&limit=` answers an array
 * of `{ id, text, categories: { commitment, department, location, team, allLocations }, country,
 * description, descriptionPlain, lists: [{ text, content }], additional, additionalPlain, hostedUrl,
 * applyUrl, createdAt (ms), workplaceType ('remote' | 'hybrid' | 'on-site' | 'unspecified'),
 * salaryRange: { currency, interval, min, max } }`.
 */

/** The public API's origin (EU accounts: https://api.eu.lever.co). */
export const LEVER_BASE_URL = 'https://api.lever.co';
/** Postings asked for per request. */
export const LEVER_PAGE_SIZE = 100;
/** A site with more postings than this is cut short with an error, rather than paged forever. */
export const LEVER_MAX_PAGES = 50;

/** Options for {@link fetchLeverBoard}. */
export interface LeverBoardOptions extends BoardFetchOptions {
  /** The company's display name; by default the site name title-cased (the API does not give one). */
  companyName?: string;
}

type Mapped = { ok: true; posting: JobPostingInput } | { ok: false; reason: string };

/** The description as one HTML document: the description, each list under its heading, the closing part. */
function composeDescription(job: Record<string, unknown>): { text: string; format: 'html' | 'text' } {
  const parts: string[] = [];
  const description = readText(job.description);
  if (description) parts.push(description);
  if (Array.isArray(job.lists)) {
    for (const list of job.lists.filter(isPlainObject)) {
      const heading = readText(list.text);
      const content = readText(list.content);
      if (!content) continue;
      parts.push(`${heading ? `<h3>${escapeHtml(heading)}</h3>` : ''}<ul>${content}</ul>`);
    }
  }
  const additional = readText(job.additional);
  if (additional) parts.push(additional);
  if (parts.length > 0) return { text: parts.join('\n'), format: 'html' };
  const plain = [readText(job.descriptionPlain), readText(job.additionalPlain)].filter(
    (part) => part !== null,
  );
  return { text: plain.join('\n\n'), format: 'text' };
}

function mapLeverPosting(site: string, job: unknown, options: LeverBoardOptions): Mapped {
  if (!isPlainObject(job)) return { ok: false, reason: 'a posting is not an object' };
  const id = readText(job.id);
  const title = readLabel(job.text);
  const missing = [id ? null : 'id', title ? null : 'text (title)'].filter((field) => field !== null);
  if (!id || !title)
    return { ok: false, reason: `posting ${id ?? '(no id)'} has no ${missing.join(' or ')}` };

  const categories = isPlainObject(job.categories) ? job.categories : {};
  const { text: description, format } = composeDescription(job);
  const searchable = format === 'html' ? htmlToSearchText(description) : description;
  const location = parseLocation(categories.location);
  const countryCode = readText(job.country);
  const country = location.country ?? (countryCode ? normaliseCountry(countryCode) : null);

  const workplace = readText(job.workplaceType)?.toLowerCase() ?? 'unspecified';
  const statedHybrid = workplace === 'hybrid' || (workplace === 'unspecified' && location.mentionsHybrid);
  const hybrid = statedHybrid || mentionsHybridWork(searchable);
  let isRemote: boolean | null;
  if (workplace === 'remote') isRemote = true;
  else if (workplace === 'on-site' || workplace === 'onsite' || hybrid) isRemote = false;
  else isRemote = location.mentionsRemote ? true : null;
  let jobType = parseJobTypes(categories.commitment);
  if (hybrid) jobType = withJobType(jobType, 'HYBRID');

  const salaryRange = isPlainObject(job.salaryRange) ? job.salaryRange : null;
  return {
    ok: true,
    posting: {
      source: 'lever',
      sourceId: `${site}:${id}`,
      title,
      companyName: options.companyName ?? titleCaseBoard(site),
      companyLogo: null,
      companyUrl: null,
      companyIndustry: null,
      jobLevel: null,
      isRemote,
      jobType,
      jobFunction: readLabel(categories.department) ?? readLabel(categories.team),
      jobUrl: parseHttpUrl(job.hostedUrl),
      jobUrlDirect: parseHttpUrl(job.applyUrl),
      location: { city: location.city, state: location.state, country },
      description,
      descriptionFormat: format,
      datePosted: parsePostingDate(job.createdAt),
      salary: salaryRange
        ? buildSalary(salaryRange.interval, salaryRange.min, salaryRange.max, salaryRange.currency)
        : null,
      emails: extractEmails(searchable),
    },
  };
}

/**
 * Every published posting on a Lever site, as postings (paged, `LEVER_PAGE_SIZE` at a time). Never throws:
 * a failed request or an answer of the wrong shape gives an error (postings from earlier pages are kept);
 * a posting without an id or title is left out with an error naming it. Errors start with "lever:<site>:".
 */
export async function fetchLeverBoard(
  site: string,
  options: LeverBoardOptions = {},
): Promise<BoardFetchResult<JobPostingInput>> {
  const label = `lever:${site}`;
  if (!isValidBoardToken(site)) return { postings: [], errors: [`${label}: not a valid site name`] };
  const postings: JobPostingInput[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  let position = 0;
  for (let page = 0; page < LEVER_MAX_PAGES; page++) {
    const url = joinUrl(
      options.baseUrl ?? LEVER_BASE_URL,
      `/v0/postings/${encodeURIComponent(site)}?mode=json&skip=${page * LEVER_PAGE_SIZE}&limit=${LEVER_PAGE_SIZE}`,
    );
    const response = await fetchBoardJson(url, options);
    if (!response.ok) {
      errors.push(`${label}: ${response.error}`);
      return { postings, errors };
    }
    if (!Array.isArray(response.body)) {
      errors.push(`${label}: unexpected response (expected an array of postings)`);
      return { postings, errors };
    }
    let added = 0;
    for (const job of response.body as unknown[]) {
      position++;
      const id = isPlainObject(job) ? readText(job.id) : null;
      // A server that ignores skip/limit sends the same postings again: stop when nothing is new.
      if (id && seen.has(id)) continue;
      if (id) seen.add(id);
      added++;
      const mapped = mapLeverPosting(site, job, options);
      if (mapped.ok) postings.push(mapped.posting);
      else errors.push(`${label}: posting #${position} skipped: ${mapped.reason}`);
    }
    if (response.body.length < LEVER_PAGE_SIZE || added === 0) return { postings, errors };
  }
  errors.push(`${label}: stopped after ${LEVER_MAX_PAGES * LEVER_PAGE_SIZE} postings`);
  return { postings, errors };
}
