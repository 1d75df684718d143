import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_WORKER_BUNDLE_ENV } from '../src/paths';

/**
 * Compiles the worker entries once per test run, as `npm start` compiles them, so the API tests' parsing
 * processes load in about a quarter of a second inside their real memory caps. Under tsx a TypeScript
 * worker takes seconds to start and more than its 128 MB heap, so each start failed once for lack of
 * memory and was retried with the larger cap: slow, and not what production runs.
 */
export default function setup(): () => void {
  const serverRoot = fileURLToPath(new URL('..', import.meta.url));
  const outdir = path.join(serverRoot, `.test-workers-${process.pid}`);
  execFileSync(process.execPath, [path.join(serverRoot, 'scripts', 'build.mjs'), '--workers', outdir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.env[TEST_WORKER_BUNDLE_ENV] = outdir;
  return () => rmSync(outdir, { recursive: true, force: true });
}
