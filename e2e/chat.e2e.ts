import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CHAT_REPLY_CLOSING,
  CHAT_REPLY_OPENERS,
  CHAT_REPLY_SEPARATOR,
} from '../apps/web/src/features/expert-chat/utils/chat-reply';
import { createUser, openSignedIn, trackPageErrors, type TestUser } from '../apps/web/src/testing/e2e';
import { launchBrowser } from './harness';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

describe('AI Expert chat', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let user: TestUser;
  let page: Page;
  let errors: string[];
  const apiCalls: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    user = await createUser(baseUrl);
    page = await openSignedIn(browser, baseUrl, user, '/expert-insights');
    errors = trackPageErrors(page);
    await page.getByRole('heading', { level: 1, name: 'Your AI Expert' }).waitFor();
    page.on('request', (request) => {
      if (request.url().includes('/api/'))
        apiCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
  });
  afterAll(async () => {
    await browser?.cleanup();
  });

  const input = () => page.getByRole('textbox', { name: 'Your question' });
  const send = () => page.getByRole('button', { name: 'Send message' });

  it('shows the empty state, the four sample questions and a disabled send button', async () => {
    await page
      .getByText('Ask me any questions about interviews, and career development', { exact: true })
      .waitFor();
    await page.getByRole('heading', { name: 'Sample Questions' }).waitFor();
    expect(await input().getAttribute('placeholder')).toBe('Ask your question...');
    expect(await send().isDisabled()).toBe(true);
    for (const fragment of ['change careers', 'data analyst', 'leadership role', 'negotiate']) {
      await page.getByRole('button', { name: new RegExp(fragment, 'i') }).waitFor();
    }
  });

  it('cannot send blank or whitespace-only text', async () => {
    await input().fill('   \n  ');
    expect(await send().isDisabled()).toBe(true);
    await input().press('Enter');
    await page.waitForTimeout(200);
    expect(await page.getByTestId('user-message').count()).toBe(0);
  });

  it('fills the input from a sample card without sending', async () => {
    await input().fill('');
    await page.getByRole('button', { name: /negotiate a higher salary/i }).click();
    expect(await input().inputValue()).toBe('How do I negotiate a higher salary after getting an offer?');
    await page.waitForTimeout(300);
    expect(await page.getByTestId('user-message').count()).toBe(0);
    expect(await send().isDisabled()).toBe(false);
  });

  it('makes a new line with Shift+Enter and sends the trimmed text with Enter', async () => {
    await input().fill('  How do I prepare for a panel interview?');
    await input().press('Shift+Enter');
    await input().type('It is next week.  ');
    expect(await input().inputValue()).toBe('  How do I prepare for a panel interview?\nIt is next week.  ');
    // The page notes when Enter sends the question and when the reply appears, so a busy test runner
    // cannot shorten the measured wait (the thinking indicator itself may render late on a busy machine).
    await page.evaluate(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { chatTimes: Record<string, number> }).chatTimes = seen;
      document.addEventListener(
        'keydown',
        (event) => {
          if (event.key === 'Enter' && !event.shiftKey && seen.sent === undefined)
            seen.sent = performance.now();
        },
        { capture: true },
      );
      const note = () => {
        if (seen.reply === undefined && document.querySelector('[data-testid="ai-message"]'))
          seen.reply = performance.now();
      };
      new MutationObserver(note).observe(document.body, { childList: true, subtree: true });
    });
    await input().press('Enter');

    const userMessage = page.getByTestId('user-message');
    await userMessage.waitFor();
    expect(await userMessage.getByTestId('message-content').innerText()).toBe(
      'How do I prepare for a panel interview?\nIt is next week.',
    );
    expect(await input().inputValue()).toBe('');
    await userMessage.getByText(/^\d{1,2}:\d{2} (AM|PM)$/).waitFor();
    await userMessage.getByText('U', { exact: true }).waitFor();

    // Thinking for 1.5 s, with the send button loading.
    await page.getByTestId('ai-thinking').waitFor();
    expect(await send().isDisabled()).toBe(true);
    const reply = page.getByTestId('ai-message');
    await reply.waitFor();
    const times = await page.evaluate(
      () => (window as unknown as { chatTimes: Record<string, number> }).chatTimes,
    );
    expect(times.reply! - times.sent!).toBeGreaterThanOrEqual(1450);
    await page.getByTestId('ai-thinking').waitFor({ state: 'detached' });
    const replyText = await reply.getByTestId('message-content').innerText();
    expect(
      CHAT_REPLY_OPENERS.map((opener) => `${opener}${CHAT_REPLY_SEPARATOR}${CHAT_REPLY_CLOSING}`),
    ).toContain(replyText);
    await reply.getByText('AI', { exact: true }).waitFor();
    await reply.getByText(/^\d{1,2}:\d{2} (AM|PM)$/).waitFor();
  });

  it('keeps the conversation and makes no server call', async () => {
    await input().fill('Second question');
    await send().click();
    await page.getByTestId('ai-message').nth(1).waitFor();
    expect(await page.getByTestId('user-message').count()).toBe(2);
    // Without a model the replies are written on the page: at most the one look-up of whether a model is set.
    expect(apiCalls.filter((call) => call !== 'GET /api/expert/chat')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
