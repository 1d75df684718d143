// Resume pipeline figures (issue 4). Run: node --import tsx bench/resume-pipeline.ts
//  1. extraction + analysis of a 2-page PDF in-process (p50, p95)
//  2. upload -> ANALYSIS_COMPLETED on PGlite with 10 concurrent uploads (p50, p95)
//  3. throughput: 500 resumes analysed on 2 cores, and the server's peak RSS meanwhile
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { analyzeResume, extractDocument } from '@careerlens/core';
import { linesToItems, makePdf } from '@careerlens/core/testing/documents';
import { processTreeMemoryMb } from '../apps/server/src/lib/process-memory';
import { freePort } from '../e2e/harness';

const ROOT = path.resolve(import.meta.dirname, '..');
// The server runs as `npm start` runs it: compiled.
spawnSync('npm', ['run', 'build', '--workspace', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });

function twoPageResume(seed: number): Uint8Array {
  const roles = Array.from({ length: 5 }, (_, index) => [
    {
      text: `Senior Data Analyst ${seed}-${index}, Northwind Analytics   Jan ${2020 - index * 2} - Dec ${2021 - index * 2}`,
      size: 11,
    },
    '• Built 40 Tableau dashboards used by 300 staff across finance and operations, cutting report time by 35%',
    '• Automated weekly forecasting in Python and SQL, saving 6 hours a week for the planning team',
    '• Led A/B tests on pricing pages with product managers, lifting conversion by 4% in two quarters',
    '• Presented monthly insights to directors and trained 12 analysts on statistics and Excel modelling',
  ]);
  const page1 = [
    { text: `Candidate ${seed}`, size: 18 },
    `candidate${seed}@example.com | +1 303 555 0142 | Denver, CO | linkedin.com/in/candidate${seed}`,
    { text: 'Summary', size: 13 },
    'Data analyst with ten years of experience turning sales and operations data into decisions for retail leaders.',
    { text: 'Experience', size: 13 },
    ...roles.slice(0, 3).flat(),
  ];
  const page2 = [
    ...roles.slice(3).flat(),
    { text: 'Education', size: 13 },
    'B.S. in Statistics, University of Colorado, 2012',
    { text: 'Skills', size: 13 },
    'SQL, Python, Tableau, Power BI, Microsoft Excel, Statistics, Data Visualization, Snowflake, dbt, Looker',
    { text: 'Certifications', size: 13 },
    'Tableau Certified Data Analyst; Google Data Analytics Professional Certificate',
  ];
  return makePdf([linesToItems(page1), linesToItems(page2)]);
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

async function inProcess() {
  const standardFontDataUrl =
    path.join(
      path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
      'standard_fonts',
    ) + path.sep;
  const bytes = twoPageResume(1);
  const times: number[] = [];
  for (let run = 0; run < 120; run += 1) {
    const started = performance.now();
    const document = await extractDocument(bytes, 'pdf', { standardFontDataUrl });
    analyzeResume(document, {
      targetRole: 'Data Analyst',
      experienceLevel: 'senior-level',
      referenceDate: new Date('2026-11-01'),
    });
    if (run >= 20) times.push(performance.now() - started);
  }
  console.log(
    `1. extraction + analysis of a 2-page PDF, in-process: p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`,
  );
}

interface Server {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

async function startServer(): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careerlens-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['apps/server/dist/server.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'false',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      EXPENSIVE_RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    pid: child.pid ?? 0,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signup(base: string, index: number): Promise<string> {
  const email = `bench${index}@example.com`;
  const password = 'bench-password-1';
  await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Bench', lastName: `User${index}` }),
  });
  const response = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function upload(base: string, token: string, bytes: Uint8Array, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), name);
  const response = await fetch(`${base}/api/resumes/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

async function waitCompleted(base: string, token: string, id: string): Promise<void> {
  for (;;) {
    const response = await fetch(`${base}/api/resumes/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const resume = (await response.json()) as { status: string };
    if (resume.status === 'ANALYSIS_COMPLETED') return;
    if (resume.status === 'ANALYSIS_FAILED') throw new Error('analysis failed');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The server's resident memory with its parsing processes (docs/decisions/002). */
const rssMb = processTreeMemoryMb;

async function endToEnd() {
  const server = await startServer();
  try {
    const tokens = await Promise.all(Array.from({ length: 10 }, (_, index) => signup(server.base, index)));
    const files = Array.from({ length: 10 }, (_, index) => twoPageResume(index));
    // Warm-up: the first analysis loads pdf.js and the taxonomy in each worker thread.
    await Promise.all(
      tokens
        .slice(0, 2)
        .map(async (token, index) =>
          waitCompleted(server.base, token, await upload(server.base, token, files[index]!, 'warm.pdf')),
        ),
    );
    const latencies: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      await Promise.all(
        tokens.map(async (token, index) => {
          const started = performance.now();
          const id = await upload(server.base, token, files[index]!, `r${round}-${index}.pdf`);
          await waitCompleted(server.base, token, id);
          latencies.push(performance.now() - started);
        }),
      );
    }
    console.log(
      `2. upload -> ANALYSIS_COMPLETED on PGlite, 10 concurrent uploads x 5 rounds: p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms`,
    );

    let peak = rssMb(server.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
    const started = performance.now();
    const ids: Array<[string, string]> = [];
    for (let batch = 0; batch < 50; batch += 1) {
      ids.push(
        ...(await Promise.all(
          tokens.map(
            async (token, index) =>
              [token, await upload(server.base, token, files[index]!, `t${batch}-${index}.pdf`)] as [
                string,
                string,
              ],
          ),
        )),
      );
    }
    for (const [token, id] of ids) await waitCompleted(server.base, token, id);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(
      `3. ${ids.length} resumes uploaded and analysed in ${seconds.toFixed(1)} s: ${(ids.length / seconds).toFixed(1)} resumes/s; server peak RSS (with its parsing processes) ${peak.toFixed(0)} MB`,
    );
  } finally {
    await server.stop();
  }
}

await inProcess();
await endToEnd();
