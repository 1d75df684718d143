#!/usr/bin/env node
// Compiles the server for `npm start`: one ES module per entry point in apps/server/dist, with the
// workspace packages (@careerlens/core, @careerlens/contracts, TypeScript sources) and the installed
// packages bundled in, except those that read files of their own package or load native or WebAssembly
// code at run time (listed below). Running one compiled bundle instead of transpiling TypeScript at
// start-up (tsx) and resolving hundreds of package files makes the server start sooner and use less memory
// (docs/decisions/005). Entries and their shared chunks sit directly in dist/, as src/paths.ts expects.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist');
const started = Date.now();

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

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    cli: 'src/cli.ts',
    'analysis.worker': 'src/workers/analysis.worker.ts',
    'postings.worker': 'src/workers/postings.worker.ts',
    'profiles.worker': 'src/workers/profiles.worker.ts',
  },
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
console.log(
  `server compiled to ${path.relative(process.cwd(), outdir) || 'dist'} in ${Date.now() - started} ms`,
);
