import type { JobMatchList } from '@careerlens/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatLocation, formatRelativeDate } from '../apps/web/src/lib/format';
import { createUser, openSignedIn, trackPageErrors, type TestUser } from '../apps/web/src/testing/e2e';
import {
  expectedBand,
  hasNoHorizontalScroll,
  PHONE,
  seriousViolations,
  setColorMode,
  uploadResumeAndWaitForMatches,
  waitForProfiles,
} from './blog.fixtures';
import { launchBrowser } from './harness';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

const DEFAULT_TEXT =
  "We're still analyzing your resume. Check back in a few minutes for personalized job recommendations.";

/** Job links point at employers' sites: answer them locally so popups load on a closed network. */
async function stubExternalSites(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Employer</title><h1>Job</h1>' }),
  );
}

describe('job matching', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let newcomer: TestUser;
  let analyst: TestUser;
  let matches: JobMatchList;

  beforeAll(async () => {
    await waitForProfiles(baseUrl);
    browser = await launchBrowser();
    await stubExternalSites(browser);
    newcomer = await createUser(baseUrl, { firstName: 'Nova' });
    analyst = await createUser(baseUrl, { firstName: 'Ana' });
    matches = await uploadResumeAndWaitForMatches(baseUrl, analyst, 'ana-data-analyst.pdf');
  }, 120_000);
  afterAll(async () => {
    await browser?.cleanup();
  });

  it('tells a user with no resume that there is none, with the server message', async () => {
    const page = await openSignedIn(browser, baseUrl, newcomer, '/dashboard/job-matching');
    const errors = trackPageErrors(page);
    await page.getByRole('heading', { level: 1, name: 'Job Matching' }).waitFor();
    const empty = page.getByTestId('job-match-empty');
    await empty.getByRole('heading', { name: 'No resume to match yet' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const list = (await (
      await fetch(`${baseUrl}/api/jobs/match?limit=20`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as JobMatchList;
    expect(list.hasEmbeddings).toBe(false);
    expect(list.resumeStatus).toBe(null);
    expect(await empty.textContent()).toContain(list.message ?? DEFAULT_TEXT);
    await page.getByText('TOTAL MATCHES', { exact: true }).waitFor();
    expect(await page.getByTestId('total-matches').textContent()).toBe('0');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('asks for 20 matches and shows the refreshing state and the Jobs Refreshed toast on Check Again', async () => {
    const limits: string[] = [];
    const signedIn = await openSignedIn(browser, baseUrl, newcomer, '/about');
    signedIn.on('request', (request) => {
      if (request.url().includes('/api/jobs/match')) limits.push(new URL(request.url()).search);
    });
    await signedIn.goto(baseUrl + '/dashboard/job-matching');
    await signedIn.getByRole('heading', { name: 'No resume to match yet' }).waitFor();
    // Hold the next answer so the refreshing state can be seen.
    await signedIn.route('**/api/jobs/match**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await signedIn.getByRole('button', { name: 'Check Again' }).click();
    const busy = signedIn.getByRole('button', { name: /Checking/ });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await signedIn.getByText('Jobs Refreshed', { exact: true }).waitFor();
    await signedIn.getByText('Found the latest job matches for you', { exact: true }).waitFor();
    await signedIn.getByRole('button', { name: 'Check Again' }).waitFor();
    expect(limits.length).toBeGreaterThanOrEqual(2);
    for (const search of limits) expect(search).toBe('?limit=20');
    await signedIn.close();
  });

  it('toasts Error Loading Job Matches when the matches cannot load, and Refresh Failed on Check Again', async () => {
    const context = await launchBrowser();
    try {
      const page = await openSignedIn(context, baseUrl, newcomer, '/about');
      await page.route('**/api/jobs/match**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":"X","message":"down"}',
        }),
      );
      await page.goto(baseUrl + '/dashboard/job-matching');
      await page.getByText('Error Loading Job Matches', { exact: true }).waitFor({ timeout: 15_000 });
      await page.getByText('Failed to load job matches. Please try again.', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Check Again' }).click();
      await page.getByText('Refresh Failed', { exact: true }).waitFor({ timeout: 15_000 });
      await page.getByText('Failed to refresh job matches. Please try again.', { exact: true }).waitFor();
    } finally {
      await context.cleanup();
    }
  });

  /** The matches in the order the page shows them: the resume's own occupation first, then the rest. */
  function shownOrder(list: JobMatchList) {
    const own = list.matches.filter((match) => match.inField);
    const others = list.matches.filter((match) => !match.inField);
    return own.length && others.length ? [...own, ...others] : list.matches;
  }

  it('shows 20 cards with percentages, labels, colours, locations, dates and reasons once the resume is analysed', async () => {
    const page = await openSignedIn(browser, baseUrl, analyst, '/dashboard/job-matching');
    const errors = trackPageErrors(page);
    const cards = page.getByTestId('job-match-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(20);
    expect(await page.getByTestId('total-matches').textContent()).toBe(String(matches.totalMatches));
    expect(await page.getByTestId('resume-file-name').textContent()).toBe('ana-data-analyst.pdf');
    const ordered = shownOrder(matches);
    const grouped = ordered !== matches.matches;
    expect(await page.getByRole('heading', { name: 'Your target role' }).count()).toBe(grouped ? 1 : 0);

    const barColours = new Map<string, string>();
    for (let index = 0; index < 20; index += 1) {
      const card = cards.nth(index);
      const match = ordered[index]!;
      const percent = Math.round(match.matchScore);
      const band = expectedBand(percent);
      expect(await card.getByTestId('match-percent').textContent()).toBe(`${percent}%`);
      expect(await card.getByTestId('match-label').textContent()).toBe(band.label);
      expect(await card.getAttribute('data-color')).toBe(band.color);
      await card.getByRole('heading', { name: match.jobTitle }).waitFor();
      if (match.companyName) await card.getByText(match.companyName, { exact: true }).waitFor();
      await card.getByText(match.reason, { exact: true }).waitFor();
      expect(await card.getByTestId('match-location').textContent()).toBe(
        `Location: ${formatLocation(match)}`,
      );
      if (match.datePosted) {
        expect(await card.getByTestId('match-posted').textContent()).toBe(
          `Posted ${formatRelativeDate(match.datePosted)}`,
        );
      }
      if (match.jobLevel) expect(await card.getByTestId('job-level').textContent()).toBe(match.jobLevel);
      // A sample posting of the demo data says so.
      expect(await card.getByTestId('sample-badge').count()).toBe(match.isSample ? 1 : 0);
      const bar = card.getByTestId('match-bar');
      const share = await bar.evaluate(
        (element) =>
          element.getBoundingClientRect().width / element.parentElement!.getBoundingClientRect().width,
      );
      expect(share).toBeCloseTo(percent / 100, 2);
      const colour = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
      // One colour per band, different bands never share one.
      if (barColours.has(band.color)) expect(colour).toBe(barColours.get(band.color));
      else {
        expect([...barColours.values()]).not.toContain(colour);
        barColours.set(band.color, colour);
      }
      if (match.profileSlug && !match.isSample) {
        expect(await card.getByRole('link', { name: /View job profile/ }).getAttribute('href')).toBe(
          `/blog/${match.profileSlug}`,
        );
      }
    }
    // Within a group, a lower score never sits above a higher one.
    for (const group of await page.locator('[data-testid^="match-group-"]').all()) {
      const scores = (await group
        .getByTestId('job-match-card')
        .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-score'))))) as number[];
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a real job in a new tab when its card is clicked, and the job profile of a sample posting in the app', async () => {
    const page = await openSignedIn(browser, baseUrl, analyst, '/dashboard/job-matching');
    const cards = page.getByTestId('job-match-card');
    await cards.first().waitFor();
    const ordered = shownOrder(matches).slice(0, 20);
    const realIndex = ordered.findIndex((match) => !match.isSample && (match.jobUrl || match.jobUrlDirect));
    const sampleIndex = ordered.findIndex((match) => match.isSample && match.profileSlug);
    expect(realIndex >= 0 || sampleIndex >= 0).toBe(true);

    if (realIndex >= 0) {
      const match = ordered[realIndex]!;
      const card = cards.nth(realIndex);
      const popupPromise = browser.waitForEvent('page');
      // Click the middle of the card, not its title: the whole card is the link.
      await card.click();
      const popup = await popupPromise;
      await popup.waitForLoadState();
      expect(popup.url()).toBe(match.jobUrl || match.jobUrlDirect);
      expect(new URL(page.url()).pathname).toBe('/dashboard/job-matching');
      await popup.close();
      // The job profile link stays in the app.
      if (match.profileSlug) {
        await card.getByRole('link', { name: /View job profile/ }).click();
        await page.waitForURL(`${baseUrl}/blog/${match.profileSlug}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.goBack();
        await cards.first().waitFor();
      }
    }
    if (sampleIndex >= 0) {
      const match = ordered[sampleIndex]!;
      // No real job behind a sample posting: the card opens its job profile here, in the same tab.
      await cards.nth(sampleIndex).click();
      await page.waitForURL(`${baseUrl}/blog/${match.profileSlug}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await page.close();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no serious axe violations with matches and when empty (${mode})`, async () => {
      const context = await launchBrowser();
      try {
        const found: Record<string, string[]> = {};
        for (const [name, user] of [
          ['matches', analyst],
          ['empty', newcomer],
        ] as const) {
          const page: Page = await openSignedIn(context, baseUrl, user, '/about');
          await setColorMode(page, mode);
          await page.goto(baseUrl + '/dashboard/job-matching');
          await page
            .getByTestId(name === 'matches' ? 'job-match-card' : 'job-match-empty')
            .first()
            .waitFor();
          const violations = await seriousViolations(page);
          if (violations.length) found[name] = violations;
          await page.close();
        }
        expect(found).toEqual({});
      } finally {
        await context.cleanup();
      }
    });
  }

  it('fits a 390x844 phone, one card per row', async () => {
    const context = await launchBrowser({ viewport: PHONE });
    try {
      const page = await openSignedIn(context, baseUrl, analyst, '/dashboard/job-matching');
      const cards = page.getByTestId('job-match-card');
      await cards.first().waitFor();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
      expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
      expect(first!.width).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await context.cleanup();
    }
  });

  it('shows six skeleton cards while loading', async () => {
    const context = await launchBrowser();
    try {
      const page = await openSignedIn(context, baseUrl, analyst, '/about');
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/jobs/match**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(baseUrl + '/dashboard/job-matching');
      await page.getByTestId('job-match-skeleton').first().waitFor();
      expect(await page.getByTestId('job-match-skeleton').count()).toBe(6);
      release();
      await page.getByTestId('job-match-card').first().waitFor();
      expect(await page.getByTestId('job-match-skeleton').count()).toBe(0);
    } finally {
      await context.cleanup();
    }
  });
});
