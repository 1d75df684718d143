import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createUser, openSignedIn, trackPageErrors } from '../apps/web/src/testing/e2e';
import { launchBrowser } from './harness';
import {
  deleteThroughApi,
  hasNoHorizontalScroll,
  resumePdf,
  resumeTxt,
  toast,
  tokenFor,
  uploadThroughApi,
  waitForAnalysis,
  sharedBrowser,
} from './resumes-helpers';

const ELEVEN_MB = 11 * 1024 * 1024;

function uploadDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Upload Document' });
}

async function openUploadDialog(page: Page) {
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await uploadDialog(page).waitFor();
  return uploadDialog(page);
}

/** The visible table row (md and up) of a file. */
function row(page: Page, fileName: string) {
  return page.getByRole('table', { name: 'My documents' }).getByRole('row').filter({ hasText: fileName });
}

async function openActions(page: Page, fileName: string) {
  await page.getByRole('button', { name: `Actions for ${fileName}` }).click();
  return page.getByRole('menu');
}

describe('My Resumes', () => {
  const baseUrl = inject('baseUrl');
  const shared = sharedBrowser(baseUrl);

  it('shows the empty state and refuses other types and files over 10MB with the spec messages', async () => {
    const user = await createUser(baseUrl);
    const page = await openSignedIn(shared.browser, baseUrl, user, '/dashboard/resumes');
    const errors = trackPageErrors(page);
    await page.getByText('No documents uploaded yet.').waitFor();
    expect(await page.getByRole('button', { name: /Create by AI Resume Editor/ }).isDisabled()).toBe(true);

    const dialog = await openUploadDialog(page);
    expect(await dialog.getByRole('radio', { name: 'Resume' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: /^CV/ }).isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Resume file').getAttribute('accept')).toMatch(/\.pdf,\.doc,\.docx,\.txt/);
    const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
    expect(await upload.isDisabled()).toBe(true);

    for (const name of ['setup.exe', 'photo.png']) {
      await dialog
        .getByLabel('Resume file')
        .setInputFiles(shared.files.write(name, new Uint8Array([0x4d, 0x5a, 0, 1])));
      const alert = dialog.getByRole('alert');
      await alert.getByText('Invalid file type').waitFor();
      await alert.getByText('Please upload a PDF, DOC, DOCX, or TXT file').waitFor();
      expect(await upload.isDisabled()).toBe(true);
    }

    await dialog
      .getByLabel('Resume file')
      .setInputFiles(shared.files.write('huge.pdf', new Uint8Array(ELEVEN_MB)));
    await dialog.getByRole('alert').getByText('File too large').waitFor();
    await dialog.getByRole('alert').getByText('File size cannot exceed 10MB').waitFor();
    expect(await upload.isDisabled()).toBe(true);

    // A good file clears the message.
    await dialog.getByLabel('Resume file').setInputFiles(shared.files.write('resume.pdf', resumePdf()));
    await dialog.getByText('resume.pdf').waitFor();
    expect(await dialog.getByRole('alert').count()).toBe(0);
    expect(await upload.isEnabled()).toBe(true);

    // Idle, Escape closes it and the focus goes back to the Upload button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Upload');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('uploads with fake progress, cannot be dismissed while uploading, then closes itself and refreshes the list', async () => {
    const user = await createUser(baseUrl);
    const page = await openSignedIn(shared.browser, baseUrl, user, '/dashboard/resumes');
    await page.getByText('No documents uploaded yet.').waitFor();

    // Hold the upload on its way to the server, to look at the modal while it runs.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/resumes/upload', async (route) => {
      await held;
      await route.continue();
    });

    const dialog = await openUploadDialog(page);
    await dialog.getByLabel('Resume file').setInputFiles(shared.files.write('sam-rivera.pdf', resumePdf()));
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const bar = dialog.getByRole('progressbar', { name: 'Uploading sam-rivera.pdf' });
    await bar.waitFor();

    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Close upload dialog' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);

    // +10 every 200 ms, and never past 90 while the server has not answered.
    await page.waitForFunction(
      () => document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') === '90',
      undefined,
      { timeout: 5000 },
    );
    await page.waitForTimeout(600);
    expect(await bar.getAttribute('aria-valuenow')).toBe('90');
    expect(await dialog.isVisible()).toBe(true);

    release();
    await dialog.getByText('Upload complete', { exact: true }).waitFor();
    await toast(page, 'Upload Successful').waitFor();
    // The success view closes itself after a second and the list shows the new resume.
    await dialog.waitFor({ state: 'hidden', timeout: 5000 });
    const newRow = row(page, 'sam-rivera.pdf');
    await newRow.waitFor();
    expect(await newRow.getByText('Primary').isVisible()).toBe(true);
    expect(await newRow.getByRole('cell', { name: 'Resume', exact: true }).isVisible()).toBe(true);
    const today = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date());
    expect(await newRow.getByRole('cell', { name: today }).isVisible()).toBe(true);
    // The status badge refreshes by itself until the analysis settles.
    await newRow.getByText('Analyzed', { exact: true }).waitFor({ timeout: 30_000 });
    await page.close();
  });

  it('shows the server message when it refuses a file, in an Upload Failed toast', async () => {
    const user = await createUser(baseUrl);
    const page = await openSignedIn(shared.browser, baseUrl, user, '/dashboard/resumes');
    const dialog = await openUploadDialog(page);
    // The right extension, but not a PDF inside: only the server can tell.
    await dialog
      .getByLabel('Resume file')
      .setInputFiles(shared.files.write('not-really.pdf', new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])));
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const failed = toast(page, 'Upload Failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain(
      'Invalid file type. Please upload a PDF, DOC, DOCX, or TXT file',
    );
    // The modal stays open, back to idle, with the reason.
    await dialog.getByRole('alert').getByText('Upload Failed').waitFor();
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isEnabled()).toBe(true);
    await page.close();
  });

  it('sets a primary, downloads the file in a new tab and deletes with confirmation, with their toasts', async () => {
    const user = await createUser(baseUrl);
    const token = await tokenFor(baseUrl, user);
    const pdf = resumePdf();
    await uploadThroughApi(baseUrl, token, 'first-resume.pdf', pdf);
    await uploadThroughApi(baseUrl, token, 'second-resume.txt', resumeTxt());

    const page = await openSignedIn(shared.browser, baseUrl, user, '/dashboard/resumes');
    const errors = trackPageErrors(page);
    await row(page, 'second-resume.txt').waitFor();
    const names = () =>
      page.getByRole('table', { name: 'My documents' }).locator('tbody tr').allTextContents();
    expect((await names())[0]).toContain('first-resume.pdf');
    expect(await row(page, 'first-resume.pdf').getByText('Primary').count()).toBe(1);
    expect(await row(page, 'second-resume.txt').getByText('Primary').count()).toBe(0);

    // The primary row has no Set as Primary; Edit by AI Builder is there but does nothing yet.
    let menu = await openActions(page, 'first-resume.pdf');
    expect(await menu.getByRole('menuitem', { name: /Set as Primary/ }).count()).toBe(0);
    expect(
      await menu.getByRole('menuitem', { name: /Edit by AI Builder/ }).getAttribute('aria-disabled'),
    ).toBe('true');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // Set as Primary, with the keyboard.
    await page.getByRole('button', { name: 'Actions for second-resume.txt' }).focus();
    await page.keyboard.press('Enter');
    menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: /Set as Primary/ }).waitFor();
    // Move the menu's own highlight with the arrow keys (a DOM focus() can lose to the menu's opening focus).
    const setPrimary = menu.locator('[role="menuitem"][data-highlighted]', { hasText: 'Set as Primary' });
    for (let step = 0; step < 8 && !(await setPrimary.count()); step += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await setPrimary.waitFor();
    await page.keyboard.press('Enter');
    await toast(page, 'Primary Resume Set').waitFor();
    await page.waitForFunction(() =>
      document.querySelector('table tbody tr')?.textContent?.includes('second-resume.txt'),
    );
    expect(await row(page, 'second-resume.txt').getByText('Primary').count()).toBe(1);
    expect(await row(page, 'first-resume.pdf').getByText('Primary').count()).toBe(0);

    // Download: a new tab opens the signed link, which serves the original file without the token.
    const popup = page.waitForEvent('popup');
    const fileResponse = shared.browser.waitForEvent('response', (response) =>
      response.url().includes('/api/resumes/download/'),
    );
    menu = await openActions(page, 'first-resume.pdf');
    await menu.getByRole('menuitem', { name: 'Download' }).click();
    await toast(page, 'Preparing Download').waitFor();
    await popup;
    const response = await fileResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toContain('first-resume.pdf');
    await toast(page, 'Download Ready').waitFor();
    const direct = await fetch(response.url());
    expect(direct.status).toBe(200);
    expect(new Uint8Array(await direct.arrayBuffer())).toEqual(pdf);

    // Delete: Cancel keeps it, and the focus returns to its Action button.
    menu = await openActions(page, 'second-resume.txt');
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    let confirm = page.getByRole('alertdialog', { name: 'Delete this resume?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('second-resume.txt');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Cancel');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await row(page, 'second-resume.txt').count()).toBe(1);
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Actions for second-resume.txt',
    );

    // Delete confirmed: the row goes and the other resume becomes primary.
    menu = await openActions(page, 'second-resume.txt');
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    confirm = page.getByRole('alertdialog', { name: 'Delete this resume?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Resume Deleted').waitFor();
    await row(page, 'second-resume.txt').waitFor({ state: 'detached' });
    await row(page, 'first-resume.pdf').getByText('Primary').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says so when an action fails: Failed to Set Primary, Download Failed and Delete Failed', async () => {
    const user = await createUser(baseUrl);
    const token = await tokenFor(baseUrl, user);
    const keeper = await uploadThroughApi(baseUrl, token, 'keeper.pdf', resumePdf());
    const gone = await uploadThroughApi(baseUrl, token, 'removed-elsewhere.txt', resumeTxt());
    const page = await openSignedIn(shared.browser, baseUrl, user, '/dashboard/resumes');
    await row(page, 'removed-elsewhere.txt').waitFor();
    // The list asks again every 2 s while a resume is being analysed, and would then drop the row deleted
    // elsewhere before the test could act on it: wait until the page shows both analyses settled.
    await waitForAnalysis(baseUrl, token, gone.id);
    await waitForAnalysis(baseUrl, token, keeper.id);
    for (const name of ['keeper.pdf', 'removed-elsewhere.txt'])
      await row(page, name).getByText('Analyzed', { exact: true }).waitFor();
    // Deleted in another tab: every action on it now fails on the server (404).
    await deleteThroughApi(baseUrl, token, gone.id);

    let menu = await openActions(page, 'removed-elsewhere.txt');
    await menu.getByRole('menuitem', { name: /Set as Primary/ }).click();
    await toast(page, 'Failed to Set Primary').waitFor();

    // Set as Primary refreshed the list: put the stale row back to try the other two actions.
    await page.goto(baseUrl + '/dashboard/resumes');
    await row(page, 'keeper.pdf').waitFor();
    const stale = await uploadThroughApi(baseUrl, token, 'stale.txt', resumeTxt());
    await page.reload();
    await row(page, 'stale.txt').waitFor();
    await waitForAnalysis(baseUrl, token, stale.id);
    await row(page, 'stale.txt').getByText('Analyzed', { exact: true }).waitFor();
    await deleteThroughApi(baseUrl, token, stale.id);

    const popups: Page[] = [];
    page.on('popup', (popup) => popups.push(popup));
    menu = await openActions(page, 'stale.txt');
    await menu.getByRole('menuitem', { name: 'Download' }).click();
    const downloadFailed = toast(page, 'Download Failed');
    await downloadFailed.waitFor();
    expect(await downloadFailed.textContent()).toContain('Failed to download resume. Please try again.');
    // The tab opened for the download is closed again.
    for (const popup of popups) await popup.waitForEvent('close', { timeout: 5000 }).catch(() => undefined);
    expect(popups.every((popup) => popup.isClosed())).toBe(true);

    menu = await openActions(page, 'stale.txt');
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const deleteFailed = toast(page, 'Delete Failed');
    await deleteFailed.waitFor();
    expect(await deleteFailed.textContent()).toContain('Failed to delete resume. Please try again.');
    await page.close();
  });

  it('shows Error Loading Resumes when the list cannot be loaded, and recovers on Try again', async () => {
    const user = await createUser(baseUrl);
    const token = await tokenFor(baseUrl, user);
    await uploadThroughApi(baseUrl, token, 'recovered.pdf', resumePdf());
    const page = await openSignedIn(shared.browser, baseUrl, user, '/about');
    await page.route('**/api/resumes', (route) => route.abort('connectionrefused'));
    await page.goto(baseUrl + '/dashboard/resumes');
    const failed = toast(page, 'Error Loading Resumes');
    await failed.waitFor({ timeout: 15_000 });
    expect(await failed.textContent()).toContain('Failed to load your resumes. Please try again.');
    await page.unroute('**/api/resumes');
    await page.getByRole('button', { name: 'Try again' }).click();
    await row(page, 'recovered.pdf').waitFor();
    await page.close();
  });

  it('shows the resumes as cards on a phone', async () => {
    const phone = await launchBrowser({ viewport: { width: 390, height: 844 } });
    try {
      const user = await createUser(baseUrl);
      const token = await tokenFor(baseUrl, user);
      await uploadThroughApi(
        baseUrl,
        token,
        'a-rather-long-file-name-for-a-small-screen-resume.pdf',
        resumePdf(),
      );
      const page = await openSignedIn(phone, baseUrl, user, '/dashboard/resumes');
      const card = page.getByTestId('resume-card');
      await card.waitFor();
      expect(await page.getByRole('table', { name: 'My documents' }).isVisible()).toBe(false);
      expect(await card.textContent()).toContain('Resume · Uploaded');
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      const menu = await openActions(page, 'a-rather-long-file-name-for-a-small-screen-resume.pdf');
      await menu.getByRole('menuitem', { name: 'Download' }).waitFor();
      await page.keyboard.press('Escape');
      const dialog = await openUploadDialog(page);
      const box = await dialog.boundingBox();
      expect(box && box.width <= 390).toBe(true);
      await page.screenshot({ path: '/tmp/resumes-phone-upload.png' });
    } finally {
      await phone.cleanup();
    }
  });
});
