/**
 * Issue 19, item 4: a second upload of the same file is refused with a word, a job posted today says
 * "Today", a failed Refresh raises one toast, a section that does not count is not drawn as a red 0%,
 * the phone example follows the resume's country, and on a phone the ATS score comes before the inert
 * quick actions.
 */
import { ROLE_TITLES, type BlogCard, type JobPage } from '@careerlens/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createUser, openSignedIn } from '../apps/web/src/testing/e2e';
import { analyzeAnalystResume, isDataAnalyst, waitForProfiles } from './blog.fixtures';
import { launchBrowser } from './harness';
import {
  resumePdf,
  seriousViolations,
  toast,
  tokenFor,
  uploadThroughApi,
  waitForAnalysis,
  waitForJobCorpus,
  sharedBrowser,
} from './resumes-helpers';

const PHONE = { width: 390, height: 844 };
const LEVEL = 'mid-level';

/** Today's calendar date as the demo corpus writes it (UTC, like the server). */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

async function uploadInModal(page: Page, file: string) {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await dialog.getByLabel('Resume file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  return dialog;
}

describe('small things users notice', () => {
  const baseUrl = inject('baseUrl');
  const shared = sharedBrowser(baseUrl);

  it('refuses the same file uploaded twice, says so, and keeps one row', async () => {
    const user = await createUser(baseUrl);
    const page = await openSignedIn(shared.browser, baseUrl, user, '/dashboard/resumes');
    await page.getByRole('heading', { level: 1, name: 'My Resumes' }).waitFor();
    const file = shared.files.write('twice.pdf', resumePdf());
    const first = await uploadInModal(page, file);
    await toast(page, 'Upload Successful').waitFor();
    await first.waitFor({ state: 'hidden', timeout: 5000 });
    const again = await uploadInModal(page, file);
    const alert = again.getByRole('alert').filter({ hasText: 'Upload Failed' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(
      /You already uploaded this file: it is in My Resumes as twice\.pdf/,
    );
    await toast(page, 'Upload Failed').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'hidden' });
    const rows = page
      .getByRole('table', { name: 'My documents' })
      .getByRole('row')
      .filter({ hasText: 'twice.pdf' });
    expect(await rows.count()).toBe(1);
    await page.close();
  });

  it('says "Today" for a job posted today in Recent Job Posts, not "1 day ago"', async () => {
    const probe = await createUser(baseUrl);
    await waitForJobCorpus(baseUrl, await tokenFor(baseUrl, probe));
    // A catalogue role whose newest postings (the dashboard's query) include one dated today.
    let role: string | undefined;
    for (const title of ROLE_TITLES) {
      const query = new URLSearchParams({
        jobTitle: title,
        experienceLevel: LEVEL,
        page: '0',
        size: '3',
        sortBy: 'datePosted',
        sortDir: 'desc',
      });
      const found = (await (await fetch(`${baseUrl}/api/jobs/search?${query}`)).json()) as JobPage;
      if (found.content.some((job) => job.datePosted === today())) {
        role = title;
        break;
      }
    }
    expect(role, 'a demo posting dated today').toBeDefined();
    const user = await createUser(baseUrl, { targetRole: role!, experienceLevel: LEVEL });
    const page = await openSignedIn(shared.browser, baseUrl, user, '/about');
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/jobs/search',
    );
    await page.goto(baseUrl + '/dashboard');
    const jobs = ((await (await answer).json()) as JobPage).content;
    const items = page.getByTestId('recent-job');
    await items.first().waitFor();
    let todays = 0;
    for (const [index, job] of jobs.entries()) {
      if (job.datePosted !== today()) continue;
      todays += 1;
      const text = (await items.nth(index).textContent()) ?? '';
      expect(text).toContain('Today');
      expect(text).not.toContain('1 day ago');
    }
    expect(todays).toBeGreaterThan(0);
    await page.close();
  });

  it('raises one error toast, not two, when Refresh or Check Again fails', async () => {
    const context = await launchBrowser();
    try {
      const user = await createUser(baseUrl);
      const page = await openSignedIn(context, baseUrl, user, '/dashboard/job-matching');
      await page.getByTestId('job-match-empty').waitFor();
      await page.route('**/api/jobs/match**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":"X","message":"down"}',
        }),
      );
      await page.getByRole('button', { name: 'Check Again' }).click();
      await toast(page, 'Refresh Failed').waitFor({ timeout: 15_000 });
      // Give a second toast the time it would take to appear (the effect runs right after the render).
      await page.waitForTimeout(1500);
      expect(await toast(page, 'Error Loading Job Matches').count()).toBe(0);
      expect(await toast(page, 'Refresh Failed').count()).toBe(1);

      // A load that fails on arrival still has its own toast, and a Check Again after it only its own.
      await page.reload();
      await toast(page, 'Error Loading Job Matches').waitFor({ timeout: 15_000 });
      await toast(page, 'Error Loading Job Matches').getByRole('button').click();
      await toast(page, 'Error Loading Job Matches').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Check Again' }).click();
      await toast(page, 'Refresh Failed').first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(1500);
      expect(await toast(page, 'Error Loading Job Matches').count()).toBe(0);
    } finally {
      await context.cleanup();
    }
  });

  it('shows a section that does not count as "Not counted", not as a red 0%', async () => {
    const card = ((await waitForProfiles(baseUrl)) as BlogCard[]).find(isDataAnalyst)!;
    const user = await createUser(baseUrl);
    const page = await openSignedIn(shared.browser, baseUrl, user, `/resume-match/${card.urlSlug}`);
    await page.getByTestId('job-fit-widget').waitFor();
    const { result } = await analyzeAnalystResume(page);
    // The analyst resume has no projects section: its absence costs nothing.
    expect(result.sectionsNotCounted).toContain('projects');
    const projects = page.getByTestId('section-projects');
    await projects.getByText('Not counted', { exact: true }).waitFor();
    expect(await projects.textContent()).toContain('it costs nothing here');
    expect(await projects.getByText(/^\d+%$/).count()).toBe(0);
    expect(await projects.locator('[data-color="red"]').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('offers a US phone example to a US resume without a phone number', async () => {
    const user = await createUser(baseUrl);
    const token = await tokenFor(baseUrl, user);
    const lines = [
      'Sam Rivera',
      'Austin, TX | sam.rivera@example.com',
      'Experience',
      'Data Analyst, Northwind Traders, Jan 2019 - Mar 2023',
      '• Built SQL dashboards in Tableau used by 40 managers',
      'Education',
      'BSc Statistics, State University, 2017',
      'Skills',
      'SQL, Excel, Python, Tableau',
    ];
    const uploaded = await uploadThroughApi(
      baseUrl,
      token,
      'no-phone.txt',
      new TextEncoder().encode(lines.join('\n')),
    );
    const resume = await waitForAnalysis(baseUrl, token, uploaded.id);
    const check = resume.analysisData?.checks.find((item) => item.id === 'contact-phone');
    expect(check?.fix).toBe('Add a phone number with its country code, for example +1 201 555 0123.');
    const page = await openSignedIn(shared.browser, baseUrl, user, '/dashboard/resume-analysis');
    const item = page.getByTestId('ats-check').filter({ hasText: 'Phone number' });
    await item.waitFor();
    expect(await item.textContent()).toContain('+1 201 555 0123');
    expect(await item.textContent()).not.toContain('+44');
    await page.close();
  });

  it('puts the ATS score above the inert quick actions on a phone, and keeps them first on a laptop', async () => {
    const user = await createUser(baseUrl);
    const token = await tokenFor(baseUrl, user);
    const uploaded = await uploadThroughApi(baseUrl, token, 'phone.pdf', resumePdf());
    await waitForAnalysis(baseUrl, token, uploaded.id);
    const phone = await launchBrowser({ viewport: PHONE });
    try {
      const page = await openSignedIn(phone, baseUrl, user, '/dashboard');
      const alert = page.getByTestId('ats-alert');
      await alert.waitFor();
      const quick = page.getByRole('region', { name: 'Quick actions' });
      const alertBox = (await alert.boundingBox())!;
      const quickBox = (await quick.boundingBox())!;
      expect(alertBox.y).toBeLessThan(quickBox.y);
      // The score is on the first screen, not pushed two screens down by three stacked cards.
      expect(alertBox.y).toBeLessThan(PHONE.height);
    } finally {
      await phone.cleanup();
    }
    const page = await openSignedIn(shared.browser, baseUrl, user, '/dashboard');
    const alert = page.getByTestId('ats-alert');
    await alert.waitFor();
    const quick = page.getByRole('region', { name: 'Quick actions' });
    expect((await quick.boundingBox())!.y).toBeLessThan((await alert.boundingBox())!.y);
    await page.close();
  });
});
