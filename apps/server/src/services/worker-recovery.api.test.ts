import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { linesToItems, makePdf } from '@careerlens/core/testing/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  multipartBody,
  TEST_DATABASE_KIND,
  type TestContext,
} from '../../test/test-context';
import { registerQueueHandlers } from '../composition/queue-handlers';
import { JOB_NAMES } from '../queue/names';
import { createResumeRepository } from '../repositories/resume.repository';
import { MAX_ANALYSIS_ATTEMPTS, REPEATED_CRASH_MESSAGE } from './resume.service';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pdf = makePdf([
  linesToItems([
    'Experience',
    'Line Cook, Harbor Bistro   2019 - Present',
    '• Prepared 200 covers a night across grill and saute stations',
    'Education',
    'Culinary Arts Diploma, City College, 2019',
    'Skills',
    'Knife Skills, Food Safety, Menu Development',
  ]),
]);

let context: TestContext;

beforeAll(async () => {
  // No worker yet: the test plays the worker that dies.
  context = await createTestContext({
    env: { ANALYSIS_JOB_TIMEOUT_SECONDS: '2', QUEUE_MAINTENANCE_SECONDS: '1' },
  });
});
afterAll(async () => {
  await context?.close();
});

async function uploadAs(target: TestContext = context): Promise<{ token: string; id: string }> {
  const context = target;
  const email = `recovery.${Date.now()}.${Math.random()}@example.com`;
  const password = 'recovery-tests-1';
  await context.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, firstName: 'R', lastName: 'C' },
  });
  const token = (
    await context.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } })
  ).json().token;
  const { payload, headers } = multipartBody([{ name: 'file', fileName: 'cook.pdf', content: pdf }]);
  const id = (
    await context.app.inject({
      method: 'POST',
      url: '/api/resumes/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    })
  ).json().id;
  return { token, id };
}

async function statusOf(token: string, id: string, target: TestContext = context): Promise<string> {
  const context = target;
  return (
    await context.app.inject({
      method: 'GET',
      url: `/api/resumes/${id}`,
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().status;
}

async function waitFor(
  token: string,
  id: string,
  status: string,
  timeoutMs: number,
  target: TestContext = context,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await statusOf(token, id, target)) === status) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`resume ${id} did not reach ${status}; it is ${await statusOf(token, id, target)}`);
}

describe('a file that kills every worker that reads it', () => {
  it('ends ANALYSIS_FAILED with a reason on the last retry, never in progress for ever', async () => {
    const { token, id } = await uploadAs();
    const boss = context.runtime.queue.boss;
    const repository = createResumeRepository(context.runtime.database.db);
    // Three workers in turn take the job, start the analysis (as the service does) and die reading the
    // file; each time the job expires and is retried.
    const nextTry = async () => {
      const deadline = Date.now() + 20_000;
      let [job] = await boss.fetch<{ resumeId: string }>(JOB_NAMES.analyzeResume);
      while (!job && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        [job] = await boss.fetch<{ resumeId: string }>(JOB_NAMES.analyzeResume);
      }
      expect(job?.data).toEqual({ resumeId: id });
      return job!;
    };
    for (let attempt = 1; attempt <= MAX_ANALYSIS_ATTEMPTS; attempt += 1) {
      await nextTry();
      expect((await repository.startAnalysis(id, undefined))?.attempts).toBe(attempt);
      expect(await statusOf(token, id)).toBe('ANALYSIS_IN_PROGRESS');
    }
    // The last retry runs the job's handler, which does not read the file again: it records why.
    const job = await nextTry();
    await context.runtime.services.resumes.analyze(job.data.resumeId);
    await boss.complete(JOB_NAMES.analyzeResume, job.id);
    expect(await statusOf(token, id)).toBe('ANALYSIS_FAILED');
    const resume = (
      await context.app.inject({
        method: 'GET',
        url: `/api/resumes/${id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(resume.failureReason).toBe(REPEATED_CRASH_MESSAGE);
  }, 90_000);
});

describe('a worker killed mid-analysis', () => {
  it('leaves the job to be retried after it expires, and the analysis completes', async () => {
    const { token, id } = await uploadAs();
    const boss = context.runtime.queue.boss;
    // A worker takes the job and starts work...
    const [job] = await boss.fetch(JOB_NAMES.analyzeResume);
    expect(job?.data).toEqual({ resumeId: id });
    // ...marks the resume in progress, then dies without completing the job.
    await context.runtime.database.db.execute(
      `update resumes set status = 'ANALYSIS_IN_PROGRESS' where id = '${id}'`,
    );
    expect(await statusOf(token, id)).toBe('ANALYSIS_IN_PROGRESS');

    // A healthy worker starts; once the dead worker's job expires it is retried and completes.
    await registerQueueHandlers(context.runtime.services, { warm: false });
    // The retry waits for the next poll (10 s on PGlite) and starts a parsing process.
    await waitFor(token, id, 'ANALYSIS_COMPLETED', 60_000);
  }, 90_000);
});

describe.runIf(TEST_DATABASE_KIND === 'postgres')('a separate worker process', () => {
  let apiOnly: TestContext;
  beforeAll(async () => {
    apiOnly = await createTestContext();
  });
  afterAll(async () => {
    await apiOnly?.close();
  });

  it('runs jobs queued by an API process that has no worker, sharing the PostgreSQL database', async () => {
    const context = apiOnly;
    const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: context.runtime.services.config.databaseUrl,
        JWT_SECRET: context.runtime.services.config.jwtSecret,
        DATA_DIR: context.dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    worker.stdout?.on('data', (chunk) => (output += chunk));
    worker.stderr?.on('data', (chunk) => (output += chunk));
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 30_000);
        worker.stdout?.on('data', () => {
          if (output.includes('worker started')) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      const { token, id } = await uploadAs(apiOnly);
      await waitFor(token, id, 'ANALYSIS_COMPLETED', 30_000, apiOnly);
    } finally {
      worker.kill('SIGTERM');
      await new Promise((resolve) => worker.once('exit', resolve));
    }
  }, 90_000);
});
