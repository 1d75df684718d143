import { generateDemoPostings, checkProfileGrounding } from '@careerlens/core';
import type { BlogCard } from '@careerlens/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context';
import { postingFromRow } from '../../services/posting-row';
import { renderHead, jobPostingJsonLd } from '../seo/page-head';
import type { JobPostRow } from '../../repositories/profile.repository';

let context: TestContext;

beforeAll(async () => {
  // The real worker: ingestion queues profile generation, as in production.
  context = await createTestContext({ worker: true, env: { PUBLIC_URL: 'https://careerlens.example/' } });
  const postings = generateDemoPostings(new Date('2026-11-20T00:00:00Z')).slice(0, 24);
  await context.runtime.services.ingestion.ingest(
    postings.map((posting) => ({ ok: true as const, posting })),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    const response = await context.app.inject({ method: 'GET', url: '/api/blog/published' });
    if (Number(response.headers['x-published-count']) >= 24 || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 120_000);
afterAll(async () => {
  await context?.close();
});

describe('GET /api/blog/published', () => {
  const list = (query = '', headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url: `/api/blog/published${query}`, headers });

  it('lists the profiles made from the ingested postings as light cards, newest first, without signing in', async () => {
    const response = await list('?size=100');
    expect(response.statusCode).toBe(200);
    const cards: BlogCard[] = response.json();
    expect(cards).toHaveLength(24);
    expect(response.headers['x-total-count']).toBe('24');
    expect(response.headers['x-published-count']).toBe('24');
    for (const card of cards) {
      expect(card.jobPost.keySkills.length).toBeGreaterThan(0);
      expect(card.jobPost.keySkills.length).toBeLessThanOrEqual(3);
      expect(card).not.toHaveProperty('jobPost.interview_questions');
      expect(card.urlSlug).toMatch(/^[a-z0-9-]+-[0-9a-f]{8}$/);
      // Demo postings are marked samples and name no job board.
      expect(card.jobPost).toMatchObject({ source: 'demo', is_sample: true, attribution: null });
    }
    const dates = cards.map((card) => card.jobPost.date_posted ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sends one page at a time: pages of `size` from page 0, the counts in headers', async () => {
    const all: BlogCard[] = (await list('?size=100')).json();
    const pages: BlogCard[][] = [];
    for (let page = 0; page < 5; page += 1) {
      const response = await list(`?size=10&page=${page}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('24');
      pages.push(response.json());
    }
    expect(pages.map((page) => page.length)).toEqual([10, 10, 4, 0, 0]);
    expect(pages.flat().map((card) => card.id)).toEqual(all.map((card) => card.id));
    // Without parameters: the first page of 24 (BLOG_PAGE_SIZE); more than 100 a page is refused.
    expect((await list()).json()).toHaveLength(24);
    const tooMany = await list('?size=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe('VALIDATION_ERROR');
    expect((await list('?page=-1')).statusCode).toBe(400);
    expect((await list('?everything=1')).statusCode).toBe(400);
  });

  it('searches on the server: every word of q in the title, company, skills or keywords', async () => {
    const all: BlogCard[] = (await list('?size=100')).json();
    const card = all[3] as BlogCard;
    const company = card.jobPost.company_name ?? card.jobPost.title;
    const skill = card.jobPost.keySkills[0] as string;
    const response = await list(`?q=${encodeURIComponent(`${company.toUpperCase()} ${skill}`)}&size=100`);
    const found: BlogCard[] = response.json();
    expect(found.map((entry) => entry.id)).toContain(card.id);
    expect(Number(response.headers['x-total-count'])).toBe(found.length);
    expect(response.headers['x-published-count']).toBe('24');
    for (const entry of found) {
      const text = JSON.stringify(entry).toLowerCase();
      expect(text).toContain(company.toLowerCase());
      expect(text).toContain(skill.toLowerCase());
    }
    const none = await list('?q=zzzz-no-such-profile');
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    expect(none.headers['x-published-count']).toBe('24');
  });

  it('answers 304 to a client that has the page, and a different validator for another page', async () => {
    const first = await list('?size=5');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"cards-/);
    const again = await list('?size=5', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await list('?size=5&page=1')).headers.etag).not.toBe(etag);
  });
});

describe('GET /api/blog/:slug', () => {
  it('returns the full profile: analysis and 8-12 grounded questions, recording its generator', async () => {
    const cards: BlogCard[] = (
      await context.app.inject({ method: 'GET', url: '/api/blog/published?size=100' })
    ).json();
    for (const card of cards.slice(0, 6)) {
      const entry = (await context.app.inject({ method: 'GET', url: `/api/blog/${card.urlSlug}` })).json();
      expect(entry.jobPost.interview_questions.length).toBeGreaterThanOrEqual(8);
      expect(entry.jobPost.interview_questions.length).toBeLessThanOrEqual(12);
      expect(entry.generator.name).toBe('builtin');
      const rows = await context.runtime.database.db.execute(
        `select * from job_posts where id = '${entry.jobPost.id}'`,
      );
      const row = (rows as unknown as { rows: Array<Record<string, unknown>> }).rows[0];
      expect(row).toBeDefined();
      // The stored profile obeys the grounding rules against the stored posting.
      const { posting, analysis } = postingFromRow(toJobPostRow(row as Record<string, unknown>));
      const content = { ...entry.jobPost };
      expect(checkProfileGrounding(content, { posting, analysis })).toEqual([]);
    }
  });

  it('answers 404 with a clear message for an unknown slug', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/blog/no-such-profile-12345678' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('Job profile not found'),
    });
  });
});

describe('search engines', () => {
  it('lists every public guide in /sitemap.xml', async () => {
    const cards: BlogCard[] = (
      await context.app.inject({ method: 'GET', url: '/api/blog/published?size=100' })
    ).json();
    // The configured PUBLIC_URL, never what the request's Host or X-Forwarded-Proto headers say.
    const hostile = {
      host: 'attacker.example',
      'x-forwarded-proto': 'gopher',
      'x-forwarded-host': 'evil.example',
    };
    const sitemap = await context.app.inject({ method: 'GET', url: '/sitemap.xml', headers: hostile });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    for (const card of cards)
      expect(sitemap.body).toContain(`https://careerlens.example/guides/${card.urlSlug}`);
    expect(sitemap.body).not.toMatch(/attacker|evil|gopher/);
    const robots = await context.app.inject({ method: 'GET', url: '/robots.txt', headers: hostile });
    expect(robots.body).toContain('Sitemap: https://careerlens.example/sitemap.xml');
    expect(robots.body).not.toMatch(/attacker|evil|gopher/);
  });

  it('renders an article head with its title, description and JobPosting JSON-LD that cannot break out', async () => {
    const cards: BlogCard[] = (
      await context.app.inject({ method: 'GET', url: '/api/blog/published?size=100' })
    ).json();
    const entry = (await context.app.inject({ method: 'GET', url: `/api/blog/${cards[0]?.urlSlug}` })).json();
    entry.jobPost.title = 'Analyst </script><script>alert(1)</script>';
    const shell =
      '<html><head><title>x</title><meta name="description" content="y" /></head><body></body></html>';
    const html = renderHead(shell, {
      title: entry.metaTitle,
      description: entry.metaDescription,
      jsonLd: jobPostingJsonLd(entry, 'https://careerlens.example/guides/x'),
    });
    expect(html).toContain(`<title>${entry.metaTitle.replace(/&/g, '&amp;')}</title>`);
    expect(html).toContain('"@type":"JobPosting"');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(1);

    // The shell's own Open Graph title and description (written over several lines) are replaced.
    const withOpenGraph = renderHead(
      '<html><head><title>x</title>\n<meta property="og:title" content="Shell" />\n<meta\n  property="og:description"\n  content="Shell text"\n/>\n<meta property="og:type" content="website" /></head><body></body></html>',
      { title: 'Data Analyst at Acme', description: 'What the job asks' },
    );
    expect(withOpenGraph.match(/og:title/g)).toHaveLength(1);
    expect(withOpenGraph.match(/og:description/g)).toHaveLength(1);
    expect(withOpenGraph).toContain('<meta property="og:title" content="Data Analyst at Acme" />');
    expect(withOpenGraph).toContain('og:type');
    expect(withOpenGraph).not.toContain('Shell');

    // Replacement patterns in the text are text: "$'" and "$`" and "$&" are written as they are.
    const dollars = renderHead(shell, {
      title: "Cashier $' $` $& $$ wanted",
      description: "Pay $' and $`",
      canonical: 'https://careerlens.example/guides/x',
    });
    expect(dollars).toContain("<title>Cashier $' $` $&amp; $$ wanted</title>");
    expect(dollars).toContain(`<meta name="description" content="Pay $' and $\`" />`);
    expect(dollars.match(/<\/head>/g)).toHaveLength(1);
    expect(dollars.match(/<body>/g)).toHaveLength(1);
  });
});

/** Raw SQL rows come back in snake_case: map to the Drizzle row shape. */
function toJobPostRow(row: Record<string, unknown>): JobPostRow {
  const camel = Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
  return camel as unknown as JobPostRow;
}
