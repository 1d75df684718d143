import type { BlogCard, BlogEntry } from '@careerlens/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pathOf, trackPageErrors } from '../apps/web/src/testing/e2e';
import {
  hasNoHorizontalScroll,
  isDataAnalyst,
  PHONE,
  seriousViolations,
  setColorMode,
  waitForProfiles,
} from './blog.fixtures';
import { launchBrowser } from './harness';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

describe('career guides (visitors)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let cards: BlogCard[];
  let analyst: BlogCard;
  let entry: BlogEntry;

  beforeAll(async () => {
    cards = await waitForProfiles(baseUrl);
    analyst = cards.find(isDataAnalyst)!;
    entry = (await (await fetch(`${baseUrl}/api/blog/${analyst.urlSlug}`)).json()) as BlogEntry;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.cleanup();
  });

  it('lists the profiles with their count, key skills and /guides links, 24 to a page', async () => {
    // The list may still grow while profiles are written: read it the way the page will.
    const page = await browser.newPage();
    const errors = trackPageErrors(page);
    const isList = (url: string) => new URL(url).pathname === '/api/blog/published';
    const listed = page.waitForResponse((response) => isList(response.url()));
    await page.goto(baseUrl + '/guides');
    // The server sends one page of 24 cards and the count of all of them (not the whole list).
    const firstPage = await listed;
    expect(new URL(firstPage.url()).searchParams.get('page')).toBe('0');
    expect(((await firstPage.json()) as BlogCard[]).length).toBe(24);
    const total = Number(firstPage.headers()['x-published-count']);
    expect(total).toBeGreaterThan(48);
    await page.getByRole('heading', { level: 1, name: 'Career Guides' }).waitFor();
    await page.getByTestId('profile-count').getByText(`${total} job profiles`, { exact: true }).waitFor();

    const grid = page.getByRole('list', { name: 'Job profiles' });
    const gridCards = grid.getByTestId('job-profile-card');
    expect(await gridCards.count()).toBe(24);
    const first = gridCards.first();
    expect(await first.getByRole('list', { name: 'Key skills' }).getByRole('listitem').count()).toBe(3);
    const link = first.getByRole('link');
    expect(await link.getAttribute('href')).toMatch(/^\/guides\/[^/]+$/);

    // Pagination: Next, a numbered page, Previous; the URL keeps the page.
    const pager = page.getByRole('navigation', { name: 'Job profile pages' });
    expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    expect(
      await pager.getByRole('button', { name: 'Page 1', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    const firstTitle = await first.getByRole('heading').textContent();
    const secondPage = page.waitForResponse(
      (response) => isList(response.url()) && new URL(response.url()).searchParams.get('page') === '1',
    );
    await pager.getByRole('button', { name: 'Next page' }).click();
    expect(((await (await secondPage).json()) as BlogCard[]).length).toBe(24);
    await page.waitForURL(/[?&]page=2/);
    // The pager re-renders after the URL changes: wait for the new current page, do not sample it.
    await pager
      .getByRole('button', { name: 'Page 2', exact: true })
      .and(page.locator('[aria-current="page"]'))
      .waitFor();
    await page.getByText(`Showing 25–48 of ${total}`).waitFor();
    expect(await gridCards.first().getByRole('heading').textContent()).not.toBe(firstTitle);
    const lastPage = Math.ceil(total / 24);
    await pager.getByRole('button', { name: `Page ${lastPage}`, exact: true }).click();
    await page.waitForURL(new RegExp(`[?&]page=${lastPage}`));
    await page.getByText(`Showing ${(lastPage - 1) * 24 + 1}–${total} of ${total}`).waitFor();
    expect(await gridCards.count()).toBe(total - (lastPage - 1) * 24);
    expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.goBack();
    await page.waitForURL(/[?&]page=2/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('searches by title, company and skill, and honours ?q= from the site search action', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl + '/guides');
    const search = page.getByRole('searchbox', { name: 'Search by job title, company or skill' });
    const gridCards = page.getByTestId('job-profile-card');
    await gridCards.first().waitFor();

    await search.fill('data analyst');
    await page.waitForURL(/[?&]q=data(\+|%20)analyst/);
    await page
      .getByTestId('profile-count')
      .getByText(/ of \d+ job profiles match “data analyst”/)
      .waitFor();
    // A card matches when its title, role, company, skills or keywords hold every word ("Lead BI Developer"
    // is a Business Intelligence Analyst profile): every card shown is one of those.
    const matching = new Set(
      cards
        .filter((card) => {
          const text = [
            card.jobPost.title,
            card.jobPost.role_title,
            card.jobPost.company_name ?? '',
            ...card.jobPost.keySkills,
            ...card.keywords,
          ]
            .join('\n')
            .toLowerCase();
          return text.includes('data') && text.includes('analyst');
        })
        .map((card) => card.jobPost.title),
    );
    const titles = await gridCards.getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(matching.has(title)).toBe(true);

    const company = analyst.jobPost.company_name!;
    await search.fill(company);
    // The search is debounced: wait for the count line of this query before reading the cards.
    await page.getByTestId('profile-count').getByText(`match “${company}”`).waitFor();
    await gridCards.getByRole('heading', { name: analyst.jobPost.title }).first().waitFor();
    for (const text of await gridCards.allTextContents()) expect(text).toContain(company);

    await search.fill('SQL');
    await gridCards.first().waitFor();
    expect(await gridCards.count()).toBeGreaterThan(0);

    await search.fill('zzzz-no-such-role');
    await page.getByRole('heading', { name: 'No job profiles match “zzzz-no-such-role”' }).waitFor();
    await page.getByRole('button', { name: 'Clear search' }).first().click();
    await gridCards.nth(23).waitFor();
    expect(await gridCards.count()).toBe(24);

    // The SearchAction in the head sends searches to /guides?q=...
    await page.goto(baseUrl + '/guides?q=' + encodeURIComponent(company));
    expect(await search.inputValue()).toBe(company);
    await gridCards.getByRole('heading', { name: analyst.jobPost.title }).first().waitFor();
    await page.close();
  });

  it('reads a profile: header, links, Prepare section, both tabs and an expandable answer', async () => {
    const page = await browser.newPage();
    const errors = trackPageErrors(page);
    await page.goto(baseUrl + '/guides');
    await page.getByRole('searchbox').fill(analyst.jobPost.company_name!);
    await page.getByRole('link', { name: analyst.jobPost.title }).first().click();
    await page.waitForURL(`${baseUrl}/guides/${analyst.urlSlug}`);

    const post = entry.jobPost;
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    expect(await page.title()).toBe(`${entry.metaTitle} | CareerLens`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      entry.metaDescription,
    );
    const header = page.locator('article > header');
    if (post.company_name) await header.getByText(post.company_name, { exact: true }).waitFor();
    if (post.is_remote) await header.getByText('Remote', { exact: true }).first().waitFor();
    if (post.job_function) await header.getByText(post.job_function, { exact: true }).waitFor();
    await header
      .getByText(/Full-time|Part-time|Contract|Internship|Temporary|On-site|Hybrid|Remote/)
      .first()
      .waitFor();

    if (post.is_sample) {
      // A sample posting of the demo data says so, and links to no job or company.
      await page.getByTestId('sample-note').waitFor();
      expect(await page.getByRole('link', { name: /View job post|Company website/ }).count()).toBe(0);
    } else if (post.job_url) {
      const jobLink = page.getByRole('link', { name: /View job post/ });
      expect(await jobLink.getAttribute('href')).toBe(post.job_url);
      expect(await jobLink.getAttribute('target')).toBe('_blank');
      expect(await jobLink.getAttribute('rel')).toContain('noopener');
    }
    if (post.company_url && !post.is_sample) {
      const companyLink = page.getByRole('link', { name: /Company website/ });
      expect(await companyLink.getAttribute('href')).toBe(post.company_url);
      expect(await companyLink.getAttribute('rel')).toContain('noopener');
    }

    await page.getByRole('heading', { name: 'Prepare for Your Interview' }).waitFor();
    expect(await page.getByRole('link', { name: /Check your resume match/ }).getAttribute('href')).toBe(
      `/resume-match/${analyst.urlSlug}`,
    );
    expect(await page.getByRole('link', { name: /mock interview/ }).getAttribute('href')).toBe(
      `/mock-interview/${analyst.urlSlug}`,
    );

    // Job Analysis tab.
    expect(await page.getByRole('tab', { name: 'Job Analysis' }).getAttribute('aria-selected')).toBe('true');
    for (const heading of [
      'Skills analysis',
      'Roles and responsibilities',
      'Additional analysis',
      'Preparation tips',
      'Additional information',
      'Original job description',
    ]) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    await page.getByText(post.skillsAnalysis.technicalSkills[0]!, { exact: true }).first().waitFor();
    await page.getByText(post.rolesAnalysis.coreResponsibilities[0]!).first().waitFor();
    const description = page.getByTestId('job-description');
    expect(await description.locator('script').count()).toBe(0);
    expect(((await description.textContent()) ?? '').length).toBeGreaterThan(100);
    expect(await hasNoHorizontalScroll(page)).toBe(true);

    // Interview Questions tab.
    await page.getByRole('tab', { name: /Interview Questions/ }).click();
    const questions = page.getByTestId('interview-question');
    await questions.first().waitFor();
    expect(await questions.count()).toBe(post.interview_questions.length);
    const question = post.interview_questions[0]!;
    const item = questions.first();
    await item.getByRole('heading', { name: question.question }).waitFor();
    expect(await item.getByTestId('difficulty-badge').textContent()).toContain(question.difficulty);
    const answer = item.getByTestId('question-answer');
    expect(await answer.isVisible()).toBe(false);
    const toggle = item.getByRole('button', { name: 'Show answer' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-controls')).toBe(await answer.getAttribute('id'));
    await toggle.focus();
    await page.keyboard.press('Enter');
    await answer.getByText(question.answer.slice(0, 60)).waitFor();
    expect(await item.getByRole('button', { name: 'Hide answer' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    if (question.evaluationCriteria[0]) await answer.getByText(question.evaluationCriteria[0]).waitFor();
    if (question.assessedSkills[0])
      await item.getByText(question.assessedSkills[0], { exact: true }).first().waitFor();
    await item.getByRole('button', { name: 'Hide answer' }).click();
    expect(await answer.isVisible()).toBe(false);

    // Visitors get no resume widget on /guides.
    expect(await page.getByTestId('job-fit-widget').count()).toBe(0);
    expect(pathOf(page)).toBe(`/guides/${analyst.urlSlug}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the article head (metaTitle, description, no JSON-LD JobPosting for a sample posting) in the HTML itself', async () => {
    const html = await (await fetch(`${baseUrl}/guides/${analyst.urlSlug}`)).text();
    const escaped = entry.metaTitle.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
    expect(html).toContain(`<title>${escaped} | CareerLens</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
    // This server holds the demo corpus: a sample posting is no job opening, so the page publishes
    // no JobPosting for it (page-head.test.ts covers the JobPosting of a real posting).
    expect(entry.jobPost.is_sample).toBe(true);
    expect(blocks.find((block) => block['@type'] === 'JobPosting')).toBeUndefined();
    // The signed-in address carries the same head.
    const blogHtml = await (await fetch(`${baseUrl}/blog/${analyst.urlSlug}`)).text();
    expect(blogHtml).toContain(`<title>${escaped} | CareerLens</title>`);
  });

  it('shows the error text for a missing profile', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl + '/guides/no-such-profile-anywhere');
    await page.getByRole('heading', { level: 1, name: 'Job Profile' }).waitFor();
    await page.getByText('Error loading blog post. Please try again later.', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'All job profiles' }).click();
    await page.waitForURL(`${baseUrl}/guides`);
    await page.close();
  });

  it('shows the error texts with retry buttons when the list cannot load, and the empty state', async () => {
    const context = await launchBrowser();
    try {
      const page = await context.newPage();
      await page.route('**/api/blog/published?*', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":"X","message":"down"}',
        }),
      );
      await page.goto(baseUrl + '/guides');
      await page.getByText('Error loading job profiles.', { exact: true }).waitFor({ timeout: 15_000 });
      await page
        .getByText('Unable to load job profiles at the moment. Please try again.', { exact: true })
        .waitFor();
      await page.unroute('**/api/blog/published?*');
      await page.route('**/api/blog/published?*', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
      );
      await page.getByRole('button', { name: 'Try Again' }).click();
      await page.getByRole('heading', { name: 'No job profiles found' }).waitFor();
      await page.getByRole('link', { name: 'Go Home' }).waitFor();
      await page.getByRole('button', { name: 'Refresh Page' }).waitFor();
    } finally {
      await context.cleanup();
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`has no serious axe violations on /guides and an article (${mode})`, async () => {
      const page = await browser.newPage();
      await page.goto(baseUrl + '/about');
      await setColorMode(page, mode);
      const found: Record<string, string[]> = {};
      await page.goto(baseUrl + '/guides');
      await page.getByTestId('job-profile-card').first().waitFor();
      let violations = await seriousViolations(page);
      if (violations.length) found['/guides'] = violations;
      await page.goto(`${baseUrl}/guides/${analyst.urlSlug}`);
      await page.getByRole('heading', { level: 1, name: entry.jobPost.title }).waitFor();
      violations = await seriousViolations(page);
      if (violations.length) found['article'] = violations;
      await page.getByRole('tab', { name: /Interview Questions/ }).click();
      await page.getByRole('button', { name: 'Show answer' }).first().click();
      violations = await seriousViolations(page);
      if (violations.length) found['article questions'] = violations;
      expect(found).toEqual({});
      await page.close();
    });
  }

  it('fits a 390x844 phone', async () => {
    const context = await launchBrowser({ viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(baseUrl + '/guides');
      await page.getByTestId('job-profile-card').first().waitFor();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      await page.getByText(/^Page 1 of \d+$/).waitFor();
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByText(/^Page 2 of \d+$/).waitFor();
      await page.goto(`${baseUrl}/guides/${analyst.urlSlug}`);
      await page.getByRole('heading', { level: 1, name: entry.jobPost.title }).waitFor();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      await page.getByRole('tab', { name: /Interview Questions/ }).click();
      await page.getByRole('button', { name: 'Show answer' }).first().click();
      expect(await hasNoHorizontalScroll(page)).toBe(true);
    } finally {
      await context.cleanup();
    }
  });
});
