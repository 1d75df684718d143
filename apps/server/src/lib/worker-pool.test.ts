import { afterEach, describe, expect, it } from 'vitest';
import { residentMemoryMb } from './process-memory';
import { WorkerPool, WorkerTaskError } from './worker-pool';

type Input = { megabytes: number; bufferMegabytes?: number; exit?: boolean; env?: boolean };
type Output = {
  held: number;
  buffers: number;
  heapLimitMb: number;
  error?: string;
  env?: Record<string, string>;
};

const script = new URL('../testing/memory.worker.ts', import.meta.url);
const pools: Array<WorkerPool<Input, Output>> = [];

function pool(
  isolation: 'thread' | 'process',
  options: { retryOutOfMemoryHeapMb?: number; maxMemoryMb?: number; env?: Record<string, string> } = {},
) {
  const created = new WorkerPool<Input, Output>({
    script,
    size: 1,
    taskTimeoutMs: 30_000,
    maxHeapMb: 64,
    isolation,
    ...options,
  });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

describe.each(['thread', 'process'] as const)('WorkerPool memory limits (%s)', (isolation) => {
  it('runs a small task in a small-heap worker', async () => {
    const output = await pool(isolation, { retryOutOfMemoryHeapMb: 256 }).run({ megabytes: 8 });
    expect(output.held).toBe(8);
    expect(output.heapLimitMb).toBeLessThan(128);
  });

  it('fails a task that outgrows the heap, and the pool goes on serving', async () => {
    const workers = pool(isolation);
    const failure = await workers.run({ megabytes: 160 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkerTaskError);
    expect((failure as WorkerTaskError).reason).toBe('out-of-memory');
    await expect(workers.run({ megabytes: 4 })).resolves.toMatchObject({ held: 4 });
  });

  it('runs a task that outgrows the small heap once more in a large-heap worker', async () => {
    const workers = pool(isolation, { retryOutOfMemoryHeapMb: 256, maxMemoryMb: 512 });
    const output = await workers.run({ megabytes: 100 });
    expect(output.held).toBe(100);
    expect(output.heapLimitMb).toBeGreaterThanOrEqual(256);
    // Small tasks still go to the small workers.
    const small = await workers.run({ megabytes: 2 });
    expect(small.heapLimitMb).toBeLessThan(128);
  });

  it('fails as out-of-memory when even the large heap is not enough', async () => {
    const failure = await pool(isolation, { retryOutOfMemoryHeapMb: 96 })
      .run({ megabytes: 200 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkerTaskError);
    expect((failure as WorkerTaskError).reason).toBe('out-of-memory');
  }, 120_000); // a heap filling up to its limit collects garbage slowly, for longer on a busy machine

  it('fails a task whose worker exits, and starts another worker for the next task', async () => {
    const workers = pool(isolation);
    const failure = await workers.run({ megabytes: 0, exit: true }).catch((error: unknown) => error);
    expect((failure as WorkerTaskError).reason).toBe('crashed');
    await expect(workers.run({ megabytes: 1 })).resolves.toMatchObject({ held: 1 });
  });
});

describe('WorkerPool child processes', () => {
  it('caps memory outside the V8 heap (ArrayBuffers), which a thread cannot, without growing this process', async () => {
    const workers = pool('process', { maxMemoryMb: 160 });
    const before = residentMemoryMb(process.pid);
    // 600 MB of buffers against a 160 MB cap: the kernel refuses the allocation (prlimit), or the
    // watchdog kills the worker; either way the worker never holds it and the server never sees it.
    const outcome: Output | unknown = await workers
      .run({ megabytes: 0, bufferMegabytes: 600 })
      .catch((error: unknown) => error);
    if (outcome instanceof WorkerTaskError) expect(outcome.reason).toBe('out-of-memory');
    else {
      const output = outcome as Output;
      expect(output.error).toBe('RangeError');
      expect(output.buffers).toBeLessThan(160);
    }
    expect(residentMemoryMb(process.pid) - before).toBeLessThan(100);
    await expect(workers.run({ megabytes: 1 })).resolves.toMatchObject({ held: 1 });
  });

  it('gives a worker process only PATH, NODE_ENV and the settings it is started with, no secret', async () => {
    process.env.CAREERLENS_TEST_SECRET = 'not for workers';
    try {
      const { env } = await pool('process', { env: { OCR_LANGUAGES: 'eng+deu' } }).run({
        megabytes: 0,
        env: true,
      });
      expect(Object.keys(env ?? {}).sort()).toEqual(['NODE_ENV', 'OCR_LANGUAGES', 'PATH']);
      expect(env?.OCR_LANGUAGES).toBe('eng+deu');
    } finally {
      delete process.env.CAREERLENS_TEST_SECRET;
    }
  });

  it('reports its workers, and stops them all on close', async () => {
    const workers = pool('process');
    await workers.run({ megabytes: 1 });
    const [pid] = workers.processIds;
    expect(pid).toBeGreaterThan(0);
    expect(residentMemoryMb(pid!)).toBeGreaterThan(0);
    await workers.close();
    expect(workers.processIds).toEqual([]);
    expect(residentMemoryMb(pid!)).toBe(0);
  });
});
