import { makePdf } from '@careerlens/core/testing/documents';
import type { Resume } from '@careerlens/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createUser, openSignedIn, pathOf, trackPageErrors } from '../apps/web/src/testing/e2e';
import { scanPdf } from '../apps/server/src/ocr/scan-maker';
import {
  getResume,
  RESUME_LINES,
  resumeDocx,
  resumePdf,
  resumeTxt,
  toast,
  tokenFor,
  uploadThroughApi,
  waitForAnalysis,
  sharedBrowser,
} from './resumes-helpers';

/** A thinner resume that lands in the "needs attention" band (50 to under 75). */
const MIDDLING_RESUME = [
  'Sam Rivera',
  'sam.rivera@example.com | +1 555 123 4567',
  'Experience',
  'Analyst, Northwind Traders, Jan 2019 - Mar 2023',
  '• Responsible for weekly sales reports in Excel',
  '• Helped the team with spreadsheets',
  'Education',
  'BSc Statistics, State University, 2017',
  'Skills',
  'Excel, communication',
].join('\n');
/** Too thin to pass: below 50. */
const WEAK_RESUME = [
  'Sam Rivera',
  'sam.rivera@example.com',
  'Work',
  'I was responsible for reports at Northwind.',
  'I was responsible for data entry at Contoso and helped the team with spreadsheets and other tasks as needed every week.',
  'Responsible for answering questions about numbers from the sales team.',
  'Skills',
  'Excel, teamwork, communication, hard working, team player',
].join('\n');

function expectedBand(score: number): string {
  if (score < 50) return 'critical';
  if (score < 75) return 'needs-attention';
  if (score < 90) return 'good';
  return 'excellent';
}

const BAND_TITLES: Record<string, string> = {
  critical: 'Critical',
  'needs-attention': 'Needs attention',
  good: 'Good progress',
  excellent: 'Excellent',
};

/** Through the modal on My Resumes, as a user would. */
async function uploadThroughUi(page: Page, file: string) {
  await page.getByRole('heading', { level: 1, name: 'My Resumes' }).waitFor();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await dialog.getByLabel('Resume file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await dialog.getByText('Upload complete', { exact: true }).waitFor();
  await toast(page, 'Upload Successful').waitFor();
  await dialog.waitFor({ state: 'hidden', timeout: 5000 });
}

async function goToDashboard(page: Page) {
  await page
    .getByRole('complementary', { name: 'Sidebar' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .click();
  await page.waitForURL(/\/dashboard$/);
}

/** The dashboard shows the analysis in progress, then settles by itself (polling every 2 s). */
async function expectProgressThenSettled(page: Page) {
  const progress = page.getByTestId('analysis-progress');
  // A short resume is often analysed in under a second, before the dashboard has loaded: then there is no
  // progress to see, and the settled report is what must show.
  const seen = await Promise.race([
    progress.waitFor({ timeout: 30_000 }).then(() => true),
    page
      .getByTestId('ats-alert')
      .waitFor({ timeout: 30_000 })
      .then(() => false),
  ]);
  if (!seen) return;
  expect(await progress.getByText('AI analysis in progress').isVisible()).toBe(true);
  expect(await progress.textContent()).toContain('1-2 minutes');
  expect(await progress.getByRole('progressbar', { name: 'Analysis progress' }).isVisible()).toBe(true);
  expect(await progress.getByTestId('analysis-stage').textContent()).toMatch(
    /Parsing|ATS compatibility|skills|recommendations/,
  );
  await progress.waitFor({ state: 'detached', timeout: 45_000 });
}

async function expectBandAndCards(page: Page, resume: Resume) {
  const analysis = resume.analysisData;
  if (!analysis) throw new Error(`no analysis for ${resume.originalFileName}`);
  const band = expectedBand(analysis.atsScore);
  const alert = page.getByTestId('ats-alert');
  await alert.waitFor();
  expect(await alert.getAttribute('data-level')).toBe(band);
  expect(await alert.textContent()).toContain(`${BAND_TITLES[band]}: your ATS score is ${analysis.atsScore}`);
  if (band === 'needs-attention') {
    expect(await alert.textContent()).toContain(`${analysis.missingSkills.length} missing skills`);
    expect(await alert.textContent()).toContain(analysis.actionableTip);
  }
  const cards = page.getByTestId('quick-score-cards');
  const gaps = analysis.comprehensiveAnalysis.skillGapAnalysis.criticalGaps.slice(0, 3);
  const strengths = analysis.comprehensiveAnalysis.strengths.slice(0, 3);
  const gapItems = cards.getByRole('region', { name: 'Top skill gaps' }).getByRole('listitem');
  const strengthItems = cards.getByRole('region', { name: 'Your strengths' }).getByRole('listitem');
  expect(await gapItems.count()).toBe(gaps.length);
  expect(await strengthItems.count()).toBe(strengths.length);
  for (const [index, gap] of gaps.entries())
    expect(await gapItems.nth(index).textContent()).toContain(gap.skill);
  for (const [index, strength] of strengths.entries())
    expect(await strengthItems.nth(index).textContent()).toContain(strength.title);
  expect(await cards.textContent()).toContain(`${analysis.atsScore}/100`);
  expect(await cards.textContent()).toContain(`${analysis.jobReadinessScore}/100`);
}

/** The full report: scores, every check with its points, evidence with line numbers, fixes, the ATS text. */
async function expectFullReport(page: Page, resume: Resume) {
  const analysis = resume.analysisData;
  if (!analysis) throw new Error('no analysis');
  const report = page.getByTestId('resume-report');
  await report.waitFor();
  expect(await page.getByTestId('report-file-name').textContent()).toBe(resume.originalFileName);
  expect(await page.getByTestId('ats-score').textContent()).toContain(`${analysis.atsScore}/100`);
  expect(await page.getByTestId('readiness-score').textContent()).toContain(
    `${analysis.jobReadinessScore}/100`,
  );
  expect(await page.getByTestId('actionable-tip').textContent()).toContain(analysis.actionableTip);

  const checks = page.getByTestId('ats-check');
  expect(await checks.count()).toBe(analysis.checks.length);
  for (const group of ['Parseability', 'Structure', 'Content', 'Consistency', 'Targeting'])
    await page.getByRole('heading', { level: 3, name: new RegExp(`^${group}`) }).waitFor();
  // A check with evidence shows each line quoted with its line number.
  const withEvidence = analysis.checks.find((check) => check.evidence.length > 0);
  if (!withEvidence) throw new Error('expected a check with evidence');
  const evidenceCheck = checks.filter({ hasText: withEvidence.title }).first();
  const firstLine = withEvidence.evidence[0]!;
  expect(await evidenceCheck.textContent()).toContain(`Line ${firstLine.lineIndex + 1}`);
  expect(await evidenceCheck.textContent()).toContain(`“${firstLine.text}”`);
  if (withEvidence.maxPoints > 0) {
    const points = (value: number) => String(Math.round(value * 10) / 10);
    expect(await evidenceCheck.textContent()).toContain(
      `${points(withEvidence.points)}/${points(withEvidence.maxPoints)}`,
    );
  }
  // Every check with a fix shows it.
  const fixes = analysis.checks.filter((check) => check.fix);
  expect(await page.getByTestId('check-fix').count()).toBe(fixes.length);
  for (const check of fixes) {
    const item = checks.filter({ hasText: check.title }).first();
    expect(await item.getAttribute('data-status')).toBe(check.status);
    expect(await item.textContent()).toContain(`How to fix: ${check.fix}`);
  }
  // What an ATS sees: the text, line by line, numbered from 1.
  const atsText = page.getByRole('region', { name: 'Your resume as an ATS reads it' });
  const text = (await atsText.textContent()) ?? '';
  const lines = analysis.atsText.split('\n');
  expect(text).toContain(`1${lines[0]}`);
  expect(text).toContain(`${lines.length}${lines[lines.length - 1]}`);
  expect(await atsText.getAttribute('tabindex')).toBe('0');
  // Skills, gaps, readiness and the method in small print.
  for (const skill of analysis.skills.slice(0, 3))
    expect(await page.getByTestId('skills-found').textContent()).toContain(skill.name);
  for (const gap of analysis.comprehensiveAnalysis.skillGapAnalysis.criticalGaps.slice(0, 3))
    expect(await page.getByTestId('critical-gaps').textContent()).toContain(gap.skill);
  for (const implied of analysis.readiness.impliedSkills.slice(0, 2))
    expect(await page.getByTestId('implied-skills').textContent()).toContain(
      `${implied.skill} via ${implied.via}`,
    );
  // A skill the resume may name in other words is quoted with its line, never listed as missing.
  for (const unsure of analysis.readiness.unconfirmedSkills.slice(0, 2)) {
    const item = page
      .getByTestId('unconfirmed-skills')
      .getByRole('listitem')
      .filter({ hasText: unsure.skill });
    expect(await item.textContent()).toContain(`Your resume says “${unsure.line}”`);
    expect(analysis.missingSkills).not.toContain(unsure.skill);
  }
  expect(await page.getByTestId('method-version').textContent()).toContain(analysis.methodVersion);
}

describe('resume analysis on the dashboard and in the report', () => {
  const baseUrl = inject('baseUrl');
  const shared = sharedBrowser(baseUrl);

  const cases: Array<[kind: string, name: string, content: () => Uint8Array]> = [
    ['PDF', 'sam-rivera-resume.pdf', resumePdf],
    ['DOCX', 'sam-rivera-resume.docx', resumeDocx],
    ['TXT', 'sam-rivera-resume.txt', () => new TextEncoder().encode(MIDDLING_RESUME)],
  ];

  for (const [kind, name, content] of cases) {
    it(`uploads a ${kind} through the modal and shows its analysis on the dashboard and in the report`, async () => {
      const user = await createUser(baseUrl);
      const token = await tokenFor(baseUrl, user);
      const page = await openSignedIn(shared.browser, baseUrl, user, '/dashboard/resumes');
      const errors = trackPageErrors(page);
      await uploadThroughUi(page, shared.files.write(name, content()));

      await goToDashboard(page);
      // The greeting and the blocks agree that there is a primary resume.
      await page.getByText('Your primary resume is in.').waitFor();
      const primaryCard = page.getByRole('region', { name });
      await primaryCard.waitFor();
      await expectProgressThenSettled(page);
      await primaryCard.getByText('Analyzed', { exact: true }).waitFor();
      const [stored] = (await (
        await fetch(`${baseUrl}/api/resumes`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as Resume[];
      expect(stored?.status).toBe('ANALYSIS_COMPLETED');
      await expectBandAndCards(page, stored!);
      if (kind === 'TXT')
        expect(await page.getByTestId('ats-alert').getAttribute('data-level')).toBe('needs-attention');
      if (kind === 'PDF') await page.screenshot({ path: '/tmp/analysis-dashboard.png', fullPage: true });

      await primaryCard.getByRole('link', { name: 'View full report' }).click();
      await page.waitForURL(/\/dashboard\/resume-analysis$/);
      await expectFullReport(page, stored!);
      if (kind === 'PDF') {
        // The text an ATS reads is the resume's own text.
        const atsText = await page
          .getByRole('region', { name: 'Your resume as an ATS reads it' })
          .textContent();
        for (const line of [RESUME_LINES[0]!, RESUME_LINES[6]!]) expect(atsText).toContain(line);
        await page.screenshot({ path: '/tmp/analysis-report.png', fullPage: true });
      }
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('puts each ATS score in its alert band', async () => {
    const user = await createUser(baseUrl);
    const token = await tokenFor(baseUrl, user);
    const page = await openSignedIn(shared.browser, baseUrl, user, '/about');
    const seen = new Set<string>();
    for (const [name, content] of [
      ['weak.txt', new TextEncoder().encode(WEAK_RESUME)],
      ['middling.txt', new TextEncoder().encode(MIDDLING_RESUME)],
      ['strong.txt', resumeTxt()],
    ] as const) {
      const uploaded = await uploadThroughApi(baseUrl, token, name, content);
      await fetch(`${baseUrl}/api/resumes/${uploaded.id}/primary`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
      });
      const resume = await waitForAnalysis(baseUrl, token, uploaded.id);
      await page.goto(baseUrl + '/dashboard');
      await page.getByRole('region', { name }).waitFor();
      await expectBandAndCards(page, resume);
      seen.add(expectedBand(resume.analysisData!.atsScore));
    }
    expect([...seen]).toEqual(expect.arrayContaining(['critical', 'needs-attention', 'excellent']));
    await page.close();
  });

  it('shows "Resume analysis failed" with the reason for an encrypted PDF uploaded through the modal', async () => {
    const user = await createUser(baseUrl);
    const page = await openSignedIn(shared.browser, baseUrl, user, '/dashboard/resumes');
    await uploadThroughUi(page, shared.files.write('locked.pdf', makePdf([[]], { encrypt: true })));
    await goToDashboard(page);
    const failed = page.getByTestId('analysis-failed');
    await failed.waitFor({ timeout: 45_000 });
    expect(await failed.textContent()).toContain('Resume analysis failed');
    expect(await failed.textContent()).toContain('password-protected');
    expect(await page.getByTestId('ats-alert').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'locked.pdf' }).getByText('Failed').isVisible()).toBe(true);
    await failed.getByRole('link', { name: 'Upload another resume' }).click();
    await page.waitForURL(/\/dashboard\/resumes$/);
    // The link opens the upload itself; close it to see the list.
    await page.getByRole('dialog', { name: 'Upload Document' }).waitFor();
    await page.keyboard.press('Escape');
    await page
      .getByRole('table', { name: 'My documents' })
      .getByRole('row')
      .filter({ hasText: 'locked.pdf' })
      .getByText('Failed')
      .waitFor();
    await page.close();
  });

  it('shows the failure reason for an image-only PDF in the report', async () => {
    const user = await createUser(baseUrl);
    const token = await tokenFor(baseUrl, user);
    const uploaded = await uploadThroughApi(baseUrl, token, 'scanned.pdf', makePdf([[]]));
    const resume = await waitForAnalysis(baseUrl, token, uploaded.id);
    expect(resume.status).toBe('ANALYSIS_FAILED');
    const page = await openSignedIn(shared.browser, baseUrl, user, '/resume-analysis');
    const failed = page.getByTestId('analysis-failed');
    await failed.waitFor();
    expect(await failed.textContent()).toContain(resume.failureReason ?? 'missing reason');
    expect(await page.getByTestId('resume-report').count()).toBe(0);
    await page.close();
  });

  it('uploads a scanned resume through the modal, reads it by OCR and shows the analysis with its OCR notice', async () => {
    const user = await createUser(baseUrl);
    const token = await tokenFor(baseUrl, user);
    // A scan made here: the resume's pages rendered to a turned, grainy picture, in a PDF with no text layer.
    const scan = await scanPdf(resumePdf(), { dpi: 200, skewDegrees: 0.6, jitter: 20, quality: 80, seed: 5 });
    const page = await openSignedIn(shared.browser, baseUrl, user, '/dashboard/resumes');
    const errors = trackPageErrors(page);
    await uploadThroughUi(page, shared.files.write('scanned-resume.pdf', scan.bytes));
    const [uploaded] = (await (
      await fetch(`${baseUrl}/api/resumes`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Resume[];
    const resume = await waitForAnalysis(baseUrl, token, uploaded!.id, 150_000);
    expect(resume.status).toBe('ANALYSIS_COMPLETED');
    const analysis = resume.analysisData!;
    expect(analysis.ocr?.pages).toEqual([1]);

    await page.goto(baseUrl + '/resume-analysis');
    const notice = page.getByTestId('ocr-notice');
    await notice.waitFor();
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain(`Read by text recognition (OCR), confidence ${analysis.ocr!.confidence}%`);
    expect(text).toContain('An ATS cannot read pictures');
    // The analysis is the resume's: its role and skills, read from the picture.
    const atsText =
      (await page.getByRole('region', { name: 'Your resume as an ATS reads it' }).textContent()) ?? '';
    expect(atsText).toContain('Data Analyst, Northwind Traders');
    expect(await page.getByTestId('skills-found').textContent()).toContain('Tableau');
    // The parseability check fails with the no-text-layer statement, and the score shows it.
    const readable = page.getByTestId('ats-check').filter({ hasText: 'All text is machine-readable' });
    expect(await readable.getAttribute('data-status')).toBe('fail');
    expect(await readable.textContent()).toContain('An ATS cannot read it either.');
    expect(await page.getByTestId('ats-score').textContent()).toContain(`${analysis.atsScore}/100`);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it('invites the user to upload when there is no primary resume, on the dashboard and in the report', async () => {
    const user = await createUser(baseUrl);
    const page = await openSignedIn(shared.browser, baseUrl, user, '/dashboard');
    const invitation = page.getByRole('region', { name: 'Upload your resume to get started' });
    await invitation.waitFor();
    await page.getByText('Upload your resume to get your ATS score').waitFor();
    expect(await page.getByTestId('ats-alert').count()).toBe(0);
    expect(await page.getByTestId('quick-score-cards').count()).toBe(0);

    for (const path of ['/resume-analysis', '/dashboard/resume-analysis']) {
      await page.goto(baseUrl + path);
      await page.getByRole('heading', { level: 2, name: 'No primary resume yet' }).waitFor();
    }
    await page.getByRole('link', { name: 'Upload a resume' }).click();
    await page.waitForURL(/\/dashboard\/resumes$/);

    await page.goto(baseUrl + '/dashboard');
    await invitation.getByRole('link', { name: 'Upload Resume' }).click();
    await page.waitForURL(/\/dashboard\/resumes$/);
    expect(pathOf(page)).toBe('/dashboard/resumes');
    await page.close();
  });

  it('shows the analysis in progress in the report, then the report, by itself', async () => {
    const user = await createUser(baseUrl);
    const token = await tokenFor(baseUrl, user);
    const page = await openSignedIn(shared.browser, baseUrl, user, '/dashboard/resumes');
    await uploadThroughUi(page, shared.files.write('report-wait.pdf', resumePdf()));
    // To the report inside the app (as a link would), right after the upload.
    await page.evaluate(() => {
      history.pushState({}, '', '/resume-analysis');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Resume Analysis' }).waitFor();
    await page.getByTestId('analysis-progress').waitFor();
    await page.getByTestId('resume-report').waitFor({ timeout: 45_000 });
    const [listed] = (await (
      await fetch(`${baseUrl}/api/resumes`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Resume[];
    await expectFullReport(page, await getResume(baseUrl, token, listed!.id));
    await page.close();
  });
});
