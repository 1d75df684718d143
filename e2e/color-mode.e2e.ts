import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, openSignedIn, type TestUser } from '../apps/web/src/testing/e2e';
import { launchBrowser } from './harness';

const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);

describe('colour mode', () => {
  const baseUrl = inject('baseUrl');
  let user: TestUser;

  beforeAll(async () => {
    user = await createUser(baseUrl);
  });

  it('is light by default, toggles in the public shell and is kept across reloads', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.emulateMedia({ colorScheme: 'dark' }); // no system mode: the OS preference is ignored
      await page.goto(baseUrl + '/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await htmlClass(page)).toContain('light');
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      expect(await htmlClass(page)).toContain('dark');
      expect(await page.evaluate(() => localStorage.getItem('chakra-ui-color-mode'))).toBe('dark');
      const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await page.reload();
      await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
      expect(await htmlClass(page)).toContain('dark');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);
      await page.goto(baseUrl + '/guides');
      expect(await htmlClass(page)).toContain('dark');
      await page.getByRole('button', { name: 'Switch to light mode' }).click();
      await page.reload();
      await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();
      expect(await htmlClass(page)).toContain('light');
    } finally {
      await browser.cleanup();
    }
  });

  it('toggles in the signed-in shell too', async () => {
    const browser = await launchBrowser();
    try {
      const page = await openSignedIn(browser, baseUrl, user, '/dashboard');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('banner').getByRole('button', { name: 'Switch to dark mode' }).click();
      expect(await htmlClass(page)).toContain('dark');
      await page.reload();
      await page.getByRole('banner').getByRole('button', { name: 'Switch to light mode' }).waitFor();
      expect(await htmlClass(page)).toContain('dark');
    } finally {
      await browser.cleanup();
    }
  });
});
