import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { startRuntime } from './runtime';
import { corpusSyncDeps } from './composition/queue-handlers';
import { fillCorpusOnStart } from './services/corpus-sync';

const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main() {
  // performance.now() counts from the start of the process: what passed before main() loaded the code.
  const loadedAt = performance.now();
  const config = loadConfig();
  const runtime = await startRuntime(config, { worker: config.runWorker ? 'later' : false });
  const runtimeAt = performance.now();
  const app = await buildApp({ services: runtime.services });
  await app.listen({ port: config.port, host: config.host });
  const readyAt = performance.now();
  await runtime.startWorkers();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const serverFile = path.join(config.dataDir, 'server.json');
  if (runtime.database.kind === 'pglite') {
    // Lets the CLI reach a running server when the embedded database is held by it.
    writeFileSync(
      serverFile,
      JSON.stringify({ pid: process.pid, port, adminToken: runtime.services.adminToken }),
      {
        mode: 0o600,
      },
    );
  }
  app.log.info(
    `CareerLens is ready on http://localhost:${port} (${runtime.database.kind}, worker ${config.runWorker ? 'on' : 'off'}) ` +
      `in ${Math.round(readyAt)} ms (code ${Math.round(loadedAt)}, database and queue ${Math.round(runtimeAt - loadedAt)}, ` +
      `routes ${Math.round(readyAt - runtimeAt)})`,
  );

  // In the background: the server answers while the corpus fills (services/corpus-sync.ts): the configured
  // boards and public job APIs (JOB_BOARDS, JOB_SOURCES) on their first start, else the demo corpus.
  fillCorpusOnStart(
    corpusSyncDeps(runtime.services, {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
    }),
  )
    .then((fill) => {
      if (fill.kind === 'synced') {
        const stored = fill.sync.outcomes.reduce(
          (sum, outcome) => sum + outcome.imported + outcome.updated,
          0,
        );
        app.log.info(`Job sources synced: ${fill.sync.fetched} postings fetched, ${stored} new or updated.`);
      }
      const demo = fill.kind === 'demo' ? fill.result : fill.kind === 'synced' ? fill.demo : undefined;
      if (demo)
        app.log.info(
          `Demo job corpus loaded: ${demo.imported} postings (remove with npm run jobs:remove-demo).`,
        );
    })
    .catch((error: unknown) => app.log.error({ err: error }, 'the job corpus could not be filled'));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: shutting down`);
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await runtime.close();
      rmSync(serverFile, { force: true });
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('CareerLens could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
