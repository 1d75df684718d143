import type { JobPostingInput } from '@careerlens/core';
import { fetchArbeitnowJobs } from './arbeitnow';
import { fetchAshbyBoard } from './ashby';
import {
  isValidBoardToken,
  type BoardFetchOptions,
  type BoardFetchResult,
  type PagedFetchOptions,
} from './board-http';
import { fetchGreenhouseBoard } from './greenhouse';
import { fetchHimalayasJobs } from './himalayas';
import { fetchLeverBoard } from './lever';
import { fetchRemotiveJobs, isRemotiveCategory } from './remotive';
import { PUBLIC_SOURCES, type PublicSource } from './source-terms';
import { fetchMuseJobs, isMuseCategory } from './themuse';

/** The public job board APIs there are connectors for. */
export type BoardSource = 'greenhouse' | 'lever' | 'ashby';
/** Everything a sync fetches from: company boards and public job APIs. */
export type SyncSource = BoardSource | PublicSource;

/** One public job API to sync (JOB_SOURCES), with the category it is narrowed to, if any. */
export interface SourceEntry {
  source: PublicSource;
  filter: string | null;
}

/** The boards to sync, by API: Greenhouse board tokens, Lever site names, Ashby job board names. */
export interface BoardsConfig {
  greenhouse: string[];
  lever: string[];
  ashby: string[];
}

/** One board's postings, handed to {@link SyncBoardsOptions.onBoard} as soon as the board is fetched. */
export interface FetchedBoard {
  source: SyncSource;
  board: string;
  postings: JobPostingInput[];
  errors: string[];
}

/** What happened to one board in a sync. */
export interface BoardSyncResult {
  source: SyncSource;
  /** The board, or a public API's filter ("" for none). */
  board: string;
  /** Postings fetched and mapped. */
  postings: number;
  /** Everything that went wrong, each starting with "<source>:<board>:". */
  errors: string[];
  durationMs: number;
}

/** The outcome of {@link syncBoards}: every board in configuration order, and totals. */
export interface SyncBoardsReport {
  boards: BoardSyncResult[];
  postings: number;
  errors: number;
}

/** Options for {@link syncBoards}. */
export interface SyncBoardsOptions extends Omit<PagedFetchOptions, 'baseUrl'> {
  /** Per-API origins (tests point them at a local server). */
  baseUrls?: Partial<Record<SyncSource, string>>;
  /** Boards fetched at the same time. */
  concurrency?: number;
  /**
   * Receives each board's postings (to store them) before the next board starts on this slot. An error it
   * throws is recorded against that board and the sync goes on.
   */
  onBoard?: (board: FetchedBoard) => Promise<void> | void;
}

/** Polite to the APIs and enough to sync dozens of boards in a minute. */
export const SYNC_DEFAULT_CONCURRENCY = 2;
const BOARD_SOURCES: readonly BoardSource[] = ['greenhouse', 'lever', 'ashby'];
const LIST_SEPARATOR = /[\s,;]+/u;

function isBoardSource(value: string): value is BoardSource {
  return (BOARD_SOURCES as readonly string[]).includes(value);
}

/** Fetches one board with the connector for its API. Never throws. */
export function fetchBoard(
  source: BoardSource,
  board: string,
  options: BoardFetchOptions = {},
): Promise<BoardFetchResult<JobPostingInput>> {
  switch (source) {
    case 'greenhouse':
      return fetchGreenhouseBoard(board, options);
    case 'lever':
      return fetchLeverBoard(board, options);
    case 'ashby':
      return fetchAshbyBoard(board, options);
  }
}

/**
 * Reads a configured list of boards such as "greenhouse:acme, lever:globex ashby:initech" (separated by
 * commas, semicolons or whitespace; the API name is case-insensitive). Entries that cannot be read are
 * reported in `errors` and left out; repeated boards are kept once.
 */
export function parseBoardList(text: string): { config: BoardsConfig; errors: string[] } {
  const config: BoardsConfig = { greenhouse: [], lever: [], ashby: [] };
  const errors: string[] = [];
  for (const entry of text.split(LIST_SEPARATOR)) {
    if (entry === '') continue;
    const separator = entry.indexOf(':');
    const source = separator === -1 ? '' : entry.slice(0, separator).toLowerCase();
    const board = separator === -1 ? '' : entry.slice(separator + 1);
    if (!isBoardSource(source)) {
      errors.push(`"${entry}": expected <api>:<board> with api one of ${BOARD_SOURCES.join(', ')}`);
    } else if (!isValidBoardToken(board)) {
      errors.push(`"${entry}": "${board}" is not a valid board name`);
    } else if (!config[source].includes(board)) {
      config[source].push(board);
    }
  }
  return { config, errors };
}

/** Public APIs whose listing can be narrowed to a category, and how a category must look. */
const SOURCE_FILTERS: Partial<Record<PublicSource, { test: (filter: string) => boolean; example: string }>> =
  {
    remotive: { test: isRemotiveCategory, example: 'remotive:software-dev' },
    themuse: { test: isMuseCategory, example: 'themuse:software-engineering' },
  };

function isPublicSourceName(value: string): value is PublicSource {
  return (PUBLIC_SOURCES as readonly string[]).includes(value);
}

/**
 * Reads JOB_SOURCES such as "remotive:software-dev, arbeitnow themuse;himalayas" (separated by commas,
 * semicolons or whitespace; names case-insensitive; a category after a colon where the API has them).
 * Entries that cannot be read are reported in `errors` and left out; repeated entries are kept once.
 */
export function parseSourceList(text: string): { config: SourceEntry[]; errors: string[] } {
  const config: SourceEntry[] = [];
  const errors: string[] = [];
  for (const entry of text.split(LIST_SEPARATOR)) {
    if (entry === '') continue;
    const separator = entry.indexOf(':');
    const source = (separator === -1 ? entry : entry.slice(0, separator)).toLowerCase();
    const filter = separator === -1 ? null : entry.slice(separator + 1);
    if (!isPublicSourceName(source)) {
      errors.push(`"${entry}": unknown source; expected one of ${PUBLIC_SOURCES.join(', ')}`);
      continue;
    }
    const rule = SOURCE_FILTERS[source];
    if (filter !== null && !rule) {
      errors.push(`"${entry}": ${source} takes no category; write just "${source}"`);
    } else if (filter !== null && rule && !rule.test(filter)) {
      errors.push(`"${entry}": "${filter}" is not a valid category (e.g. ${rule.example})`);
    } else if (!config.some((known) => known.source === source && known.filter === filter)) {
      config.push({ source, filter });
    }
  }
  return { config, errors };
}

/** Entries written back in JOB_SOURCES' syntax ("remotive:data,himalayas"), as parseSourceList reads them. */
export function formatSourceList(entries: SourceEntry[]): string {
  return entries.map((entry) => (entry.filter ? `${entry.source}:${entry.filter}` : entry.source)).join(',');
}

/** Fetches one public job API with its connector. Never throws. */
export function fetchPublicSource(
  entry: SourceEntry,
  options: PagedFetchOptions = {},
): Promise<BoardFetchResult<JobPostingInput>> {
  switch (entry.source) {
    case 'remotive':
      return fetchRemotiveJobs(entry.filter, options);
    case 'arbeitnow':
      return fetchArbeitnowJobs(options);
    case 'themuse':
      return fetchMuseJobs(entry.filter, options);
    case 'himalayas':
      return fetchHimalayasJobs(options);
  }
}

/**
 * Fetches every configured board (a few at a time) and hands each board's postings to `onBoard`. Never
 * throws: failures are reported per board, and a board that fails does not stop the others. When `signal`
 * is aborted, boards not yet started are reported as cancelled.
 */
export async function syncBoards(
  config: BoardsConfig,
  options: SyncBoardsOptions = {},
): Promise<SyncBoardsReport> {
  const queue = BOARD_SOURCES.flatMap((source) =>
    config[source].map((board) => ({
      source,
      board,
      label: `${source}:${board}`,
      fetch: (fetchOptions: BoardFetchOptions) => fetchBoard(source, board, fetchOptions),
    })),
  );
  return runSync(queue, options);
}

/**
 * Fetches every configured public job API (JOB_SOURCES), like {@link syncBoards}: a few at a time, each
 * one's postings handed to `onBoard`, failures reported per source. Never throws.
 */
export async function syncSources(
  entries: SourceEntry[],
  options: SyncBoardsOptions = {},
): Promise<SyncBoardsReport> {
  const queue = entries.map((entry) => ({
    source: entry.source,
    board: entry.filter ?? '',
    label: entry.filter ? `${entry.source}:${entry.filter}` : entry.source,
    fetch: (fetchOptions: PagedFetchOptions) => fetchPublicSource(entry, fetchOptions),
  }));
  return runSync(queue, options);
}

interface SyncItem {
  source: SyncSource;
  board: string;
  /** How errors name it: "greenhouse:acme", "remotive", "remotive:data". */
  label: string;
  fetch: (options: PagedFetchOptions) => Promise<BoardFetchResult<JobPostingInput>>;
}

async function runSync(queue: SyncItem[], options: SyncBoardsOptions): Promise<SyncBoardsReport> {
  const { baseUrls, concurrency = SYNC_DEFAULT_CONCURRENCY, onBoard, ...fetchOptions } = options;
  const results: BoardSyncResult[] = new Array<BoardSyncResult>(queue.length);
  let next = 0;

  async function runSlot(): Promise<void> {
    for (let index = next++; index < queue.length; index = next++) {
      const item = queue[index];
      if (!item) continue;
      const { source, board, label } = item;
      const started = Date.now();
      if (fetchOptions.signal?.aborted) {
        results[index] = { source, board, postings: 0, errors: [`${label}: cancelled`], durationMs: 0 };
        continue;
      }
      const baseUrl = baseUrls?.[source];
      const fetched = await item.fetch({ ...fetchOptions, ...(baseUrl ? { baseUrl } : {}) });
      const errors = [...fetched.errors];
      if (onBoard) {
        try {
          await onBoard({ source, board, postings: fetched.postings, errors: fetched.errors });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          errors.push(`${label}: storing the postings failed: ${message}`);
        }
      }
      results[index] = {
        source,
        board,
        postings: fetched.postings.length,
        errors,
        durationMs: Date.now() - started,
      };
    }
  }

  const slots = Math.max(1, Math.min(Math.floor(concurrency), queue.length));
  await Promise.all(Array.from({ length: slots }, () => runSlot()));
  return {
    boards: results,
    postings: results.reduce((sum, result) => sum + result.postings, 0),
    errors: results.reduce((sum, result) => sum + result.errors.length, 0),
  };
}
