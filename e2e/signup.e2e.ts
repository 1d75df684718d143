import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { linesToItems, makePdf } from '@careerlens/core/testing/documents';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createUser,
  makeTestUser,
  pathOf,
  trackPageErrors,
  type TestUser,
} from '../apps/web/src/testing/e2e';
import { launchBrowser } from './harness';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

async function fillAccount(page: Page, user: TestUser) {
  await page.getByLabel('First name').fill(user.firstName);
  await page.getByLabel('Last name').fill(user.lastName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel(/^Password\*?$/).fill(user.password);
  await page.getByLabel('Confirm password').fill(user.password);
  await page.getByText('I agree to the Terms of Service and Privacy Policy').click();
}

async function completeSteps1To3(page: Page, user: TestUser) {
  await page.getByText('Step 1 of 4').waitFor();
  await fillAccount(page, user);
  await continueButton(page).click();
  await page.getByText('Step 2 of 4').waitFor();
  await page.getByRole('combobox', { name: 'Target role' }).fill('data ana');
  await page.getByRole('option', { name: 'Data Analyst' }).click();
  await page.getByText('Mid Level').click();
  await continueButton(page).click();
  await page.getByText('Step 3 of 4').waitFor();
  await page.getByText('Switching jobs').click();
  await continueButton(page).click();
  await page.getByText('Step 4 of 4').waitFor();
}

describe('four-step signup', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let workDir: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    workDir = mkdtempSync(path.join(tmpdir(), 'careerlens-signup-'));
  });
  afterAll(async () => {
    await browser?.cleanup();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('shows each step-1 validation message and clears it when the field is edited', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl + '/signup');
    expect(await continueButton(page).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);

    // Leaving empty fields shows the required messages.
    const fields: Array<[string | RegExp, string]> = [
      ['First name', 'First name is required'],
      ['Last name', 'Last name is required'],
      ['Email', 'Email is required'],
      [/^Password\*?$/, 'Password is required'],
      ['Confirm password', 'Please confirm your password'],
    ];
    for (const [label, message] of fields) {
      await page.getByLabel(label).focus();
      await page.getByLabel(label).blur();
      await page.getByText(message, { exact: true }).waitFor();
    }
    // Editing clears the message.
    await page.getByLabel('First name').fill('A');
    await page.getByText('First name is required').waitFor({ state: 'detached' });

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Email').blur();
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await page.getByLabel('Email').fill('valid@example.com');
    await page.getByText('Please enter a valid email address').waitFor({ state: 'detached' });

    await page.getByLabel(/^Password\*?$/).fill('short');
    await page.getByLabel(/^Password\*?$/).blur();
    await page.getByText('Password must be at least 8 characters', { exact: true }).waitFor();

    await page.getByLabel('Confirm password').fill('different');
    await page.getByLabel('Confirm password').blur();
    await page.getByText('Passwords do not match', { exact: true }).waitFor();

    // Ticking and unticking the terms box shows the terms message.
    const terms = page.getByText('I agree to the Terms of Service and Privacy Policy');
    await terms.click();
    await terms.click();
    await page
      .getByText('You must agree to the Terms of Service and Privacy Policy', { exact: true })
      .waitFor();
    expect(await continueButton(page).isDisabled()).toBe(true);

    // Filled, matching and ticked enables Continue; the short password is then refused on Continue.
    await page.getByLabel('Last name').fill('B');
    await page.getByLabel('Confirm password').fill('short');
    await terms.click();
    expect(await continueButton(page).isDisabled()).toBe(false);
    await continueButton(page).click();
    await page.getByText('Password must be at least 8 characters', { exact: true }).waitFor();
    await page.getByText('Step 1 of 4').waitFor();
    await page.close();
  });

  it('rates password strength with the five checks and lists four of them', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl + '/signup');
    const password = page.getByLabel(/^Password\*?$/);
    const meter = page.getByTestId('password-strength');
    const cases: Array<[string, string]> = [
      ['a', 'Very Weak'],
      ['abcdefgh', 'Weak'],
      ['Abcdefgh', 'Fair'],
      ['Abcdefg1', 'Good'],
      ['Abcdef1!', 'Strong'],
    ];
    for (const [value, label] of cases) {
      await password.fill(value);
      await meter.getByText(label, { exact: true }).waitFor();
    }
    for (const item of [
      'At least 8 characters',
      'One uppercase letter',
      'One number',
      'One special character',
    ]) {
      await meter.getByText(item).waitFor();
    }
    expect(await meter.getByText(/lowercase/i).count()).toBe(0);
    await page.close();
  });

  it('suggests catalogue roles and accepts only a catalogue title, in any letter case', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl + '/signup');
    await fillAccount(page, makeTestUser());
    await continueButton(page).click();
    await page.getByText('Step 2 of 4').waitFor();

    const role = page.getByRole('combobox', { name: 'Target role' });
    await role.fill('ENGINEER');
    const options = page.getByRole('option');
    await page.getByRole('option', { name: 'Software Engineer' }).waitFor();
    const titles = await options.allTextContents();
    expect(titles.length).toBeGreaterThan(5);
    expect(titles.every((title) => title.toLowerCase().includes('engineer'))).toBe(true);

    await role.fill('astronaut');
    await page.getByText('No roles found').waitFor();
    expect(await options.count()).toBe(0);

    // Experience levels with their year ranges.
    const levels: Array<[string, string]> = [
      ['Entry Level', '0-2 years'],
      ['Mid Level', '3-5 years'],
      ['Senior Level', '6-10 years'],
      ['Lead / Principal', '10+ years'],
    ];
    for (const [label, years] of levels) {
      await page.getByText(label, { exact: true }).waitFor();
      await page.getByText(years, { exact: true }).waitFor();
    }
    await page.getByText('Senior Level').click();

    // Text that is not a catalogue title does not count; a title in another letter case takes the
    // catalogue's spelling and counts.
    await role.fill('data analys');
    await page.keyboard.press('Escape');
    expect(await continueButton(page).isDisabled()).toBe(true);
    await role.fill('data analyst');
    await page.keyboard.press('Escape');
    expect(await role.inputValue()).toBe('Data Analyst');
    expect(await continueButton(page).isDisabled()).toBe(false);

    // Keyboard selection works too.
    await role.fill('recruit');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await role.inputValue()).toBe('Recruiter');
    expect(await continueButton(page).isDisabled()).toBe(false);

    await continueButton(page).click();
    await page.getByText('Step 3 of 4').waitFor();
    expect(await continueButton(page).isDisabled()).toBe(true);
    for (const intent of [
      'Switching jobs',
      'Landing my first job',
      'Changing careers',
      'Practising for interviews',
    ]) {
      await page.getByText(intent, { exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Step 2 of 4').waitFor();
    expect(await role.inputValue()).toBe('Recruiter');
    await page.close();
  });

  it('creates the account without a resume, signs in and lands on the dashboard', async () => {
    const context = await launchBrowser();
    try {
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      const user = makeTestUser({ firstName: 'Ngozi', lastName: 'Okafor' });
      await page.goto(baseUrl + '/signup');
      await completeSteps1To3(page, user);
      const signupRequest = page.waitForRequest((request) =>
        request.url().endsWith('/api/auth/signup-with-onboarding'),
      );
      await page.getByRole('button', { name: 'Skip for now' }).click();
      const body = (await signupRequest).postData() ?? '';
      expect(body).toContain('name="signupData"');
      expect(body).not.toContain('name="resumeFile"');
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.getByText('Account Created Successfully!').waitFor();
      await page.getByRole('heading', { level: 1, name: /Ngozi/ }).waitFor();
      const profile = page.getByRole('region', { name: 'Your Profile' });
      await profile.getByRole('definition').filter({ hasText: 'Data Analyst' }).waitFor();
      // The role the resumes are measured against starts as the one chosen at signup.
      expect(await profile.getByLabel('Measure my resumes against').inputValue()).toBe('Data Analyst');
      await profile.getByRole('definition').filter({ hasText: 'Mid Level (3-5 years)' }).waitFor();
      await profile.getByRole('definition').filter({ hasText: 'Switching jobs' }).waitFor();
      expect(await page.evaluate(() => Boolean(localStorage.getItem('token')))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.cleanup();
    }
  });

  it('creates the account with a PDF resume', async () => {
    const context = await launchBrowser();
    try {
      const page = await context.newPage();
      const user = makeTestUser({ firstName: 'Mateo', lastName: 'Silva' });
      const pdf = makePdf([
        linesToItems([
          { text: 'Mateo Silva', bold: true, size: 16 },
          'mateo@example.com',
          { text: 'Experience', bold: true },
          'Data Analyst, Acme Corp, 2021 - 2024',
          'Built SQL dashboards in Tableau used by 40 managers.',
          { text: 'Skills', bold: true },
          'SQL, Python, Tableau, Excel',
        ]),
      ]);
      const resumePath = path.join(workDir, 'mateo-silva-resume.pdf');
      writeFileSync(resumePath, pdf);

      await page.goto(baseUrl + '/signup');
      await completeSteps1To3(page, user);
      await page.getByLabel('Resume file').setInputFiles(resumePath);
      await page.getByText('mateo-silva-resume.pdf').waitFor();
      const signupResponse = page.waitForResponse((response) =>
        response.url().endsWith('/api/auth/signup-with-onboarding'),
      );
      await page.getByRole('button', { name: 'Create Account' }).click();
      const response = await signupResponse;
      expect(response.status()).toBe(201);
      await page.waitForURL(`${baseUrl}/dashboard`);
      await page.getByText('Account Created Successfully!').waitFor();
      await page.getByRole('heading', { level: 1, name: /Mateo/ }).waitFor();

      // The server kept it as the primary resume.
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const primary = await fetch(`${baseUrl}/api/resumes/primary`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(primary.status).toBe(200);
      expect(await primary.json()).toMatchObject({
        originalFileName: 'mateo-silva-resume.pdf',
        isPrimary: true,
      });
      // ...and the greeting knows it.
      await page.getByText(/Your primary resume is in/).waitFor();
      await page.getByRole('link', { name: 'View My Resumes' }).waitFor();
    } finally {
      await context.cleanup();
    }
  });

  it('refuses resume files of the wrong type or over 1MB', async () => {
    const page = await browser.newPage();
    await page.goto(baseUrl + '/signup');
    await completeSteps1To3(page, makeTestUser());
    const textPath = path.join(workDir, 'resume.txt');
    writeFileSync(textPath, 'plain text resume');
    await page.getByLabel('Resume file').setInputFiles(textPath);
    await page.getByText('Please upload a PDF, DOC, or DOCX file', { exact: true }).waitFor();

    const bigPath = path.join(workDir, 'big.pdf');
    writeFileSync(bigPath, Buffer.alloc(1024 * 1024 + 1, 0x20));
    await page.getByLabel('Resume file').setInputFiles(bigPath);
    await page.getByText('File size must be under 1MB', { exact: true }).waitFor();
    expect(await page.getByText('big.pdf').count()).toBe(0);
    expect(pathOf(page)).toBe('/signup');
    await page.close();
  });

  it('shows "Account Creation Failed" with the server message for an email already in use', async () => {
    const existing = await createUser(baseUrl);
    const page = await browser.newPage();
    await page.goto(baseUrl + '/signup');
    await completeSteps1To3(page, makeTestUser({ email: existing.email }));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account Creation Failed').waitFor();
    await page.getByText('An account with this email already exists. Sign in instead.').first().waitFor();
    // Back on step 1, where the email can be changed.
    await page.getByText('Step 1 of 4').waitFor();
    expect(pathOf(page)).toBe('/signup');
    await page.close();
  });
});
