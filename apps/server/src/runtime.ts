import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { registerWorkers } from './jobs/register-workers';
import { startQueue, type JobQueue } from './jobs/queue';
import { createServices, type Services } from './services/container';

export interface Runtime {
  services: Services;
  database: Database;
  queue: JobQueue;
  close(): Promise<void>;
}

/** Opens the database (migrating it), starts the queue and, when asked, the workers. */
export async function startRuntime(
  config: Config,
  options: { worker: boolean; inMemory?: boolean },
): Promise<Runtime> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: options.inMemory ?? false,
  });
  let queue: JobQueue;
  try {
    queue = await startQueue(database, {
      schedule: options.worker,
      maintenanceSeconds: config.queueMaintenanceSeconds,
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const services = createServices(config, database, queue);
  if (options.worker) await registerWorkers(services);
  return {
    services,
    database,
    queue,
    async close() {
      await queue.stop().catch(() => undefined);
      await services.close();
      await database.close();
    },
  };
}
