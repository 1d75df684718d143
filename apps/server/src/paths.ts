import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
export const WORKER_BOOTSTRAP = new URL('../src/isolated/bootstrap.mjs', HERE);

/** The tesseract.js worker thread, offline (plain CommonJS, run as is: see the file). */
export const TESSERACT_WORKER = new URL('../src/isolated/tesseract.worker.cjs', HERE);

/** The tesseract.js adapter that reads language data from the installed packages only (plain CommonJS). */
export const TESSERACT_ADAPTER = new URL('../src/isolated/tesseract-offline-adapter.cjs', HERE);

/**
 * Set by the API tests' global setup (test/global-setup.ts): a folder directly under apps/server holding the
 * worker entries compiled as `npm start` compiles them.
 */
export const TEST_WORKER_BUNDLE_ENV = 'CAREERLENS_TEST_WORKER_BUNDLE';

/**
 * The module a worker runs: dist/<name>.worker.mjs compiled; under tsx, the tests' compiled copy when there
 * is one (a TypeScript worker needs the loader and about twice the memory to start), else
 * src/isolated/<name>.worker.ts.
 */
export function workerModule(name: 'analysis' | 'ocr' | 'postings' | 'profiles'): URL {
  if (COMPILED) return new URL(`./${name}.worker.mjs`, HERE);
  const bundle = process.env[TEST_WORKER_BUNDLE_ENV];
  if (bundle) return pathToFileURL(path.join(bundle, `${name}.worker.mjs`));
  return new URL(`./isolated/${name}.worker.ts`, HERE);
}
