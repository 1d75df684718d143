/**
 * Shared by the resume, analysis and dashboard browser tests: real resume files written to a temp folder,
 * uploads and sign-in through the real API, and waiting for the demo job corpus.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Resume } from '@careerlens/contracts';
import { linesToItems, makeDocx, makePdf } from '@careerlens/core/testing/documents';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createUser, signInThroughApi, type TestUser } from '../apps/web/src/testing/e2e';
import { launchBrowser } from './harness';

/** A realistic one-page resume for the Data Analyst role, as lines of text. */
export const RESUME_LINES = [
  'Sam Rivera',
  'Austin, TX | sam.rivera@example.com | +1 555 123 4567 | linkedin.com/in/samrivera',
  'Summary',
  'Data analyst with 5 years of experience turning messy data into decisions for sales and operations teams.',
  'Experience',
  'Data Analyst, Northwind Traders, Jan 2019 - Mar 2023',
  '• Built SQL dashboards in Tableau used by 40 managers across 6 regions',
  '• Cut weekly reporting time by 30% by automating extracts with Python',
  '• Analyzed churn for 12,000 customers and presented findings to the VP of Sales',
  'Junior Analyst, Contoso Ltd, Jun 2017 - Dec 2018',
  '• Cleaned and validated sales data in Excel for 200 stores',
  '• Reduced data entry errors by 25% with validation rules and lookups',
  'Education',
  'BSc Statistics, State University, 2017',
  'Skills',
  'SQL, Excel, Python, Tableau, Statistics, Power BI',
];

const HEADINGS = new Set(['Summary', 'Experience', 'Education', 'Skills']);

export function resumePdf(): Uint8Array {
  return makePdf([
    linesToItems(
      RESUME_LINES.map((text, index) =>
        index === 0
          ? { text, bold: true, size: 18 }
          : HEADINGS.has(text)
            ? { text, bold: true, size: 13 }
            : text,
      ),
    ),
  ]);
}

export function resumeDocx(): Uint8Array {
  return makeDocx(
    RESUME_LINES.map((text) =>
      HEADINGS.has(text) ? { heading: text } : text.startsWith('• ') ? { bullet: text.slice(2) } : text,
    ),
  );
}

export function resumeTxt(): Uint8Array {
  return new TextEncoder().encode(RESUME_LINES.join('\n'));
}

/** A temp folder for the files a test picks in the browser; `remove()` when done. */
export type TempFiles = ReturnType<typeof tempFiles>;
export type Browser = Awaited<ReturnType<typeof launchBrowser>>;

export function tempFiles() {
  const dir = mkdtempSync(path.join(tmpdir(), 'careerlens-resumes-'));
  return {
    dir,
    write(name: string, content: Uint8Array | string): string {
      const file = path.join(dir, name);
      writeFileSync(file, content);
      return file;
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * What the tests of a describe block share, made before them and removed after: one Chromium, a temp
 * folder for the files they pick and an account. Read its fields inside hooks and tests, where they are set.
 */
export function sharedBrowser(baseUrl: string): { browser: Browser; files: TempFiles; user: TestUser } {
  const shared = {} as { browser: Browser; files: TempFiles; user: TestUser };
  beforeAll(async () => {
    shared.browser = await launchBrowser();
    shared.files = tempFiles();
    shared.user = await createUser(baseUrl);
  });
  afterAll(async () => {
    await shared.browser?.cleanup();
    shared.files?.remove();
  });
  return shared;
}

export async function tokenFor(baseUrl: string, user: TestUser): Promise<string> {
  return (await signInThroughApi(baseUrl, user)).token;
}

/** Uploads through the real API (for tests about what happens after an upload). */
export async function uploadThroughApi(
  baseUrl: string,
  token: string,
  name: string,
  content: Uint8Array,
): Promise<Resume> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${baseUrl}/api/resumes/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Resume;
}

export async function getResume(baseUrl: string, token: string, id: string): Promise<Resume> {
  const response = await fetch(`${baseUrl}/api/resumes/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Resume;
}

/** Waits until the background analysis of `id` has settled (completed or failed). */
export async function waitForAnalysis(
  baseUrl: string,
  token: string,
  id: string,
  timeoutMs = 60_000,
): Promise<Resume> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const resume = await getResume(baseUrl, token, id);
    if (resume.status === 'ANALYSIS_COMPLETED' || resume.status === 'ANALYSIS_FAILED') return resume;
    if (Date.now() > deadline) throw new Error(`analysis of ${id} did not settle: ${resume.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function deleteThroughApi(baseUrl: string, token: string, id: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/resumes/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 204) throw new Error(`delete failed: ${response.status}`);
}

/** The global setup starts the server with the demo job corpus loading in the background. */
export async function waitForJobCorpus(baseUrl: string, token: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/insights/summary`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.ok && ((await response.json()) as { totalJobs: number }).totalJobs > 0) return;
    if (Date.now() > deadline) throw new Error('the demo job corpus did not load in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Serious and critical axe violations, as "rule: target" lines (empty when the page passes). */
/** Serious and critical violations, as "rule: target" lines (empty when the page passes). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours sampled mid-transition (a menu fading in, a button fading from disabled to enabled) are not
  // what the user reads: let running transitions and animations settle first (infinite spinners excepted).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} ${node.failureSummary ?? ''}`),
    );
}

export async function setColorMode(page: Page, mode: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('chakra-ui-color-mode', value), mode);
}

export async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** The toast region: toasts are matched by their title and description. */
export function toast(page: Page, title: string) {
  return page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: title });
}
