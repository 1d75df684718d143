import type { Resume } from '@careerlens/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { linesToItems, makePdf } from '@careerlens/core/testing/documents';
import { createUser, openSignedIn, trackPageErrors, type TestUser } from '../apps/web/src/testing/e2e';
import { launchBrowser } from './harness';
import { getResume, tokenFor, uploadThroughApi, waitForAnalysis } from './resumes-helpers';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/** A maths teacher's resume: the account below says Accountant, as the teacher's did. */
const TEACHER_LINES = [
  { text: 'Dana Whitfield', bold: true, size: 18 },
  'Baltimore, MD | dana.whitfield@example.com | +1 410 555 0142',
  { text: 'Summary', bold: true, size: 13 },
  'Mathematics teacher with 12 years in public middle and high schools.',
  { text: 'Experience', bold: true, size: 13 },
  'Mathematics Teacher, Lakeside High School, Aug 2014 - Jun 2025',
  '• Made lesson plans for Algebra I and Geometry aligned with state standards',
  '• Used differentiated instruction for 150 students a year, including special needs students',
  '• Raised the pass rate of the state algebra assessment from 61% to 78%',
  'Mathematics Teacher, Hillcrest Middle School, Aug 2012 - Jun 2014',
  '• Led classroom management training for new teachers',
  { text: 'Education', bold: true, size: 13 },
  'M.Ed. Secondary Education, Towson University, 2012',
  { text: 'Certifications', bold: true, size: 13 },
  'Maryland Teacher Certificate, Mathematics 7-12',
];

/** Waits until the stored analysis has been made against `role` (the re-analysis runs in the background). */
async function analysedAgainst(baseUrl: string, token: string, id: string, role: string): Promise<Resume> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const resume = await getResume(baseUrl, token, id);
    if (resume.status === 'ANALYSIS_COMPLETED' && resume.analysisData?.targetRole === role) return resume;
    if (Date.now() > deadline) throw new Error(`not analysed against ${role}: ${resume.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function picker(page: Page) {
  return page.getByRole('form', { name: 'Target role for the analysis' });
}

describe('changing the role the analysis is measured against', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let user: TestUser;
  let token: string;
  let resumeId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await createUser(baseUrl, { targetRole: 'Accountant', experienceLevel: 'senior-level' });
    token = await tokenFor(baseUrl, user);
    const uploaded = await uploadThroughApi(
      baseUrl,
      token,
      'dana-whitfield.pdf',
      makePdf([linesToItems(TEACHER_LINES)]),
    );
    resumeId = uploaded.id;
    const analysed = await waitForAnalysis(baseUrl, token, resumeId);
    expect(analysed.analysisData?.targetRole).toBe('Accountant');
  });
  afterAll(async () => {
    await browser?.cleanup();
  });

  it('re-analyses the report from the analysis page, and the dashboard shows the new role', async () => {
    const page = await openSignedIn(browser, baseUrl, user, '/dashboard/resume-analysis');
    const errors = trackPageErrors(page);
    await page.getByText('Target role: Accountant').waitFor();
    const form = picker(page);
    const role = form.getByLabel('Measure my resumes against');
    const level = form.getByLabel('Experience level');
    const save = form.getByRole('button', { name: 'Save and re-analyse' });
    expect(await role.inputValue()).toBe('Accountant');
    // Nothing to save until something changes.
    expect(await save.isDisabled()).toBe(true);

    await role.selectOption('Teacher');
    await level.selectOption('senior-level');
    expect(await save.isEnabled()).toBe(true);
    const patch = page.waitForRequest(
      (request) => request.url().endsWith('/api/auth/me') && request.method() === 'PATCH',
    );
    await save.click();
    expect((await patch).postDataJSON()).toEqual({ targetRole: 'Teacher', experienceLevel: 'senior-level' });
    await form
      .getByRole('status')
      .filter({ hasText: 'Saved. Your resumes are being analysed again' })
      .waitFor();

    // The stored report follows, and the page shows it without a reload once the analysis is done.
    const reanalysed = await analysedAgainst(baseUrl, token, resumeId, 'Teacher');
    const found = new Set(reanalysed.analysisData?.skills.map((skill) => skill.name));
    expect(found.has('Lesson Planning')).toBe(true);
    await page.reload();
    await page.getByText('Target role: Teacher').waitFor();
    expect(await picker(page).getByLabel('Measure my resumes against').inputValue()).toBe('Teacher');

    // The dashboard's profile panel holds the same picker, now on the new role.
    await page.goto(baseUrl + '/dashboard');
    const profile = page.getByRole('region', { name: 'Your Profile' });
    await profile.getByRole('definition').filter({ hasText: 'Teacher' }).first().waitFor();
    expect(await picker(page).getByLabel('Measure my resumes against').inputValue()).toBe('Teacher');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('"Other" reads the field from the resume instead of measuring against a role called Other', async () => {
    const before = (await getResume(baseUrl, token, resumeId)).analyzedAt;
    const page = await openSignedIn(browser, baseUrl, user, '/dashboard');
    const form = picker(page);
    await form.getByLabel('Measure my resumes against').selectOption('Other');
    await form.getByRole('button', { name: 'Save and re-analyse' }).click();
    await form.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const deadline = Date.now() + 60_000;
    let resume = await getResume(baseUrl, token, resumeId);
    while (resume.status !== 'ANALYSIS_COMPLETED' || resume.analyzedAt === before) {
      if (Date.now() > deadline) throw new Error(`not re-analysed: ${resume.status}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      resume = await getResume(baseUrl, token, resumeId);
    }
    // The role is the one the resume shows, never the word "Other".
    expect(resume.analysisData?.targetRole).toBe('Teacher');
    await page.close();
  });
});
