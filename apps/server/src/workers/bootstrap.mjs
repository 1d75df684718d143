// Worker threads do not inherit the TypeScript loader of the main thread on every Node version:
// register it here, then load the worker module named by the pool.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
