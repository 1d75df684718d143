import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../config';
import { transactionsOn, type Database } from '../db/client';
import { JOB_NAMES, type AnalyzeResumeJob, type PostingsJob } from '../queue/names';
import type { JobQueue } from '../queue/queue';
import { createTokenService, type TokenService } from '../lib/tokens';
import { createDiskFileStore } from '../lib/file-store';
import { WorkerPool } from '../lib/worker-pool';
import { workerModule } from '../paths';
import { POSTING_ANALYSIS_VERSION, type JobPostingInput } from '@careerlens/core';
import type { PostingTaskResult } from '../isolated/postings-task';
import { createJobRepository } from '../repositories/job.repository';
import { createProfileRepository } from '../repositories/profile.repository';
import { createMatchRepository } from '../repositories/match.repository';
import { createResumeRepository } from '../repositories/resume.repository';
import { createUserRepository } from '../repositories/user.repository';
import type { AnalysisTaskInput, AnalysisTaskOutput } from '../isolated/analysis-task';
import { createAuthService, type AuthService } from '../services/auth.service';
import { createBoardSyncService, type BoardSyncService } from '../services/board-sync.service';
import { createIngestionService, type IngestionService } from '../services/ingestion.service';
import { createInsightsService, type InsightsService } from '../services/insights.service';
import { createJobSearchService, type JobSearchService } from '../services/job-search.service';
import { createLlmProfileClient } from '../services/llm-profile.client';
import { createLlmChatClient } from '../services/llm-chat.client';
import { createExpertChatService, type ExpertChatService } from '../services/expert-chat.service';
import { createProfileService, type ProfileService } from '../services/profile.service';
import type { ProfileTask, ProfileTaskResult } from '../isolated/profiles-task';
import { createEmbeddingsClient } from '../lib/embeddings-client';
import { createEmbeddingsService, type EmbeddingsService } from '../services/embeddings.service';
import { createMatchingService, type MatchingService } from '../services/matching.service';
import { createAnalysisRunner } from '../services/analysis-runner';
import { PostingIndex } from '../services/posting-index';
import { createResumeService, type ResumeService } from '../services/resume.service';

/**
 * Parsing untrusted files: one child process per core, PARSE_TIMEOUT_SECONDS (45 s) per file, each
 * killed on its own (a text file takes under a second). A process's heap is 128 MB and all its memory
 * 256 MB (a reader holds 150-190 MB), which nearly every resume stays well inside; a file that needs more
 * is read once more in one process with a 256 MB heap and 384 MB in all, so the pool's memory stays small
 * while hundreds of resumes are analysed (docs/decisions/002 and 005). Scans are not read by OCR here
 * (OCR_POOL).
 */
export const ANALYSIS_POOL = {
  isolation: 'process',
  size: 2,
  maxHeapMb: 128,
  maxMemoryMb: 256,
  retryOutOfMemoryHeapMb: 256,
  retryOutOfMemoryMemoryMb: 384,
} as const;
/** The folder of DATA_DIR that holds uploaded files on the embedded database. */
export const RESUME_FILES_DIR = 'resume-files';
/**
 * Reading a scan by OCR (analysis-runner.ts): one child process at a time, started for each scan and
 * stopped after it (a fresh engine per file, its memory given back at once), OCR_TIMEOUT_SECONDS per
 * file. Its memory cap is measured: MEASURED_OCR_PEAK_MB (docs/evaluation/ocr.md) with a margin; its
 * V8 heap holds pdf.js and the page images, the engine's WebAssembly memory is outside it.
 */
export const OCR_POOL = {
  isolation: 'process',
  size: 1,
  maxHeapMb: 256,
  maxMemoryMb: 768,
  maxTasksPerWorker: 1,
} as const;
/** A background analysis of a scan the OCR process had no room for (OCR_BUSY) is tried again this much later. */
export const OCR_BUSY_RETRY_SECONDS = 60;
/** Reading postings at ingestion: a chunk of 50 postings per task. */
const POSTINGS_POOL = { size: 2, taskTimeoutMs: 60_000, maxHeapMb: 512 } as const;
/** Building job profiles: a chunk of 25 postings per task. */
const PROFILES_POOL = { size: 1, taskTimeoutMs: 60_000, maxHeapMb: 384 } as const;
/** Changed postings handed to one background job. */
const POSTINGS_PER_JOB = 250;
/** A worker loads the matching index this long after it starts, once its start-up work is done. */
export const MATCHING_INDEX_WARM_DELAY_MS = 3_000;
/** Matches are re-ranked at most this often while postings keep arriving. */
const MATCH_REFRESH_DEBOUNCE_SECONDS = 10;

/** Everything the routes and job handlers need, wired once. */
export interface Services {
  config: Config;
  database: Database;
  queue: JobQueue | undefined;
  tokens: TokenService;
  auth: AuthService;
  resumes: ResumeService;
  ingestion: IngestionService;
  /** Postings in the corpus. */
  countPostings(): Promise<number>;
  /** Postings in the corpus per source ("remotive", "greenhouse", "demo"...). */
  countPostingsBySource(): Promise<Array<{ key: string; count: number }>>;
  boardSync: BoardSyncService;
  profiles: ProfileService;
  matching: MatchingService;
  /** Embeddings from a configured provider for the similarity part of matching (model null without one). */
  embeddings: EmbeddingsService;
  jobSearch: JobSearchService;
  insights: InsightsService;
  /** The AI Expert through a model, when LLM_BASE_URL is set. */
  expert: ExpertChatService;
  /**
   * Starts a parsing thread ahead of the first upload, if this process runs the analysis workers
   * (registerQueueHandlers enables it): an idle server holds no parser thread until a user signs in.
   */
  warmWorkers(): void;
  enableWarmWorkers(): void;
  /**
   * Loads the matching index a little after a worker starts, so that the first match computation after a
   * restart does not wait for it (seconds at 100,000 postings). Cancelled by close().
   */
  warmMatchingIndexSoon(): void;
  /**
   * Removes uploaded files that belong to no resume (the embedded database keeps them in the data folder);
   * run once at start, before uploads are taken.
   */
  sweepStoredFiles(): Promise<number>;
  /** Authenticates the CLI's calls to this running process (kept in DATA_DIR/server.json). */
  adminToken: string;
  close(): Promise<void>;
}

export function createServices(config: Config, database: Database, queue: JobQueue | undefined): Services {
  const tokens = createTokenService(config.jwtSecret, config.jwtExpiresInHours);
  const transaction = transactionsOn(database.db);
  const users = createUserRepository(database.db);
  // The embedded database keeps uploaded files in the data folder (lib/file-store.ts).
  const resumeRepository = createResumeRepository(
    database.db,
    database.kind === 'pglite' ? createDiskFileStore(path.join(config.dataDir, RESUME_FILES_DIR)) : undefined,
  );
  const enqueueAnalysis = async (resumeId: string) => {
    await queue?.send<AnalyzeResumeJob>(
      JOB_NAMES.analyzeResume,
      { resumeId },
      { expireInSeconds: config.analysisJobTimeoutSeconds, retryLimit: 3, retryDelay: 1 },
    );
  };
  let pool: WorkerPool<AnalysisTaskInput, AnalysisTaskOutput> | undefined;
  let warmingEnabled = false;
  const getPool = () =>
    (pool ??= new WorkerPool({
      script: workerModule('analysis'),
      ...ANALYSIS_POOL,
      taskTimeoutMs: config.parseTimeoutMs,
    }));
  let ocrPool: WorkerPool<AnalysisTaskInput, AnalysisTaskOutput> | undefined;
  const analysisRunner = createAnalysisRunner(
    {
      parsing: getPool,
      ocr: () =>
        (ocrPool ??= new WorkerPool({
          script: workerModule('ocr'),
          ...OCR_POOL,
          taskTimeoutMs: config.ocrTimeoutMs,
          env: {
            OCR_LANGUAGES: config.ocr.languages.join('+'),
            OCR_LANGUAGE_PASS: config.ocr.languagePass,
            OCR_FIRST_LANGUAGES: config.ocr.firstLanguages.join('+'),
            OCR_THREADS: String(config.ocr.threads),
          },
        })),
    },
    { maxWaitingScans: config.ocrMaxWaitingScans },
  );
  let postingsPool: WorkerPool<JobPostingInput[], PostingTaskResult[]> | undefined;
  const getPostingsPool = () =>
    (postingsPool ??= new WorkerPool({
      script: workerModule('postings'),
      ...POSTINGS_POOL,
    }));
  const jobRepository = createJobRepository(database.db);
  let profilesPool: WorkerPool<ProfileTask[], ProfileTaskResult[]> | undefined;
  const profileRepository = createProfileRepository(database.db);
  const profiles = createProfileService({
    profiles: profileRepository,
    pool: () =>
      (profilesPool ??= new WorkerPool({
        script: workerModule('profiles'),
        ...PROFILES_POOL,
      })),
    llm: config.llm ? { client: createLlmProfileClient(config.llm), model: config.llm.model } : undefined,
    log: (message) => console.warn(message),
  });
  const onPostingsChanged = async (ids: string[]) => {
    for (let start = 0; start < ids.length; start += POSTINGS_PER_JOB) {
      await queue?.send<PostingsJob>(JOB_NAMES.generateProfiles, {
        postIds: ids.slice(start, start + POSTINGS_PER_JOB),
      });
    }
    // One re-ranking of every primary resume after a burst of changes, not one per batch.
    await queue?.sendDebounced(JOB_NAMES.refreshMatches, {}, MATCH_REFRESH_DEBOUNCE_SECONDS);
  };
  const insights = createInsightsService({ jobs: jobRepository });
  const ingestion = createIngestionService({
    transaction,
    jobs: jobRepository,
    pool: getPostingsPool,
    analysisVersion: POSTING_ANALYSIS_VERSION,
    onPostingsChanged,
  });
  const jobSearch = createJobSearchService({ jobs: jobRepository });
  const auth = createAuthService({
    transaction,
    users,
    resumes: resumeRepository,
    tokens,
    onResumeStored: enqueueAnalysis,
    onProfileChanged: async (userId) => {
      for (const resume of await resumeRepository.listForUser(userId)) {
        await queue?.send<AnalyzeResumeJob>(
          JOB_NAMES.analyzeResume,
          { resumeId: resume.id, force: true },
          { expireInSeconds: config.analysisJobTimeoutSeconds, retryLimit: 3, retryDelay: 1 },
        );
      }
    },
  });
  const matchRepository = createMatchRepository(database.db);
  const embeddings = createEmbeddingsService({
    postings: jobRepository,
    resumes: resumeRepository,
    client: config.embeddings ? createEmbeddingsClient(config.embeddings) : undefined,
    calibration: { floor: config.embeddings?.floor ?? 0, full: config.embeddings?.full ?? 1 },
    onPostingsEmbedded: () => jobRepository.bumpCorpusVersion(),
    log: (message) => console.warn(message),
  });
  const matching = createMatchingService({
    matches: matchRepository,
    resumes: resumeRepository,
    users,
    profiles: profileRepository,
    index: new PostingIndex(matchRepository, () => jobRepository.corpusVersion(), embeddings.model),
    pool: () => analysisRunner,
    ocr: config.ocr,
    embeddings,
  });
  const resumes = createResumeService({
    transaction,
    resumes: resumeRepository,
    tokens,
    maxResumesPerUser: config.maxResumesPerUser,
    pool: () => analysisRunner,
    ocr: config.ocr,
    marketFor: (role, level) => insights.marketStats(role, level),
    enqueueAnalysis,
    analyzeLater: async (resumeId, job) => {
      await queue?.send<AnalyzeResumeJob>(
        JOB_NAMES.analyzeResume,
        { resumeId, ...job },
        {
          startAfter: OCR_BUSY_RETRY_SECONDS,
          expireInSeconds: config.analysisJobTimeoutSeconds,
          retryLimit: 3,
          retryDelay: 1,
        },
      );
    },
    onAnalysed: async (resumeId) => {
      await queue?.send(JOB_NAMES.computeMatches, { resumeId }, { retryLimit: 2 });
    },
  });
  let indexWarmTimer: NodeJS.Timeout | undefined;
  let indexWarming: Promise<void> | undefined;
  return {
    config,
    database,
    queue,
    tokens,
    auth,
    resumes,
    ingestion,
    countPostings: () => jobRepository.countAll(),
    countPostingsBySource: () => jobRepository.countBy('source'),
    boardSync: createBoardSyncService({ ingestion }),
    profiles,
    matching,
    embeddings,
    jobSearch,
    insights,
    expert: createExpertChatService({
      llm: config.llm ? createLlmChatClient(config.llm) : undefined,
      auth,
      resumes: resumeRepository,
      matching,
      log: (message) => console.warn(message),
    }),
    sweepStoredFiles: () => resumeRepository.sweepFiles(),
    adminToken: randomBytes(32).toString('base64url'),
    warmWorkers() {
      if (warmingEnabled) getPool().warm();
    },
    enableWarmWorkers() {
      warmingEnabled = true;
    },
    warmMatchingIndexSoon() {
      if (indexWarmTimer || indexWarming) return;
      indexWarmTimer = setTimeout(() => {
        indexWarmTimer = undefined;
        indexWarming = matching
          .warmIndex()
          .catch((error: unknown) => console.warn(`matching index: warming failed: ${String(error)}`));
      }, MATCHING_INDEX_WARM_DELAY_MS);
      indexWarmTimer.unref();
    },
    async close() {
      clearTimeout(indexWarmTimer);
      await indexWarming;
      await pool?.close();
      await ocrPool?.close();
      await postingsPool?.close();
      await profilesPool?.close();
    },
  };
}
