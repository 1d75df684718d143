import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnalysisData } from '@careerlens/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expertContext } from '../../services/expert-chat.service';
import {
  createTestContext,
  multipartBody,
  readRequestBody,
  type TestContext,
} from '../../../test/test-context';

/**
 * A local stand-in for an OpenAI-compatible Chat Completions endpoint with `stream: true`: it answers
 * server-sent events of `choices[0].delta.content` and `data: [DONE]`, scripted per test.
 */
type Behaviour = { status?: number; pieces?: string[]; breakAfter?: number };
let script: Behaviour[] = [];
const received: Array<{
  body: { model: string; stream: boolean; messages: Array<{ role: string; content: string }> };
}> = [];
let model: Server;
let context: TestContext;
let withoutModel: TestContext;

const EMAIL = `ada.quill.${Date.now()}@example.com`;

async function signup(target: TestContext): Promise<string> {
  const { payload, headers } = multipartBody([
    {
      name: 'signupData',
      value: JSON.stringify({
        email: EMAIL,
        password: 'test-password-1',
        firstName: 'Adaquilla',
        lastName: 'Quillborne',
        targetRole: 'Accountant',
        experienceLevel: 'senior-level',
        careerIntent: 'switching-jobs',
      }),
    },
  ]);
  const response = await target.app.inject({
    method: 'POST',
    url: '/api/auth/signup-with-onboarding',
    payload,
    headers,
  });
  expect(response.statusCode).toBeLessThan(300);
  const signin = await target.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: EMAIL, password: 'test-password-1' },
  });
  return signin.json().token as string;
}

function events(body: string): Array<Record<string, unknown>> {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)) as Record<string, unknown>);
}

const question = {
  messages: [{ role: 'user', content: 'What salary should I ask for as a senior accountant in Chicago?' }],
};

let token: string;

beforeAll(async () => {
  model = createServer(async (request, response) => {
    const body = JSON.parse(await readRequestBody(request));
    received.push({ body });
    const behaviour = script.shift() ?? { status: 500 };
    if (behaviour.status && behaviour.status !== 200) {
      response.statusCode = behaviour.status;
      response.end('{"error":{"message":"overloaded"}}');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const [index, piece] of (behaviour.pieces ?? []).entries()) {
      if (behaviour.breakAfter === index) {
        response.destroy();
        return;
      }
      response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: piece } }] })}\n\n`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    response.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const port = (model.address() as AddressInfo).port;
  context = await createTestContext({
    env: {
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_MODEL: 'chat-model',
      LLM_TIMEOUT_SECONDS: '2',
      CHAT_RATE_LIMIT_PER_MINUTE: '6',
    },
  });
  withoutModel = await createTestContext();
  token = await signup(context);
}, 240_000);

afterAll(async () => {
  await context?.close();
  await withoutModel?.close();
  await new Promise((resolve) => model.close(resolve));
});

beforeEach(() => {
  script = [];
  received.length = 0;
});

describe('the AI Expert through a model', () => {
  it('streams the model’s reply as server-sent events, with the user’s role and no contact details', async () => {
    script = [{ pieces: ['Ask for ', 'a range based on ', 'local salary surveys.'] }];
    const status = await context.app.inject({
      method: 'GET',
      url: '/api/expert/chat',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.json()).toEqual({ enabled: true });

    const response = await context.app.inject({
      method: 'POST',
      url: '/api/expert/chat',
      headers: { authorization: `Bearer ${token}` },
      payload: question,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const sent = events(response.body);
    expect(
      sent
        .filter((event) => 'delta' in event)
        .map((event) => event.delta)
        .join(''),
    ).toBe('Ask for a range based on local salary surveys.');
    expect(sent.at(-1)).toEqual({ done: true });

    const request = received[0]?.body;
    expect(request?.stream).toBe(true);
    expect(request?.model).toBe('chat-model');
    const system = request?.messages[0]?.content ?? '';
    expect(system).toContain('Target role: Accountant');
    expect(system).toContain('Experience level: senior-level');
    expect(system).toContain('Resume analysis: no analysed resume yet');
    const everything = JSON.stringify(request);
    for (const secret of [EMAIL, 'Adaquilla', 'Quillborne']) expect(everything).not.toContain(secret);
    expect(request?.messages.at(-1)?.content).toBe(question.messages[0]?.content);
  });

  it('tells the page to fall back to its local reply when the model fails, before or during the reply', async () => {
    script = [{ status: 503 }];
    const failed = await context.app.inject({
      method: 'POST',
      url: '/api/expert/chat',
      headers: { authorization: `Bearer ${token}` },
      payload: question,
    });
    expect(events(failed.body)).toEqual([{ fallback: true }]);

    script = [{ pieces: ['Start with ', 'never finished'], breakAfter: 1 }];
    const broken = await context.app.inject({
      method: 'POST',
      url: '/api/expert/chat',
      headers: { authorization: `Bearer ${token}` },
      payload: question,
    });
    expect(events(broken.body).at(-1)).toEqual({ fallback: true });
  });

  it('asks for a token, checks the conversation and limits the rate', async () => {
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/expert/chat',
      payload: question,
    });
    expect(anonymous.statusCode).toBe(401);
    const blank = await context.app.inject({
      method: 'POST',
      url: '/api/expert/chat',
      headers: { authorization: `Bearer ${token}` },
      payload: { messages: [{ role: 'user', content: '   ' }] },
    });
    expect(blank.statusCode).toBe(400);
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      script.push({ pieces: ['ok'] });
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/expert/chat',
        headers: { authorization: `Bearer ${token}` },
        payload: question,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);
    const limited = statuses.indexOf(429);
    expect(statuses.slice(limited).every((code) => code === 429)).toBe(true);
  });
});

describe('the AI Expert without a model', () => {
  it('says the chat replies locally and refuses to answer', async () => {
    const ownToken = await signup(withoutModel);
    const status = await withoutModel.app.inject({
      method: 'GET',
      url: '/api/expert/chat',
      headers: { authorization: `Bearer ${ownToken}` },
    });
    expect(status.json()).toEqual({ enabled: false });
    const ask = await withoutModel.app.inject({
      method: 'POST',
      url: '/api/expert/chat',
      headers: { authorization: `Bearer ${ownToken}` },
      payload: question,
    });
    expect(ask.statusCode).toBe(404);
    expect(ask.json().code).toBe('NOT_FOUND');
  });
});

describe('what the model is told about the user', () => {
  it('carries the analysis, role and matches, but not the resume text with its contact lines', () => {
    const analysis = {
      atsScore: 71,
      jobReadinessScore: 64,
      actionableTip: 'Add numbers to your month-end close results.',
      missingSkills: ['NetSuite'],
      comprehensiveAnalysis: {
        strengths: [
          { title: 'Reconciliations', detail: 'x', evidence: [{ lineIndex: 0, text: 'ada@example.com' }] },
        ],
        skillGapAnalysis: { criticalGaps: [] },
        jobReadinessAnalysis: { developmentAreas: ['Lead a close process'] },
        atsAnalysis: { atsOptimizationTips: [] },
      },
      skills: [{ id: 'gaap', name: 'GAAP', type: 'domain', count: 2, evidence: [] }],
      experience: [{ title: 'Staff Accountant', employer: 'Acme', dates: null, current: true }],
      atsText: 'Ada Quill\nada@example.com\n+1 312 555 0100',
    } as unknown as AnalysisData;
    const text = expertContext({
      targetRole: 'Accountant',
      experienceLevel: 'senior-level',
      careerIntent: null,
      analysis,
      matches: [{ jobTitle: 'Senior Accountant', companyName: 'Fictional Ledger Co', matchScore: 82 }],
    });
    expect(text).toContain('ATS score: 71/100');
    expect(text).toContain('Missing skills for the target role: NetSuite');
    expect(text).toContain('Senior Accountant at Fictional Ledger Co (82/100)');
    expect(text).toContain('Job titles held: Staff Accountant');
    expect(text).not.toMatch(/ada@example\.com|555 0100|Ada Quill/u);
  });
});
