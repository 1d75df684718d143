import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createTestContext, signupWithRole, uniquePdf, uploadResume, type TestContext } from './test-context';

/** Client addresses, per-user limits, the resume quota and session revocation. */
const contexts: TestContext[] = [];
async function contextWith(env: Record<string, string>): Promise<TestContext> {
  const context = await createTestContext({ env });
  contexts.push(context);
  return context;
}
afterAll(async () => {
  for (const context of contexts) await context.close();
});

function signin(context: TestContext, remoteAddress: string, forwardedFor?: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email: 'nobody@example.com', password: 'wrong-password-1' },
  });
}

describe('TRUST_PROXY', () => {
  it('is off by default, takes a hop count or addresses/CIDRs, and refuses anything else', () => {
    const load = (value?: string) =>
      loadConfig({
        JWT_SECRET: 'c'.repeat(40),
        DATA_DIR: '/tmp',
        ...(value === undefined ? {} : { TRUST_PROXY: value }),
      }).trustProxy;
    expect(load()).toBe(false);
    expect(load('')).toBe(false);
    expect(load('false')).toBe(false);
    expect(load('1')).toBe(1);
    expect(load('10.0.0.0/8, 127.0.0.1,::1,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    expect(() => load('true')).toThrow(/TRUST_PROXY: "true" is not an IP address or CIDR/);
    expect(() => load('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => load('proxy.internal')).toThrow(/TRUST_PROXY/);
    expect(() => load('99')).toThrow(/TRUST_PROXY: a hop count/);
  });

  describe('with a proxy at 10.0.0.0/8', () => {
    let context: TestContext;
    beforeAll(async () => {
      context = await contextWith({
        AUTH_RATE_LIMIT_PER_MINUTE: '4',
        EXPENSIVE_RATE_LIMIT_PER_MINUTE: '2',
        SEARCH_RATE_LIMIT_PER_MINUTE: '2',
        TRUST_PROXY: '10.0.0.0/8',
      });
    });

    it('limits the public guide list per client', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await context.app.inject({
          method: 'GET',
          url: '/api/blog/published',
          remoteAddress: '203.0.113.20',
          headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    });

    it('ignores X-Forwarded-For from anyone else: a client cannot lift the limit by changing it', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        statuses.push((await signin(context, '203.0.113.7', `198.51.100.${attempt}`)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      // Another address has its own budget.
      expect((await signin(context, '203.0.113.8')).statusCode).toBe(401);
    });

    it('believes X-Forwarded-For from the proxy: each client behind it has its own budget', async () => {
      for (const client of ['198.51.100.1', '198.51.100.2']) {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 5; attempt += 1) {
          statuses.push((await signin(context, '10.1.2.3', client)).statusCode);
        }
        expect(statuses).toEqual([401, 401, 401, 401, 429]);
      }
    });

    it('counts a signed-in user, not an address: changing address does not lift the upload limit', async () => {
      const token = await signupWithRole(context, 'Data Analyst', 'mid-level');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await context.app.inject({
          method: 'POST',
          url: '/api/resumes/upload',
          remoteAddress: '10.0.0.1',
          headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `198.51.100.${100 + attempt}` },
          payload: 'not multipart',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([415, 415, 429]);
      // Another user from the same address has a budget of their own.
      const other = await signupWithRole(context, 'Data Analyst', 'mid-level');
      expect((await uploadResume(context, other, 'cv.pdf', uniquePdf())).statusCode).toBe(201);
    });
  });
});

describe('resume quota and sessions', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await contextWith({ MAX_RESUMES_PER_USER: '2' });
  });

  it('refuses an upload past MAX_RESUMES_PER_USER with 409 and a clear message, and keeps the others', async () => {
    const token = await signupWithRole(context, 'Data Analyst', 'mid-level');
    expect((await uploadResume(context, token, 'one.pdf', uniquePdf())).statusCode).toBe(201);
    const second = await uploadResume(context, token, 'two.pdf', uniquePdf());
    expect(second.statusCode).toBe(201);
    const third = await uploadResume(context, token, 'three.pdf', uniquePdf());
    expect(third.statusCode).toBe(409);
    expect(third.json()).toEqual({
      code: 'QUOTA_EXCEEDED',
      message:
        'You already keep 2 resumes, the most one account can store. Delete one you no longer need on My Resumes, then upload again.',
    });
    const list = await context.app.inject({
      method: 'GET',
      url: '/api/resumes',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      list
        .json()
        .map((resume: { originalFileName: string }) => resume.originalFileName)
        .sort(),
    ).toEqual(['one.pdf', 'two.pdf']);
    // Deleting one frees a place.
    await context.app.inject({
      method: 'DELETE',
      url: `/api/resumes/${second.json().id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await uploadResume(context, token, 'three.pdf', uniquePdf())).statusCode).toBe(201);
  });

  it('holds when uploads arrive at once', async () => {
    const token = await signupWithRole(context, 'Data Analyst', 'mid-level');
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) => uploadResume(context, token, `cv-${index}.pdf`, uniquePdf())),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(2);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(3);
  });
  const me = (token: string) =>
    context.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('sign-out revokes the token server-side, on every device, and a new sign-in works', async () => {
    const email = `signout.${Date.now()}@example.com`;
    const password = 'sign-out-tests-1';
    await context.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password, firstName: 'S', lastName: 'O' },
    });
    const signinAs = async () =>
      (
        await context.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } })
      ).json().token as string;
    const phone = await signinAs();
    const laptop = await signinAs();
    expect((await me(phone)).statusCode).toBe(200);
    const signout = await context.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { authorization: `Bearer ${phone}` },
    });
    expect(signout.statusCode).toBe(204);
    for (const token of [phone, laptop]) {
      const response = await me(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'UNAUTHORIZED',
        message: 'Your session has ended. Please sign in again.',
      });
    }
    expect((await me(await signinAs())).statusCode).toBe(200);
    // Signing out needs a valid session.
    const again = await context.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { authorization: `Bearer ${phone}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it("answers 401 to a deleted user's token on every protected route, not 500", async () => {
    const token = await signupWithRole(context, 'Data Analyst', 'mid-level');
    expect((await me(token)).statusCode).toBe(200);
    const id = (await me(token)).json().id as string;
    await context.runtime.database.db.execute(`delete from users where id = '${id}'`);
    expect((await me(token)).statusCode).toBe(401);
    expect((await uploadResume(context, token, 'cv.pdf', uniquePdf())).statusCode).toBe(401);
    const resumes = await context.app.inject({
      method: 'GET',
      url: '/api/resumes',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(resumes.statusCode).toBe(401);
    // Routes open to visitors treat it as a visitor.
    const search = await context.app.inject({
      method: 'GET',
      url: '/api/jobs/search',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(search.statusCode).toBe(200);
  });
});
