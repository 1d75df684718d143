#!/usr/bin/env node
// Compiles the server for `npm start`: one ES module per entry point in apps/server/dist, with the
// workspace packages (@careerlens/core, @careerlens/contracts, TypeScript sources) bundled in and every
// installed package left as an import. Running compiled JavaScript instead of transpiling TypeScript at
// start-up (tsx) makes the server start about a second sooner and use less memory (docs/decisions/011).
// Entries and their shared chunks sit directly in dist/, as src/paths.ts expects.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist');
const started = Date.now();

/** Bare imports of installed packages stay imports; our own workspace packages are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@careerlens/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

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
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
console.log(
  `server compiled to ${path.relative(process.cwd(), outdir) || 'dist'} in ${Date.now() - started} ms`,
);
