#!/usr/bin/env node
// `npm test`: typecheck, lint, unit and API tests (PGlite, and PostgreSQL when TEST_POSTGRES_URL is set),
// then the browser tests against the built app. Ends with one summary line: "summary: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TYPECHECK_PROJECTS = ['packages/contracts', 'packages/core', 'apps/server', 'apps/web', 'e2e'];
const isCi = Boolean(process.env.CI);
const only = process.argv[2]; // optional: typecheck | lint | unit | e2e
const reportDir = mkdtempSync(path.join(tmpdir(), 'careerlens-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedTests = [];
let failedSteps = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✖'} ${label} (${seconds} s)`);
  if (!ok) failedSteps.push(label);
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // The names of failed tests and the first line of each failure, repeated at the end of the output: a CI log
  // is often read from its tail, far below the test that failed.
  for (const suite of report.testResults ?? []) {
    const file = path.relative(process.cwd(), suite.name ?? '');
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const first = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 300);
      failedTests.push(`${file} > ${test.fullName ?? test.title}: ${first}`);
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failedTests.push(
        `${file}: ${String(suite.message ?? 'failed')
          .split('\n')[0]
          .slice(0, 300)}`,
      );
    }
  }
}

function findChromium() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && existsSync(p),
  );
}

const bin = (name) => path.join('node_modules', '.bin', name);

if (!only || only === 'typecheck') {
  // One incremental build over every project: unchanged projects are checked again in under a second
  // (their build info is kept in node_modules/.cache/tsc).
  const projects = TYPECHECK_PROJECTS.filter((p) => existsSync(path.join(p, 'tsconfig.json')));
  run('typecheck', bin('tsc'), ['-b', ...projects]);
}
if (!only || only === 'lint') {
  run('eslint', bin('eslint'), ['.', '--max-warnings', '0']);
  run('prettier', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
}
if (!only || only === 'unit') {
  if (process.env.TEST_POSTGRES_URL) console.log('API tests run on PGlite and on PostgreSQL.');
  else console.log('API tests run on PGlite only (set TEST_POSTGRES_URL to add PostgreSQL).');
  const file = path.join(reportDir, 'unit.json');
  run('unit and API tests', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  countVitest(file);
}
if (!only || only === 'e2e') {
  const chromium = findChromium();
  if (!chromium) {
    const banner = '!'.repeat(78);
    console.log(`\n${banner}\n!! No Chromium found (install Debian's chromium or set CHROME_PATH).`);
    if (isCi) {
      console.log(`!! CI is set: a missing browser fails the run.\n${banner}`);
      failedSteps.push('browser tests (no Chromium)');
    } else {
      console.log(`!! SKIPPING THE BROWSER TESTS.\n${banner}`);
    }
  } else if (run('build web app and server', 'npm', ['run', 'build'])) {
    const file = path.join(reportDir, 'e2e.json');
    run(
      'browser tests',
      bin('vitest'),
      [
        'run',
        '--config',
        'e2e/vitest.config.ts',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ],
      {
        CHROME_PATH: chromium,
      },
    );
    countVitest(file);
  }
}

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
for (const line of failedTests) console.log(`failed: ${line}`);
console.log(`summary: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
