#!/usr/bin/env node
// Compiles the server for `npm start`: one ES module per entry point in apps/server/dist, with the
// workspace packages (@careerlens/core, @careerlens/contracts, TypeScript sources) and the installed
// packages bundled in, except those that read files of their own package or load native or WebAssembly
// code at run time (listed below). Running one compiled bundle instead of transpiling TypeScript at
// start-up (tsx) and resolving hundreds of package files makes the server start sooner and use less memory
// (docs/decisions/005). Entries and their shared chunks sit directly in dist/, as src/paths.ts expects.
// The API tests compile only the worker entries, into another folder directly under apps/server
// (test/global-setup.ts), so their parsing processes run what `npm start` runs.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Loaded from node_modules at run time: they find files next to their own code, or load native code. */
const EXTERNAL = [
  '@electric-sql/pglite', // its WebAssembly build and data files
  '@node-rs/argon2', // native addon
  '@fastify/swagger-ui', // serves its static files from its package folder
  'pdfjs-dist', // standard fonts; loaded by the analysis threads only
  'mammoth',
  'jszip',
  'word-extractor',
  'tesseract.js', // OCR: its worker script, WebAssembly core and language data are files of their packages
  'tesseract.js-core',
  '@napi-rs/canvas', // native addon (pdf.js renders scanned pages into it)
  'pg-native', // optional, never installed
];

export const WORKER_ENTRIES = {
  'analysis.worker': 'src/isolated/analysis.worker.ts',
  'ocr.worker': 'src/isolated/ocr.worker.ts',
  'postings.worker': 'src/isolated/postings.worker.ts',
  'profiles.worker': 'src/isolated/profiles.worker.ts',
};

const ALL_ENTRIES = {
  server: 'src/server.ts',
  worker: 'src/worker.ts',
  cli: 'src/cli.ts',
  ...WORKER_ENTRIES,
};

/** Compiles the entries into outdir (a folder directly under apps/server), emptied first. */
export async function compileServer({
  outdir = path.join(SERVER_ROOT, 'dist'),
  entryPoints = ALL_ENTRIES,
} = {}) {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: SERVER_ROOT,
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS packages call require() for Node's modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `build.mjs --workers <folder under apps/server>`: the worker entries only (the API tests).
  const workersAt = process.argv.indexOf('--workers');
  const outdir = workersAt > 0 ? path.resolve(process.argv[workersAt + 1]) : path.join(SERVER_ROOT, 'dist');
  if (path.dirname(outdir) !== SERVER_ROOT) throw new Error(`${outdir} is not directly under ${SERVER_ROOT}`);
  const started = Date.now();
  await compileServer(workersAt > 0 ? { outdir, entryPoints: WORKER_ENTRIES } : { outdir });
  console.log(
    `server compiled to ${path.relative(process.cwd(), outdir) || 'dist'} in ${Date.now() - started} ms`,
  );
}
