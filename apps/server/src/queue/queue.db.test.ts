import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, createTestContext, POSTGRES_URL } from '../../test/test-context';
import { openDatabase } from '../db/client';
import { JOB_NAMES } from './names';
import { startQueue } from './queue';

const QUEUE = 'test.durable';

describe('durable job queue', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careerlens-queue-'));
  let dropPostgres: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await dropPostgres?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps a queued job across a restart and runs it when a worker starts', async () => {
    let databaseUrl: string | undefined;
    if (POSTGRES_URL) {
      const created = await createPostgresDatabase(POSTGRES_URL);
      databaseUrl = created.url;
      dropPostgres = created.drop;
    }

    // First life: a producer queues work and stops before any worker runs it.
    const first = await openDatabase({ databaseUrl, dataDir });
    const producer = await startQueue(first, { schedule: false });
    const jobId = await producer.send(QUEUE, { resumeId: 'r-1', attempt: 1 });
    expect(jobId).toBeTruthy();
    await producer.stop();
    await first.close();

    // Second life: a worker on the same database picks it up.
    const second = await openDatabase({ databaseUrl, dataDir });
    const worker = await startQueue(second, { schedule: false });
    const received = new Promise<{ data: unknown; id: string }>((resolve) => {
      void worker.work<{ resumeId: string }>(QUEUE, {}, async (data, id) => resolve({ data, id }));
    });
    const job = await Promise.race([
      received,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('job not delivered in 10 s')), 10_000),
      ),
    ]);
    expect(job).toEqual({ data: { resumeId: 'r-1', attempt: 1 }, id: jobId });
    await worker.stop();
    await second.close();
    // Two whole contexts, one after the other.
  }, 60_000);
});

describe('scheduled board sync', () => {
  it('is scheduled by a worker only when boards or public job APIs are configured', async () => {
    const withBoards = await createTestContext({ worker: true, env: { JOB_BOARDS: 'greenhouse:acme' } });
    try {
      const schedules = await withBoards.runtime.queue.boss.getSchedules();
      expect(schedules.map((schedule) => schedule.name)).toContain(JOB_NAMES.syncBoards);
    } finally {
      await withBoards.close();
    }
    const withSources = await createTestContext({ worker: true, env: { JOB_SOURCES: 'remotive' } });
    try {
      const schedules = await withSources.runtime.queue.boss.getSchedules();
      expect(schedules.map((schedule) => schedule.name)).toContain(JOB_NAMES.syncBoards);
    } finally {
      await withSources.close();
    }
    const withoutBoards = await createTestContext({ worker: true });
    try {
      const schedules = await withoutBoards.runtime.queue.boss.getSchedules();
      expect(schedules.map((schedule) => schedule.name)).not.toContain(JOB_NAMES.syncBoards);
    } finally {
      await withoutBoards.close();
    }
    // Three whole contexts with a worker each, started one after the other: more than one test's share.
  }, 90_000);
});
