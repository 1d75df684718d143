// Worker threads do not inherit the TypeScript loader of the main thread on every Node version:
// register it here, then load the worker module named by the pool.
import { register as registerHooks } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
// Registered last, so it runs first: packaged .mjs files skip tsx's rewriting (see the file).
registerHooks('./plain-modules.hooks.mjs', import.meta.url);
// Stack traces of a worker are never shown (a failed task reports a code), and mapping them would make
// Node parse the source maps of every module the thread loads, pdf.js's 8 MB among them.
process.setSourceMapsEnabled(false);
await import(workerData.module);
// The pool sends tasks only after this, so a task's time limit does not include loading the thread.
parentPort?.postMessage('careerlens:worker-ready');
