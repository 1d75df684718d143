import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { boardCount, registerQueueHandlers } from './composition/queue-handlers';
import { startQueue, type JobQueue } from './queue/queue';
import { createServices, type Services } from './composition/container';

export interface Runtime {
  services: Services;
  database: Database;
  queue: JobQueue;
  /** Subscribes this process to the background queues (at once when started with `worker: true`). */
  startWorkers(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens the database (migrating it), starts the queue and, when asked, the workers. `worker: 'later'`
 * leaves starting them to the caller (runtime.startWorkers()): the server listens first, so that its
 * first queries (on PGlite they share the main thread) do not wait behind the workers' first polls.
 */
export async function startRuntime(
  config: Config,
  options: { worker: boolean | 'later'; inMemory?: boolean },
): Promise<Runtime> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: options.inMemory ?? false,
  });
  let queue: JobQueue;
  try {
    queue = await startQueue(database, {
      // The cron clock (pg-boss's timekeeper) serves only the scheduled sync of JOB_BOARDS and JOB_SOURCES:
      // without any it would only cost queries, at start and every 30 s.
      schedule: options.worker !== false && boardCount(config) > 0,
      maintenanceSeconds: config.queueMaintenanceSeconds,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const services = createServices(config, database, queue);
  await services.sweepStoredFiles();
  let workers: Promise<unknown> | undefined;
  const startWorkers = async () => {
    if (options.worker === false) return;
    await (workers ??= registerQueueHandlers(services, { warm: options.worker === true }));
  };
  if (options.worker === true) await startWorkers();
  return {
    services,
    database,
    queue,
    startWorkers,
    async close() {
      await queue.stop().catch(() => undefined);
      await services.close();
      await database.close();
    },
  };
}
