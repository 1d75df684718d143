import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { linesToItems, makePdf } from '@careerlens/core/testing/documents';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { startRuntime, type Runtime } from '../src/runtime';
import { RESUME_FILES_DIR } from '../src/composition/container';

/** Set by the PostgreSQL test project: a server to create one fresh database per test file in. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || undefined;

export const TEST_DATABASE_KIND = POSTGRES_URL ? 'postgres' : 'pglite';

export interface TestContext {
  app: FastifyInstance;
  runtime: Runtime;
  dataDir: string;
  close(): Promise<void>;
}

export async function createPostgresDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `careerlens_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The real application on a real database: PGlite in memory by default, or a fresh PostgreSQL
 * database when TEST_DATABASE_URL is set. Nothing listens; tests call `app.inject()`.
 */
export async function createTestContext(
  options: { env?: Record<string, string>; worker?: boolean } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careerlens-test-'));
  const postgres = POSTGRES_URL ? await createPostgresDatabase(POSTGRES_URL) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    EXPENSIVE_RATE_LIMIT_PER_MINUTE: '10000',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  const runtime = await startRuntime(config, { worker: options.worker ?? false, inMemory: !postgres });
  const app = await buildApp({ services: runtime.services, logger: false });
  await app.ready();
  return {
    app,
    runtime,
    dataDir,
    async close() {
      await app.close();
      await runtime.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds a multipart/form-data body by hand, so tests send exactly the bytes they mean to. */
export function multipartBody(
  parts: Array<
    { name: string; value: string } | { name: string; fileName: string; content: Uint8Array; type?: string }
  >,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----careerlens${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(Buffer.from(part.content));
      chunks.push(Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A request's body as text, for the local stand-ins of third-party HTTP services. */
export function readRequestBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    request.on('data', (chunk) => (data += chunk));
    request.on('end', () => resolve(data));
  });
}

/** Signs up a new user through the onboarding endpoint with this target role and level; its token. */
export async function signupWithRole(
  context: TestContext,
  role: string,
  level: string,
  password = 'test-password-1',
): Promise<string> {
  const email = `user.${Date.now()}.${Math.random()}@example.com`;
  const { payload, headers } = multipartBody([
    {
      name: 'signupData',
      value: JSON.stringify({
        email,
        password,
        firstName: 'T',
        lastName: 'U',
        targetRole: role,
        experienceLevel: level,
        careerIntent: 'switching-jobs',
      }),
    },
  ]);
  await context.app.inject({ method: 'POST', url: '/api/auth/signup-with-onboarding', payload, headers });
  return (
    await context.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } })
  ).json().token as string;
}

/** Uploads a resume as the user of this token (multipart field `file`). */
export function uploadResume(context: TestContext, token: string, fileName: string, content: Uint8Array) {
  const { payload, headers } = multipartBody([{ name: 'file', fileName, content }]);
  return context.app.inject({
    method: 'POST',
    url: '/api/resumes/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

let pdfCounter = 0;
/** A one-page resume PDF with different bytes each call (the same bytes uploaded twice are a duplicate). */
export function uniquePdf(): Uint8Array {
  pdfCounter += 1;
  return makePdf([
    linesToItems([`Sam Rivera ${pdfCounter}`, 'Experience', 'Analyst at Northwind', 'Skills', 'SQL']),
  ]);
}

/**
 * Where an uploaded file's bytes are kept: as a file in the data folder on the embedded database (its
 * row's content null), in the row on PostgreSQL. Returns the stored bytes' length after checking that.
 */
export async function storedFileSize(context: TestContext, resumeId: string): Promise<number> {
  const result = await context.runtime.database.db.execute(
    `select length(content) as n from resume_files where resume_id = '${resumeId}'`,
  );
  const [row] = (result as unknown as { rows: Array<{ n: number | null }> }).rows;
  if (!row) throw new Error(`no file row for ${resumeId}`);
  const file = path.join(context.dataDir, RESUME_FILES_DIR, resumeId);
  if (TEST_DATABASE_KIND === 'pglite') {
    if (row.n !== null) throw new Error('the embedded database holds the bytes, not the data folder');
    return statSync(file).size;
  }
  if (existsSync(file)) throw new Error('PostgreSQL mode wrote the file into the data folder');
  return Number(row.n);
}
