import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createUser,
  openSignedIn,
  pathOf,
  trackPageErrors,
  type TestUser,
} from '../apps/web/src/testing/e2e';
import { launchBrowser } from './harness';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

async function storedSession(page: Page) {
  return page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));
}

describe('session and login', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let user: TestUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await createUser(baseUrl, { firstName: 'Priya', lastName: 'Natarajan' });
  });
  afterAll(async () => {
    await browser?.cleanup();
  });

  it('guards protected pages and replaces history, so Back does not return to them', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl + '/about');
    await page.getByRole('heading', { level: 1, name: 'About CareerLens' }).waitFor();
    await page.goto(baseUrl + '/dashboard/resumes');
    await page.waitForURL(`${baseUrl}/login`);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/about`);
    expect(pathOf(page)).toBe('/about');
    await page.close();
  });

  it('requires both login fields with the spec messages, and clears them on edit', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl + '/login');
    expect(await page.getByLabel('Email').getAttribute('type')).toBe('email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('a');
    await page.getByText('Email is required').waitFor({ state: 'detached' });
    await page.getByText('Password is required').waitFor();
    await page.close();
  });

  it('shows and hides the password, and has the remember me, forgot password and sign-up controls', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl + '/login');
    const password = page.getByLabel(/^Password\*?$/);
    await password.fill('secret-value');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    const remember = page.getByRole('checkbox', { name: 'Remember me' });
    expect(await remember.isChecked()).toBe(false);
    await page.getByText('Remember me').click();
    expect(await remember.isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    expect(pathOf(page)).toBe('/login');

    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await page.waitForURL(`${baseUrl}/signup`);
    await page.close();
  });

  it('refuses wrong credentials with "Invalid email or password"', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl + '/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(/^Password\*?$/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    await page.close();
  });

  it('signs in, stores the session under token and user, and survives a reload', async () => {
    const context = await launchBrowser();
    try {
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      await page.goto(baseUrl + '/login');
      await page.getByLabel('Email').fill(user.email.toUpperCase());
      await page.getByLabel(/^Password\*?$/).fill(user.password);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.getByRole('heading', { level: 1, name: /Priya/ }).waitFor();
      const stored = await storedSession(page);
      expect(stored.token).toMatch(/\S{20,}/);
      expect(JSON.parse(stored.user ?? '{}')).toMatchObject({
        email: user.email,
        firstName: 'Priya',
        lastName: 'Natarajan',
      });
      expect(JSON.parse(stored.user ?? '{}')).not.toHaveProperty('token');

      // The header shows the full name and email.
      const header = page.getByRole('banner');
      await header.getByText('Priya Natarajan').waitFor();
      await header.getByText(user.email).waitFor();

      await page.reload();
      await page.getByRole('heading', { level: 1, name: /Priya/ }).waitFor();
      expect(pathOf(page)).toBe('/dashboard');
      expect(errors).toEqual([]);
    } finally {
      await context.cleanup();
    }
  });

  it('clears a stored session that cannot be parsed', async () => {
    const context = await launchBrowser();
    try {
      const page = await context.newPage();
      await page.goto(baseUrl + '/about');
      await page.evaluate(() => {
        localStorage.setItem('token', 'some-token');
        localStorage.setItem('user', '{not json');
      });
      await page.goto(baseUrl + '/dashboard');
      await page.waitForURL(`${baseUrl}/login`);
      expect(await storedSession(page)).toEqual({ token: null, user: null });
    } finally {
      await context.cleanup();
    }
  });

  it('logs out from the public shell menu and goes to /', async () => {
    const context = await launchBrowser();
    try {
      const page = await openSignedIn(context, baseUrl, user, '/guides');
      await page.getByRole('link', { name: 'Dashboard' }).waitFor();
      expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0);
      // The menu's code loads after the page: click its own trigger (it has a popup), not the placeholder
      // shown meanwhile, and pick Logout once the menu is open.
      await page.locator('button[aria-haspopup="menu"]', { hasText: 'Hello, Priya' }).click();
      await page.getByRole('menu').waitFor();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByRole('link', { name: 'Login' }).waitFor();
      await page.getByRole('link', { name: 'Sign Up' }).waitFor();
      expect(await page.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
      expect(await storedSession(page)).toEqual({ token: null, user: null });
      await page.goto(baseUrl + '/dashboard');
      await page.waitForURL(`${baseUrl}/login`);
    } finally {
      await context.cleanup();
    }
  });

  it('signs out from the dashboard sidebar and goes to /', async () => {
    const context = await launchBrowser();
    try {
      const page = await openSignedIn(context, baseUrl, user, '/dashboard/resumes');
      const token = (await storedSession(page)).token;
      const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/signout'));
      await page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('button', { name: 'Sign Out' })
        .click();
      await page.waitForURL(`${baseUrl}/`);
      expect((await signedOut).status()).toBe(204);
      expect(await storedSession(page)).toEqual({ token: null, user: null });
      await page.getByRole('link', { name: 'Login' }).waitFor();
      // The server ended the session: a copy of the token no longer works.
      const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(401);
    } finally {
      await context.cleanup();
    }
  });

  it('logs the user out and sends them to /login when the API answers 401', async () => {
    const context = await launchBrowser();
    try {
      const page = await openSignedIn(context, baseUrl, user, '/dashboard/resumes');
      await page.getByRole('heading', { level: 1, name: 'My Resumes' }).waitFor();
      await page.evaluate(() => localStorage.setItem('token', 'corrupted.token.value'));
      const unauthorized = page.waitForResponse(
        (response) => response.url().includes('/api/') && response.status() === 401,
      );
      // The dashboard calls the API (the signed-in user and the primary resume).
      await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await unauthorized;
      await page.waitForURL(`${baseUrl}/login`);
      expect(await storedSession(page)).toEqual({ token: null, user: null });
      await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    } finally {
      await context.cleanup();
    }
  });
});
