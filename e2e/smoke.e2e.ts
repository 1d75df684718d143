import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './harness';

describe('smoke', () => {
  const baseUrl = inject('baseUrl');
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.cleanup();
  });

  it('renders the landing page from the built app', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(baseUrl + '/');
    expect(response?.status()).toBe(200);
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    expect(await page.title()).toMatch(/CareerLens/);
    expect(errors).toEqual([]);
  });
});
