import type { JobPostingInput, JobType } from '@careerlens/core';
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
  extractEmails,
  htmlToSearchText,
  mentionsHybridWork,
  normaliseCountry,
  normaliseState,
  parseHttpUrl,
  parseLocation,
  parsePostingDate,
  readLabel,
  readText,
  titleCaseBoard,
  withJobType,
  type ParsedLocation,
} from './posting-fields';

/**
 * Ashby Job Posting API (public, no key): `GET /posting-api/job-board/{board}?includeCompensation=true`
 * answers `{ apiVersion, jobs: [{ id, title, location, secondaryLocations, department, team, isListed,
 * isRemote, workplaceType, descriptionHtml, descriptionPlain, publishedAt, employmentType, jobUrl,
 * applyUrl, address: { postalAddress: { addressLocality, addressRegion, addressCountry } },
 * compensation: { summaryComponents, compensationTiers: [{ components }] } }] }`. Each compensation
 * component has `compensationType` ('Salary', 'EquityPercentage', ...), `interval` ('1 YEAR', '1 HOUR', ...),
 * `currencyCode`, `minValue` and `maxValue`.
 */

/** The public API's origin. */
export const ASHBY_BASE_URL = 'https://api.ashbyhq.com';

/** Options for {@link fetchAshbyBoard}. */
export interface AshbyBoardOptions extends BoardFetchOptions {
  /** The company's display name; by default the board name title-cased (the API does not give one). */
  companyName?: string;
}

type Mapped = { ok: true; posting: JobPostingInput } | { ok: false; reason: string } | { ok: 'unlisted' };

const EMPLOYMENT_TYPES: Record<string, JobType> = {
  FullTime: 'fulltime',
  PartTime: 'parttime',
  Intern: 'internship',
  Contract: 'contract',
  Temporary: 'temporary',
};

interface SalaryComponent {
  interval: unknown;
  currency: unknown;
  min: unknown;
  max: unknown;
}

function salaryComponents(components: unknown): SalaryComponent[] {
  if (!Array.isArray(components)) return [];
  return components
    .filter(isPlainObject)
    .filter((component) => readText(component.compensationType)?.toLowerCase() === 'salary')
    .map((component) => ({
      interval: component.interval,
      currency: component.currencyCode,
      min: component.minValue,
      max: component.maxValue,
    }));
}

/** The salary from the summary across tiers, else the widest range over the tiers' salary components. */
function salaryFromCompensation(compensation: unknown): JobPostingInput['salary'] {
  if (!isPlainObject(compensation)) return null;
  const summary = salaryComponents(compensation.summaryComponents)[0];
  if (summary) return buildSalary(summary.interval, summary.min, summary.max, summary.currency);
  const tiers = Array.isArray(compensation.compensationTiers)
    ? compensation.compensationTiers.filter(isPlainObject)
    : [];
  const salaries = tiers
    .flatMap((tier) => salaryComponents(tier.components))
    .map((component) => buildSalary(component.interval, component.min, component.max, component.currency))
    .filter((salary) => salary !== null);
  const first = salaries[0];
  if (!first) return null;
  const alike = salaries.filter(
    (salary) => salary.currency === first.currency && salary.interval === first.interval,
  );
  const mins = alike.map((salary) => salary.minAmount).filter((amount) => amount !== null);
  const maxes = alike.map((salary) => salary.maxAmount).filter((amount) => amount !== null);
  return {
    ...first,
    minAmount: mins.length > 0 ? Math.min(...mins) : null,
    maxAmount: maxes.length > 0 ? Math.max(...maxes) : null,
  };
}

/** The place from the structured postal address when there is one, else from the location text. */
function readAshbyLocation(job: Record<string, unknown>): ParsedLocation {
  const fromText = parseLocation(job.location);
  const address =
    isPlainObject(job.address) && isPlainObject(job.address.postalAddress) ? job.address.postalAddress : null;
  if (!address) return fromText;
  const parts = [address.addressLocality, address.addressRegion, address.addressCountry].map(readLabel);
  if (parts.every((part) => part === null)) return fromText;
  const [city, region, countryName] = parts;
  const country = countryName ? (normaliseCountry(countryName) ?? countryName) : null;
  const state = region ? normaliseState(region, country) : null;
  return { ...fromText, city: city ?? null, state, country };
}

function mapAshbyJob(board: string, job: unknown, options: AshbyBoardOptions): Mapped {
  if (!isPlainObject(job)) return { ok: false, reason: 'a job is not an object' };
  if (job.isListed === false) return { ok: 'unlisted' };
  const id = readText(job.id);
  const title = readLabel(job.title);
  const missing = [id ? null : 'id', title ? null : 'title'].filter((field) => field !== null);
  if (!id || !title) return { ok: false, reason: `job ${id ?? '(no id)'} has no ${missing.join(' or ')}` };

  const html = readText(job.descriptionHtml);
  const description = html ?? readText(job.descriptionPlain) ?? '';
  const searchable = html ? htmlToSearchText(html) : description;
  const location = readAshbyLocation(job);

  const workplace = readText(job.workplaceType)?.toLowerCase() ?? '';
  const statedHybrid = workplace === 'hybrid' || (!workplace && location.mentionsHybrid);
  const hybrid = statedHybrid || mentionsHybridWork(searchable);
  let isRemote: boolean | null;
  if (workplace === 'remote') isRemote = true;
  else if (workplace === 'onsite' || hybrid) isRemote = false;
  else if (typeof job.isRemote === 'boolean') isRemote = job.isRemote;
  else isRemote = location.mentionsRemote ? true : null;

  const employmentType = EMPLOYMENT_TYPES[readText(job.employmentType) ?? ''];
  let jobType: JobType[] = employmentType ? [employmentType] : [];
  if (hybrid) jobType = withJobType(jobType, 'HYBRID');

  return {
    ok: true,
    posting: {
      source: 'ashby',
      sourceId: `${board}:${id}`,
      title,
      companyName: options.companyName ?? titleCaseBoard(board),
      companyLogo: null,
      companyUrl: null,
      companyIndustry: null,
      jobLevel: null,
      isRemote,
      jobType,
      jobFunction: readLabel(job.department) ?? readLabel(job.team),
      jobUrl: parseHttpUrl(job.jobUrl),
      jobUrlDirect: parseHttpUrl(job.applyUrl),
      location: { city: location.city, state: location.state, country: location.country },
      description,
      descriptionFormat: html ? 'html' : 'text',
      datePosted: parsePostingDate(job.publishedAt),
      salary: salaryFromCompensation(job.compensation),
      emails: extractEmails(searchable),
    },
  };
}

/**
 * Every listed job on an Ashby job board, as postings (unlisted jobs are left out). Never throws: a failed
 * request or an answer of the wrong shape gives no postings and one error; a job without an id or title is
 * left out with an error naming it, and the rest are kept. Errors start with "ashby:<board>:".
 */
export async function fetchAshbyBoard(
  board: string,
  options: AshbyBoardOptions = {},
): Promise<BoardFetchResult<JobPostingInput>> {
  const label = `ashby:${board}`;
  if (!isValidBoardToken(board)) return { postings: [], errors: [`${label}: not a valid board name`] };
  const url = joinUrl(
    options.baseUrl ?? ASHBY_BASE_URL,
    `/posting-api/job-board/${encodeURIComponent(board)}?includeCompensation=true`,
  );
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
  response.body.jobs.forEach((job: unknown, index: number) => {
    const mapped = mapAshbyJob(board, job, options);
    if (mapped.ok === true) postings.push(mapped.posting);
    else if (mapped.ok === false) errors.push(`${label}: job #${index + 1} skipped: ${mapped.reason}`);
  });
  return { postings, errors };
}
