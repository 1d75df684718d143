/**
 * Issue 19, item 1: the empty and failed states say what is true (no resume is not "in progress", a failed
 * analysis is not "in" and has no report), "Upload Resume" opens the upload itself, and the time the
 * product promises for an analysis is the time it takes.
 */
import { makePdf } from '@careerlens/core/testing/documents';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, openSignedIn, pathOf, type TestUser } from '../apps/web/src/testing/e2e';
import { launchBrowser } from './harness';
import {
  resumePdf,
  seriousViolations,
  tempFiles,
  toast,
  tokenFor,
  uploadThroughApi,
  waitForAnalysis,
} from './resumes-helpers';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/** The time the product's texts promise for most analyses ("a few seconds"), with slack for a busy CI. */
const FEW_SECONDS_MS = 15_000;

function uploadDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Upload Document' });
}

/** The link lands on My Resumes with the Upload modal open, and the address loses its parameter. */
async function expectUploadOpen(page: Page) {
  await uploadDialog(page).waitFor();
  await page.waitForURL((url) => url.pathname === '/dashboard/resumes' && url.search === '');
  await page.keyboard.press('Escape');
  await uploadDialog(page).waitFor({ state: 'hidden' });
}

describe('empty and failed states', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let files: ReturnType<typeof tempFiles>;
  let newcomer: TestUser;
  let failedUser: TestUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    files = tempFiles();
    newcomer = await createUser(baseUrl, { firstName: 'Nell' });
    failedUser = await createUser(baseUrl, { firstName: 'Fay' });
    const token = await tokenFor(baseUrl, failedUser);
    const scanned = await uploadThroughApi(baseUrl, token, 'scanned.pdf', makePdf([[]]));
    expect((await waitForAnalysis(baseUrl, token, scanned.id)).status).toBe('ANALYSIS_FAILED');
  });
  afterAll(async () => {
    await browser?.cleanup();
    files?.remove();
  });

  it('tells a user with no resume that there is none on Job Matching, with links to upload', async () => {
    const page = await openSignedIn(browser, baseUrl, newcomer, '/dashboard/job-matching');
    const empty = page.getByTestId('job-match-empty');
    await empty.getByRole('heading', { name: 'No resume to match yet' }).waitFor();
    expect(await page.getByText('Resume Analysis in Progress').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // "My Resumes" in the text is a link to it.
    await empty.getByRole('link', { name: 'My Resumes', exact: true }).click();
    await page.waitForURL(`${baseUrl}/dashboard/resumes`);
    await page.goBack();
    await empty.getByRole('link', { name: 'Upload Resume' }).click();
    await expectUploadOpen(page);
    await page.close();
  });

  it('opens the upload straight from the dashboard when there is no resume', async () => {
    const page = await openSignedIn(browser, baseUrl, newcomer, '/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const banner = page.getByRole('region', { name: /Great to see you|Hello/ });
    await banner.getByRole('link', { name: 'Upload Resume' }).click();
    await expectUploadOpen(page);
    // The parameter is gone: a reload shows the list, not the modal.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Resumes' }).waitFor();
    await page.getByText('No documents uploaded yet.').waitFor();
    expect(await uploadDialog(page).count()).toBe(0);

    await page.goto(baseUrl + '/dashboard');
    await page
      .getByRole('region', { name: 'Upload your resume to get started' })
      .getByRole('link', { name: 'Upload Resume' })
      .click();
    await expectUploadOpen(page);
    await page.close();
  });

  it('does not greet a failed resume as "in", offers no report for it, and dates it as uploaded', async () => {
    const page = await openSignedIn(browser, baseUrl, failedUser, '/dashboard');
    await page.getByTestId('analysis-failed').waitFor();
    const banner = page.getByRole('region', { name: /Great to see you|Hello/ });
    const greeting = (await banner.textContent()) ?? '';
    expect(greeting).not.toContain('is in');
    expect(greeting).toContain('could not read your primary resume');
    const card = page.getByRole('region', { name: 'scanned.pdf' });
    expect(await card.getByText('Failed', { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: 'View full report' }).count()).toBe(0);
    await card.getByRole('link', { name: 'Manage resumes' }).waitFor();
    // The banner's button opens the upload for another file.
    await banner.getByRole('link', { name: 'Upload Resume' }).click();
    await expectUploadOpen(page);

    await page.goto(baseUrl + '/dashboard/resume-analysis');
    await page.getByTestId('analysis-failed').waitFor();
    const header = (await page.getByTestId('report-file-name').locator('..').textContent()) ?? '';
    expect(header).toContain('Failed');
    expect(header).not.toContain('Analyzed');
    expect(header).toMatch(/Uploaded \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await page.getByTestId('analysis-failed').getByRole('link', { name: 'Upload another resume' }).click();
    await expectUploadOpen(page);

    await page.goto(baseUrl + '/dashboard/job-matching');
    const empty = page.getByTestId('job-match-empty');
    await empty.getByRole('heading', { name: 'We could not read your primary resume' }).waitFor();
    expect(await empty.textContent()).toContain('scanned.pdf');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('says an analysis takes a few seconds, and the server takes that long', async () => {
    const user = await createUser(baseUrl);
    const page = await openSignedIn(browser, baseUrl, user, '/dashboard/resumes');
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const dialog = uploadDialog(page);
    await dialog.getByLabel('Resume file').setInputFiles(files.write('quick.pdf', resumePdf()));
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const uploaded = toast(page, 'Upload Successful');
    await uploaded.waitFor();
    expect(await uploaded.textContent()).toContain('usually takes a few seconds');
    await page.goto(baseUrl + '/dashboard');
    await page.getByTestId('ats-alert').waitFor({ timeout: 60_000 });
    expect(pathOf(page)).toBe('/dashboard');
    // The server's own clock: from the stored upload to the saved analysis.
    const token = await tokenFor(baseUrl, user);
    const [listed] = (await (
      await fetch(`${baseUrl}/api/resumes`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Array<{ createdAt: string; analyzedAt: string | null }>;
    const took = Date.parse(listed!.analyzedAt!) - Date.parse(listed!.createdAt);
    console.log(`analysis took ${took} ms from upload to saved result`);
    expect(took).toBeLessThan(FEW_SECONDS_MS);
    // The landing page's promise matches.
    await page.goto(baseUrl + '/');
    await page.getByText('first report usually arrives in a few seconds').waitFor();
    expect(await page.getByText('couple of minutes').count()).toBe(0);
    await page.close();
  });
});
