// Starts a worker of the pool (lib/worker-pool.ts), a worker thread or a child process, and loads the
// worker module it names (a thread's workerData, a process's first argument).
// Compiled worker modules (dist/*.worker.mjs, what `npm start` runs) are plain JavaScript and load as they
// are. TypeScript sources (development and tests, under tsx) need the TypeScript loader, which worker
// threads do not inherit from the main thread on every Node version, and child processes are started
// without the parent's flags: register it here.
import { parentPort, workerData } from 'node:worker_threads';

const workerModule = parentPort ? workerData.module : process.argv[2];
// A child process lives only as long as its pool: it ends when the parent closes the channel or dies.
if (!parentPort) process.on('disconnect', () => process.exit(0));

if (!workerModule.endsWith('.mjs')) {
  const { register: registerHooks } = await import('node:module');
  const { register } = await import('tsx/esm/api');
  register();
  // Registered last, so it runs first: packaged .mjs files skip tsx's rewriting (see the file).
  registerHooks('./plain-modules.hooks.mjs', import.meta.url);
}
// Stack traces of a worker are never shown (a failed task reports a code), and mapping them would make
// Node parse the source maps of every module the worker loads, pdf.js's 8 MB among them.
process.setSourceMapsEnabled(false);
await import(workerModule);
// The pool sends tasks only after this, so a task's time limit does not include loading the worker.
const READY = 'careerlens:worker-ready';
if (parentPort) parentPort.postMessage(READY);
else process.send?.(READY);
