import { fileURLToPath } from 'node:url';

/**
 * Where the server's files are, from the running code: `src/` under tsx (development, tests) or `dist/`
 * once compiled (`npm start`). Both sit directly under apps/server, and the build bundles this module
 * into files directly under dist/, so one relative path serves both.
 */
const HERE = new URL('.', import.meta.url);

/** True when running the compiled bundle (dist/*.mjs) rather than the TypeScript sources. */
export const COMPILED = import.meta.url.endsWith('.mjs');

/** apps/server/ */
export const SERVER_ROOT = fileURLToPath(new URL('..', HERE));

/** The drizzle-kit migrations. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', HERE));

/** The built web app. */
export const WEB_DIST = fileURLToPath(new URL('../../web/dist', HERE));

/** Starts a worker thread and loads its module (plain JavaScript: it needs no loader). */
export const WORKER_BOOTSTRAP = new URL('../src/workers/bootstrap.mjs', HERE);

/** The tesseract.js worker thread, offline (plain CommonJS, run as is: see the file). */
export const TESSERACT_WORKER = new URL('../src/workers/tesseract.worker.cjs', HERE);

/** The tesseract.js adapter that reads language data from the installed packages only (plain CommonJS). */
export const TESSERACT_ADAPTER = new URL('../src/workers/tesseract-offline-adapter.cjs', HERE);

/** The module a worker thread runs: dist/<name>.worker.mjs compiled, src/workers/<name>.worker.ts otherwise. */
export function workerModule(name: 'analysis' | 'postings' | 'profiles'): URL {
  return COMPILED ? new URL(`./${name}.worker.mjs`, HERE) : new URL(`./workers/${name}.worker.ts`, HERE);
}
