/**
 * Helpers for the browser tests in /e2e (Node side: they drive Chromium through playwright-core and call the
 * real API). Not part of the web bundle.
 */
import type { CareerIntent, ExperienceLevel, SigninResponse, User } from '@careerlens/contracts';
import type { BrowserContext, Page } from 'playwright-core';

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  targetRole: string;
  experienceLevel: ExperienceLevel;
  careerIntent: CareerIntent;
}

let counter = 0;

/** A unique address per call, so tests sharing one server never collide. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export function makeTestUser(overrides: Partial<TestUser> = {}): TestUser {
  return {
    email: uniqueEmail(),
    password: 'Career-Lens-42',
    firstName: 'Jordan',
    lastName: 'Rivera',
    targetRole: 'Data Analyst',
    experienceLevel: 'mid-level',
    careerIntent: 'switching-jobs',
    ...overrides,
  };
}

/** Creates the user through the real onboarding endpoint. */
export async function createUser(baseUrl: string, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const user = makeTestUser(overrides);
  const form = new FormData();
  form.append('signupData', JSON.stringify(user));
  const response = await fetch(`${baseUrl}/api/auth/signup-with-onboarding`, { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  return user;
}

export async function signInThroughApi(
  baseUrl: string,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<SigninResponse> {
  const response = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!response.ok) throw new Error(`signin failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as SigninResponse;
}

/** Stores a session the way the app does (localStorage `token` and `user`), then opens `path`. */
export async function openSignedIn(
  context: BrowserContext,
  baseUrl: string,
  user: TestUser,
  path = '/dashboard',
): Promise<Page> {
  const session = await signInThroughApi(baseUrl, user);
  const { token, ...profile } = session;
  const page = await context.newPage();
  await page.goto(`${baseUrl}/about`);
  await page.evaluate(
    ([storedToken, storedUser]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('user', storedUser);
    },
    [token, JSON.stringify(profile satisfies User)] as const,
  );
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/** Collects uncaught page errors, for an `expect(errors).toEqual([])` at the end of a test. */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Path of the current URL, for assertions that ignore the host. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
