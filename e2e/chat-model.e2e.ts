import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_REPLY_CLOSING } from '../apps/web/src/features/expert-chat/utils/chat-reply';
import { createUser, openSignedIn, trackPageErrors } from '../apps/web/src/testing/e2e';
import { launchBrowser, startServer, type RunningServer } from './harness';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/**
 * The AI Expert with a model configured: the built server talks to a local stand-in that speaks the
 * OpenAI Chat Completions streaming protocol, and the page shows the streamed reply, or the local canned
 * reply when the model fails.
 */
describe('AI Expert chat with a model', () => {
  let model: Server;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  const script: Array<'answer' | 'fail'> = [];
  const prompts: string[] = [];

  beforeAll(async () => {
    model = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', async () => {
        const parsed = JSON.parse(body) as { stream?: boolean; messages: Array<{ content: string }> };
        // Only the chat streams; anything else (job profiles) is refused, so the built-in generator serves.
        if (!parsed.stream || script.shift() !== 'answer') {
          response.statusCode = 503;
          response.end('{}');
          return;
        }
        prompts.push(parsed.messages[0]?.content ?? '');
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const piece of ['Ask for a range ', 'from salary surveys ', 'for senior accountants.']) {
          response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        response.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    const port = (model.address() as AddressInfo).port;
    server = await startServer({
      env: {
        LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
        LLM_MODEL: 'fake-chat',
        LLM_TIMEOUT_SECONDS: '5',
        SEED_DEMO_DATA: 'false',
      },
    });
    browser = await launchBrowser();
    const user = await createUser(server.baseUrl, { targetRole: 'Accountant' });
    page = await openSignedIn(browser, server.baseUrl, user, '/expert-insights');
    errors = trackPageErrors(page);
    await page.getByRole('heading', { level: 1, name: 'Your AI Expert' }).waitFor();
    await page.getByText(/Answers come from an AI model/u).waitFor();
  }, 120_000);

  afterAll(async () => {
    await browser?.cleanup();
    await server?.stop();
    await new Promise((resolve) => model?.close(resolve));
  });

  const input = () => page.getByRole('textbox', { name: 'Your question' });

  it('streams the model’s answer to the question asked, with the user’s target role as context', async () => {
    script.push('answer');
    await input().fill('What salary should I ask for as a senior accountant in Chicago?');
    await input().press('Enter');
    const reply = page.getByTestId('ai-message').getByTestId('message-content');
    await reply.getByText('Ask for a range from salary surveys for senior accountants.').waitFor();
    expect(prompts[0]).toContain('Target role: Accountant');
    expect(errors).toEqual([]);
  });

  it('shows the local reply when the model fails', async () => {
    script.push('fail');
    await input().fill('How do I prepare for a panel interview?');
    await input().press('Enter');
    await page.getByTestId('ai-message').nth(1).waitFor();
    expect(await page.getByTestId('ai-message').nth(1).getByTestId('message-content').innerText()).toContain(
      CHAT_REPLY_CLOSING,
    );
    expect(errors).toEqual([]);
  });
});
