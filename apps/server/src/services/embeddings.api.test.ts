import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { analyzePosting, generateDemoPostings, postingEmbeddingText } from '@careerlens/core';
import { linesToItems, makePdf } from '@careerlens/core/testing/documents';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  multipartBody,
  readRequestBody,
  signupWithRole,
  type TestContext,
} from '../../test/test-context';
import { jobPosts, resumes } from '../db/schema';

/**
 * A local server speaking the OpenAI embeddings protocol: each text becomes a hashed bag of its words, so
 * texts that share words are close. It can be told to fail, as a real provider sometimes does.
 */
const DIMENSIONS = 64;
let failing = false;
/** Runs while a request is being answered: to change the database under a run in flight. */
let whileAnswering: ((input: string[]) => Promise<void>) | null = null;
const inputs: string[][] = [];
let server: Server;
let context: TestContext;

function bagOfWords(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z]{3,}/g) ?? []) {
    const slot = createHash('sha1').update(word).digest().readUInt16BE(0) % DIMENSIONS;
    vector[slot] = (vector[slot] as number) + 1;
  }
  return vector;
}

function analystResume(name: string, email: string) {
  return makePdf([
    linesToItems([
      { text: name, size: 18 },
      `${email} | +1 720 555 0199 | Denver, CO`,
      { text: 'Experience', size: 13 },
      'Data Analyst, Summit Outfitters   Mar 2021 - Present',
      '• Built 30 Tableau dashboards on SQL models used by store and finance leaders',
      '• Automated weekly sales forecasts in Python with Pandas',
      { text: 'Education', size: 13 },
      'B.S. in Statistics, University of Colorado, 2019',
      { text: 'Skills', size: 13 },
      'SQL, Python, Pandas, Tableau, Microsoft Excel, Statistics, Data Visualization',
    ]),
  ]);
}

async function uploadAndWaitForMatches(token: string, fileName: string, bytes: Uint8Array) {
  const { payload, headers } = multipartBody([{ name: 'file', fileName, content: bytes }]);
  const upload = await context.app.inject({
    method: 'POST',
    url: '/api/resumes/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  expect(upload.statusCode).toBe(201);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const list = (
      await context.app.inject({
        method: 'GET',
        url: '/api/jobs/match?limit=10',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    if (list.matches.length > 0 || Date.now() > deadline) return list;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readRequestBody(request)) as { model: string; input: string[] };
    inputs.push(body.input);
    await whileAnswering?.(body.input);
    if (failing) {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"error":{"message":"overloaded"}}');
      return;
    }
    const data = body.input.map((text, index) => ({
      object: 'embedding',
      index,
      embedding: bagOfWords(text),
    }));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ object: 'list', data, model: body.model }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  context = await createTestContext({
    worker: true,
    env: {
      EMBEDDINGS_BASE_URL: `http://127.0.0.1:${port}/v1`,
      EMBEDDINGS_MODEL: 'bag-of-words-64',
      EMBEDDINGS_COSINE_FLOOR: '0.1',
      EMBEDDINGS_COSINE_FULL: '0.6',
      EMBEDDINGS_TIMEOUT_SECONDS: '5',
    },
  });
  const postings = generateDemoPostings(new Date('2026-11-20T00:00:00Z')).filter(
    (posting) => !/-\d$/u.test(posting.sourceId ?? '') && /Data|Nurse|Chef/u.test(posting.title),
  );
  await context.runtime.services.ingestion.ingest(
    postings.map((posting) => ({ ok: true as const, posting })),
  );
}, 120_000);

afterAll(async () => {
  await context?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('an OpenAI-compatible embeddings provider', () => {
  it('embeds every posting once per model and stores the vectors as float32 bytes', async () => {
    const services = context.runtime.services;
    await services.embeddings.embedPendingPostings();
    const rows = await context.runtime.database.db
      .select({ embedding: jobPosts.embedding, model: jobPosts.embeddingModel })
      .from(jobPosts);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      expect(row.model).toBe('bag-of-words-64');
      expect(row.embedding).toBeInstanceOf(Float32Array);
      expect(row.embedding?.length).toBe(DIMENSIONS);
      expect(Math.hypot(...(row.embedding ?? []))).toBeCloseTo(1, 4);
    }
    const calls = inputs.length;
    expect(await services.embeddings.embedPendingPostings()).toBe(0);
    expect(inputs.length).toBe(calls);
  });

  it('embeds a posting again when its text changes', async () => {
    const services = context.runtime.services;
    const [first] = generateDemoPostings(new Date('2026-11-20T00:00:00Z')).filter((posting) =>
      /Data/u.test(posting.title),
    );
    if (!first) throw new Error('no data posting in the demo corpus');
    const changed = { ...first, description: `${first.description}\n\nNew: the team now also uses dbt.` };
    const result = await services.ingestion.ingest([{ ok: true as const, posting: changed }]);
    expect(result.updated).toBe(1);
    // Here, or in the background refresh the update queued: either way once, from the new text.
    await services.embeddings.embedPendingPostings();
    const pending = await context.runtime.database.db
      .select({ id: jobPosts.id })
      .from(jobPosts)
      .where(sql`${jobPosts.embeddingModel} is distinct from 'bag-of-words-64'`);
    expect(pending).toEqual([]);
    // What is stored is the embedding of the new text, whichever run made it (a run that embedded the old
    // text meanwhile must not have written it over).
    const analysis = analyzePosting(changed);
    const expected = bagOfWords(postingEmbeddingText({ ...analysis, title: changed.title }));
    const norm = Math.hypot(...expected);
    const [row] = await context.runtime.database.db
      .select({ embedding: jobPosts.embedding })
      .from(jobPosts)
      .where(eq(jobPosts.jobUrl, String(changed.jobUrl)));
    const stored = Array.from(row?.embedding ?? []);
    expect(stored).toHaveLength(DIMENSIONS);
    const largestDifference = Math.max(
      ...stored.map((value, i) => Math.abs(value - (expected[i] as number) / norm)),
    );
    expect(largestDifference).toBeLessThan(1e-6);
    expect(inputs.flat().some((text) => text.includes('also uses dbt'))).toBe(true);
  });

  it('never writes a vector of old text over a posting that changed while it was embedded', async () => {
    const services = context.runtime.services;
    const [posting] = generateDemoPostings(new Date('2026-11-20T00:00:00Z')).filter((item) =>
      /Chef/u.test(item.title),
    );
    if (!posting) throw new Error('no chef posting in the demo corpus');
    // Make it pending, then change its text while its old text is being embedded.
    const first = { ...posting, description: `${posting.description}\n\nVersion one.` };
    await services.ingestion.ingest([{ ok: true as const, posting: first }]);
    const second = { ...posting, description: `${posting.description}\n\nVersion two with sous vide.` };
    whileAnswering = async (input) => {
      if (!input.some((text) => text.includes('Version one'))) return;
      whileAnswering = null;
      await services.ingestion.ingest([{ ok: true as const, posting: second }]);
    };
    try {
      await services.embeddings.embedPendingPostings();
    } finally {
      whileAnswering = null;
    }
    const analysis = analyzePosting(second);
    const expected = bagOfWords(postingEmbeddingText({ ...analysis, title: second.title }));
    const norm = Math.hypot(...expected);
    const [row] = await context.runtime.database.db
      .select({ embedding: jobPosts.embedding, model: jobPosts.embeddingModel })
      .from(jobPosts)
      .where(eq(jobPosts.jobUrl, String(second.jobUrl)));
    expect(row?.model).toBe('bag-of-words-64');
    const stored = Array.from(row?.embedding ?? []);
    expect(
      Math.max(...stored.map((value, i) => Math.abs(value - (expected[i] as number) / norm))),
    ).toBeLessThan(1e-6);
  });

  it("ranks with the resume's embedding, sends no name or contact details, and stores it", async () => {
    const token = await signupWithRole(context, 'Data Analyst', 'mid-level');
    const list = await uploadAndWaitForMatches(
      token,
      'analyst.pdf',
      analystResume('Jordan Quill', 'jordan.quill@example.com'),
    );
    expect(list.hasEmbeddings).toBe(true);
    expect(list.matches.length).toBeGreaterThan(0);
    expect(list.matches[0].jobTitle).toMatch(/Data/u);
    const sent = inputs.flat().find((text) => text.includes('Tableau dashboards'));
    expect(sent).toBeDefined();
    expect(sent).not.toMatch(/Jordan|Quill|example\.com|555/u);
    const [stored] = await context.runtime.database.db
      .select({ embedding: resumes.embedding, model: resumes.embeddingModel })
      .from(resumes)
      .where(eq(resumes.originalFileName, 'analyst.pdf'));
    expect(stored?.model).toBe('bag-of-words-64');
    expect(stored?.embedding?.length).toBe(DIMENSIONS);
  });

  it('uses the provider for the fit analysis of one job', async () => {
    const [post] = await context.runtime.database.db
      .select({ id: jobPosts.id })
      .from(jobPosts)
      .where(sql`${jobPosts.roleTitle} = 'Data Analyst'`)
      .limit(1);
    const before = inputs.length;
    const { payload, headers } = multipartBody([
      { name: 'resume', fileName: 'analyst.pdf', content: analystResume('Ana Lyst', 'ana@example.com') },
      { name: 'jobPostId', value: String(post?.id) },
    ]);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/resume-analysis/analyze-job',
      payload,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(inputs.length).toBe(before + 1);
    expect(inputs.at(-1)).toHaveLength(2);
    expect(response.json().overallMatchScore).toBeGreaterThan(0);
  });

  it('falls back to the lexical vectors when the provider fails, and keeps serving', async () => {
    failing = true;
    try {
      const token = await signupWithRole(context, 'Data Analyst', 'mid-level');
      const list = await uploadAndWaitForMatches(
        token,
        'analyst-2.pdf',
        analystResume('Sam Rivera', 'sam@example.com'),
      );
      expect(list.hasEmbeddings).toBe(true);
      expect(list.matches.length).toBeGreaterThan(0);
      const [stored] = await context.runtime.database.db
        .select({ model: resumes.embeddingModel })
        .from(resumes)
        .where(eq(resumes.originalFileName, 'analyst-2.pdf'));
      expect(stored?.model).toBeNull();
      const { payload, headers } = multipartBody([
        { name: 'resume', fileName: 'analyst.pdf', content: analystResume('Ana Lyst', 'ana@example.com') },
      ]);
      const analysis = await context.app.inject({
        method: 'POST',
        url: '/api/v1/resume-analysis/analyze-job',
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
      expect(analysis.statusCode).toBe(200);
    } finally {
      failing = false;
    }
  });
  it("re-ranks at a worker's start only when postings gained embeddings", async () => {
    const services = context.runtime.services;
    await services.embeddings.embedPendingPostings();
    expect(await services.matching.computeForPrimaryResumes({ onlyIfEmbedded: true })).toBe(0);
    // A posting stored before the provider was configured (no job is queued for it, as at a start).
    await context.runtime.database.db.execute(
      sql`update job_posts set embedding = null, embedding_model = null where id = (select id from job_posts order by id limit 1)`,
    );
    expect(await services.matching.computeForPrimaryResumes({ onlyIfEmbedded: true })).toBeGreaterThan(0);
  });
});
