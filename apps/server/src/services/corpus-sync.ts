import { DEMO_SOURCE } from '@careerlens/core';
import type { BoardsConfig, SourceEntry, SyncSource } from '../sources/sync';
import type { BoardSyncOutcome, BoardSyncService } from './board-sync.service';
import { seedDemoPostings } from './demo-seed';
import type { IngestionService, IngestResult } from './ingestion.service';

/**
 * Where the corpus comes from: the configured company boards (JOB_BOARDS) and public job APIs
 * (JOB_SOURCES), synced at start and on JOB_SYNC_CRON, and the demo corpus only when nothing is
 * configured or nothing configured answers.
 *
 * - Start: when nothing is configured, the demo corpus loads into an empty database (SEED_DEMO_DATA, as
 *   before). When something is, every board and API is synced at once if one of them has no postings
 *   stored yet (the first start, or a source just added); otherwise the schedule refreshes them. If that
 *   sync stores nothing and the database is empty, the demo corpus loads, so a first start without a
 *   network still shows something.
 * - Once a sync has stored real postings, the demo postings are removed (as `npm run jobs:remove-demo`
 *   does): sample postings among real ones would be ranked and listed as if they were jobs. They come back
 *   only if the database is ever empty again at a start where nothing answers.
 * - A sync only adds and updates: a source that fails or answers badly never removes stored postings.
 */

export interface CorpusSyncDeps {
  boardSync: Pick<BoardSyncService, 'sync' | 'syncSources'>;
  ingestion: Pick<IngestionService, 'ingest' | 'removeSource'>;
  /** Stored postings per source ("greenhouse", "remotive", "demo"...). */
  postingsBySource: () => Promise<Array<{ key: string; count: number }>>;
  boards: BoardsConfig;
  sources: SourceEntry[];
  seedDemoData: boolean;
  log: { info: (message: string) => void; warn: (message: string) => void };
  now?: Date;
}

export interface CorpusSyncResult {
  outcomes: BoardSyncOutcome[];
  /** Postings fetched from every board and API. */
  fetched: number;
  /** Demo postings removed because real ones are now stored. */
  demoRemoved: number;
}

/** The APIs (posting sources) something is configured for. */
export function configuredSources(boards: BoardsConfig, sources: SourceEntry[]): SyncSource[] {
  const names: SyncSource[] = [];
  for (const board of ['greenhouse', 'lever', 'ashby'] as const)
    if (boards[board].length > 0) names.push(board);
  for (const entry of sources) if (!names.includes(entry.source)) names.push(entry.source);
  return names;
}

/**
 * Syncs every configured board and public API, logs what failed, and removes the demo postings once real
 * ones are stored. Never throws for a source that fails; a database failure propagates.
 */
export async function syncConfiguredSources(
  deps: CorpusSyncDeps,
  options: { signal?: AbortSignal } = {},
): Promise<CorpusSyncResult> {
  const outcomes: BoardSyncOutcome[] = [];
  const hasBoards = configuredSources(deps.boards, []).length > 0;
  if (hasBoards) outcomes.push(await deps.boardSync.sync(deps.boards, options));
  if (deps.sources.length > 0) outcomes.push(await deps.boardSync.syncSources(deps.sources, options));
  let fetched = 0;
  for (const outcome of outcomes) {
    fetched += outcome.report.postings;
    for (const board of outcome.report.boards)
      for (const error of board.errors) deps.log.warn(`job sync: ${error}`);
  }
  let demoRemoved = 0;
  if (fetched > 0) {
    const stored = await deps.postingsBySource();
    const realStored = stored.some((entry) => entry.key !== DEMO_SOURCE && entry.count > 0);
    if (realStored && stored.some((entry) => entry.key === DEMO_SOURCE && entry.count > 0)) {
      demoRemoved = await deps.ingestion.removeSource(DEMO_SOURCE);
      if (demoRemoved > 0)
        deps.log.info(`Demo job corpus removed (${demoRemoved} postings): real postings are now stored.`);
    }
  }
  return { outcomes, fetched, demoRemoved };
}

/** What {@link fillCorpusOnStart} did. */
export type StartFill =
  | { kind: 'demo'; result: IngestResult | undefined }
  | { kind: 'synced'; sync: CorpusSyncResult; demo: IngestResult | undefined }
  | { kind: 'scheduled' }
  | { kind: 'none' };

/**
 * Fills the corpus at start (in the background; the server already answers): see the rules above.
 */
export async function fillCorpusOnStart(deps: CorpusSyncDeps): Promise<StartFill> {
  const configured = configuredSources(deps.boards, deps.sources);
  const countAll = async () => (await deps.postingsBySource()).reduce((sum, entry) => sum + entry.count, 0);
  const seed = () =>
    seedDemoPostings({
      ingestion: deps.ingestion,
      countPostings: countAll,
      ...(deps.now ? { now: deps.now } : {}),
    });
  if (configured.length === 0)
    return deps.seedDemoData ? { kind: 'demo', result: await seed() } : { kind: 'none' };

  const stored = new Map((await deps.postingsBySource()).map((entry) => [entry.key, entry.count]));
  if (configured.every((source) => (stored.get(source) ?? 0) > 0)) return { kind: 'scheduled' };
  const sync = await syncConfiguredSources(deps);
  // Loads only into an empty database: when nothing answered (or nothing could be stored).
  const demo = deps.seedDemoData ? await seed() : undefined;
  return { kind: 'synced', sync, demo };
}

/** Several syncs' outcomes as one, boards and APIs in order (the CLI and /jobs/sync report them together). */
export function mergeOutcomes(outcomes: BoardSyncOutcome[]): BoardSyncOutcome {
  const boards = outcomes.flatMap((outcome) => outcome.report.boards);
  return {
    report: {
      boards,
      postings: boards.reduce((sum, board) => sum + board.postings, 0),
      errors: boards.reduce((sum, board) => sum + board.errors.length, 0),
    },
    imported: outcomes.reduce((sum, outcome) => sum + outcome.imported, 0),
    updated: outcomes.reduce((sum, outcome) => sum + outcome.updated, 0),
    unchanged: outcomes.reduce((sum, outcome) => sum + outcome.unchanged, 0),
  };
}
