import { linesToItems, makePdf } from '@careerlens/core/testing/documents';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  multipartBody,
  signupWithRole,
  uniquePdf,
  uploadResume,
  type TestContext,
} from './test-context';

/** Hostile requests: each ends in a 4xx in the error model, never a 500 or a stack trace. */
let context: TestContext;
let counter = 0;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context?.close();
});

const pdf = makePdf([linesToItems(['Sam Rivera', 'Experience', 'Analyst at Northwind', 'Skills', 'SQL'])]);

function uniqueEmail() {
  counter += 1;
  return `hostile.${counter}.${Date.now()}@example.com`;
}

function newUser(): Promise<string> {
  return signupWithRole(context, 'Data Analyst', 'mid-level');
}

/** The reply is the error model with this status, and carries nothing of the server's insides. */
function expectCleanError(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body).every((key) => ['code', 'message', 'fieldErrors'].includes(key))).toBe(true);
  expect(response.body).not.toMatch(/\bat .+\(|node_modules|\.ts:\d|stack|FST_|postgres|syntax error/i);
}

describe('control characters in text fields', () => {
  it.each([
    ['a NUL in a job search', { method: 'GET', url: '/api/jobs/search?jobTitle=data%00analyst' }],
    ['an escape in a job search', { method: 'GET', url: '/api/jobs/search?jobTitle=%1b%5b31m' }],
    ['a NUL in a guide slug', { method: 'GET', url: '/api/blog/some-guide%00' }],
    [
      'a NUL in a signin email',
      { method: 'POST', url: '/api/auth/signin', payload: { email: 'a\u0000@example.com', password: 'x' } },
    ],
    [
      'a NUL in a signup name',
      {
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          email: 'nul@example.com',
          password: 'hostile-tests-1',
          firstName: 'A\u0000',
          lastName: 'B',
        },
      },
    ],
    [
      'a bell in a signup last name',
      {
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          email: 'bell@example.com',
          password: 'hostile-tests-1',
          firstName: 'A',
          lastName: 'B\u0007',
        },
      },
    ],
  ] as const)('refuses %s with a 400 naming the problem', async (_label, request) => {
    const response = await context.app.inject(request as unknown as InjectOptions);
    expectCleanError(response, 400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().message).toContain('must not contain control characters');
  });

  it('refuses a NUL in the onboarding signupData and in a role of the insights', async () => {
    const { payload, headers } = multipartBody([
      {
        name: 'signupData',
        value: JSON.stringify({
          email: uniqueEmail(),
          password: 'hostile-tests-1',
          firstName: 'Ama\u0000',
          lastName: 'B',
          targetRole: 'Data Analyst',
          experienceLevel: 'mid-level',
          careerIntent: 'switching-jobs',
        }),
      },
    ]);
    const signup = await context.app.inject({
      method: 'POST',
      url: '/api/auth/signup-with-onboarding',
      payload,
      headers,
    });
    expectCleanError(signup, 400);
    expect(signup.json().fieldErrors.firstName[0]).toContain('control characters');

    const token = await newUser();
    const insights = await context.app.inject({
      method: 'GET',
      url: '/api/insights/roles/Data%00Analyst/levels/mid-level',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(insights.statusCode).not.toBe(500);
    expect(insights.statusCode).toBeLessThan(500);
  });
});

describe('malformed multipart bodies', () => {
  const truncated = (boundary: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n` +
        `Content-Type: application/pdf\r\n\r\n%PDF-1.4 truncated`,
    );
  const garbledHeader = (boundary: string) =>
    Buffer.from(`--${boundary}\r\nThis is not a header line\r\n\r\nvalue\r\n--${boundary}--\r\n`);

  it.each([
    ['/api/v1/resume-analysis/analyze-job', false],
    ['/api/resumes/upload', true],
    ['/api/auth/signup-with-onboarding', false],
  ])(
    'answers 400 on %s for a truncated body, a garbled part and a missing boundary',
    async (url, signedIn) => {
      const authorization = signedIn ? { authorization: `Bearer ${await newUser()}` } : {};
      const boundary = 'hostileboundary123';
      for (const payload of [truncated(boundary), garbledHeader(boundary)]) {
        const response = await context.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...authorization },
        });
        expectCleanError(response, 400);
      }
      const noBoundary = await context.app.inject({
        method: 'POST',
        url,
        payload: truncated(boundary),
        headers: { 'content-type': 'multipart/form-data', ...authorization },
      });
      expect([400, 415]).toContain(noBoundary.statusCode);
      expectCleanError(noBoundary, noBoundary.statusCode);
      // The server keeps serving.
      expect((await context.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    },
  );
});

describe('prototype keys', () => {
  it('treats __proto__ and constructor in signupData as unknown fields, and pollutes nothing', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const raw = `{"email":"${uniqueEmail()}","password":"hostile-tests-1","firstName":"A","lastName":"B","targetRole":"Data Analyst","experienceLevel":"mid-level","careerIntent":"switching-jobs","${key}":{"isAdmin":true,"polluted":"yes"}}`;
      const { payload, headers } = multipartBody([{ name: 'signupData', value: raw }]);
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/auth/signup-with-onboarding',
        payload,
        headers,
      });
      expectCleanError(response, 400);
      expect(response.json().message).toBe(`${key}: This field is not allowed.`);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses __proto__ in a JSON body and in a query string without a 500', async () => {
    const body = await context.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload:
        '{"email":"p@example.com","password":"hostile-tests-1","firstName":"A","lastName":"B","__proto__":{"x":1}}',
      headers: { 'content-type': 'application/json' },
    });
    expectCleanError(body, 400);
    const query = await context.app.inject({
      method: 'GET',
      url: '/api/jobs/search?__proto__=1&constructor=2',
    });
    expectCleanError(query, 400);
  });
});

describe('framework errors in the error model', () => {
  it.each([
    ['a bad percent-encoding in a path', { method: 'GET', url: '/api/blog/%ff' }, 400],
    ['a bad percent-encoding in a resume path', { method: 'GET', url: '/api/resumes/%E0%A4%A' }, 400],
    [
      'malformed JSON',
      {
        method: 'POST',
        url: '/api/auth/signin',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    [
      'a wrong content type',
      { method: 'POST', url: '/api/auth/signin', payload: 'a,b', headers: { 'content-type': 'text/csv' } },
      415,
    ],
    [
      'an empty JSON body',
      {
        method: 'POST',
        url: '/api/auth/signin',
        payload: '',
        headers: { 'content-type': 'application/json' },
      },
      400,
    ],
    ['an unknown method', { method: 'PATCH', url: '/api/auth/signin' }, 404],
    ['a route that does not exist', { method: 'GET', url: '/api/%00' }, 404],
  ] as const)('answers %s with the error model', async (_label, request, status) => {
    const response = await context.app.inject(request as unknown as InjectOptions);
    expectCleanError(response, status);
  });

  it('keeps a stored upload and serves on after each of them', async () => {
    const upload = await uploadResume(context, await newUser(), 'cv.pdf', pdf);
    expect(upload.statusCode).toBe(201);
  });
});

describe('password rule', () => {
  it.each(['password', 'Password1', '12345678', 'qwertyuiop', ' '.repeat(8)])(
    'refuses %j at signup and at signup-with-onboarding',
    async (password) => {
      const plain = await context.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: uniqueEmail(), password, firstName: 'A', lastName: 'B' },
      });
      expectCleanError(plain, 400);
      expect(plain.json().fieldErrors.password[0]).toMatch(/most commonly used passwords|only spaces/);
      const { payload, headers } = multipartBody([
        {
          name: 'signupData',
          value: JSON.stringify({
            email: uniqueEmail(),
            password,
            firstName: 'A',
            lastName: 'B',
            targetRole: 'Data Analyst',
            experienceLevel: 'mid-level',
            careerIntent: 'switching-jobs',
          }),
        },
      ]);
      const onboarding = await context.app.inject({
        method: 'POST',
        url: '/api/auth/signup-with-onboarding',
        payload,
        headers,
      });
      expectCleanError(onboarding, 400);
      expect(onboarding.json().fieldErrors.password).toEqual(plain.json().fieldErrors.password);
    },
  );
});

describe('uploaded file names', () => {
  it('cleans the name on signup-with-onboarding as on upload: no quote, CR or LF reaches a header', async () => {
    const email = uniqueEmail();
    const password = 'hostile-tests-1';
    const { payload, headers } = multipartBody([
      {
        name: 'signupData',
        value: JSON.stringify({
          email,
          password,
          firstName: 'A',
          lastName: 'B',
          targetRole: 'Data Analyst',
          experienceLevel: 'mid-level',
          careerIntent: 'switching-jobs',
        }),
      },
      // A quoted-string escape: the parser reads the name my"cv.pdf.
      { name: 'resumeFile', fileName: 'my\\"cv.pdf', content: pdf },
    ]);
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/auth/signup-with-onboarding',
      payload,
      headers,
    });
    expect(created.statusCode).toBe(201);
    const token = (
      await context.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } })
    ).json().token as string;
    const auth = { authorization: `Bearer ${token}` };
    const [resume] = (await context.app.inject({ method: 'GET', url: '/api/resumes', headers: auth })).json();
    expect(resume.originalFileName).toBe('mycv.pdf');
    const link = (
      await context.app.inject({
        method: 'GET',
        url: `/api/resumes/${resume.id}/download-url`,
        headers: auth,
      })
    ).json().downloadUrl as string;
    const download = await context.app.inject({ method: 'GET', url: link });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="mycv.pdf"; filename*=UTF-8''mycv.pdf`,
    );

    // A raw CR/LF inside the quoted name ends the header line early: the parser keeps the name up to it,
    // and the file is stored, not dropped.
    const boundary = 'crlfboundary42';
    const crlfPdf = uniquePdf();
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv\r\ninjected.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      Buffer.from(crlfPdf),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await context.app.inject({
      method: 'POST',
      url: '/api/resumes/upload',
      payload: body,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(upload.statusCode).toBe(201);
    expect(upload.json()).toMatchObject({
      originalFileName: 'cv',
      fileType: 'pdf',
    });
  });
});
