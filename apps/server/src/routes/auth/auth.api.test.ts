import { makeDocx, makePdf, linesToItems } from '@careerlens/core/testing/documents';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  multipartBody,
  storedFileSize,
  type TestContext,
} from '../../../test/test-context';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context?.close();
});

let counter = 0;
function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}.${counter}.${Date.now()}@example.com`;
}

function signup(body: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
}

function onboardingData(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('onboard'),
    password: 'correct-horse-1',
    firstName: 'Amara',
    lastName: 'Okafor',
    targetRole: 'Data Analyst',
    experienceLevel: 'mid-level',
    careerIntent: 'switching-jobs',
    ...overrides,
  };
}

function onboardingSignup(data: unknown, file?: { fileName: string; content: Uint8Array }) {
  const parts: Parameters<typeof multipartBody>[0] = [
    { name: 'signupData', value: typeof data === 'string' ? data : JSON.stringify(data) },
  ];
  if (file) parts.push({ name: 'resumeFile', fileName: file.fileName, content: file.content });
  const { payload, headers } = multipartBody(parts);
  return context.app.inject({ method: 'POST', url: '/api/auth/signup-with-onboarding', payload, headers });
}

async function signin(email: string, password: string) {
  return context.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
}

async function countRows(table: 'users' | 'resumes' | 'resume_files'): Promise<number> {
  const result = await context.runtime.database.db.execute(`select count(*)::int as n from ${table}`);
  const rows = (result as unknown as { rows: Array<{ n: number }> }).rows;
  return Number(rows[0]?.n ?? 0);
}

describe('health and docs', () => {
  it('answers ok once the database is reachable', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/signup', '/api/auth/signin', '/api/auth/me']),
    );
    expect(
      document.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
  });

  it('answers unknown API routes with the JSON error model', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends security headers', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('POST /api/auth/signup', () => {
  it('creates a user and never returns the password', async () => {
    const email = uniqueEmail();
    const response = await signup({ email, password: 'longenough1', firstName: 'Lena', lastName: 'Park' });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({ email, firstName: 'Lena', lastName: 'Park', targetRole: null });
    expect(JSON.stringify(user)).not.toContain('longenough1');
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('stores a hashed password (argon2id)', async () => {
    const email = uniqueEmail();
    await signup({ email, password: 'longenough1', firstName: 'Lena', lastName: 'Park' });
    const result = await context.runtime.database.db.execute(
      `select password_hash from users where email = '${email}'`,
    );
    const hash = (result as unknown as { rows: Array<{ password_hash: string }> }).rows[0]?.password_hash;
    expect(hash).toMatch(/^\$argon2id\$/);
  });

  it('treats emails case-insensitively and refuses a second account with 409', async () => {
    const email = uniqueEmail('Case');
    expect((await signup({ email, password: 'longenough1', firstName: 'A', lastName: 'B' })).statusCode).toBe(
      201,
    );
    const again = await signup({
      email: email.toUpperCase(),
      password: 'longenough1',
      firstName: 'A',
      lastName: 'B',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: expect.stringContaining('already exists') });
  });

  it.each([
    [
      { email: 'not-an-email', password: 'longenough1', firstName: 'A', lastName: 'B' },
      'email',
      'Please enter a valid email address',
    ],
    [
      { email: 'a@example.com', password: 'short', firstName: 'A', lastName: 'B' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      { email: 'a@example.com', password: 'longenough1', firstName: '  ', lastName: 'B' },
      'firstName',
      'First name is required',
    ],
    [{ password: 'longenough1', firstName: 'A', lastName: 'B' }, 'email', 'Email is required'],
    [
      { email: 'a@example.com', password: 'longenough1', firstName: 'A', lastName: 'B', role: 'admin' },
      'role',
      'This field is not allowed.',
    ],
  ])('rejects %j with a message for the field', async (body, field, message) => {
    const response = await signup(body);
    expect(response.statusCode).toBe(400);
    const error = response.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fieldErrors[field]).toContain(message);
  });

  it('rejects malformed JSON, a wrong content type and an oversized body', async () => {
    const malformed = await context.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 'BAD_REQUEST', message: 'The body is not valid JSON.' });

    const wrongType = await context.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: 'email=a@b.com',
      headers: { 'content-type': 'text/csv' },
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const huge = await context.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: JSON.stringify({
        email: 'a@b.com',
        password: 'x'.repeat(2 * 1024 * 1024),
        firstName: 'A',
        lastName: 'B',
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('POST /api/auth/signin and GET /api/auth/me', () => {
  const password = 'sign-in-secret-9';
  let email: string;

  beforeAll(async () => {
    email = uniqueEmail('signin');
    await signup({ email, password, firstName: 'Tomás', lastName: 'Rivera' });
  });

  it('returns a token and the user', async () => {
    const response = await signin(email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ email, firstName: 'Tomás', lastName: 'Rivera', targetRole: null });
    expect(body.token.split('.')).toHaveLength(3);
    const me = await context.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: body.id, email });
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const wrongPassword = await signin(email, 'not-the-password');
    const unknownEmail = await signin(uniqueEmail('nobody'), password);
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Invalid email or password' });
    }
  });

  it('refuses /me without a token, with a forged token and with an expired token', async () => {
    const none = await context.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);

    const forged = await new SignJWT({ typ: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setIssuer('careerlens')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-different-secret-a-different-secret-0000'));
    const forgedResponse = await context.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(forgedResponse.statusCode).toBe(401);

    const expired = await context.runtime.services.tokens.issueScoped('x', 'session', -10);
    const expiredResponse = await context.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(expiredResponse.statusCode).toBe(401);
    expect(expiredResponse.json().code).toBe('UNAUTHORIZED');

    const garbage = await context.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer not.a.jwt' },
    });
    expect(garbage.statusCode).toBe(401);
  });
});

describe('POST /api/auth/signup-with-onboarding', () => {
  const pdf = makePdf([linesToItems(['Amara Okafor', 'Data Analyst', 'Experience', 'Built SQL dashboards'])]);

  it('creates the user with role, level and intent, without a resume', async () => {
    const data = onboardingData();
    const response = await onboardingSignup(data);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: data.email,
      targetRole: 'Data Analyst',
      experienceLevel: 'mid-level',
      careerIntent: 'switching-jobs',
    });
    const login = await signin(data.email, data.password);
    expect(login.json()).toMatchObject({
      targetRole: 'Data Analyst',
      experienceLevel: 'mid-level',
      careerIntent: 'switching-jobs',
    });
  });

  it('stores the resume file with the user as their primary resume', async () => {
    const data = onboardingData();
    const response = await onboardingSignup(data, { fileName: 'amara-cv.pdf', content: pdf });
    expect(response.statusCode).toBe(201);
    const id = response.json().id;
    const result = await context.runtime.database.db.execute(
      `select r.id, r.original_file_name, r.file_type, r.is_primary, r.status
         from resumes r join resume_files f on f.resume_id = r.id where r.user_id = '${id}'`,
    );
    const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      original_file_name: 'amara-cv.pdf',
      file_type: 'pdf',
      is_primary: true,
      status: 'UPLOADED',
    });
    expect(await storedFileSize(context, rows[0]?.id as string)).toBe(pdf.byteLength);
  });

  it('accepts a DOCX resume', async () => {
    const docx = makeDocx([{ heading: 'Experience' }, 'Analyst at Northwind']);
    const response = await onboardingSignup(onboardingData(), { fileName: 'cv.docx', content: docx });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ targetRole: 'Astronaut' }, 'targetRole'],
    [{ experienceLevel: 'expert' }, 'experienceLevel'],
    [{ careerIntent: 'retire' }, 'careerIntent'],
    [{ email: 'nope' }, 'email'],
    [{ password: 'short' }, 'password'],
    [{ isAdmin: true }, 'isAdmin'],
  ])('rejects signupData with %j', async (override, field) => {
    const response = await onboardingSignup(onboardingData(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty(field);
  });

  it('rejects a missing or non-JSON signupData and a non-multipart body', async () => {
    const { payload, headers } = multipartBody([{ name: 'resumeFile', fileName: 'cv.pdf', content: pdf }]);
    const missing = await context.app.inject({
      method: 'POST',
      url: '/api/auth/signup-with-onboarding',
      payload,
      headers,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('signupData is required');

    const notJson = await onboardingSignup('{not json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().fieldErrors.signupData).toBeDefined();

    const json = await context.app.inject({
      method: 'POST',
      url: '/api/auth/signup-with-onboarding',
      payload: onboardingData(),
    });
    expect(json.statusCode).toBe(415);
  });

  it('rejects a resume over 1 MB or of the wrong type and leaves no user behind', async () => {
    const users = await countRows('users');
    const data = onboardingData();
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(pdf);
    const tooBig = await onboardingSignup(data, { fileName: 'cv.pdf', content: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ code: 'FILE_TOO_LARGE', message: 'File size must be under 1MB' });

    const text = await onboardingSignup(data, {
      fileName: 'cv.txt',
      content: new TextEncoder().encode('Plain text resume'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toContain('Please upload a PDF, DOC, or DOCX file');

    const mislabelled = await onboardingSignup(data, { fileName: 'cv.pdf', content: makeDocx(['Hello']) });
    expect(mislabelled.statusCode).toBe(400);
    expect(mislabelled.json().message).toContain('named .pdf');

    const image = await onboardingSignup(data, {
      fileName: 'cv.docx',
      content: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
    });
    expect(image.statusCode).toBe(400);

    expect(await countRows('users')).toBe(users);
    // The same email can still sign up: nothing partial was kept.
    expect((await onboardingSignup(data, { fileName: 'cv.pdf', content: pdf })).statusCode).toBe(201);
  });

  it('refuses a duplicate email without storing a second resume', async () => {
    const data = onboardingData();
    expect((await onboardingSignup(data, { fileName: 'cv.pdf', content: pdf })).statusCode).toBe(201);
    const files = await countRows('resume_files');
    const again = await onboardingSignup(
      { ...data, email: data.email.toUpperCase() },
      { fileName: 'cv.pdf', content: pdf },
    );
    expect(again.statusCode).toBe(409);
    expect(await countRows('resume_files')).toBe(files);
  });
});

describe('rate limits', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with a clear message once a client exceeds the auth limit', async () => {
    const statuses: number[] = [];
    let last;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      last = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'someone@example.com', password: 'whatever-1' },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect(last?.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a minute and try again.',
    });
    // Other routes are not limited by the auth budget.
    expect((await limited.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
