import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './harness';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
/** Budget for the JavaScript the landing page loads, gzipped. */
const LANDING_JS_BUDGET_BYTES = 200 * 1024;

describe('bundle budget', () => {
  const baseUrl = inject('baseUrl');
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.cleanup();
  });

  it('loads under 200 kB of gzipped JavaScript for /, and only route chunks it needs', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    let total = 0;
    for (const script of scripts) total += gzipSync(readFileSync(path.join(DIST, script))).length;
    console.info(`landing JS: ${scripts.length} files, ${(total / 1024).toFixed(1)} kB gzipped`);
    expect(total).toBeLessThan(LANDING_JS_BUDGET_BYTES);
    // Code split by route: no dashboard, signup or chat code on the landing page.
    expect(scripts.filter((script) => /(dashboard|signup|expert-insights|login)-/.test(script))).toEqual([]);
    await page.close();
  });
});
