import type { OcrSettings } from '../ocr/settings';
import { createHash } from 'node:crypto';
import {
  RESUME_FILE_TYPES,
  RESUME_MAX_BYTES,
  type AnalysisData,
  type ExperienceLevel,
  type Resume,
} from '@careerlens/contracts';
import { ANALYSIS_METHOD_VERSION, checkResumeFile, type MarketSkillStats } from '@careerlens/core';
import type { RunInTransaction } from '../db/client';
import { AppError } from '../errors';
import { isUniqueViolation } from '../lib/db-errors';
import type { TokenService } from '../lib/tokens';
import { WorkerTaskError } from '../lib/worker-pool';
import { OCR_BUSY, type AnalysisRunner } from './analysis-runner';
import type { ResumeRepository, ResumeRow } from '../repositories/resume.repository';
import type { AnalysisTaskInput, AnalysisTaskOutput } from '../isolated/analysis-task';

export const INVALID_TYPE_MESSAGE = 'Invalid file type. Please upload a PDF, DOC, DOCX, or TXT file';
export const TOO_LARGE_MESSAGE = 'File size cannot exceed 10MB';
export function quotaMessage(max: number): string {
  return `You already keep ${max} resumes, the most one account can store. Delete one you no longer need on My Resumes, then upload again.`;
}
const DOWNLOAD_PURPOSE = 'resume-download';
/** Signed download links live this long. */
export const DOWNLOAD_LINK_TTL_SECONDS = 5 * 60;

const WORKER_FAILURE_MESSAGES: Record<WorkerTaskError['reason'], string> = {
  timeout:
    'Reading this file took too long, which usually means it is very large or unusually built. Save it again as a simple PDF or DOCX and upload that.',
  'out-of-memory':
    'This file needs far more memory to read than any resume should. Save it again as a simple PDF or DOCX and upload that.',
  crashed: 'This file could not be read. Save it again from your editor and upload the new copy.',
};

/**
 * Analyses of one file started without ending (each a process that died reading it) before it fails
 * without another try: below the queue's retry limit, so the last retry records the failure.
 */
export const MAX_ANALYSIS_ATTEMPTS = 3;
/**
 * Times a background analysis of a scan is put off because the OCR process has its maximum of scans
 * waiting (OCR_BUSY, analysis-runner.ts) before it fails with that message; each try starts
 * OCR_BUSY_RETRY_SECONDS (container.ts) after the last.
 */
export const MAX_OCR_BUSY_RETRIES = 10;
/** The stored copy of the file cannot be found (the data folder was changed by hand). */
const MISSING_FILE_MESSAGE =
  'The stored copy of this file could not be found, so it cannot be analysed. Upload the file again.';
export const REPEATED_CRASH_MESSAGE =
  'Reading this file stopped the analysis several times, so it was not tried again. Save it again as a simple PDF or DOCX and upload that.';

const UPLOAD_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The same bytes uploaded again: say which resume already holds them instead of storing a second copy. */
function duplicateError(existing: ResumeRow): AppError {
  return new AppError(
    'DUPLICATE_FILE',
    `You already uploaded this file: it is in My Resumes as ${existing.originalFileName} (uploaded ${UPLOAD_DATE.format(existing.createdAt)}).`,
  );
}

export function presentResume(row: ResumeRow): Resume {
  return {
    id: row.id,
    originalFileName: row.originalFileName,
    isPrimary: row.isPrimary,
    createdAt: row.createdAt.toISOString(),
    status: row.status as Resume['status'],
    fileType: row.fileType as Resume['fileType'],
    sizeBytes: row.sizeBytes,
    failureReason: row.failureReason,
    analyzedAt: row.analyzedAt ? row.analyzedAt.toISOString() : null,
    analysisData: (row.analysisData as AnalysisData | null) ?? null,
  };
}

export function createResumeService(deps: {
  /** One transaction over several repository calls. */
  transaction: RunInTransaction;
  resumes: ResumeRepository;
  tokens: TokenService;
  /** Resumes one account may keep. */
  maxResumesPerUser: number;
  /** Reads the file in the parsing processes, and a scan in the OCR process (analysis-runner.ts). */
  pool: () => AnalysisRunner;
  ocr: OcrSettings;
  marketFor: (
    targetRole: string | null,
    level: ExperienceLevel | null,
  ) => Promise<MarketSkillStats | undefined>;
  enqueueAnalysis: (resumeId: string) => Promise<void>;
  /**
   * Analyses the resume again later (a background job started after a delay): for a scan the OCR process
   * had no room for (OCR_BUSY). Without it such a scan fails with the busy message.
   */
  analyzeLater?: (resumeId: string, job: { force: boolean; busyRetries: number }) => Promise<void>;
  /** Called when a resume's analysis is saved (its job matches follow from it). */
  onAnalysed: (resumeId: string) => Promise<void>;
}) {
  const { transaction, resumes, tokens } = deps;

  async function requireOwned(id: string, userId: string): Promise<ResumeRow> {
    const row = await resumes.findForUser(id, userId);
    if (!row) throw AppError.notFound('Resume not found');
    return row;
  }

  const service = {
    async upload(userId: string, file: { fileName: string; bytes: Uint8Array }): Promise<Resume> {
      const check = checkResumeFile(file.bytes, file.fileName, {
        allowed: RESUME_FILE_TYPES,
        maxBytes: RESUME_MAX_BYTES,
      });
      if (!check.ok) {
        if (check.reason === 'TOO_LARGE') throw new AppError('FILE_TOO_LARGE', TOO_LARGE_MESSAGE);
        throw new AppError('INVALID_FILE_TYPE', `${INVALID_TYPE_MESSAGE}. ${check.detail}`, {
          file: ['Please upload a PDF, DOC, DOCX, or TXT file'],
        });
      }
      const values = {
        userId,
        originalFileName: file.fileName,
        fileType: check.fileType,
        mimeType: check.mimeType,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        content: file.bytes,
      };
      const insert = (isPrimary: boolean) =>
        transaction(async (tx) => {
          const kept = await resumes.countForUserLocked(userId, tx);
          if (kept === undefined)
            throw AppError.unauthorized('Your session has ended. Please sign in again.');
          // After the lock on the user, so two identical uploads at once cannot both pass.
          const same = await resumes.findBySha256(userId, values.sha256, tx);
          if (same) throw duplicateError(same);
          if (kept >= deps.maxResumesPerUser) {
            throw new AppError('QUOTA_EXCEEDED', quotaMessage(deps.maxResumesPerUser));
          }
          const first = isPrimary && kept === 0;
          return resumes.insertWithFile({ ...values, isPrimary: first }, tx);
        });
      let row: ResumeRow;
      try {
        row = await insert(true);
      } catch (error) {
        // Two first uploads at once: the database lets only one be primary.
        if (!isUniqueViolation(error)) throw error;
        row = await insert(false);
      }
      await deps.enqueueAnalysis(row.id);
      return presentResume(row);
    },

    async list(userId: string): Promise<Resume[]> {
      return (await resumes.listForUser(userId)).map(presentResume);
    },

    async primary(userId: string): Promise<Resume> {
      const row = await resumes.findPrimary(userId);
      if (!row) throw AppError.notFound('You have no primary resume yet. Upload one to get started.');
      return presentResume(row);
    },

    async get(userId: string, id: string): Promise<Resume> {
      return presentResume(await requireOwned(id, userId));
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await resumes.deleteForUser(id, userId))) throw AppError.notFound('Resume not found');
    },

    async setPrimary(userId: string, id: string): Promise<Resume> {
      const row = await resumes.setPrimary(id, userId);
      if (!row) throw AppError.notFound('Resume not found');
      return presentResume(row);
    },

    async downloadUrl(userId: string, id: string): Promise<{ downloadUrl: string; expiresAt: string }> {
      await requireOwned(id, userId);
      const token = await tokens.issueScoped(id, DOWNLOAD_PURPOSE, DOWNLOAD_LINK_TTL_SECONDS);
      return {
        downloadUrl: `/api/resumes/download/${token}`,
        expiresAt: new Date(Date.now() + DOWNLOAD_LINK_TTL_SECONDS * 1000).toISOString(),
      };
    },

    /** The file behind a signed link; an expired or forged link reads as missing. */
    async download(token: string): Promise<{ fileName: string; mimeType: string; bytes: Uint8Array }> {
      const id = await tokens.verifyScoped(token, DOWNLOAD_PURPOSE);
      const row = id ? await resumes.findById(id) : undefined;
      const bytes = row ? await resumes.readFile(row.id) : undefined;
      if (!row || !bytes)
        throw AppError.notFound('This download link has expired. Go back to My Resumes and download again.');
      return { fileName: row.originalFileName, mimeType: row.mimeType, bytes };
    },

    /**
     * The background analysis of one resume. Idempotent: a resume already analysed by the current
     * method is left alone, so a retried or duplicated job does no harm.
     */
    async analyze(resumeId: string, options: { force?: boolean; busyRetries?: number } = {}): Promise<void> {
      const row = await resumes.startAnalysis(resumeId, options.force ? undefined : ANALYSIS_METHOD_VERSION);
      if (!row) return;
      if (row.attempts > MAX_ANALYSIS_ATTEMPTS) {
        await resumes.saveFailure(resumeId, REPEATED_CRASH_MESSAGE, ANALYSIS_METHOD_VERSION);
        return;
      }
      const bytes = row.content;
      if (!bytes) {
        await resumes.saveFailure(resumeId, MISSING_FILE_MESSAGE, ANALYSIS_METHOD_VERSION);
        return;
      }
      const experienceLevel = (row.experienceLevel ?? null) as ExperienceLevel | null;
      const targetRole = row.targetRole ?? null;
      let output: AnalysisTaskOutput;
      try {
        output = await deps.pool().run({
          mode: 'analyze',
          bytes,
          fileType: row.fileType as AnalysisTaskInput['fileType'],
          targetRole,
          experienceLevel,
          referenceDate: row.createdAt.toISOString(),
          market: await deps.marketFor(targetRole, experienceLevel),
          ocr: deps.ocr,
        });
      } catch (error) {
        if (error instanceof WorkerTaskError) {
          await resumes.saveFailure(resumeId, WORKER_FAILURE_MESSAGES[error.reason], ANALYSIS_METHOD_VERSION);
          return;
        }
        throw error;
      }
      const busyRetries = options.busyRetries ?? 0;
      if (!output.ok && output.code === OCR_BUSY && deps.analyzeLater && busyRetries < MAX_OCR_BUSY_RETRIES) {
        // Put off, not failed: the scan is read when the OCR process has room, by a job started later.
        await resumes.postponeAnalysis(resumeId);
        await deps.analyzeLater(resumeId, { force: options.force === true, busyRetries: busyRetries + 1 });
        return;
      }
      if (output.ok) {
        await resumes.saveAnalysis(resumeId, output.analysis, output.prepared, ANALYSIS_METHOD_VERSION);
        await deps.onAnalysed(resumeId);
      } else {
        await resumes.saveFailure(resumeId, output.message, ANALYSIS_METHOD_VERSION);
      }
    },

    /**
     * Re-runs the current method over stored resumes: those made by an older method or never finished,
     * or every resume with `all`. Returns how they ended.
     */
    async reanalyzeStored(options: { all: boolean; onProgress?: (done: number, total: number) => void }) {
      const ids = await resumes.idsNeedingAnalysis(ANALYSIS_METHOD_VERSION, { all: options.all });
      let done = 0;
      const runNext = async (): Promise<void> => {
        for (let id = ids[done]; id !== undefined; id = ids[done]) {
          done += 1;
          await service.analyze(id, { force: true });
          options.onProgress?.(done, ids.length);
        }
      };
      await Promise.all([runNext(), runNext()]);
      const statuses = await resumes.statusesOf(ids);
      return {
        processed: ids.length,
        completed: statuses.filter((row) => row.status === 'ANALYSIS_COMPLETED').length,
        failed: statuses.filter((row) => row.status === 'ANALYSIS_FAILED').length,
      };
    },
  };
  return service;
}

export type ResumeService = ReturnType<typeof createResumeService>;
