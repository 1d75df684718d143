import { describe, expect, inject, it } from 'vitest';
import { makeTestUser, openSignedIn } from '../apps/web/src/testing/e2e';
import { launchBrowser } from './harness';
import { seriousViolations, setColorMode, sharedBrowser } from './resumes-helpers';

const PUBLIC_PAGES = [
  '/',
  '/login',
  '/signup',
  '/guides',
  '/guides/data-analyst-at-acme',
  '/about',
  '/careers',
  '/contact',
];

/**
 * axe over five to eight pages in one test: about a minute of Chromium work on two busy cores (the default
 * 60 s limit was hit by the signed-in pages once), so such tests get the limit the other multi-page tests have.
 */
const MULTI_PAGE_SCAN_TIMEOUT = 120_000;

describe('accessibility (axe)', () => {
  const baseUrl = inject('baseUrl');
  const shared = sharedBrowser(baseUrl);

  for (const mode of ['light', 'dark'] as const) {
    it(
      `has no serious violations on the public pages (${mode})`,
      async () => {
        const page = await shared.browser.newPage();
        await page.goto(baseUrl + '/about');
        await setColorMode(page, mode);
        const found: Record<string, string[]> = {};
        for (const path of PUBLIC_PAGES) {
          await page.goto(baseUrl + path);
          await page.getByRole('heading', { level: 1 }).waitFor();
          const violations = await seriousViolations(page);
          if (violations.length) found[path] = violations;
        }
        expect(found).toEqual({});
        await page.close();
      },
      MULTI_PAGE_SCAN_TIMEOUT,
    );

    it(`has no serious violations on the four signup steps (${mode})`, async () => {
      const page = await shared.browser.newPage();
      await page.goto(baseUrl + '/about');
      await setColorMode(page, mode);
      await page.goto(baseUrl + '/signup');
      const candidate = makeTestUser();
      const found: Record<string, string[]> = {};
      const scan = async (step: string) => {
        const violations = await seriousViolations(page);
        if (violations.length) found[step] = violations;
      };
      // Step 1 with errors and the strength meter showing.
      await page.getByLabel('First name').focus();
      await page.getByLabel('First name').blur();
      await page.getByText('First name is required').waitFor();
      await page.getByLabel(/^Password\*?$/).fill('abc');
      await scan('step 1 with errors');
      await page.getByLabel('First name').fill(candidate.firstName);
      await page.getByLabel('Last name').fill(candidate.lastName);
      await page.getByLabel('Email').fill(candidate.email);
      await page.getByLabel(/^Password\*?$/).fill(candidate.password);
      await page.getByLabel('Confirm password').fill(candidate.password);
      await page.getByText('I agree to the Terms of Service and Privacy Policy').click();
      await scan('step 1 filled');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Step 2 of 4').waitFor();
      await page.getByRole('combobox', { name: 'Target role' }).fill('analyst');
      await page.getByRole('option').first().waitFor();
      await scan('step 2 with suggestions');
      await page.getByRole('option', { name: 'Data Analyst' }).click();
      await page.getByText('Entry Level').click();
      await scan('step 2 chosen');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Step 3 of 4').waitFor();
      await page.getByText('Landing my first job').click();
      await scan('step 3');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Step 4 of 4').waitFor();
      await scan('step 4');
      expect(found).toEqual({});
      await page.close();
    });

    it(
      `has no serious violations on the dashboard, the chat and a Coming Soon page (${mode})`,
      async () => {
        const context = await launchBrowser();
        try {
          const page = await openSignedIn(context, baseUrl, shared.user, '/about');
          await setColorMode(page, mode);
          const found: Record<string, string[]> = {};
          for (const path of [
            '/dashboard',
            '/dashboard/resumes',
            '/dashboard/job-matching',
            '/blog',
            '/dashboard/analytics',
          ]) {
            await page.goto(baseUrl + path);
            await page.getByRole('heading', { level: 1 }).waitFor();
            const violations = await seriousViolations(page);
            if (violations.length) found[path] = violations;
          }
          await page.goto(baseUrl + '/expert-insights');
          await page.getByRole('heading', { level: 1, name: 'Your AI Expert' }).waitFor();
          let violations = await seriousViolations(page);
          if (violations.length) found['chat (empty)'] = violations;
          await page.getByRole('textbox', { name: 'Your question' }).fill('How do I negotiate salary?');
          await page.keyboard.press('Enter');
          await page.getByTestId('ai-message').waitFor();
          violations = await seriousViolations(page);
          if (violations.length) found['chat (conversation)'] = violations;
          expect(found).toEqual({});
        } finally {
          await context.cleanup();
        }
      },
      MULTI_PAGE_SCAN_TIMEOUT,
    );
  }
});
