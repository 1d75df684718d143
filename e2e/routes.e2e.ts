import { describe, expect, inject, it } from 'vitest';
import { openSignedIn, pathOf, trackPageErrors } from '../apps/web/src/testing/e2e';
import { launchBrowser } from './harness';
import { sharedBrowser } from './resumes-helpers';

const PUBLIC_ROUTES: Array<[path: string, heading: string | RegExp]> = [
  ['/', 'See your resume the way hiring software does'],
  ['/login', 'Welcome back'],
  ['/signup', 'Join CareerLens'],
  ['/guides', 'Career Guides'],
  ['/guides/data-analyst-at-acme', 'Job Profile'],
  ['/about', 'About CareerLens'],
  ['/careers', 'Careers'],
  ['/contact', 'Contact'],
];

const PROTECTED_ROUTES: Array<[path: string, heading: string | RegExp, extra?: string]> = [
  ['/dashboard', /Great to see you, Jordan|Hello, Jordan/],
  ['/dashboard/resumes', 'My Resumes', 'No documents uploaded yet.'],
  ['/dashboard/resume-analysis', 'Resume Analysis'],
  ['/resume-analysis', 'Resume Analysis'],
  ['/dashboard/job-matching', 'Job Matching'],
  ['/dashboard/mock-interview', 'AI Mock Interviews', 'Expected Launch: Q1 2024'],
  ['/dashboard/career-goals', 'Career Goal Tracking', 'Expected Launch: Q2 2024'],
  ['/dashboard/analytics', 'Advanced Analytics', 'Expected Launch: Q3 2024'],
  ['/dashboard/settings', 'Advanced Settings', 'Expected Launch: Q1 2024'],
  ['/settings', 'Advanced Settings', 'Expected Launch: Q1 2024'],
  ['/blog', 'Blog'],
  ['/blog/data-analyst-at-acme', 'Job Profile'],
  ['/expert-insights', 'Your AI Expert'],
  ['/community', 'Professional Community', 'Expected Launch: Q3 2024'],
  ['/resume-match/data-analyst-at-acme', 'Resume Match'],
  ['/mock-interview/data-analyst-at-acme', 'AI Mock Interviews', 'Expected Launch: Q1 2024'],
];

describe('routes', () => {
  const baseUrl = inject('baseUrl');
  const shared = sharedBrowser(baseUrl);

  it('renders every public route with its heading, title and description', async () => {
    const page = await shared.browser.newPage();
    const errors = trackPageErrors(page);
    const titles = new Set<string>();
    for (const [path, heading] of PUBLIC_ROUTES) {
      const response = await page.goto(baseUrl + path);
      expect(response?.status(), path).toBe(200);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(pathOf(page)).toBe(path);
      const title = await page.title();
      expect(title, path).toMatch(/CareerLens/);
      titles.add(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, path).toBeGreaterThan(10);
    }
    // Every page sets its own title (the two article routes may share one).
    expect(titles.size).toBeGreaterThanOrEqual(PUBLIC_ROUTES.length - 1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('redirects any other path to /', async () => {
    const page = await shared.browser.newPage();
    for (const path of ['/no-such-page', '/dashboard-typo', '/guides/a/b', '/api-docs-not-here']) {
      await page.goto(baseUrl + path);
      await page.waitForURL(`${baseUrl}/`);
      await page
        .getByRole('heading', { level: 1, name: 'See your resume the way hiring software does' })
        .waitFor();
    }
    await page.close();
  });

  it('sends signed-out visitors of every protected route to /login', async () => {
    const page = await shared.browser.newPage();
    for (const [path] of PROTECTED_ROUTES) {
      await page.goto(baseUrl + path);
      await page.waitForURL(`${baseUrl}/login`);
      await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    }
    await page.close();
  });

  it('renders every protected route inside the signed-in shell', async () => {
    const context = await launchBrowser();
    try {
      const page = await openSignedIn(context, baseUrl, shared.user, '/dashboard');
      const errors = trackPageErrors(page);
      for (const [path, heading, extra] of PROTECTED_ROUTES) {
        await page.goto(baseUrl + path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(pathOf(page)).toBe(path);
        await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
        if (extra) await page.getByText(extra, { exact: true }).first().waitFor();
        expect(await page.title()).toMatch(/CareerLens/);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.cleanup();
    }
  });

  it('marks analytics as Pro and offers notify and Go Back on Coming Soon pages', async () => {
    const context = await launchBrowser();
    try {
      const page = await openSignedIn(context, baseUrl, shared.user, '/dashboard/job-matching');
      await page.getByRole('heading', { level: 1, name: 'Job Matching' }).waitFor();
      await page.goto(baseUrl + '/dashboard/analytics');
      await page.getByRole('heading', { level: 1, name: 'Advanced Analytics' }).waitFor();
      await page.getByText('Pro', { exact: true }).waitFor();
      await page.getByText('Coming Soon', { exact: true }).waitFor();
      await page.getByRole('heading', { name: "What's Coming" }).waitFor();
      await page.getByRole('heading', { name: "Get Notified When It's Ready" }).waitFor();
      expect(await page.getByRole('listitem').filter({ hasText: 'Salary ranges' }).count()).toBe(1);

      // Notify Me has no submit behaviour: nothing is sent and the page stays.
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.getByLabel('Email address').fill('me@example.com');
      await page.getByRole('button', { name: 'Notify Me' }).click();
      await page.waitForTimeout(300);
      expect(requests.filter((url) => url.includes('/api/'))).toEqual([]);
      expect(pathOf(page)).toBe('/dashboard/analytics');

      await page.getByRole('button', { name: 'Go Back' }).click();
      await page.waitForURL(`${baseUrl}/dashboard/job-matching`);
    } finally {
      await context.cleanup();
    }
  });

  it('links the sidebar to the spec targets and keeps the Soon items disabled', async () => {
    const context = await launchBrowser();
    try {
      const page = await openSignedIn(context, baseUrl, shared.user, '/dashboard');
      const nav = page.getByRole('complementary', { name: 'Sidebar' });
      const expected: Array<[string, string]> = [
        ['Dashboard', '/dashboard'],
        ['My Resumes', '/dashboard/resumes'],
        ['Job Matching', '/dashboard/job-matching'],
        ['Blog', '/blog'],
        ['AI Expert', '/expert-insights'],
        ['Community Soon', '/community'],
        ['Settings', '/settings'],
      ];
      for (const [name, href] of expected) {
        expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      }
      for (const name of ['Mock Interview', 'Career Goals', 'Analytics', 'Help & Support']) {
        expect(await nav.getByRole('link', { name: new RegExp(name) }).count()).toBe(0);
        expect(await nav.locator('[aria-disabled="true"]', { hasText: name }).count()).toBe(1);
      }
      expect(await page.getByRole('button', { name: 'Notifications (coming soon)' }).isDisabled()).toBe(true);
      await nav.getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL(`${baseUrl}/settings`);
      await page.getByRole('heading', { level: 1, name: 'Advanced Settings' }).waitFor();
      await page.getByRole('link', { name: 'View All' }).count();
    } finally {
      await context.cleanup();
    }
  });

  it('serves site metadata: search action, favicon and theme colour', async () => {
    const html = await (await fetch(baseUrl + '/')).text();
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeTruthy();
    const data = JSON.parse(jsonLd ?? '{}');
    expect(data['@type']).toBe('WebSite');
    expect(data.name).toBe('CareerLens');
    expect(data.potentialAction['@type']).toBe('SearchAction');
    expect(data.potentialAction.target.urlTemplate).toBe('/guides?q={search_term_string}');
    expect(data.potentialAction['query-input']).toBe('required name=search_term_string');
    expect(html).toMatch(/<meta name="theme-color"/);
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="\/favicon.svg"/);
    const favicon = await fetch(baseUrl + '/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(await favicon.text()).toMatch(/^<svg/);
  });
});
