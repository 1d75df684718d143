// Starts a worker thread of the pool (lib/worker-pool.ts) and loads the worker module it names.
// Compiled worker modules (dist/*.worker.mjs, what `npm start` runs) are plain JavaScript and load as they
// are. TypeScript sources (development and tests, under tsx) need the TypeScript loader, which worker
// threads do not inherit from the main thread on every Node version: register it here.
import { parentPort, workerData } from 'node:worker_threads';

if (!workerData.module.endsWith('.mjs')) {
  const { register: registerHooks } = await import('node:module');
  const { register } = await import('tsx/esm/api');
  register();
  // Registered last, so it runs first: packaged .mjs files skip tsx's rewriting (see the file).
  registerHooks('./plain-modules.hooks.mjs', import.meta.url);
}
// Stack traces of a worker are never shown (a failed task reports a code), and mapping them would make
// Node parse the source maps of every module the thread loads, pdf.js's 8 MB among them.
process.setSourceMapsEnabled(false);
await import(workerData.module);
// The pool sends tasks only after this, so a task's time limit does not include loading the thread.
parentPort?.postMessage('careerlens:worker-ready');
