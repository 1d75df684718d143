import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  signupWithRole,
  uniquePdf,
  uploadResume,
  type TestContext,
} from '../../test/test-context';
import { createDiskFileStore } from '../lib/file-store';
import { createResumeRepository } from '../repositories/resume.repository';
import { OCR_BUSY, OCR_BUSY_MESSAGE, type AnalysisRunner } from './analysis-runner';
import { RESUME_FILES_DIR } from '../composition/container';
import { createResumeService, MAX_OCR_BUSY_RETRIES } from './resume.service';
import { transactionsOn } from '../db/client';
import { ERROR_STATUS } from '@careerlens/contracts';
import { AppError } from '../errors';
import { createMatchRepository } from '../repositories/match.repository';
import { createProfileRepository } from '../repositories/profile.repository';
import { createUserRepository } from '../repositories/user.repository';
import { createMatchingService } from './matching.service';
import { PostingIndex } from './posting-index';

let context: TestContext;

beforeAll(async () => {
  // No worker: the test runs the analysis itself.
  context = await createTestContext({});
});
afterAll(async () => {
  await context?.close();
});

async function upload(): Promise<{ token: string; id: string }> {
  const token = await signupWithRole(context, 'Chef', 'entry-level');
  const id = (await uploadResume(context, token, 'scan.pdf', uniquePdf())).json().id as string;
  return { token, id };
}

async function resumeOf(token: string, id: string) {
  return (
    await context.app.inject({
      method: 'GET',
      url: `/api/resumes/${id}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
}

describe('a background analysis of a scan while the OCR process has no room (OCR_BUSY)', () => {
  it('is put off to a later job without counting an attempt, and fails with the busy message after its last retry', async () => {
    const { token, id } = await upload();
    const database = context.runtime.database;
    // As the container builds it: on the embedded database the files are in the data folder.
    const repository = createResumeRepository(
      database.db,
      database.kind === 'pglite'
        ? createDiskFileStore(path.join(context.dataDir, RESUME_FILES_DIR))
        : undefined,
    );
    // The runner as it answers when the OCR process has its maximum of scans waiting.
    const busy: AnalysisRunner = {
      run: () => Promise.resolve({ ok: false, code: OCR_BUSY, message: OCR_BUSY_MESSAGE }),
    };
    const later: Array<{ resumeId: string; job: { force: boolean; busyRetries: number } }> = [];
    const service = createResumeService({
      transaction: transactionsOn(database.db),
      resumes: repository,
      tokens: context.runtime.services.tokens,
      maxResumesPerUser: 10,
      pool: () => busy,
      ocr: context.runtime.services.config.ocr,
      marketFor: () => Promise.resolve(undefined),
      enqueueAnalysis: () => Promise.resolve(),
      analyzeLater: (resumeId, job) => {
        later.push({ resumeId, job });
        return Promise.resolve();
      },
      onAnalysed: () => Promise.resolve(),
    });

    for (let retry = 0; retry < MAX_OCR_BUSY_RETRIES; retry += 1) {
      await service.analyze(id, { busyRetries: retry });
      expect(later.at(-1)).toEqual({ resumeId: id, job: { force: false, busyRetries: retry + 1 } });
      expect((await resumeOf(token, id)).status).toBe('ANALYSIS_IN_PROGRESS');
    }
    // Put off ten times, yet no attempt counted: a process that died reading it would count.
    expect((await repository.startAnalysis(id, undefined))?.attempts).toBe(1);
    await repository.postponeAnalysis(id);

    await service.analyze(id, { busyRetries: MAX_OCR_BUSY_RETRIES });
    expect(later).toHaveLength(MAX_OCR_BUSY_RETRIES);
    const resume = await resumeOf(token, id);
    expect(resume.status).toBe('ANALYSIS_FAILED');
    expect(resume.failureReason).toBe(OCR_BUSY_MESSAGE);
  }, 60_000);
});

describe('a job-match upload of a scan while the OCR process has no room (OCR_BUSY)', () => {
  it('answers 503 with the busy message: the server is busy, the file is not at fault', async () => {
    const { token } = await upload();
    const me = (
      await context.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json() as { id: string };
    const db = context.runtime.database.db;
    const busy: AnalysisRunner = {
      run: () => Promise.resolve({ ok: false, code: OCR_BUSY, message: OCR_BUSY_MESSAGE }),
    };
    const matchRepository = createMatchRepository(db);
    // As the container wires it, with the runner answering as the OCR process does when it is full.
    const service = createMatchingService({
      matches: matchRepository,
      resumes: createResumeRepository(db),
      users: createUserRepository(db),
      profiles: createProfileRepository(db),
      index: new PostingIndex(matchRepository, () => Promise.resolve(1)),
      pool: () => busy,
      ocr: context.runtime.services.config.ocr,
    });
    const failure = await service
      .analyzeJob({ file: { fileName: 'scan.pdf', bytes: uniquePdf() }, jobPostId: undefined, userId: me.id })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('SERVICE_UNAVAILABLE');
    expect(ERROR_STATUS[(failure as AppError).code]).toBe(503);
    expect((failure as AppError).message).toBe(OCR_BUSY_MESSAGE);
  });
});
