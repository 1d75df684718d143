#!/usr/bin/env node
// Platform figures (issue 2): start-up time on an existing data folder, idle RSS on PGlite,
// signin and /me throughput with autocannon. Run: node bench/platform.mjs
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '..');
// The server runs as `npm start` runs it: compiled.
spawnSync('npm', ['run', 'build', '--workspace', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function start(dataDir, port) {
  const began = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, ms: performance.now() - began };
}

async function stop(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

function cannon(options) {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'careerlens-bench-'));
const port = await freePort();
try {
  const first = await start(dataDir, port);
  console.log(
    `first start (new data folder, migrations) until /api/health answers: ${first.ms.toFixed(0)} ms`,
  );
  // Let the first start finish its background work (the demo corpus and a profile for each posting), so that
  // the starts below are on an existing, complete data folder and "idle" means idle.
  // Done when the list of profiles has stopped growing for 10 s.
  const seeded = performance.now();
  let count = 0;
  let steadySince = performance.now();
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${port}/api/blog/published?size=1`).catch(() => null);
    const published = Number(response?.headers.get('x-published-count') ?? 0);
    if (published !== count) {
      count = published;
      steadySince = performance.now();
    } else if (count > 0 && performance.now() - steadySince > 10_000) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(
    `demo corpus and its ${count} profiles ready ${((performance.now() - seeded - 10_000) / 1000).toFixed(1)} s later`,
  );
  await stop(first.child);

  const starts = [];
  let server;
  for (let run = 0; run < 3; run += 1) {
    server = await start(dataDir, port);
    starts.push(server.ms);
    if (run < 2) await stop(server.child);
  }
  starts.sort((a, b) => a - b);
  console.log(
    `start on an existing data folder until /api/health answers: median ${starts[1].toFixed(0)} ms (runs: ${starts.map((s) => s.toFixed(0)).join(', ')})`,
  );

  await new Promise((resolve) => setTimeout(resolve, 10_000));
  console.log(`idle RSS on PGlite after 10 s: ${rssMb(server.child.pid).toFixed(0)} MB`);

  const base = `http://127.0.0.1:${port}`;
  const credentials = { email: 'bench@example.com', password: 'bench-password-1' };
  await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...credentials, firstName: 'Bench', lastName: 'User' }),
  });
  const signin = await (
    await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    })
  ).json();

  const signinResult = await cannon({
    url: `${base}/api/auth/signin`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
    connections: 10,
    duration: 10,
  });
  console.log(
    `POST /api/auth/signin: ${signinResult.requests.average.toFixed(0)} req/s, p50 ${signinResult.latency.p50} ms, ` +
      `p99 ${signinResult.latency.p99} ms, non-2xx ${signinResult.non2xx}`,
  );

  const meResult = await cannon({
    url: `${base}/api/auth/me`,
    headers: { authorization: `Bearer ${signin.token}` },
    connections: 20,
    duration: 10,
  });
  console.log(
    `GET /api/auth/me: ${meResult.requests.average.toFixed(0)} req/s, p50 ${meResult.latency.p50} ms, ` +
      `p99 ${meResult.latency.p99} ms, non-2xx ${meResult.non2xx}`,
  );
  console.log(`RSS after load: ${rssMb(server.child.pid).toFixed(0)} MB`);
  await stop(server.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
