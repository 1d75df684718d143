import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import type { JobPostingInput, PostingSource } from '@careerlens/core';
import { parse, type CastingContext, type CsvError, type Options } from 'csv-parse';
import { splitJsonArray, splitJsonLines, type RawJsonRecord } from './json-records';
import {
  buildSalary,
  htmlToSearchText,
  mentionsHybridWork,
  normaliseCountry,
  parseBooleanFlag,
  parseEmails,
  parseHttpUrl,
  parseJobTypes,
  parseLocation,
  parsePostingDate,
  readLabel,
  readText,
  withJobType,
  type ParsedLocation,
} from './posting-fields';

/**
 * Reads the files python-jobspy writes (`jobs.to_csv(...)`, `to_json(orient="records")`, or JSON Lines)
 * one record at a time and maps each to a JobPostingInput. Memory stays bounded by the largest record, so
 * files of hundreds of megabytes import; a broken record is reported with its line and the rest go on.
 */

/** One record of a jobspy file: the posting, or why the record was skipped. `line` is where it starts. */
export type JobspyRow =
  { ok: true; line: number; posting: JobPostingInput } | { ok: false; line: number; reason: string };

/** The layouts read: CSV, a JSON array of objects, or JSON Lines (one object per line). */
export type JobspyFileFormat = 'csv' | 'json' | 'jsonl';

/** Options for {@link readJobspyFile}. */
export interface ReadJobspyFileOptions {
  /** The layout; by default from the extension (.csv, .json, .jsonl, .ndjson), else from the first character. */
  format?: JobspyFileFormat;
  /** How descriptions are written: jobspy's `description_format` (markdown by default). */
  descriptionFormat?: JobPostingInput['descriptionFormat'];
  /** A record longer than this is reported and skipped (CSV: reading stops, see below). */
  maxRecordChars?: number;
}

/** Options for {@link mapJobspyRecord}. */
export interface MapJobspyRecordOptions {
  /** How the description is written (markdown by default, as python-jobspy writes it). */
  descriptionFormat?: JobPostingInput['descriptionFormat'];
}

/** A job description is a few kilobytes; 5 million characters is far beyond any real record. */
export const JOBSPY_MAX_RECORD_CHARS = 5_000_000;
const SNIFF_BYTES = 4096;
const KNOWN_SITES: ReadonlySet<PostingSource> = new Set([
  'linkedin',
  'indeed',
  'glassdoor',
  'google',
  'zip_recruiter',
]);
/** Sites named by the host of their job URLs, for files without a `site` column. */
const SITE_BY_HOST: Array<[RegExp, PostingSource]> = [
  [/(^|\.)linkedin\.com$/u, 'linkedin'],
  [/(^|\.)indeed\.com$/u, 'indeed'],
  [/(^|\.)glassdoor\.[a-z.]+$/u, 'glassdoor'],
  [/(^|\.)ziprecruiter\.com$/u, 'zip_recruiter'],
];
const FORMAT_BY_EXTENSION: Record<string, JobspyFileFormat> = {
  '.csv': 'csv',
  '.json': 'json',
  '.jsonl': 'jsonl',
  '.ndjson': 'jsonl',
};

const PRETTY_OBJECT_MESSAGE =
  'the file holds one JSON object spread over several lines: expected a JSON array of postings, or JSON Lines (one posting per line)';

class MissingColumnError extends Error {}

/** "Job URL", "job-url", " JOB_URL " -> "job_url". */
function normaliseColumnName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/gu, '_');
}

function withNormalisedKeys(record: Record<string, unknown>): Record<string, unknown> {
  const normalised: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) normalised[normaliseColumnName(key)] = value;
  return normalised;
}

/**
 * The id python-jobspy gives a posting when the file has no `id` column (the older column set), read from
 * the job URL in the same form jobspy writes ids ("li-<id>", "in-<jk>", "gd-<jl>"), so that the same
 * posting read from an older and a current file gets the same id.
 */
export function deriveJobspySourceId(jobUrl: string | null): string | null {
  if (!jobUrl) return null;
  let url: URL;
  try {
    url = new URL(jobUrl);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (/(^|\.)linkedin\.com$/u.test(host)) {
    const id =
      /\/jobs\/view\/(?:[^/?#]*-)?(\d+)/u.exec(url.pathname)?.[1] ?? url.searchParams.get('currentJobId');
    return id && /^\d+$/u.test(id) ? `li-${id}` : null;
  }
  if (/(^|\.)indeed\.com$/u.test(host)) {
    const id = url.searchParams.get('jk') ?? url.searchParams.get('vjk');
    return id && /^[\w-]+$/u.test(id) ? `in-${id}` : null;
  }
  if (/(^|\.)glassdoor\.[a-z.]+$/u.test(host)) {
    const id = url.searchParams.get('jl');
    return id && /^\d+$/u.test(id) ? `gd-${id}` : null;
  }
  return null;
}

function isKnownSite(site: string): site is PostingSource {
  return (KNOWN_SITES as ReadonlySet<string>).has(site);
}

function sourceOf(site: string | null, jobUrl: string | null): PostingSource {
  const normalised = site?.toLowerCase().replace(/[\s-]+/gu, '_') ?? null;
  if (normalised && isKnownSite(normalised)) return normalised;
  if (!normalised && jobUrl) {
    const host = new URL(jobUrl).hostname.toLowerCase();
    for (const [pattern, source] of SITE_BY_HOST) if (pattern.test(host)) return source;
  }
  return 'import';
}

function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The place from `location` (text, or jobspy's {city, state, country} object) or city/state/country columns. */
function readLocation(record: Record<string, unknown>): ParsedLocation {
  const location = record.location;
  if (isRecordObject(location)) {
    const country = readLabel(location.country);
    return {
      city: readLabel(location.city),
      state: readLabel(location.state),
      country: country ? (normaliseCountry(country) ?? country) : null,
      mentionsRemote: false,
      mentionsHybrid: false,
    };
  }
  const parsed = parseLocation(location);
  if (parsed.city || parsed.state || parsed.country) return parsed;
  const parts = [record.city, record.state, record.country].map(readLabel).filter((part) => part !== null);
  return parts.length > 0
    ? { ...parseLocation(parts.join(', ')), mentionsRemote: parsed.mentionsRemote }
    : parsed;
}

/**
 * Maps one jobspy record (column name -> value; names are matched case-insensitively) to a posting.
 * A record needs a title, and a description or a job URL to be of any use; everything else is optional and
 * read leniently (unreadable values become null).
 */
export function mapJobspyRecord(
  input: Record<string, unknown>,
  options: MapJobspyRecordOptions = {},
): { ok: true; posting: JobPostingInput } | { ok: false; reason: string } {
  const record = withNormalisedKeys(input);
  const title = readLabel(record.title);
  const description = readText(record.description) ?? '';
  const jobUrl = parseHttpUrl(record.job_url);
  const jobUrlDirect = parseHttpUrl(record.job_url_direct);
  if (!title) return { ok: false, reason: 'the record has no title' };
  if (!description && !jobUrl && !jobUrlDirect) {
    return { ok: false, reason: 'the record has no description and no job URL' };
  }

  const descriptionFormat = options.descriptionFormat ?? 'markdown';
  const location = readLocation(record);
  const workFromHome = readText(record.work_from_home_type)?.toLowerCase() ?? '';
  let isRemote = parseBooleanFlag(record.is_remote);
  if (isRemote === null && (location.mentionsRemote || /\bremote\b/u.test(workFromHome))) isRemote = true;

  let jobType = parseJobTypes(record.job_type);
  const searchable = descriptionFormat === 'html' ? htmlToSearchText(description) : description;
  if (/\bhybrid\b/u.test(workFromHome) || location.mentionsHybrid || mentionsHybridWork(searchable)) {
    jobType = withJobType(jobType, 'HYBRID');
  }

  return {
    ok: true,
    posting: {
      source: sourceOf(readText(record.site), jobUrl),
      sourceId: readText(record.id) ?? deriveJobspySourceId(jobUrl),
      title,
      companyName: readLabel(record.company) ?? readLabel(record.company_name),
      companyLogo: parseHttpUrl(record.company_logo),
      // jobspy's company_url is the company's page on the job site; company_url_direct its own site.
      companyUrl: parseHttpUrl(record.company_url) ?? parseHttpUrl(record.company_url_direct),
      companyIndustry: readLabel(record.company_industry),
      jobLevel: readLabel(record.job_level),
      isRemote,
      jobType,
      jobFunction: readLabel(record.job_function),
      jobUrl,
      jobUrlDirect,
      location: { city: location.city, state: location.state, country: location.country },
      description,
      descriptionFormat,
      datePosted: parsePostingDate(record.date_posted),
      salary: buildSalary(record.interval, record.min_amount, record.max_amount, record.currency),
      emails: parseEmails(record.emails),
    },
  };
}

/** The layout of a file: from its extension, else from its first non-blank character. */
export async function detectJobspyFileFormat(filePath: string): Promise<JobspyFileFormat> {
  const byExtension = FORMAT_BY_EXTENSION[path.extname(filePath).toLowerCase()];
  if (byExtension === 'csv' || byExtension === 'jsonl') return byExtension;
  const handle = await open(filePath, 'r');
  let head: string;
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    head = buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
  const first = /[^\s\uFEFF]/u.exec(head)?.[0];
  if (first === '[') return 'json';
  if (first === '{') return 'jsonl';
  return byExtension ?? 'csv';
}

function countLineBreaks(text: string): number {
  return text.match(/\r\n|\r|\n/gu)?.length ?? 0;
}

/**
 * Tracks where each CSV record starts. csv-parse's own `info.lines` counts a quoted "\r\n" as two lines, so
 * lines are counted here from each record's raw text, which holds any empty lines before the record, the
 * line breaks inside its quoted fields and (part of) the break that ends it. Records must be placed in the
 * order csv-parse reads them (its `on_record` and `on_skip` callbacks).
 */
class CsvLineCounter {
  /** The line after the header (jobspy writes a one-line header on line 1). */
  private nextLine = 2;

  place(raw: string | undefined): number {
    const text = raw ?? '';
    const leadingBreaks = /^[\r\n]*/u.exec(text)?.[0] ?? '';
    const body = text.slice(leadingBreaks.length).replace(/(?:\r\n|\r|\n)$/u, '');
    const start = this.nextLine + countLineBreaks(leadingBreaks);
    this.nextLine = start + countLineBreaks(body) + 1;
    return start;
  }
}

interface PlacedCsvRecord {
  fields: Record<string, string>;
  line: number;
  fieldCount: number | null;
}

function fieldCountOf(error: CsvError | undefined): number | null {
  const record: unknown = (error as { record?: unknown } | undefined)?.record;
  return Array.isArray(record) ? record.length : null;
}

function csvSkipReason(error: CsvError, maxChars: number): string {
  switch (error.code) {
    case 'CSV_MAX_RECORD_SIZE':
      // csv-parse cannot find the next record after this error: say so rather than stop silently.
      return `the record is longer than ${maxChars.toLocaleString('en-US')} characters (often a quote that is never closed); the rest of the file was not read`;
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted field that starts in this record is never closed';
    default:
      return `the record could not be read: ${error.message}`;
  }
}

async function* readCsvRows(filePath: string, options: ReadJobspyFileOptions): AsyncGenerator<JobspyRow> {
  const maxChars = options.maxRecordChars ?? JOBSPY_MAX_RECORD_CHARS;
  const lines = new CsvLineCounter();
  let columnCount = 0;
  const skipped: Array<{ ok: false; line: number; reason: string }> = [];

  const readHeader = (header: unknown): string[] => {
    const names = (Array.isArray(header) ? header : []).map((name) => normaliseColumnName(String(name)));
    if (!names.includes('title')) {
      throw new MissingColumnError(
        'the header has no "title" column: is this a python-jobspy CSV file? (expected columns such as site, job_url, title, company, description)',
      );
    }
    columnCount = names.length;
    return names;
  };
  // csv-parse's types do not describe records wrapped by `raw` and replaced by `on_record`: hence `unknown`.
  const parserOptions: Options<unknown> = {
    bom: true,
    raw: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: maxChars,
    on_record: (item: unknown, context: CastingContext): PlacedCsvRecord => {
      const { record, raw } = item as { record: Record<string, string>; raw?: string };
      const error = (context as CastingContext & { error?: CsvError }).error;
      return {
        fields: record,
        line: lines.place(raw),
        fieldCount: error ? (fieldCountOf(error) ?? -1) : null,
      };
    },
    on_skip: (error: CsvError | undefined, raw: string | undefined) => {
      const line = lines.place(raw);
      if (error) skipped.push({ ok: false, line, reason: csvSkipReason(error, maxChars) });
      return undefined;
    },
  };
  const parser = parse<unknown>({ ...parserOptions, columns: readHeader });
  const source = createReadStream(filePath);
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);

  try {
    for await (const { fields, line, fieldCount } of parser as AsyncIterable<PlacedCsvRecord>) {
      // Skipped records are reported while csv-parse reads ahead: yield those that come before this one.
      for (let next = skipped[0]; next && next.line < line; next = skipped[0]) {
        skipped.shift();
        yield next;
      }
      if (fieldCount !== null) {
        const found = fieldCount >= 0 ? String(fieldCount) : 'a different number';
        yield { ok: false, line, reason: `expected ${columnCount} fields as in the header, found ${found}` };
        continue;
      }
      const mapped = mapJobspyRecord(fields, options);
      yield mapped.ok
        ? { ok: true, line, posting: mapped.posting }
        : { ok: false, line, reason: mapped.reason };
    }
  } catch (error) {
    if (!(error instanceof MissingColumnError)) throw error;
    yield { ok: false, line: 1, reason: error.message };
    return;
  } finally {
    source.destroy();
    parser.destroy();
  }
  yield* skipped;
}

async function* readJsonRows(
  filePath: string,
  format: 'json' | 'jsonl',
  options: ReadJobspyFileOptions,
): AsyncGenerator<JobspyRow> {
  const maxChars = options.maxRecordChars ?? JOBSPY_MAX_RECORD_CHARS;
  const source = createReadStream(filePath, { encoding: 'utf8' });
  const chunks = source as AsyncIterable<string>;
  const records: AsyncGenerator<RawJsonRecord> =
    format === 'json' ? splitJsonArray(chunks, maxChars) : splitJsonLines(chunks, maxChars);
  let first = true;
  try {
    for await (const raw of records) {
      if (first && format === 'jsonl' && 'text' in raw && raw.text === '{') {
        // One object over many lines: neither an array nor JSON Lines. Say so once, not once per line.
        yield { ok: false, line: raw.line, reason: PRETTY_OBJECT_MESSAGE };
        return;
      }
      first = false;
      if ('error' in raw) {
        yield { ok: false, line: raw.line, reason: raw.error };
        continue;
      }
      let value: unknown;
      try {
        value = JSON.parse(raw.text);
      } catch (error) {
        yield { ok: false, line: raw.line, reason: `invalid JSON: ${(error as Error).message}` };
        continue;
      }
      if (!isRecordObject(value)) {
        yield { ok: false, line: raw.line, reason: 'the record is not a JSON object' };
        continue;
      }
      const mapped = mapJobspyRecord(value, options);
      yield mapped.ok
        ? { ok: true, line: raw.line, posting: mapped.posting }
        : { ok: false, line: raw.line, reason: mapped.reason };
    }
  } finally {
    source.destroy();
  }
}

/**
 * Streams a python-jobspy output file (CSV with the current or the older column set, in any column order;
 * a JSON array of objects; or JSON Lines) and yields one result per record, in file order, with the line
 * the record starts on. Bad records are yielded as `{ ok: false, line, reason }` and reading goes on; the
 * generator throws only when the file itself cannot be opened or read.
 *
 * CSV records with a wrong number of fields are reported. A CSV record longer than `maxRecordChars`
 * (nearly always an unclosed quote swallowing the rest of the file) is reported and ends the reading.
 */
export async function* readJobspyFile(
  filePath: string,
  options: ReadJobspyFileOptions = {},
): AsyncGenerator<JobspyRow> {
  const format = options.format ?? (await detectJobspyFileFormat(filePath));
  if (format === 'csv') yield* readCsvRows(filePath, options);
  else yield* readJsonRows(filePath, format, options);
}
