import { syncBoards, type BoardsConfig, type SyncBoardsReport } from '../sources/sync';
import type { IngestionService } from './ingestion.service';

export interface BoardSyncOutcome {
  report: SyncBoardsReport;
  imported: number;
  updated: number;
  unchanged: number;
}

/**
 * Fetches postings from company job boards (Greenhouse, Lever, Ashby) and ingests each board as it
 * arrives. A board that fails is logged and skipped; what was already stored stays.
 */
export function createBoardSyncService(deps: {
  ingestion: IngestionService;
  baseUrls?: Partial<Record<'greenhouse' | 'lever' | 'ashby', string>>;
}) {
  return {
    async sync(boards: BoardsConfig, options: { signal?: AbortSignal } = {}): Promise<BoardSyncOutcome> {
      const totals = { imported: 0, updated: 0, unchanged: 0 };
      const report = await syncBoards(boards, {
        ...(deps.baseUrls ? { baseUrls: deps.baseUrls } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        onBoard: async ({ postings }) => {
          const result = await deps.ingestion.ingest(
            postings.map((posting) => ({ ok: true as const, posting })),
          );
          totals.imported += result.imported;
          totals.updated += result.updated;
          totals.unchanged += result.unchanged;
        },
      });
      return { report, ...totals };
    },
  };
}

export type BoardSyncService = ReturnType<typeof createBoardSyncService>;
