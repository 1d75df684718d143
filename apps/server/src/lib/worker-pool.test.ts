import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool, WorkerTaskError } from './worker-pool';

type Input = { megabytes: number };
type Output = { held: number; heapLimitMb: number };

const script = new URL('./fixtures/memory.worker.ts', import.meta.url);
const pools: Array<WorkerPool<Input, Output>> = [];

function pool(options: { retryOutOfMemoryHeapMb?: number } = {}) {
  const created = new WorkerPool<Input, Output>({
    script,
    size: 1,
    taskTimeoutMs: 30_000,
    maxHeapMb: 64,
    ...options,
  });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

describe('WorkerPool memory limits', () => {
  it('runs a small task in a small-heap worker', async () => {
    const output = await pool({ retryOutOfMemoryHeapMb: 256 }).run({ megabytes: 8 });
    expect(output.held).toBe(8);
    expect(output.heapLimitMb).toBeLessThan(128);
  });

  it('fails a task that outgrows the heap, and the pool goes on serving', async () => {
    const workers = pool();
    const failure = await workers.run({ megabytes: 160 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkerTaskError);
    expect((failure as WorkerTaskError).reason).toBe('out-of-memory');
    await expect(workers.run({ megabytes: 4 })).resolves.toMatchObject({ held: 4 });
  });

  it('runs a task that outgrows the small heap once more in a large-heap worker', async () => {
    const workers = pool({ retryOutOfMemoryHeapMb: 256 });
    const output = await workers.run({ megabytes: 100 });
    expect(output.held).toBe(100);
    expect(output.heapLimitMb).toBeGreaterThanOrEqual(256);
    // Small tasks still go to the small workers.
    const small = await workers.run({ megabytes: 2 });
    expect(small.heapLimitMb).toBeLessThan(128);
  });

  it('fails as out-of-memory when even the large heap is not enough', async () => {
    const failure = await pool({ retryOutOfMemoryHeapMb: 96 })
      .run({ megabytes: 200 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WorkerTaskError);
    expect((failure as WorkerTaskError).reason).toBe('out-of-memory');
  });
});
