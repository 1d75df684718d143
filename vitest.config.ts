import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One run for everything but the browser: the pure packages, and the server's API tests on PGlite and,
 * when TEST_POSTGRES_URL names a PostgreSQL server, the same API tests again on PostgreSQL.
 */
const postgresUrl = process.env.TEST_POSTGRES_URL;
const serverInclude = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
/**
 * Repeated on PostgreSQL: only the server tests that open a database, which say so in their name
 * (`*.api.test.ts` through the HTTP API, `*.db.test.ts` directly). The rest (configuration, pools, OCR,
 * sources, services against in-memory repositories, the golden records) run once. The hostile-file test runs
 * on both, with a sample of its corpus on PostgreSQL (see there).
 */
const postgresInclude = ['apps/server/{src,test}/**/*.{api,db}.test.ts'];

export default defineConfig({
  test: {
    // The parsing processes of the API tests run the compiled worker entries (see the file).
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Most API tests wait on worker threads or a database: two files at a time even on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'server-pglite', include: serverInclude, env: { TEST_DATABASE_URL: '' } },
      },
      ...(postgresUrl
        ? [
            {
              extends: true,
              test: {
                name: 'server-postgres',
                include: postgresInclude,
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
