import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * One run for everything but the browser: the pure packages, and the server's API tests on PGlite and,
 * when TEST_POSTGRES_URL names a PostgreSQL server, the same API tests again on PostgreSQL.
 */
const postgresUrl = process.env.TEST_POSTGRES_URL;
const serverInclude = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
/**
 * Not repeated on PostgreSQL: tests that never open a database (the posting sources). The hostile-file
 * test runs on both, with a sample of its corpus on PostgreSQL (see there).
 */
const postgresExclude = ['apps/server/src/sources/**'];

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
                include: serverInclude,
                exclude: [...configDefaults.exclude, ...postgresExclude],
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
