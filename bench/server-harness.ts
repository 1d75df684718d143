// What the benchmarks that drive the compiled server share: start it on a fresh data folder, sign users
// up, upload files, read figures.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processTreeMemoryMb } from '../apps/server/src/lib/process-memory';
import { freePort } from '../e2e/harness';

export const ROOT = path.resolve(import.meta.dirname, '..');

export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export interface Server {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startServer(): Promise<Server> {
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
      MAX_RESUMES_PER_USER: '10000',
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

export async function signup(base: string, index: number): Promise<string> {
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

export async function upload(base: string, token: string, bytes: Uint8Array, name: string): Promise<string> {
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

export async function waitCompleted(base: string, token: string, id: string): Promise<void> {
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
export const rssMb = processTreeMemoryMb;
