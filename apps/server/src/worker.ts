import { ConfigError, loadConfig } from './config';
import { startRuntime } from './runtime';

/** A worker-only process: runs background jobs against the same DATABASE_URL as the API processes. */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.warn(
      'No DATABASE_URL: this worker opens the embedded database in DATA_DIR, which only one process can hold. ' +
        'Use it when no server is running, or set DATABASE_URL to share a PostgreSQL server.',
    );
  }
  const runtime = await startRuntime(config, { worker: true });
  console.log(`CareerLens worker started (${runtime.database.kind}).`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Worker could not start: ${(error as Error).message ?? error}`,
  );
  process.exit(1);
});
