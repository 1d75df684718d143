import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { analyzePosting, generateJobProfile, type JobPostingInput } from '@careerlens/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, readRequestBody } from '../../test/test-context';

/** A local stand-in for an OpenAI-compatible Chat Completions endpoint, scripted per test. */
type Behaviour = { status?: number; delayMs?: number; content?: string; raw?: string };
let script: Behaviour[] = [];
const received: Array<{
  path: string;
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}> = [];
let server: Server;
let context: TestContext;

const posting: JobPostingInput = {
  source: 'import',
  sourceId: 'llm-test-1',
  title: 'Data Analyst',
  companyName: 'Fictional Metrics Ltd',
  companyLogo: null,
  companyUrl: null,
  companyIndustry: 'Retail',
  jobLevel: 'Associate',
  isRemote: false,
  jobType: ['fulltime'],
  jobFunction: null,
  jobUrl: 'https://jobs.example/llm/1',
  jobUrlDirect: null,
  location: { city: 'Leeds', state: null, country: 'United Kingdom' },
  description:
    '**What you will do**\n\n* Build weekly sales dashboards in Tableau for store managers\n' +
    '* Write SQL queries to reconcile daily sales with stock movements\n* Present findings to the regional leadership team\n\n' +
    '**What you bring**\n\n* 2+ years of experience with SQL and Microsoft Excel\n* Experience with Tableau or Power BI\n\n' +
    '**Nice to have**\n\n* Python for automation',
  descriptionFormat: 'markdown',
  datePosted: '2026-11-15',
  salary: null,
  emails: [],
};

let postId: string;

function validReply(): string {
  return JSON.stringify(
    generateJobProfile({ posting, analysis: analyzePosting(posting), postingId: postId }),
  );
}

async function generatorOfProfile(): Promise<string> {
  const result = await context.runtime.database.db.execute(
    `select generator_name from job_profiles where job_post_id = '${postId}'`,
  );
  return String((result as unknown as { rows: Array<{ generator_name: string }> }).rows[0]?.generator_name);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readRequestBody(request));
    received.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    const behaviour = script.shift() ?? { status: 500 };
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (response.destroyed) return;
    response.statusCode = behaviour.status ?? 200;
    response.setHeader('content-type', 'application/json');
    response.end(
      behaviour.raw ??
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          model: body.model,
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              message: { role: 'assistant', content: behaviour.content ?? '' },
            },
          ],
        }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  context = await createTestContext({
    env: {
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_MODEL: 'test-model',
      LLM_API_KEY: 'sk-test',
      LLM_TIMEOUT_SECONDS: '1',
      LLM_MAX_ATTEMPTS: '2',
    },
  });
  await context.runtime.services.ingestion.ingest([{ ok: true, posting }]);
  const rows = await context.runtime.database.db.execute(
    `select id from job_posts where source_id = 'llm-test-1'`,
  );
  postId = String((rows as unknown as { rows: Array<{ id: string }> }).rows[0]?.id);
});

afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  script = [];
  received.length = 0;
});

describe('job profiles from an LLM provider', () => {
  it('uses a valid, grounded reply and sends the model, the key and the posting', async () => {
    script = [{ content: validReply() }];
    const report = await context.runtime.services.profiles.generateFor([postId], { force: true });
    expect(report).toMatchObject({ generated: 1, viaLlm: 1, fallbacks: 0 });
    expect(await generatorOfProfile()).toBe('llm');
    expect(received).toHaveLength(1);
    expect(received[0]?.path).toBe('/v1/chat/completions');
    expect(received[0]?.authorization).toBe('Bearer sk-test');
    expect(received[0]?.body.model).toBe('test-model');
    expect(received[0]?.body.messages.at(-1)?.content).toContain(
      'Write SQL queries to reconcile daily sales',
    );
  });

  it('retries with the validation errors after a malformed reply, then accepts the corrected one', async () => {
    script = [
      { content: 'Sure! Here is your profile: {"skillsAnalysis": ' },
      { content: '```json\n' + validReply() + '\n```' },
    ];
    const report = await context.runtime.services.profiles.generateFor([postId], { force: true });
    expect(report).toMatchObject({ generated: 1, viaLlm: 1 });
    expect(received).toHaveLength(2);
    const retry = received[1]?.body.messages.at(-1)?.content ?? '';
    expect(retry).toContain('not valid JSON');
  });

  it('falls back to the built-in generator when the reply stays ungrounded', async () => {
    const invented = JSON.parse(validReply());
    invented.interview_questions[0].assessedSkills = ['Quantum Basket Weaving'];
    script = [{ content: JSON.stringify(invented) }, { content: JSON.stringify(invented) }];
    const report = await context.runtime.services.profiles.generateFor([postId], { force: true });
    expect(report).toMatchObject({ generated: 1, viaLlm: 0, fallbacks: 1 });
    expect(await generatorOfProfile()).toBe('builtin');
    expect(received[1]?.body.messages.at(-1)?.content).toContain('Quantum Basket Weaving');
  });

  it('falls back on a slow reply, a server error and a reply of the wrong shape', async () => {
    for (const behaviour of [
      { delayMs: 1500, content: validReply() },
      { status: 500, raw: '{"error":"boom"}' },
      { raw: '{"unexpected":true}' },
    ]) {
      script = [behaviour];
      const report = await context.runtime.services.profiles.generateFor([postId], { force: true });
      expect(report).toMatchObject({ generated: 1, fallbacks: 1 });
      expect(await generatorOfProfile()).toBe('builtin');
    }
  });
});
