import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** In development the API runs separately (npm run dev) on port 3000; in production one server serves both. */
const API_TARGET = 'http://localhost:3000';
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes .gz and .br next to every text asset, so the server can send them as they are
 * (@fastify/static `preCompressed: true`) instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'careerlens:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const content = await readFile(file);
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
        await writeFile(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        // React and the router, which every page loads, in chunks of their own: no chunk is over 500 kB, and
        // a release that changes only the app leaves them cached. Chakra stays with the code that uses it, so
        // a lazy route's components still load with that route.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
