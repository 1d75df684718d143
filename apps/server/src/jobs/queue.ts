import PgBoss from 'pg-boss';
import type { Database } from '../db/client';

/** How often idle workers look for jobs. Producers in the same process also wake them at once. */
const POLLING_INTERVAL_SECONDS = 0.5;

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
       * false: a send does not wake the workers, which find the job at their next poll, so that jobs sent
       * in a burst are fetched (and completed) as one batch. For work nobody waits on at once.
       */
      wakeOnSend?: boolean;
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
  const workerIds = new Map<string, string[]>();
  // Queues made by an earlier start, read once at the first use: creating them again costs a write each.
  let createdQueues: Promise<Set<string>> | undefined;

  async function ensureQueue(name: string) {
    createdQueues ??= boss.getQueues().then((queues) => new Set(queues.map((queue) => queue.name)));
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
      for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
      return id;
    },
    async sendDebounced(name, data, seconds) {
      await ensureQueue(name);
      const id = await boss.sendDebounced(name, data, { retryLimit: 2 }, seconds);
      for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
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
          { batchSize, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS },
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
        if (workOptions.wakeOnSend !== false) workerIds.set(name, [...(workerIds.get(name) ?? []), workerId]);
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
