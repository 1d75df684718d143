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
  decodeHtmlEntities,
  extractEmails,
  htmlToSearchText,
  mentionsHybridWork,
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
 * Greenhouse Job Board API (public, no key): `GET /v1/boards/{board_token}/jobs?content=true` answers
 * `{ jobs: [{ id, title, updated_at, first_published, company_name, location: { name }, absolute_url,
 * content, departments: [{ name }], offices, metadata: [{ name, value, value_type }] }], meta: { total } }`.
 * `content` is the description as HTML whose markup is entity-escaped ("&lt;p&gt;"), so it is decoded once.
 */

/** The public API's origin. */
export const GREENHOUSE_BASE_URL = 'https://boards-api.greenhouse.io';

/** Options for {@link fetchGreenhouseBoard}. */
export interface GreenhouseBoardOptions extends BoardFetchOptions {
  /** The company's display name; by default the API's `company_name`, else the board token title-cased. */
  companyName?: string;
}

type Mapped = { ok: true; posting: JobPostingInput } | { ok: false; reason: string };

const EMPLOYMENT_FIELD = /employment|job type|commitment|contract type|time type/iu;
const WORKPLACE_FIELD = /remote|workplace|work arrangement|work model|location type|work type/iu;
const PAY_FREQUENCY_FIELD = /frequency|pay period|pay interval|salary interval/iu;

interface MetadataEntry {
  name: string;
  value: unknown;
  valueType: string | null;
}

function readMetadata(value: unknown): MetadataEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isPlainObject).map((entry) => ({
    name: readText(entry.name) ?? '',
    value: entry.value,
    valueType: readText(entry.value_type),
  }));
}

/** Text of a metadata value: a string, or the strings of a multi-select. */
function metadataText(value: unknown): string {
  if (Array.isArray(value)) return value.map((item) => readText(item) ?? '').join(', ');
  return readText(value) ?? '';
}

function salaryFromMetadata(metadata: MetadataEntry[]): JobPostingInput['salary'] {
  const range = metadata.find((entry) => entry.valueType === 'currency_range' && isPlainObject(entry.value));
  if (!range || !isPlainObject(range.value)) return null;
  const frequency = metadata.find((entry) => PAY_FREQUENCY_FIELD.test(entry.name));
  const interval = frequency ? metadataText(frequency.value) : /hourly/iu.test(range.name) ? 'hourly' : null;
  return buildSalary(interval, range.value.min_value, range.value.max_value, range.value.unit);
}

function departmentNames(value: unknown): string | null {
  if (!Array.isArray(value)) return null;
  const names = value
    .filter(isPlainObject)
    .map((department) => readLabel(department.name))
    .filter((name): name is string => name !== null);
  return names.length > 0 ? names.join(', ') : null;
}

function mapGreenhouseJob(board: string, job: unknown, options: GreenhouseBoardOptions): Mapped {
  if (!isPlainObject(job)) return { ok: false, reason: 'a job is not an object' };
  const id = readText(job.id);
  const title = readLabel(job.title);
  const missing = [id ? null : 'id', title ? null : 'title'].filter((field) => field !== null);
  if (!id || !title) return { ok: false, reason: `job ${id ?? '(no id)'} has no ${missing.join(' or ')}` };

  const description = decodeHtmlEntities(readText(job.content) ?? '');
  const descriptionText = htmlToSearchText(description);
  const locationName = isPlainObject(job.location) ? readText(job.location.name) : null;
  const location = parseLocation(locationName);
  const metadata = readMetadata(job.metadata);

  let jobType: JobType[] = [];
  for (const entry of metadata) {
    if (EMPLOYMENT_FIELD.test(entry.name))
      jobType = [...jobType, ...parseJobTypes(metadataText(entry.value))];
  }
  const workplace = metadata
    .filter((entry) => WORKPLACE_FIELD.test(entry.name))
    .map((entry) => (entry.value === true ? 'remote' : metadataText(entry.value)))
    .join(' ')
    .toLowerCase();
  const statedHybrid = location.mentionsHybrid || /\bhybrid\b/u.test(workplace);
  const statedRemote = !statedHybrid && (location.mentionsRemote || /\bremote\b/u.test(workplace));
  const statedOnsite = /\bon-?site\b|\bin[- ]office\b/u.test(workplace);
  const hybrid = statedHybrid || mentionsHybridWork(descriptionText);
  if (hybrid) jobType = withJobType(jobType, 'HYBRID');

  return {
    ok: true,
    posting: {
      source: 'greenhouse',
      sourceId: `${board}:${id}`,
      title,
      companyName: options.companyName ?? readLabel(job.company_name) ?? titleCaseBoard(board),
      companyLogo: null,
      companyUrl: null,
      companyIndustry: null,
      jobLevel: null,
      // Where the board says so; a hybrid description makes an unstated job not remote.
      isRemote: statedRemote ? true : hybrid || statedOnsite ? false : null,
      jobType: [...new Set(jobType)],
      jobFunction: departmentNames(job.departments),
      jobUrl: parseHttpUrl(job.absolute_url),
      jobUrlDirect: null,
      location: { city: location.city, state: location.state, country: location.country },
      description,
      descriptionFormat: 'html',
      datePosted: parsePostingDate(job.first_published) ?? parsePostingDate(job.updated_at),
      salary: salaryFromMetadata(metadata),
      emails: extractEmails(descriptionText),
    },
  };
}

/**
 * Every published job on a Greenhouse board, as postings. Never throws: a failed request or an answer of
 * the wrong shape gives no postings and one error; a job without an id or title is left out with an
 * error naming it, and the rest are kept. Errors start with "greenhouse:<board>:".
 */
export async function fetchGreenhouseBoard(
  board: string,
  options: GreenhouseBoardOptions = {},
): Promise<BoardFetchResult<JobPostingInput>> {
  const label = `greenhouse:${board}`;
  if (!isValidBoardToken(board)) return { postings: [], errors: [`${label}: not a valid board token`] };
  const url = joinUrl(
    options.baseUrl ?? GREENHOUSE_BASE_URL,
    `/v1/boards/${encodeURIComponent(board)}/jobs?content=true`,
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
    const mapped = mapGreenhouseJob(board, job, options);
    if (mapped.ok) postings.push(mapped.posting);
    else errors.push(`${label}: job #${index + 1} skipped: ${mapped.reason}`);
  });
  return { postings, errors };
}
