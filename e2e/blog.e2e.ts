import type { BlogCard, BlogEntry } from '@careerlens/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createUser,
  openSignedIn,
  pathOf,
  trackPageErrors,
  type TestUser,
} from '../apps/web/src/testing/e2e';
import {
  analyzeAnalystResume,
  expectResults,
  hasNoHorizontalScroll,
  isDataAnalyst,
  PHONE,
  seriousViolations,
  setColorMode,
  waitForProfiles,
} from './blog.fixtures';
import { launchBrowser } from './harness';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

describe('blog (signed-in users)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let user: TestUser;
  let card: BlogCard;
  let entry: BlogEntry;

  beforeAll(async () => {
    card = (await waitForProfiles(baseUrl)).find(isDataAnalyst)!;
    entry = (await (await fetch(`${baseUrl}/api/blog/${card.urlSlug}`)).json()) as BlogEntry;
    browser = await launchBrowser();
    user = await createUser(baseUrl, { firstName: 'Bea' });
  });
  afterAll(async () => {
    await browser?.cleanup();
  });

  it('lists the profiles inside the signed-in shell, with cards linking to /blog/{slug}', async () => {
    const page = await openSignedIn(browser, baseUrl, user, '/blog');
    const errors = trackPageErrors(page);
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
    const cards = page.getByTestId('job-profile-card');
    await cards.nth(23).waitFor();
    expect(await cards.count()).toBe(24);
    await page
      .getByTestId('profile-count')
      .getByText(/^\d+ job profiles$/)
      .waitFor();
    for (const href of await cards
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/blog\/[^/]+$/);
    }
    await page.getByRole('searchbox').fill(card.jobPost.company_name!);
    await page.getByRole('link', { name: card.jobPost.title }).first().click();
    await page.waitForURL(`${baseUrl}/blog/${card.urlSlug}`);
    await page.getByRole('heading', { level: 1, name: entry.jobPost.title }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the same article under /blog with both tabs, an answer to expand and the resume widget', async () => {
    const page = await openSignedIn(browser, baseUrl, user, `/blog/${card.urlSlug}`);
    const errors = trackPageErrors(page);
    await page.getByRole('heading', { level: 1, name: entry.jobPost.title }).waitFor();
    expect(await page.title()).toBe(`${entry.metaTitle} | CareerLens`);
    await page.getByRole('heading', { level: 2, name: 'Skills analysis' }).waitFor();
    await page.getByRole('tab', { name: /Interview Questions/ }).click();
    const first = page.getByTestId('interview-question').first();
    await first.getByRole('button', { name: 'Show answer' }).click();
    await first.getByText(entry.jobPost.interview_questions[0]!.answer.slice(0, 50)).waitFor();
    await page
      .getByTestId('job-fit-widget')
      .getByRole('heading', { name: 'Resume analysis for this job' })
      .waitFor();
    await page.getByRole('link', { name: 'All job profiles' }).click();
    await page.waitForURL(`${baseUrl}/blog`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('runs the resume analysis widget on /blog/{slug}: no file, wrong type, then a real PDF', async () => {
    const page = await openSignedIn(browser, baseUrl, user, `/blog/${card.urlSlug}`);
    const widget = page.getByTestId('job-fit-widget');
    await widget.waitFor();
    await widget.getByRole('button', { name: 'Analyze Resume' }).click();
    await page.getByText('No file selected', { exact: true }).waitFor();
    await page.getByText('Please select a resume file to analyze', { exact: true }).waitFor();

    await page.getByTestId('resume-file-input').setInputFiles({
      name: 'resume.rtf',
      mimeType: 'application/rtf',
      buffer: Buffer.from('{\\rtf1 hello}'),
    });
    await page.getByText('Invalid file type', { exact: true }).waitFor();

    const { result, headers } = await analyzeAnalystResume(page);
    expect(headers.authorization).toMatch(/^Bearer /);
    expect(result.target).toMatchObject({ kind: 'posting', jobPostId: entry.jobPost.id });
    await page.getByText('Analysis Complete', { exact: true }).waitFor();
    await expectResults(page, result);
    expect(pathOf(page)).toBe(`/blog/${card.urlSlug}`);
    await page.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no serious axe violations on /blog and an article with results (${mode})`, async () => {
      const page = await openSignedIn(browser, baseUrl, user, '/about');
      await setColorMode(page, mode);
      const found: Record<string, string[]> = {};
      await page.goto(baseUrl + '/blog');
      await page.getByTestId('job-profile-card').first().waitFor();
      let violations = await seriousViolations(page);
      if (violations.length) found['/blog'] = violations;
      await page.goto(`${baseUrl}/blog/${card.urlSlug}`);
      await page.getByTestId('job-fit-widget').waitFor();
      await analyzeAnalystResume(page);
      await page.getByTestId('fit-results').waitFor();
      violations = await seriousViolations(page);
      if (violations.length) found['article with results'] = violations;
      expect(found).toEqual({});
      await page.close();
    });
  }

  it('fits a 390x844 phone', async () => {
    const context = await launchBrowser({ viewport: PHONE });
    try {
      const page = await openSignedIn(context, baseUrl, user, '/blog');
      await page.getByTestId('job-profile-card').first().waitFor();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      await page.goto(`${baseUrl}/blog/${card.urlSlug}`);
      await page.getByTestId('job-fit-widget').waitFor();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
    } finally {
      await context.cleanup();
    }
  });

  it('shows the error text for a missing profile', async () => {
    const page = await openSignedIn(browser, baseUrl, user, '/blog/no-such-profile-anywhere');
    await page.getByText('Error loading blog post. Please try again later.', { exact: true }).waitFor();
    expect(await page.getByTestId('job-fit-widget').count()).toBe(0);
    await page.close();
  });
});
