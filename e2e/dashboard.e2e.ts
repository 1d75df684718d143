import type { JobInsights, JobPage } from '@careerlens/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, openSignedIn, trackPageErrors, type TestUser } from '../apps/web/src/testing/e2e';
import { launchBrowser } from './harness';
import {
  hasNoHorizontalScroll,
  resumePdf,
  resumeTxt,
  seriousViolations,
  setColorMode,
  tokenFor,
  uploadThroughApi,
  waitForAnalysis,
  waitForJobCorpus,
} from './resumes-helpers';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

const PHONE = { width: 390, height: 844 };

const isInsights = (url: URL) => url.pathname === '/api/insights';
const isJobSearch = (url: URL) => url.pathname === '/api/jobs/search';

function card(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

describe('dashboard insights column', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let user: TestUser;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await createUser(baseUrl, { targetRole: 'Data Analyst', experienceLevel: 'mid-level' });
    token = await tokenFor(baseUrl, user);
    await waitForJobCorpus(baseUrl, token);
  });
  afterAll(async () => {
    await browser?.cleanup();
  });

  it('shows Top Skills, Market Overview and Recent Job Posts from the demo corpus', async () => {
    const page = await openSignedIn(browser, baseUrl, user, '/about');
    const errors = trackPageErrors(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/jobs/search')) searches.push(request.url());
    });
    // Compare with what the server answered the page (the corpus may still be growing).
    const insightsResponse = page.waitForResponse((response) => isInsights(new URL(response.url())));
    const jobsResponse = page.waitForResponse((response) => isJobSearch(new URL(response.url())));
    await page.goto(baseUrl + '/dashboard');
    const insights = (await (await insightsResponse).json()) as JobInsights;
    const jobs = (await (await jobsResponse).json()) as JobPage;
    expect(insights.totalJobsProcessed).toBeGreaterThan(0);
    expect(jobs.content.length).toBeGreaterThan(0);

    // Top Skills: the top 4 technical skills, each a bar with its percentage.
    const skills = card(page, 'Top Skills');
    await skills.getByTestId('top-skills').waitFor();
    const bars = skills.getByRole('progressbar');
    const top = insights.skillInsights.topTechnicalSkills.slice(0, 4);
    expect(await bars.count()).toBe(top.length);
    for (const [index, skill] of top.entries()) {
      expect(await bars.nth(index).getAttribute('aria-valuenow')).toBe(String(skill.percentage));
      expect(await skills.getByRole('listitem').nth(index).textContent()).toBe(
        `${skill.skill}${Math.round(skill.percentage)}%`,
      );
    }

    // Market Overview: totals, remote share, 2 certifications, the sample and the note.
    const market = card(page, 'Market Overview');
    const text = (await market.getByTestId('market-overview').textContent()) ?? '';
    const number = (value: number) => new Intl.NumberFormat('en-GB').format(value);
    expect(text).toContain(`Jobs analyzed${number(insights.totalJobsProcessed)}`);
    expect(text).toContain(`Posted in the last 30 days${number(insights.last30DaysJobs)}`);
    expect(text).toContain(`Remote roles${Math.round(insights.marketInsights.remoteWorkPercentage.remote)}%`);
    const certifications = insights.marketInsights.topCertifications.slice(0, 2);
    for (const item of certifications) expect(text).toContain(item.certification);
    for (const item of insights.marketInsights.topCertifications.slice(2))
      expect(text).not.toContain(item.certification);
    expect(await market.getByTestId('insights-sample').textContent()).toContain(
      `Based on ${number(insights.sampleSize)} postings`,
    );
    if (insights.note) expect(await market.getByTestId('insights-note').textContent()).toBe(insights.note);

    // Recent Job Posts: GET /jobs/search for the role and level, page 0, size 3, newest first.
    const recent = card(page, 'Recent Job Posts');
    const items = recent.getByTestId('recent-job');
    await items.first().waitFor();
    expect(await items.count()).toBe(Math.min(3, jobs.content.length));
    const asked = new URL(searches[0] ?? 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      jobTitle: 'Data Analyst',
      experienceLevel: 'mid-level',
      page: '0',
      size: '3',
      sortBy: 'datePosted',
      sortDir: 'desc',
    });
    for (const [index, job] of jobs.content.slice(0, 3).entries()) {
      const item = items.nth(index);
      const link = item.getByRole('link', { name: new RegExp(job.title) });
      expect(await link.getAttribute('href')).toBe(job.jobUrl ?? job.jobUrlDirect);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      const itemText = (await item.textContent()) ?? '';
      if (job.companyName) expect(itemText).toContain(job.companyName);
      // The place when the posting names one; a remote job without one shows only its Remote badge.
      const place = [job.location.city, job.location.state, job.location.country].filter(Boolean).join(', ');
      if (place) expect(itemText).toContain(place);
      else if (!job.isRemote) expect(itemText).toContain('Not specified');
      const type = job.isRemote
        ? 'Remote'
        : job.jobType.some((entry) => entry.toUpperCase().includes('HYBRID'))
          ? 'Hybrid'
          : 'On-site';
      expect(itemText).toContain(type);
      expect(itemText).toMatch(/(1 day|\d+ days|\d+ weeks|\d+ months) ago/);
    }
    // Newest first.
    const dates = jobs.content.slice(0, 3).map((job) => job.datePosted ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);

    await recent.getByRole('link', { name: 'View All' }).click();
    await page.waitForURL(`${baseUrl}/blog`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the spec texts when insights or recent jobs fail, or have nothing to show', async () => {
    const page = await openSignedIn(browser, baseUrl, user, '/about');
    await page.route(isInsights, (route) => route.abort('connectionrefused'));
    await page.route(isJobSearch, (route) => route.abort('connectionrefused'));
    await page.goto(baseUrl + '/dashboard');
    const insightsError = 'Unable to load job insights. Please try again later.';
    await card(page, 'Top Skills').getByText(insightsError).waitFor({ timeout: 15_000 });
    await card(page, 'Market Overview').getByText(insightsError).waitFor();
    await card(page, 'Recent Job Posts')
      .getByText('Unable to load recent jobs. Please try again later.')
      .waitFor();
    await page.unrouteAll({ behavior: 'wait' });

    // Empty answers (a corpus with nothing for the role yet): the real answers with their lists emptied.
    await page.route(isInsights, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as JobInsights;
      body.totalJobsProcessed = 0;
      body.skillInsights.topTechnicalSkills = [];
      await route.fulfill({ response, json: body });
    });
    await page.route(isJobSearch, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as JobPage;
      await route.fulfill({ response, json: { ...body, content: [], totalElements: 0 } });
    });
    await page.reload();
    await card(page, 'Top Skills').getByText('No skills data available').waitFor();
    await card(page, 'Market Overview').getByText('No market data available').waitFor();
    await card(page, 'Recent Job Posts').getByText('No recent jobs found for Data Analyst.').waitFor();
    await page.close();
  });
});

describe('accessibility and phone layout of My Resumes, the dashboard and the report', () => {
  const baseUrl = inject('baseUrl');
  let user: TestUser;

  beforeAll(async () => {
    user = await createUser(baseUrl, { firstName: 'Priyanka' });
    const token = await tokenFor(baseUrl, user);
    await waitForJobCorpus(baseUrl, token);
    const first = await uploadThroughApi(baseUrl, token, 'priyanka-resume.pdf', resumePdf());
    const second = await uploadThroughApi(baseUrl, token, 'priyanka-notes.txt', resumeTxt());
    await waitForAnalysis(baseUrl, token, first.id);
    await waitForAnalysis(baseUrl, token, second.id);
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations (${mode})`, async () => {
      const browser = await launchBrowser();
      try {
        const page = await openSignedIn(browser, baseUrl, user, '/about');
        await setColorMode(page, mode);
        const found: Record<string, string[]> = {};
        const scan = async (name: string) => {
          const violations = await seriousViolations(page);
          if (violations.length) found[name] = violations;
        };

        await page.goto(baseUrl + '/dashboard/resumes');
        await page.getByRole('table', { name: 'My documents' }).getByText('priyanka-notes.txt').waitFor();
        await scan('my resumes');
        await page.getByRole('button', { name: 'Actions for priyanka-notes.txt' }).click();
        await page.getByRole('menu').waitFor();
        await scan('row actions menu');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Upload', exact: true }).click();
        await page.getByRole('dialog', { name: 'Upload Document' }).waitFor();
        await page.getByLabel('Resume file').setInputFiles({
          name: 'virus.exe',
          mimeType: 'application/octet-stream',
          buffer: Buffer.from('MZ'),
        });
        await page.getByRole('alert').getByText('Invalid file type').waitFor();
        await scan('upload modal with an error');
        await page.keyboard.press('Escape');

        await page.goto(baseUrl + '/dashboard');
        await page.getByTestId('ats-alert').waitFor();
        await page.getByTestId('recent-job').first().waitFor();
        await page.getByTestId('top-skills').waitFor();
        await scan('dashboard with an analysed resume');

        await page.goto(baseUrl + '/dashboard/resume-analysis');
        await page.getByTestId('resume-report').waitFor();
        await scan('report');
        await page.screenshot({ path: `/tmp/dashboard-report-${mode}.png`, fullPage: true });
        expect(found).toEqual({});
      } finally {
        await browser.cleanup();
      }
    }, 120_000);
  }

  it('fits a 390x844 phone on the three screens', async () => {
    const browser = await launchBrowser({ viewport: PHONE });
    try {
      const page = await openSignedIn(browser, baseUrl, user, '/dashboard/resumes');
      const errors = trackPageErrors(page);
      await page.getByTestId('resume-card').first().waitFor();
      expect(await page.getByTestId('resume-card').count()).toBe(2);
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      await page.screenshot({ path: '/tmp/dashboard-phone-resumes.png', fullPage: true });

      await page.goto(baseUrl + '/dashboard');
      await page.getByTestId('ats-alert').waitFor();
      await page.getByTestId('quick-score-cards').waitFor();
      await page.getByTestId('recent-job').first().waitFor();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      await page.screenshot({ path: '/tmp/dashboard-phone-dashboard.png', fullPage: true });

      await page.goto(baseUrl + '/dashboard/resume-analysis');
      await page.getByTestId('resume-report').waitFor();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      // Long ATS text lines wrap or scroll inside their own block, never the page.
      const block = page.getByRole('region', { name: 'Your resume as an ATS reads it' });
      const box = await block.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      await page.screenshot({ path: '/tmp/dashboard-phone-report.png', fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await browser.cleanup();
    }
  });
});
