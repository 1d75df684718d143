import { parentPort } from 'node:worker_threads';

/**
 * Serves the tasks of a pool (lib/worker-pool.ts) in a worker module, whether the pool started it as a
 * worker thread or as a child process: one reply per task, in the order the tasks came.
 */
export function serveTasks<I, O>(handler: (input: I) => O | Promise<O>): void {
  const reply = (output: O) => (parentPort ? parentPort.postMessage(output) : process.send?.(output));
  const onTask = async (input: I) => reply(await handler(input));
  if (parentPort) parentPort.on('message', onTask);
  else process.on('message', onTask);
}
