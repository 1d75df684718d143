import type { Config } from '../config';
import type { Services } from './container';
import { JOB_NAMES, type AnalyzeResumeJob, type PostingsJob, type RefreshMatchesJob } from '../queue/names';
import { configuredSources, syncConfiguredSources, type CorpusSyncDeps } from '../services/corpus-sync';

/**
 * Analyses in flight per process: twice the worker-thread pool, so that while one job reads and writes
 * the database on the main thread, the threads are already parsing the next files (the pool queues them).
 */
const ANALYSIS_CONCURRENCY = 4;
/** Match computations fetched per poll. */
const MATCH_BATCH_SIZE = 20;
/** Match computations sent within this long of each other are fetched together. */
const MATCH_GATHER_MS = 300;

/** How many job boards and public job APIs the configuration asks to sync on a schedule. */
export function boardCount(config: Config): number {
  const boards = config.jobBoards;
  return boards.greenhouse.length + boards.lever.length + boards.ashby.length + config.jobSources.length;
}

/** What a sync of the configured boards and APIs needs (at start and on JOB_SYNC_CRON). */
export function corpusSyncDeps(services: Services, log: CorpusSyncDeps['log']): CorpusSyncDeps {
  return {
    boardSync: services.boardSync,
    ingestion: services.ingestion,
    postingsBySource: services.countPostingsBySource,
    boards: services.config.jobBoards,
    sources: services.config.jobSources,
    seedDemoData: services.config.seedDemoData,
    log,
  };
}

/**
 * Subscribes this process to every background queue. The API process (by default) and `npm run worker`
 * processes run the same handlers.
 */
export async function registerQueueHandlers(
  services: Services,
  options: { warm: boolean },
): Promise<string[]> {
  const queue = services.queue;
  if (!queue) return [];
  services.enableWarmWorkers();
  // A worker-only process exists to work: its first parsing thread starts now. The server's starts
  // when a user signs in (see the auth routes), so that an idle server holds none.
  if (options.warm) services.warmWorkers();
  await queue.work<AnalyzeResumeJob>(
    JOB_NAMES.analyzeResume,
    { concurrency: ANALYSIS_CONCURRENCY },
    async (data) => {
      await services.resumes.analyze(data.resumeId, {
        force: data.force === true,
        busyRetries: data.busyRetries ?? 0,
      });
    },
  );
  await queue.work<PostingsJob>(JOB_NAMES.generateProfiles, {}, async (data) => {
    await services.profiles.generateFor(data.postIds);
  });
  // Ranking follows each analysis, but nobody waits on it at once: the jobs of a burst of uploads are
  // gathered for a moment and fetched and completed together, leaving the database and the CPU to the
  // analyses in between.
  await queue.work<AnalyzeResumeJob>(
    JOB_NAMES.computeMatches,
    { batchSize: MATCH_BATCH_SIZE, wakeOnSend: { afterMs: MATCH_GATHER_MS } },
    async (data) => {
      await services.matching.computeForResume(data.resumeId);
    },
  );
  await queue.work<RefreshMatchesJob>(JOB_NAMES.refreshMatches, {}, async (data) => {
    await services.matching.computeForPrimaryResumes({ onlyIfEmbedded: data.onlyIfEmbedded === true });
  });
  await queue.work<object>(JOB_NAMES.syncBoards, {}, async () => {
    await syncConfiguredSources(
      corpusSyncDeps(services, {
        info: (message) => console.info(message),
        warn: (message) => console.warn(message),
      }),
    );
  });
  // The first match computation after a restart would otherwise load the corpus index itself.
  services.warmMatchingIndexSoon();
  // With an embeddings provider, postings stored before it was configured (or while it was down) get
  // their embeddings soon after start, and the matches their ranking if any did.
  if (services.embeddings.model)
    await queue.sendDebounced<RefreshMatchesJob>(JOB_NAMES.refreshMatches, { onlyIfEmbedded: true }, 5);
  // Matches ranked by an earlier method are ranked again, so that their scores agree with the fit
  // analysis of one job as this version scores it.
  if (await services.matching.hasMatchesOfOtherMethod())
    await queue.sendDebounced<RefreshMatchesJob>(JOB_NAMES.refreshMatches, {}, 5);
  if (configuredSources(services.config.jobBoards, services.config.jobSources).length > 0) {
    await queue.boss.schedule(JOB_NAMES.syncBoards, services.config.jobSyncCron, {}, { tz: 'UTC' });
  } else {
    await queue.boss.unschedule(JOB_NAMES.syncBoards).catch(() => undefined);
  }
  return [
    JOB_NAMES.analyzeResume,
    JOB_NAMES.syncBoards,
    JOB_NAMES.generateProfiles,
    JOB_NAMES.computeMatches,
    JOB_NAMES.refreshMatches,
  ];
}
