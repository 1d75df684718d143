import type { BlogCard, BlogEntry } from '@careerlens/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, openSignedIn, trackPageErrors, type TestUser } from '../apps/web/src/testing/e2e';
import {
  analyzeAnalystResume,
  dropFile,
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

describe('resume analysis widget on /resume-match/{slug}', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let user: TestUser;
  let card: BlogCard;
  let entry: BlogEntry;

  beforeAll(async () => {
    card = (await waitForProfiles(baseUrl)).find(isDataAnalyst)!;
    entry = (await (await fetch(`${baseUrl}/api/blog/${card.urlSlug}`)).json()) as BlogEntry;
    browser = await launchBrowser();
    user = await createUser(baseUrl, { firstName: 'Fitz' });
  });
  afterAll(async () => {
    await browser?.cleanup();
  });

  const open = async () => {
    const page = await openSignedIn(browser, baseUrl, user, `/resume-match/${card.urlSlug}`);
    await page.getByRole('heading', { level: 1, name: 'Resume Match' }).waitFor();
    await page.getByTestId('resume-match-job').getByText(entry.jobPost.title).waitFor();
    await page.getByTestId('job-fit-widget').waitFor();
    return page;
  };

  it('asks for a file when Analyze Resume is pressed with none', async () => {
    const page = await open();
    const errors = trackPageErrors(page);
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/analyze-job')) calls += 1;
    });
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await page.getByText('No file selected', { exact: true }).waitFor();
    await page.getByText('Please select a resume file to analyze', { exact: true }).waitFor();
    expect(calls).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('rejects other file types, browsed or dropped, with Invalid file type', async () => {
    const page = await open();
    await page.getByTestId('resume-file-input').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a resume'),
    });
    await page.getByText('Invalid file type', { exact: true }).waitFor();
    expect(await page.getByTestId('selected-file').count()).toBe(0);
    await page.reload();
    await page.getByTestId('resume-drop-zone').waitFor();
    await dropFile(page, { name: 'archive.zip', type: 'application/zip', content: 'PK' });
    await page.getByText('Invalid file type', { exact: true }).waitFor();
    expect(await page.getByTestId('selected-file').count()).toBe(0);
    // A dropped resume is accepted.
    await dropFile(page, { name: 'notes.txt', type: 'text/plain', content: 'Jordan Rivera, data analyst' });
    await page.getByTestId('selected-file').getByText('notes.txt').waitFor();
    await page.close();
  });

  it('analyses a real PDF: scores, sections, skills, suggestions, the toast and focus on the results', async () => {
    const page = await open();
    const errors = trackPageErrors(page);
    const { result, headers } = await analyzeAnalystResume(page);
    // A signed-in user's token goes along; the posting is the profile's.
    expect(headers.authorization).toMatch(/^Bearer .+/);
    expect(result.target.jobPostId).toBe(entry.jobPost.id);

    await page.getByTestId('fit-results').waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Your results');
    await expectResults(page, result);
    const toast = page.locator(`[data-type="${result.isGoodMatch ? 'success' : 'info'}"]`, {
      hasText: 'Analysis Complete',
    });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Match');

    // The three action buttons do nothing.
    const before = page.url();
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/')) calls += 1;
    });
    for (const name of ['Edit Resume', 'Download Report', 'Get Premium Tips']) {
      await page.getByRole('button', { name }).click();
    }
    expect(page.url()).toBe(before);
    expect(calls).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows Analysis Failed with the server message for a file the server rejects', async () => {
    const fake = Buffer.from('This is plain text pretending to be a PDF.\n');
    const form = new FormData();
    form.append('resume', new Blob([new Uint8Array(fake)], { type: 'application/pdf' }), 'fake.pdf');
    form.append('jobPostId', entry.jobPost.id);
    const direct = await fetch(`${baseUrl}/api/v1/resume-analysis/analyze-job`, {
      method: 'POST',
      body: form,
    });
    expect(direct.status).toBeGreaterThanOrEqual(400);
    const { message } = (await direct.json()) as { message: string };

    const page = await open();
    await page.getByTestId('resume-file-input').setInputFiles({
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: fake,
    });
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    const toast = page.locator('[data-type="error"]', { hasText: 'Analysis Failed' });
    await toast.waitFor();
    await toast.getByText(message, { exact: true }).waitFor();
    expect(await page.getByTestId('fit-results').count()).toBe(0);

    // Without a message from the server, the default text.
    await page.route('**/api/v1/resume-analysis/analyze-job', (route) =>
      route.fulfill({ status: 500, body: '' }),
    );
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await page.getByText('There was an error analyzing your resume.', { exact: true }).waitFor();
    await page.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no serious axe violations, empty and with results (${mode})`, async () => {
      const page = await openSignedIn(browser, baseUrl, user, '/about');
      await setColorMode(page, mode);
      await page.goto(`${baseUrl}/resume-match/${card.urlSlug}`);
      await page.getByTestId('job-fit-widget').waitFor();
      const found: Record<string, string[]> = {};
      let violations = await seriousViolations(page);
      if (violations.length) found['empty'] = violations;
      await analyzeAnalystResume(page);
      await page.getByTestId('fit-results').waitFor();
      await page.getByTestId('matching-skills').getByRole('button').first().click();
      violations = await seriousViolations(page);
      if (violations.length) found['results'] = violations;
      expect(found).toEqual({});
      await page.close();
    });
  }

  it('fits a 390x844 phone with results', async () => {
    const context = await launchBrowser({ viewport: PHONE });
    try {
      const page = await openSignedIn(context, baseUrl, user, `/resume-match/${card.urlSlug}`);
      await page.getByTestId('job-fit-widget').waitFor();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      await analyzeAnalystResume(page);
      await page.getByTestId('fit-results').waitFor();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
    } finally {
      await context.cleanup();
    }
  });

  it('shows the error text for an unknown profile', async () => {
    const page = await openSignedIn(browser, baseUrl, user, '/resume-match/no-such-profile-anywhere');
    await page.getByRole('heading', { level: 1, name: 'Resume Match' }).waitFor();
    await page.getByText('Error loading blog post. Please try again later.', { exact: true }).waitFor();
    expect(await page.getByTestId('job-fit-widget').count()).toBe(0);
    await page.close();
  });
});
