import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, openSignedIn, pathOf, type TestUser } from '../apps/web/src/testing/e2e';
import { launchBrowser } from './harness';

const PHONE = { width: 390, height: 844 };

async function hasNoHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('phone-sized viewport', () => {
  const baseUrl = inject('baseUrl');
  let user: TestUser;

  beforeAll(async () => {
    user = await createUser(baseUrl, { firstName: 'Aiko' });
  });

  it('puts the public links in a side drawer', async () => {
    const browser = await launchBrowser({ viewport: PHONE });
    try {
      const page = await browser.newPage();
      await page.goto(baseUrl + '/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible()).toBe(false);
      expect(await hasNoHorizontalScroll(page)).toBe(true);

      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      await drawer.getByRole('link', { name: 'Guides' }).waitFor();
      await drawer.getByRole('link', { name: 'Sign Up' }).waitFor();
      expect(await drawer.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
      await drawer.getByRole('link', { name: 'Login' }).click();
      await page.waitForURL(`${baseUrl}/login`);
      await drawer.waitFor({ state: 'hidden' });
      expect(await hasNoHorizontalScroll(page)).toBe(true);
    } finally {
      await browser.cleanup();
    }
  });

  it('shows Dashboard and Logout in the public drawer when signed in', async () => {
    const browser = await launchBrowser({ viewport: PHONE });
    try {
      const page = await openSignedIn(browser, baseUrl, user, '/guides');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByText('Hello, Aiko').waitFor();
      await drawer.getByRole('link', { name: 'Dashboard' }).waitFor();
      await drawer.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${baseUrl}/`);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      await browser.cleanup();
    }
  });

  it('uses a top bar and a slide-in drawer in the signed-in shell', async () => {
    const browser = await launchBrowser({ viewport: PHONE });
    try {
      const page = await openSignedIn(browser, baseUrl, user, '/dashboard');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('complementary', { name: 'Sidebar' }).isVisible()).toBe(false);
      expect(await hasNoHorizontalScroll(page)).toBe(true);

      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByText(user.email).waitFor();
      await drawer.getByRole('link', { name: 'My Resumes' }).click();
      await page.waitForURL(`${baseUrl}/dashboard/resumes`);
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 1, name: 'My Resumes' }).waitFor();

      for (const path of ['/expert-insights', '/dashboard/analytics', '/signup']) {
        await page.goto(baseUrl + path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await hasNoHorizontalScroll(page), path).toBe(true);
      }

      await page.goto(baseUrl + '/dashboard');
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL(`${baseUrl}/`);
      expect(pathOf(page)).toBe('/');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    } finally {
      await browser.cleanup();
    }
  });
});
