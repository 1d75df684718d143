/**
 * Shared by the blog, guides, job matching and job fit browser tests: waiting for the demo profiles, a data
 * analyst resume as a real PDF, uploading it, and the axe scan.
 */
import type { BlogCard, JobAnalysisResult, JobMatchList } from '@careerlens/contracts';
import { linesToItems, makePdf } from '@careerlens/core/testing/documents';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInThroughApi, type TestUser } from '../apps/web/src/testing/e2e';

export const PHONE = { width: 390, height: 844 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server loads the demo corpus (374 postings) and writes a profile for each in the background: waits
 * until /api/blog/published lists at least `minimum` profiles, one of them a Data Analyst.
 */
export async function waitForProfiles(
  baseUrl: string,
  minimum = 60,
  timeoutMs = 110_000,
): Promise<BlogCard[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const cards = await allPublishedCards(baseUrl);
    if (cards.length >= minimum && cards.some(isDataAnalyst)) return cards;
    if (Date.now() > deadline) throw new Error(`only ${cards.length} profiles after ${timeoutMs} ms`);
    await sleep(1000);
  }
}

/** Every published card, page by page (the server sends at most 100 a request). */
export async function allPublishedCards(baseUrl: string): Promise<BlogCard[]> {
  const cards: BlogCard[] = [];
  for (let page = 0; ; page += 1) {
    const response = await fetch(`${baseUrl}/api/blog/published?size=100&page=${page}`);
    if (!response.ok) return cards;
    const batch = (await response.json()) as BlogCard[];
    cards.push(...batch);
    if (batch.length < 100) return cards;
  }
}

export function isDataAnalyst(card: BlogCard): boolean {
  return card.jobPost.role_title === 'Data Analyst';
}

/** A one-page data analyst resume, as a real PDF. */
export function analystResumePdf(name = 'Jordan Rivera', email = 'jordan@example.com'): Buffer {
  return Buffer.from(
    makePdf([
      linesToItems([
        { text: name, size: 18 },
        `${email} | +1 720 555 0199 | Denver, CO`,
        { text: 'Summary', size: 13 },
        'Data analyst with five years of experience building SQL models and Tableau dashboards for retail leaders.',
        { text: 'Experience', size: 13 },
        'Data Analyst, Summit Outfitters   Mar 2021 - Present',
        '• Built 30 Tableau dashboards on SQL models used by store and finance leaders, cutting reporting time 40%',
        '• Automated weekly sales forecasts in Python with Pandas, saving the planning team 5 hours a week',
        '• Ran A/B tests on promotions and presented the results to directors',
        'Junior Data Analyst, Front Range Foods   Jun 2019 - Feb 2021',
        '• Cleaned and analyzed sales data in Microsoft Excel and SQL for 60 stores',
        { text: 'Education', size: 13 },
        'B.S. in Statistics, University of Colorado, 2019',
        { text: 'Skills', size: 13 },
        'SQL, Python, Pandas, Tableau, Power BI, Microsoft Excel, Statistics, Data Visualization, A/B Testing',
      ]),
    ]),
  );
}

/** Uploads the analyst resume through the API and waits until the job matches are computed. */
export async function uploadResumeAndWaitForMatches(
  baseUrl: string,
  user: TestUser,
  fileName = 'data-analyst-resume.pdf',
  timeoutMs = 90_000,
): Promise<JobMatchList> {
  const { token } = await signInThroughApi(baseUrl, user);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(analystResumePdf())], { type: 'application/pdf' }), fileName);
  const upload = await fetch(`${baseUrl}/api/resumes/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/jobs/match?limit=20`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const list = (await response.json()) as JobMatchList;
    if (list.matches.length >= 20) return list;
    if (Date.now() > deadline) throw new Error(`no matches after ${timeoutMs} ms: ${JSON.stringify(list)}`);
    await sleep(500);
  }
}

export { hasNoHorizontalScroll, seriousViolations, setColorMode } from './resumes-helpers';

/** Spec section 4: 80+ green Excellent, 60-79 blue Good, 40-59 yellow Fair, below 40 red Poor. */
export function expectedBand(percent: number): { color: string; label: string } {
  if (percent >= 80) return { color: 'green', label: 'Excellent' };
  if (percent >= 60) return { color: 'blue', label: 'Good' };
  if (percent >= 40) return { color: 'yellow', label: 'Fair' };
  return { color: 'red', label: 'Poor' };
}

/** Spec section 4, fraction scale: >= 0.8 green, >= 0.6 blue, >= 0.4 yellow, else red. */
export function expectedFractionColor(fraction: number): string {
  if (fraction >= 0.8) return 'green';
  if (fraction >= 0.6) return 'blue';
  if (fraction >= 0.4) return 'yellow';
  return 'red';
}

const SECTIONS = ['experience', 'skills', 'education', 'projects', 'summary'];

/** Drops a file on the drop zone the way a browser does. */
export async function dropFile(page: Page, file: { name: string; type: string; content: string }) {
  await page.getByTestId('resume-drop-zone').evaluate((zone, { name, type, content }) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([content], name, { type }));
    zone.dispatchEvent(
      new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }),
    );
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, file);
}

/** Picks the analyst PDF, presses Analyze Resume and returns what the server answered. */
export async function analyzeAnalystResume(
  page: Page,
): Promise<{ result: JobAnalysisResult; headers: Record<string, string> }> {
  await page.getByTestId('resume-file-input').setInputFiles({
    name: 'jordan-data-analyst.pdf',
    mimeType: 'application/pdf',
    buffer: analystResumePdf(),
  });
  await page.getByTestId('selected-file').getByText('jordan-data-analyst.pdf').waitFor();
  const responsePromise = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/resume-analysis/analyze-job'),
  );
  await page.getByRole('button', { name: 'Analyze Resume' }).click();
  const response = await responsePromise;
  expect(response.status()).toBe(200);
  const request = response.request();
  return {
    result: (await response.json()) as JobAnalysisResult,
    headers: await request.allHeaders(),
  };
}

/** Everything the widget shows for a result. */
export async function expectResults(page: Page, result: JobAnalysisResult) {
  const results = page.getByTestId('fit-results');
  await results.waitFor();
  const percent = Math.round(result.overallMatchScore * 100);
  const overall = results.getByTestId('overall-score');
  await overall.getByText(`${percent}%`, { exact: true }).waitFor();
  expect(await overall.getAttribute('data-color')).toBe(expectedFractionColor(result.overallMatchScore));
  const level = { EXCELLENT: 'Excellent', GOOD: 'Good', FAIR: 'Fair', POOR: 'Poor' }[result.matchLevel];
  expect(await overall.getByTestId('match-level').textContent()).toBe(`${level} Match`);
  for (const section of SECTIONS) {
    const row = results.getByTestId(`section-${section}`);
    const key = section as keyof JobAnalysisResult['sectionScores'];
    const score = result.sectionScores[key];
    if (result.sectionsNotCounted.includes(key)) {
      // Not drawn as a loss: no percentage and no coloured bar.
      await row.getByText('Not counted', { exact: true }).waitFor();
      expect(await row.getByText(/%$/).count()).toBe(0);
      expect(await row.getAttribute('data-color')).toBe('not-counted');
    } else {
      await row.getByText(`${Math.round(score * 100)}%`, { exact: true }).waitFor();
      expect(await row.getAttribute('data-color')).toBe(expectedFractionColor(score));
    }
    const feedback = result.sectionFeedback[section as keyof JobAnalysisResult['sectionFeedback']];
    if (feedback) await row.getByText(feedback, { exact: true }).waitFor();
  }
  // Matching skills, with the evidence line on expand.
  const skills = results.getByTestId('matching-skills').getByRole('button');
  expect(await skills.allTextContents()).toEqual(result.matchingSkills);
  const sql = result.matchingSkillsDetail.find((detail) => detail.skill === result.matchingSkills[0]);
  const firstSkill = skills.first();
  expect(await firstSkill.getAttribute('aria-expanded')).toBe('false');
  await firstSkill.click();
  expect(await firstSkill.getAttribute('aria-expanded')).toBe('true');
  if (sql?.evidence)
    await results.getByTestId('skill-evidence').getByText(`“${sql.evidence.text}”`).waitFor();
  // Skills to add: required first, then preferred; implied ones say what implies them.
  const toAdd = results.getByTestId('skills-to-add');
  const listed = (await toAdd.getByRole('listitem').allTextContents()).map((text) => text.trim());
  const expected = [...result.missingRequired, ...result.missingPreferred].map((skill) => {
    const implied = result.impliedSkills.find((entry) => entry.skill === skill);
    return implied ? `${skill}(implied via ${implied.via})` : skill;
  });
  expect(listed).toEqual(expected);
  // A skill a line may name in other words is quoted with that line, never listed to add.
  const unsure = results.getByTestId('fit-unconfirmed-skills');
  expect(await unsure.count()).toBe(result.unconfirmedSkills.length ? 1 : 0);
  for (const entry of result.unconfirmedSkills) {
    expect(listed).not.toContain(entry.skill);
    expect(await unsure.textContent()).toContain(
      `${entry.skill} (${entry.required ? 'required' : 'preferred'})`,
    );
    expect(await unsure.textContent()).toContain(`Your resume says “${entry.line}”`);
  }
  // Suggestions.
  if (result.suggestions.length) {
    expect(await results.getByTestId('suggestions').getByRole('listitem').count()).toBe(
      result.suggestions.length,
    );
  } else {
    await results.getByText('No suggestions available', { exact: true }).waitFor();
  }
  for (const name of ['Edit Resume', 'Download Report', 'Get Premium Tips']) {
    await results.getByRole('button', { name }).waitFor();
  }
  const method = await results.getByTestId('fit-method').textContent();
  expect(method).toContain(result.methodVersion);
  expect(method).toMatch(/Weights: skills \d+%/);
}
