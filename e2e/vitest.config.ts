import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'browser',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time (each with its own Chromium, one server shared): about 20% faster than one
    // at a time on two cores. Tests wait for states, never for fixed times, so they tolerate the load.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
