/**
 * Issue 19, item 3: a session that ends (a 401) lands on /login saying so, and /login and /signup send a
 * signed-in user to the dashboard.
 */
import { describe, expect, inject, it } from 'vitest';
import { openSignedIn, pathOf } from '../apps/web/src/testing/e2e';
import { launchBrowser } from './harness';
import { seriousViolations, sharedBrowser } from './resumes-helpers';

describe('sessions', () => {
  const baseUrl = inject('baseUrl');
  const shared = sharedBrowser(baseUrl);

  it('says "Your session has expired" on /login after a 401, and only then', async () => {
    const context = await launchBrowser();
    try {
      const page = await openSignedIn(context, baseUrl, shared.user, '/dashboard/resumes');
      await page.getByRole('heading', { level: 1, name: 'My Resumes' }).waitFor();
      await page.evaluate(() => localStorage.setItem('token', 'expired.token.value'));
      await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await page.waitForURL(`${baseUrl}/login`);
      const notice = page.getByTestId('session-expired');
      await notice.getByText('Your session has expired').waitFor();
      expect(await notice.textContent()).toContain('Please sign in again');
      expect(await seriousViolations(page)).toEqual([]);
      // Signing in again works from here.
      await page.getByLabel('Email').fill(shared.user.email);
      await page.getByLabel(/^Password/).fill(shared.user.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL(`${baseUrl}/dashboard`);
      // A visit to /login by choice has no such notice.
      await page.evaluate(() => localStorage.clear());
      await page.goto(baseUrl + '/login');
      await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
      expect(await page.getByTestId('session-expired').count()).toBe(0);
    } finally {
      await context.cleanup();
    }
  });

  it('sends a signed-in user from /login and /signup to the dashboard, replacing history', async () => {
    const page = await openSignedIn(shared.browser, baseUrl, shared.user, '/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const path of ['/login', '/signup']) {
      await page.goto(baseUrl + path);
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
      // Back goes to the page before, not to the form that redirected.
      await page.goBack();
      expect(pathOf(page)).not.toBe(path);
      await page.goto(baseUrl + '/about');
    }
    // A link inside the app redirects too.
    await page.evaluate(() => {
      history.pushState({}, '', '/login');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(`${baseUrl}/dashboard`);
    await page.close();
  });
});
