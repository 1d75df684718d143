/**
 * Issue 19, item 5: every screen in both colour modes at a laptop (1366x768) and a phone (390x844) size,
 * kept as full-page screenshots for a reviewer (the folder is printed at the end; SCREENSHOT_DIR
 * overrides it). Each one must also load without page errors or horizontal scrolling, and at the phone
 * size axe finds no serious violations (the accessibility suite covers the laptop size).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, openSignedIn, trackPageErrors, type TestUser } from '../apps/web/src/testing/e2e';
import { isDataAnalyst, uploadResumeAndWaitForMatches, waitForProfiles } from './blog.fixtures';
import { launchBrowser } from './harness';
import { hasNoHorizontalScroll, seriousViolations, setColorMode } from './resumes-helpers';

const SCREENSHOT_DIR =
  process.env.SCREENSHOT_DIR ??
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts', 'screenshots');

const SIZES = {
  laptop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
} as const;
const MODES = ['light', 'dark'] as const;

interface Screen {
  name: string;
  path: string;
  /** Who looks at it: nobody signed in, a user with an analysed resume, or a new user with none. */
  as: 'visitor' | 'analyst' | 'newcomer';
}

function screens(slug: string): Screen[] {
  return [
    { name: 'landing', path: '/', as: 'visitor' },
    { name: 'login', path: '/login', as: 'visitor' },
    { name: 'signup', path: '/signup', as: 'visitor' },
    { name: 'guides', path: '/guides', as: 'visitor' },
    { name: 'guide-article', path: `/guides/${slug}`, as: 'visitor' },
    { name: 'about', path: '/about', as: 'visitor' },
    { name: 'careers', path: '/careers', as: 'visitor' },
    { name: 'contact', path: '/contact', as: 'visitor' },
    { name: 'dashboard', path: '/dashboard', as: 'analyst' },
    { name: 'dashboard-no-resume', path: '/dashboard', as: 'newcomer' },
    { name: 'resumes', path: '/dashboard/resumes', as: 'analyst' },
    { name: 'resumes-empty', path: '/dashboard/resumes', as: 'newcomer' },
    { name: 'resume-analysis', path: '/dashboard/resume-analysis', as: 'analyst' },
    { name: 'job-matching', path: '/dashboard/job-matching', as: 'analyst' },
    { name: 'job-matching-no-resume', path: '/dashboard/job-matching', as: 'newcomer' },
    { name: 'blog', path: '/blog', as: 'analyst' },
    { name: 'blog-post', path: `/blog/${slug}`, as: 'analyst' },
    { name: 'resume-match', path: `/resume-match/${slug}`, as: 'analyst' },
    { name: 'expert-chat', path: '/expert-insights', as: 'analyst' },
    { name: 'coming-soon', path: '/dashboard/mock-interview', as: 'analyst' },
    { name: 'community', path: '/community', as: 'analyst' },
  ];
}

/** Loaded: the page's heading is there, the network is quiet and transitions have finished. */
async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

describe('every screen, both colour modes, laptop and phone', () => {
  const baseUrl = inject('baseUrl');
  let slug: string;
  let analyst: TestUser;
  let newcomer: TestUser;

  beforeAll(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    slug = (await waitForProfiles(baseUrl)).find(isDataAnalyst)!.urlSlug;
    analyst = await createUser(baseUrl, { firstName: 'Avery' });
    newcomer = await createUser(baseUrl, { firstName: 'Noor' });
    await uploadResumeAndWaitForMatches(baseUrl, analyst, 'avery-data-analyst.pdf');
  }, 180_000);
  afterAll(() => {
    console.log(`Screenshots of every screen: ${SCREENSHOT_DIR}`);
  });

  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const mode of MODES) {
      it(`captures every screen at the ${size} size in ${mode} mode`, { timeout: 1_200_000 }, async () => {
        const found: Record<string, string[]> = {};
        for (const who of ['visitor', 'analyst', 'newcomer'] as const) {
          const browser = await launchBrowser({ viewport });
          try {
            const user = who === 'analyst' ? analyst : who === 'newcomer' ? newcomer : null;
            const page = user
              ? await openSignedIn(browser, baseUrl, user, '/about')
              : await browser.newPage().then(async (fresh) => {
                  await fresh.goto(baseUrl + '/about');
                  return fresh;
                });
            await setColorMode(page, mode);
            const errors = trackPageErrors(page);
            for (const screen of screens(slug).filter((item) => item.as === who)) {
              await page.goto(baseUrl + screen.path);
              await settle(page);
              await page.screenshot({
                path: path.join(SCREENSHOT_DIR, `${size}-${mode}-${screen.name}.png`),
                fullPage: true,
              });
              const problems: string[] = [];
              if (!(await hasNoHorizontalScroll(page))) problems.push('scrolls sideways');
              if (size === 'phone') problems.push(...(await seriousViolations(page)));
              if (errors.length) problems.push(...errors.splice(0));
              if (problems.length) found[screen.name] = problems;
            }
          } finally {
            await browser.cleanup();
          }
        }
        expect(found).toEqual({});
      });
    }
  }
});
