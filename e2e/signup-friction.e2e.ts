/**
 * Issue 19, item 2: a blur message no longer eats the click on the terms box, a disabled Continue says
 * why, Continue is in view on a 1366x768 laptop, each new step starts at its top, and a catalogue role
 * typed in lower case counts.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeTestUser, signInThroughApi } from '../apps/web/src/testing/e2e';
import { launchBrowser } from './harness';
import { seriousViolations } from './resumes-helpers';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
/** The fixed navigation bar. */
const NAV_HEIGHT = 64;

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
const terms = (page: Page) => page.getByRole('checkbox', { name: /I agree to the Terms/ });

async function fillNamesAndEmail(page: Page, user = makeTestUser()) {
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  return user;
}

describe('signup friction', () => {
  const baseUrl = inject('baseUrl');
  let laptop: Browser;

  beforeAll(async () => {
    laptop = await launchBrowser({ viewport: LAPTOP });
  });
  afterAll(async () => {
    await laptop?.cleanup();
  });

  it('ticks the terms box on the first click even when leaving a mismatched confirm password', async () => {
    const page = await laptop.newPage();
    await page.goto(baseUrl + '/signup');
    const user = await fillNamesAndEmail(page);
    await page.getByLabel(/^Password\*?$/).fill(user.password);
    await page.getByLabel('Confirm password').fill('Something-else-1');
    // The confirm field still has the focus: this click blurs it, and its message appears.
    const label = page.getByText('I agree to the Terms of Service and Privacy Policy');
    const before = (await label.boundingBox())!;
    await label.click();
    await page.getByText('Passwords do not match').waitFor();
    expect(await terms(page).isChecked()).toBe(true);
    // Continue is disabled, and says why.
    expect(await continueButton(page).isDisabled()).toBe(true);
    const hint = page.getByTestId('continue-hint');
    expect(await hint.textContent()).toBe('To continue, make the two passwords match.');
    expect(await continueButton(page).getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
    // The message did move the box, after the click: the click was not lost to it.
    expect((await label.boundingBox())!.y).toBeGreaterThan(before.y);
    await page.getByLabel('Confirm password').fill(user.password);
    expect(await continueButton(page).isDisabled()).toBe(false);
    expect(await hint.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('keeps Continue in view on a 1366x768 laptop with every field and the strength meter showing', async () => {
    const page = await laptop.newPage();
    await page.goto(baseUrl + '/signup');
    const user = await fillNamesAndEmail(page);
    await page.getByLabel(/^Password\*?$/).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByTestId('password-strength').waitFor();
    // Before the box is ticked, the hint line is there too.
    expect(await page.getByTestId('continue-hint').textContent()).toBe(
      'To continue, agree to the Terms of Service and Privacy Policy.',
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await continueButton(page).boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(LAPTOP.height - 16);
    await page.close();
  });

  it('starts each step at its top, below the fixed bar, on a phone', async () => {
    const phone = await launchBrowser({ viewport: PHONE });
    try {
      const page = await phone.newPage();
      await page.goto(baseUrl + '/signup');
      const user = await fillNamesAndEmail(page);
      await page.getByLabel(/^Password\*?$/).fill(user.password);
      await page.getByLabel('Confirm password').fill(user.password);
      await page.getByText('I agree to the Terms of Service and Privacy Policy').click();
      await continueButton(page).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await continueButton(page).click();
      const step = page.getByText('Step 2 of 4');
      await step.waitFor();
      const box = (await step.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(NAV_HEIGHT);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
      // The focus is on the new step's heading, for screen readers.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Your target role');
    } finally {
      await phone.cleanup();
    }
  });

  it('counts "accountant" typed in lower case as the catalogue role Accountant, without a click', async () => {
    const page = await laptop.newPage();
    await page.goto(baseUrl + '/signup');
    const user = await fillNamesAndEmail(page);
    await page.getByLabel(/^Password\*?$/).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByText('I agree to the Terms of Service and Privacy Policy').click();
    await continueButton(page).click();
    await page.getByText('Step 2 of 4').waitFor();
    expect(await page.getByTestId('continue-hint').textContent()).toBe(
      'To continue, choose a role from the list and choose your experience level.',
    );
    const role = page.getByRole('combobox', { name: 'Target role' });
    await role.pressSequentially('accountant');
    await page.getByText('Mid Level').click();
    expect(await role.inputValue()).toBe('Accountant');
    expect(await continueButton(page).isDisabled()).toBe(false);
    await continueButton(page).click();
    await page.getByText('Step 3 of 4').waitFor();
    await page.getByText('Switching jobs').click();
    await continueButton(page).click();
    await page.getByText('Step 4 of 4').waitFor();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await page.waitForURL(`${baseUrl}/dashboard`);
    expect((await signInThroughApi(baseUrl, user)).targetRole).toBe('Accountant');
    await page.close();
  });
});
