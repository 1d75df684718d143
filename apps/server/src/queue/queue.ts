import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/**
 * How often idle workers look for jobs. Producers in the same process wake them at once (or after a short
 * gathering delay), so polling only finds jobs sent by other processes, retries and expired jobs. PGlite
 * is held by one process, whose every query runs on its main thread: polling there only costs, so it is
 * slow (each fetch costs about 30 ms there, and eight workers polling twice a second kept an idle
 * server's main thread 40% busy). On PostgreSQL, API processes send the jobs that worker processes run,
 * so those poll often.
 */
const POLLING_INTERVAL_SECONDS = { pglite: 10, postgres: 0.5 } as const;

export interface JobQueue {
  boss: PgBoss;
  send<T extends object>(name: string, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
  /** Queues at most one job per `seconds` window: a burst of calls collapses into one run. */
  sendDebounced<T extends object>(name: string, data: T, seconds: number): Promise<string | null>;
  work<T extends object>(
    name: string,
    options: {
      batchSize?: number;
      concurrency?: number;
      /**
       * A send wakes the workers at once (default), or this many milliseconds after the first send of a
       * burst, so that the jobs sent meanwhile are fetched (and completed) as one batch: for work nobody
       * waits on at once.
       */
      wakeOnSend?: true | { afterMs: number };
    },
    handler: (data: T, jobId: string) => Promise<void>,
  ): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A durable queue on the application database (pg-boss). On PGlite it runs through the same
 * connection; on PostgreSQL it keeps its own small pool so API and worker processes share the queue.
 */
export async function startQueue(
  database: Database,
  options: { schedule: boolean; maintenanceSeconds?: number },
): Promise<JobQueue> {
  // Expired jobs (their worker died) are failed, and so retried, on this beat.
  const maintenance = { maintenanceIntervalSeconds: options.maintenanceSeconds ?? 15 };
  const boss = database.sqlExecutor
    ? new PgBoss({
        db: database.sqlExecutor,
        ...maintenance,
        schedule: options.schedule,
        supervise: true,
        migrate: true,
      })
    : new PgBoss({
        connectionString: database.connectionString,
        ...maintenance,
        max: 4,
        schedule: options.schedule,
        application_name: 'careerlens-queue',
      });
  boss.on('error', () => {
    // pg-boss reports transient maintenance errors here; its loops retry by themselves.
  });
  await boss.start();
  const pollingIntervalSeconds = POLLING_INTERVAL_SECONDS[database.kind];
  const workerIds = new Map<string, string[]>();
  const wakeDelays = new Map<string, number>();
  const pendingWakes = new Map<string, NodeJS.Timeout>();
  const wake = (name: string) => {
    const delay = wakeDelays.get(name) ?? 0;
    const notify = () => {
      pendingWakes.delete(name);
      for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
    };
    if (delay === 0) return notify();
    if (pendingWakes.has(name)) return;
    const timer = setTimeout(notify, delay);
    timer.unref();
    pendingWakes.set(name, timer);
  };
  // Queues made by an earlier start, read once at the first use: creating them again costs a write each.
  let createdQueues: Promise<Set<string>> | undefined;

  async function ensureQueue(name: string) {
    createdQueues ??= boss.getQueues().then(
      (queues) => new Set(queues.map((queue) => queue.name)),
      (error: unknown) => {
        createdQueues = undefined; // read again at the next use
        throw error;
      },
    );
    const known = await createdQueues;
    if (known.has(name)) return;
    await boss.createQueue(name);
    known.add(name);
  }

  return {
    boss,
    async send(name, data, sendOptions) {
      await ensureQueue(name);
      const id = await boss.send(name, data, {
        retryLimit: 3,
        retryDelay: 2,
        expireInSeconds: 300,
        ...sendOptions,
      });
      wake(name);
      return id;
    },
    async sendDebounced(name, data, seconds) {
      await ensureQueue(name);
      const id = await boss.sendDebounced(name, data, { retryLimit: 2 }, seconds);
      wake(name);
      return id;
    },
    async work(name, workOptions, handler) {
      await ensureQueue(name);
      const concurrency = workOptions.concurrency ?? 1;
      const batchSize = workOptions.batchSize ?? 1;
      for (let index = 0; index < concurrency; index += 1) {
        const self: { workerId?: string } = {};
        const workerId = await boss.work<object>(
          name,
          { batchSize, pollingIntervalSeconds },
          async (jobs) => {
            try {
              for (const job of jobs) await handler(job.data as never, job.id);
            } finally {
              // pg-boss waits out the polling interval after every fetch, even one that found jobs: a
              // worker that found a full batch looks again at once, so a backlog drains at the handlers' pace.
              if (self.workerId && jobs.length >= batchSize) boss.notifyWorker(self.workerId);
            }
          },
        );
        self.workerId = workerId;
        workerIds.set(name, [...(workerIds.get(name) ?? []), workerId]);
        if (typeof workOptions.wakeOnSend === 'object') wakeDelays.set(name, workOptions.wakeOnSend.afterMs);
      }
    },
    async stop() {
      for (const timer of pendingWakes.values()) clearTimeout(timer);
      pendingWakes.clear();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
