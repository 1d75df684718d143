import type { PagedFetchOptions } from '../sources/board-http';
import {
  syncBoards,
  syncSources,
  type BoardsConfig,
  type SourceEntry,
  type SyncBoardsOptions,
  type SyncBoardsReport,
  type SyncSource,
} from '../sources/sync';
import type { IngestionService } from './ingestion.service';

export interface BoardSyncOutcome {
  report: SyncBoardsReport;
  imported: number;
  updated: number;
  unchanged: number;
}

/**
 * Fetches postings from company job boards (Greenhouse, Lever, Ashby) and public job APIs (Remotive,
 * Arbeitnow, The Muse, Himalayas) and ingests each board or API as it arrives. One that fails is logged
 * and skipped; what was already stored stays (a sync only adds and updates postings, never removes any).
 */
export function createBoardSyncService(deps: {
  ingestion: Pick<IngestionService, 'ingest'>;
  baseUrls?: Partial<Record<SyncSource, string>>;
  /** Fetch options for tests (a local fetch, no wait between pages). */
  fetchOptions?: Omit<PagedFetchOptions, 'baseUrl' | 'signal'>;
}) {
  async function run(
    sync: (options: SyncBoardsOptions) => Promise<SyncBoardsReport>,
    options: { signal?: AbortSignal },
  ): Promise<BoardSyncOutcome> {
    const totals = { imported: 0, updated: 0, unchanged: 0 };
    const report = await sync({
      ...deps.fetchOptions,
      ...(deps.baseUrls ? { baseUrls: deps.baseUrls } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      onBoard: async ({ postings }) => {
        if (postings.length === 0) return;
        const result = await deps.ingestion.ingest(
          postings.map((posting) => ({ ok: true as const, posting })),
        );
        totals.imported += result.imported;
        totals.updated += result.updated;
        totals.unchanged += result.unchanged;
      },
    });
    return { report, ...totals };
  }

  return {
    /** Syncs company job boards. */
    sync(boards: BoardsConfig, options: { signal?: AbortSignal } = {}): Promise<BoardSyncOutcome> {
      return run((syncOptions) => syncBoards(boards, syncOptions), options);
    },
    /** Syncs public job APIs (JOB_SOURCES). */
    syncSources(sources: SourceEntry[], options: { signal?: AbortSignal } = {}): Promise<BoardSyncOutcome> {
      return run((syncOptions) => syncSources(sources, syncOptions), options);
    },
  };
}

export type BoardSyncService = ReturnType<typeof createBoardSyncService>;
