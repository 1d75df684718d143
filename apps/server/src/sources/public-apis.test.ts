import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { JobPostingInput } from '@careerlens/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createBoardSyncService } from '../services/board-sync.service';
import { ARBEITNOW_MAX_PAGES, fetchArbeitnowJobs } from './arbeitnow';
import type { PagedFetchOptions } from './board-http';
import { fetchHimalayasJobs, HIMALAYAS_MAX_PAGES } from './himalayas';
import { fetchRemotiveJobs } from './remotive';
import {
  allowsStructuredData,
  postingAttribution,
  PUBLIC_SOURCES,
  sourceAttribution,
  SOURCE_TERMS,
} from './source-terms';
import { formatSourceList, parseSourceList, syncSources, type FetchedBoard } from './sync';
import { fetchMuseJobs, museCategoryName, THEMUSE_MAX_PAGES } from './themuse';

/**
 * The connectors for public job APIs (Remotive, Arbeitnow, The Muse, Himalayas) against a local server
 * that replays replies in each API's shape (fixtures in test/fixtures/sources, fictional companies) and
 * misbehaves on request. The first path segment of the base URL picks the behaviour: /ok/... answers
 * the fixtures, /fails/... a 500, /slow/... too late, /garbled/... cut-off JSON, /wrongshape/... JSON of
 * another shape, /huge/... an endless body, /endless/... a new page forever, /escape/... a next-page link
 * to another host. Nothing here may reach the internet.
 */

const FIXTURES = path.resolve(import.meta.dirname, '../../test/fixtures/sources');
const SLOW_RESPONSE_MS = 3_000;
/**
 * Each request's time limit: well under the slow scenario's answer, and long enough for a local answer on a
 * busy machine (at 300 ms a CI rehearsal under load timed out a page-2 request of the "ok" scenario).
 */
const TEST_TIMEOUT_MS = 1_000;
const HUGE_BODY_LIMIT_BYTES = 1024 * 1024;
const HUGE_BODY_CHUNK = 'x'.repeat(64 * 1024);
const HUGE_BODY_CHUNKS = 32;

let server: Server;
let origin: string;
let requests: string[] = [];
const pendingTimers = new Set<NodeJS.Timeout>();

function fixture(name: string): string {
  return readFileSync(path.join(FIXTURES, name), 'utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function generated(api: string, index: number): Record<string, unknown> {
  switch (api) {
    case 'arbeitnow':
      return {
        slug: `generated-${index}`,
        company_name: 'Endless GmbH',
        title: `Role ${index}`,
        description: '<p>x</p>',
        remote: true,
        url: `https://www.arbeitnow.com/jobs/companies/endless/generated-${index}`,
        job_types: [],
        location: 'Berlin',
        created_at: 1763798400,
      };
    case 'themuse':
      return {
        id: index,
        name: `Role ${index}`,
        contents: '<p>x</p>',
        locations: [{ name: 'Boston, MA' }],
        refs: { landing_page: `https://www.themuse.com/jobs/endless/role-${index}` },
        company: { name: 'Endless Inc' },
      };
    default:
      return {
        guid: `https://himalayas.app/companies/endless/jobs/role-${index}`,
        title: `Role ${index}`,
        companyName: 'Endless Ltd',
        description: '<p>x</p>',
        applicationLink: `https://himalayas.app/companies/endless/jobs/role-${index}`,
      };
  }
}

/** The fixture reply of an API path, for the /ok scenario. */
function okReply(url: URL, scenario: string): unknown {
  const api = url.pathname;
  if (api === '/api/remote-jobs') {
    const body = JSON.parse(fixture('remotive.json')) as { jobs: { category: string }[] };
    const category = url.searchParams.get('category');
    // The real API narrows by category slug; the fixture's software-dev jobs say "Software Development".
    if (category === 'software-dev')
      body.jobs = body.jobs.filter((job) => job.category === 'Software Development');
    return body;
  }
  if (api === '/api/job-board-api') {
    const page = url.searchParams.get('page') ?? '1';
    if (page === '1') {
      const next =
        scenario === 'escape'
          ? 'https://elsewhere.example/api/job-board-api?page=2'
          : `${origin}/${scenario}/api/job-board-api?page=2`;
      return fixture('arbeitnow-page1.json').replace('NEXT_PAGE', next);
    }
    return page === '2' ? fixture('arbeitnow-page2.json') : { data: [], links: { next: null } };
  }
  if (api === '/api/public/jobs') {
    const page = url.searchParams.get('page');
    if (page === '0') return fixture('themuse-page0.json');
    if (page === '1') return fixture('themuse-page1.json');
    return { page: Number(page), page_count: 2, results: [] };
  }
  if (api === '/jobs/api') {
    const offset = url.searchParams.get('offset');
    if (offset === '0') return fixture('himalayas-0.json');
    if (offset === '20') return fixture('himalayas-20.json');
    return { offset: Number(offset), limit: 20, totalCount: 3, jobs: [] };
  }
  return null;
}

function endlessReply(url: URL): unknown {
  const api = url.pathname;
  if (api === '/api/job-board-api') {
    const page = Number(url.searchParams.get('page') ?? 1);
    return {
      data: Array.from({ length: 3 }, (_, index) => generated('arbeitnow', page * 100 + index)),
      links: { next: `${origin}/endless/api/job-board-api?page=${page + 1}` },
    };
  }
  if (api === '/api/public/jobs') {
    const page = Number(url.searchParams.get('page'));
    return {
      page,
      page_count: 10_000,
      results: Array.from({ length: 2 }, (_, index) => generated('themuse', page * 100 + index)),
    };
  }
  const offset = Number(url.searchParams.get('offset'));
  return {
    offset,
    limit: 20,
    totalCount: 1_000_000,
    jobs: Array.from({ length: 20 }, (_, index) => generated('himalayas', offset + index)),
  };
}

function handle(request: IncomingMessage, response: ServerResponse): void {
  response.on('error', () => undefined);
  const full = new URL(request.url ?? '/', 'http://127.0.0.1');
  requests.push(`${full.pathname}${full.search}`);
  const [, scenario = '', ...rest] = full.pathname.split('/');
  const url = new URL(`/${rest.join('/')}${full.search}`, 'http://127.0.0.1');
  switch (scenario) {
    case 'fails':
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('Service Unavailable');
      return;
    case 'slow': {
      const timer = setTimeout(() => {
        pendingTimers.delete(timer);
        sendJson(response, 200, { jobs: [], data: [], results: [] });
      }, SLOW_RESPONSE_MS);
      pendingTimers.add(timer);
      return;
    }
    case 'garbled':
      return sendJson(response, 200, '{"jobs": [{"id": 1, "title": "Cut off');
    case 'wrongshape':
      return sendJson(response, 200, { error: 'rate limited', jobs: 'none', data: {}, results: null });
    case 'huge':
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"jobs": ["');
      for (let chunk = 0; chunk < HUGE_BODY_CHUNKS; chunk++) response.write(HUGE_BODY_CHUNK);
      response.end('"]}');
      return;
    case 'endless':
      return sendJson(response, 200, endlessReply(url));
    case 'secondfails':
      // Arbeitnow's first page answers; its second fails.
      if (url.searchParams.get('page') === '2') {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end('Internal Server Error');
        return;
      }
      break;
  }
  const body = okReply(url, scenario);
  if (body === null) return sendJson(response, 404, { error: 'not found' });
  sendJson(response, 200, body);
}

/** fetch, refusing every host but the local test server. */
const localFetch: typeof fetch = (input, init) => {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (new URL(href).hostname !== '127.0.0.1') throw new Error(`a test tried to reach ${href}`);
  return fetch(input, init);
};

function options(scenario = 'ok', extra: PagedFetchOptions = {}): PagedFetchOptions {
  return {
    baseUrl: `${origin}/${scenario}`,
    fetch: localFetch,
    timeoutMs: TEST_TIMEOUT_MS,
    pageDelayMs: 0,
    ...extra,
  };
}

function byTitle(postings: JobPostingInput[], title: string): JobPostingInput {
  const posting = postings.find((candidate) => candidate.title === title);
  if (!posting) throw new Error(`no posting titled ${title}`);
  return posting;
}

beforeAll(async () => {
  server = createServer(handle);
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const timer of pendingTimers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
});

describe('fetchRemotiveJobs', () => {
  it('maps every job, keeping the Remotive URL to link back to, and leaves out a job without one', async () => {
    const { postings, errors } = await fetchRemotiveJobs(null, options());
    expect(requests).toEqual(['/ok/api/remote-jobs']);
    expect(errors).toEqual(['remotive: job #4 skipped: job 1904871 has no url']);
    expect(postings.map((posting) => posting.title)).toEqual([
      'Senior Backend Engineer (TypeScript)',
      'Data Analyst',
      'Customer Support Specialist',
    ]);
    expect(byTitle(postings, 'Senior Backend Engineer (TypeScript)')).toEqual({
      source: 'remotive',
      sourceId: '1904811',
      title: 'Senior Backend Engineer (TypeScript)',
      companyName: 'Larkspur Logistics',
      companyLogo: null,
      companyUrl: null,
      companyIndustry: null,
      jobLevel: null,
      isRemote: true,
      jobType: ['fulltime'],
      jobFunction: 'Software Development',
      jobUrl: 'https://remotive.com/remote-jobs/software-dev/senior-backend-engineer-1904811',
      jobUrlDirect: null,
      location: { city: null, state: null, country: 'USA' },
      description: expect.stringContaining('<strong>Senior Backend Engineer</strong>'),
      descriptionFormat: 'html',
      datePosted: '2026-11-20',
      salary: null,
      emails: ['careers@larkspur.example'],
    });
    const analyst = byTitle(postings, 'Data Analyst');
    expect(analyst.jobType).toEqual(['contract']);
    // "Worldwide" is no place; "Germany only" is Germany.
    expect(analyst.location).toEqual({ city: null, state: null, country: null });
    expect(byTitle(postings, 'Customer Support Specialist').location.country).toBe('Germany');
    expect(byTitle(postings, 'Customer Support Specialist').jobType).toEqual(['parttime']);
  });

  it('asks for one category when configured with one, and refuses a category that is not a slug', async () => {
    const { postings } = await fetchRemotiveJobs('software-dev', options());
    expect(requests).toEqual(['/ok/api/remote-jobs?category=software-dev']);
    expect(postings.map((posting) => posting.sourceId)).toEqual(['1904811']);
    expect(await fetchRemotiveJobs('../admin', options())).toEqual({
      postings: [],
      errors: ['remotive:../admin: not a valid category'],
    });
    expect(requests).toHaveLength(1);
  });
});

describe('fetchArbeitnowJobs', () => {
  it('follows links.next page by page and maps German job types, remote and hybrid', async () => {
    const { postings, errors } = await fetchArbeitnowJobs(options());
    expect(requests).toEqual(['/ok/api/job-board-api', '/ok/api/job-board-api?page=2']);
    expect(errors).toEqual(['arbeitnow: job #4 skipped: job no-title-456789 has no title']);
    expect(postings.map((posting) => posting.sourceId)).toEqual([
      'frontend-entwickler-react-berlin-123456',
      'devops-engineer-remote-234567',
      'werkstudent-data-science-munich-345678',
    ]);
    expect(byTitle(postings, 'Frontend Entwickler (m/w/d) React')).toMatchObject({
      source: 'arbeitnow',
      companyName: 'Kranich Digital GmbH',
      jobUrl:
        'https://www.arbeitnow.com/jobs/companies/kranich-digital-gmbh/frontend-entwickler-react-berlin-123456',
      isRemote: false,
      jobType: ['fulltime', 'HYBRID'],
      location: { city: 'Berlin', state: null, country: null },
      descriptionFormat: 'html',
      datePosted: '2025-11-24',
    });
    expect(byTitle(postings, 'DevOps Engineer')).toMatchObject({
      isRemote: true,
      jobType: ['fulltime'],
      location: { city: 'Hamburg', state: null, country: 'Germany' },
    });
    expect(byTitle(postings, 'Werkstudent Data Science').jobType).toEqual(['parttime']);
  });

  it('does not follow a next-page link to another host', async () => {
    const { postings, errors } = await fetchArbeitnowJobs(options('escape'));
    expect(requests).toEqual(['/escape/api/job-board-api']);
    expect(postings).toHaveLength(2);
    expect(errors).toEqual([
      'arbeitnow: page 1: the next-page link leaves the API (https://elsewhere.example/api/job-board-api?page=2); stopped',
    ]);
  });

  it('stops at the page cap however many pages the API offers', async () => {
    const { postings, errors } = await fetchArbeitnowJobs(options('endless'));
    expect(requests).toHaveLength(ARBEITNOW_MAX_PAGES);
    expect(postings).toHaveLength(ARBEITNOW_MAX_PAGES * 3);
    expect(errors).toEqual([]);
    requests = [];
    await fetchArbeitnowJobs(options('endless', { maxPages: 2 }));
    expect(requests).toHaveLength(2);
  });

  it('keeps the postings of earlier pages when a later page fails', async () => {
    const { postings, errors } = await fetchArbeitnowJobs(options('secondfails'));
    expect(postings).toHaveLength(2);
    expect(errors).toEqual(['arbeitnow: page 2: HTTP 500 Internal Server Error']);
  });
});

describe('fetchMuseJobs', () => {
  it('pages from 0 to page_count, mapping places, remote choice, level and landing page', async () => {
    const { postings, errors } = await fetchMuseJobs(null, options());
    expect(requests).toEqual([
      '/ok/api/public/jobs?page=0&descending=true',
      '/ok/api/public/jobs?page=1&descending=true',
    ]);
    expect(errors).toEqual(['themuse: job #4 skipped: job 15550104 has no refs.landing_page']);
    expect(byTitle(postings, 'Software Engineer II, Platform')).toEqual({
      source: 'themuse',
      sourceId: '15550101',
      title: 'Software Engineer II, Platform',
      companyName: 'Bluegarnet Health',
      companyLogo: null,
      companyUrl: null,
      companyIndustry: null,
      jobLevel: 'Mid Level',
      isRemote: true,
      jobType: [],
      jobFunction: 'Software Engineering',
      jobUrl: 'https://www.themuse.com/jobs/bluegarnet/software-engineer-ii-platform',
      jobUrlDirect: null,
      location: { city: 'New York', state: 'NY', country: 'USA' },
      description: expect.stringContaining('<b>Software Engineer II</b>'),
      descriptionFormat: 'html',
      datePosted: '2026-11-21',
      salary: null,
      emails: [],
    });
    expect(byTitle(postings, 'Senior Product Analyst')).toMatchObject({
      isRemote: false,
      jobLevel: 'Senior Level',
      location: { city: 'Austin', state: 'TX', country: 'USA' },
    });
    expect(byTitle(postings, 'UX Designer')).toMatchObject({
      isRemote: false,
      jobType: ['HYBRID'],
      location: { city: 'London', state: null, country: 'UK' },
    });
  });

  it('asks for a category by its name, written with dashes in JOB_SOURCES', async () => {
    expect(museCategoryName('data-and-analytics')).toBe('Data and Analytics');
    await fetchMuseJobs('software-engineering', options('ok', { maxPages: 1 }));
    expect(requests).toEqual(['/ok/api/public/jobs?page=0&descending=true&category=Software%20Engineering']);
  });

  it('stops at the page cap', async () => {
    const { postings } = await fetchMuseJobs(null, options('endless'));
    expect(requests).toHaveLength(THEMUSE_MAX_PAGES);
    expect(postings).toHaveLength(THEMUSE_MAX_PAGES * 2);
  });
});

describe('fetchHimalayasJobs', () => {
  it('pages by offset until the total, keeping the Himalayas page as the link and the apply link beside it', async () => {
    const { postings, errors } = await fetchHimalayasJobs(options());
    expect(requests).toEqual(['/ok/jobs/api?limit=20&offset=0', '/ok/jobs/api?limit=20&offset=20']);
    expect(errors).toEqual([]);
    expect(byTitle(postings, 'Staff Machine Learning Engineer')).toEqual({
      source: 'himalayas',
      sourceId: 'https://himalayas.app/companies/tessellate-ai/jobs/staff-machine-learning-engineer',
      title: 'Staff Machine Learning Engineer',
      companyName: 'Tessellate AI',
      companyLogo: null,
      companyUrl: null,
      companyIndustry: null,
      jobLevel: 'Senior',
      isRemote: true,
      jobType: ['fulltime'],
      jobFunction: 'Engineering',
      jobUrl: 'https://himalayas.app/companies/tessellate-ai/jobs/staff-machine-learning-engineer',
      jobUrlDirect:
        'https://himalayas.app/companies/tessellate-ai/jobs/staff-machine-learning-engineer/apply',
      location: { city: null, state: null, country: 'USA' },
      description: expect.stringContaining('PyTorch'),
      descriptionFormat: 'html',
      datePosted: '2025-11-25',
      salary: { interval: 'yearly', minAmount: 180000, maxAmount: 220000, currency: 'USD' },
      emails: [],
    });
    // Two countries name no single one; epoch milliseconds read as well as seconds.
    expect(byTitle(postings, 'Technical Writer')).toMatchObject({
      jobType: ['contract'],
      location: { city: null, state: null, country: null },
      jobUrl: 'https://himalayas.app/companies/quarry-labs/jobs/technical-writer',
      jobUrlDirect: 'https://quarrylabs.example/careers/technical-writer',
      datePosted: '2025-11-24',
      salary: null,
    });
    expect(byTitle(postings, 'Customer Success Manager').location.country).toBe('UK');
  });

  it('stops at the page cap', async () => {
    const { postings } = await fetchHimalayasJobs(options('endless'));
    expect(requests).toHaveLength(HIMALAYAS_MAX_PAGES);
    expect(postings).toHaveLength(HIMALAYAS_MAX_PAGES * 20);
  });
});

describe('every public API connector', () => {
  const connectors: Record<string, (options: PagedFetchOptions) => ReturnType<typeof fetchHimalayasJobs>> = {
    remotive: (fetchOptions) => fetchRemotiveJobs(null, fetchOptions),
    arbeitnow: fetchArbeitnowJobs,
    themuse: (fetchOptions) => fetchMuseJobs(null, fetchOptions),
    himalayas: fetchHimalayasJobs,
  };

  for (const [name, connector] of Object.entries(connectors)) {
    it(`${name}: an HTTP error, a time-out, broken or wrong-shaped JSON and an oversize body each give one clear error`, async () => {
      const failures = await Promise.all([
        connector(options('fails')),
        connector(options('slow')),
        connector(options('garbled')),
        connector(options('wrongshape')),
        connector(options('huge', { maxBytes: HUGE_BODY_LIMIT_BYTES })),
      ]);
      for (const failure of failures) {
        expect(failure.postings).toEqual([]);
        expect(failure.errors).toHaveLength(1);
        expect(failure.errors[0]).toMatch(new RegExp(`^${name}: `, 'u'));
      }
      const [fails, slow, garbled, wrongshape, huge] = failures.map((failure) => failure.errors[0]);
      expect(fails).toContain('HTTP 503 Service Unavailable');
      expect(slow).toContain(`no complete response within ${TEST_TIMEOUT_MS} ms`);
      expect(garbled).toContain('the response is not valid JSON');
      expect(wrongshape).toContain('unexpected response');
      expect(huge).toContain('the response is larger than 1 MB');
    });
  }
});

describe('JOB_SOURCES', () => {
  it('reads the configured sources and their categories, and reports what it cannot read', () => {
    expect(
      parseSourceList('remotive:software-dev, Arbeitnow;themuse:data-and-analytics\nhimalayas remotive'),
    ).toEqual({
      config: [
        { source: 'remotive', filter: 'software-dev' },
        { source: 'arbeitnow', filter: null },
        { source: 'themuse', filter: 'data-and-analytics' },
        { source: 'himalayas', filter: null },
        { source: 'remotive', filter: null },
      ],
      errors: [],
    });
    expect(
      parseSourceList(
        'indeed remotive:Software_Dev himalayas:engineering remotive:software-dev remotive:software-dev',
      ),
    ).toEqual({
      config: [{ source: 'remotive', filter: 'software-dev' }],
      errors: [
        '"indeed": unknown source; expected one of remotive, arbeitnow, themuse, himalayas',
        '"remotive:Software_Dev": "Software_Dev" is not a valid category (e.g. remotive:software-dev)',
        '"himalayas:engineering": himalayas takes no category; write just "himalayas"',
      ],
    });
    expect(parseSourceList('')).toEqual({ config: [], errors: [] });
    const entries = parseSourceList('remotive:data himalayas').config;
    expect(formatSourceList(entries)).toBe('remotive:data,himalayas');
    expect(parseSourceList(formatSourceList(entries)).config).toEqual(entries);
  });

  it('is validated at start with a clear configuration error', () => {
    const base = { JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/careerlens-config-test' };
    expect(loadConfig({ ...base, JOB_SOURCES: 'remotive,arbeitnow' }).jobSources).toEqual([
      { source: 'remotive', filter: null },
      { source: 'arbeitnow', filter: null },
    ]);
    expect(loadConfig(base).jobSources).toEqual([]);
    expect(() => loadConfig({ ...base, JOB_SOURCES: 'remotive,monster' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, JOB_SOURCES: 'remotive,monster' })).toThrow(
      /JOB_SOURCES: "monster": unknown source/u,
    );
  });
});

describe('syncSources', () => {
  it('syncs every source, reporting per source, and a failing source does not stop the others', async () => {
    const received: FetchedBoard[] = [];
    const report = await syncSources(
      [
        { source: 'remotive', filter: null },
        { source: 'arbeitnow', filter: null },
        { source: 'themuse', filter: null },
        { source: 'himalayas', filter: null },
      ],
      {
        baseUrls: {
          remotive: `${origin}/ok`,
          arbeitnow: `${origin}/fails`,
          themuse: `${origin}/ok`,
          himalayas: `${origin}/ok`,
        },
        fetch: localFetch,
        timeoutMs: TEST_TIMEOUT_MS,
        pageDelayMs: 0,
        onBoard: (board) => {
          received.push(board);
        },
      },
    );
    expect(report.boards.map(({ source, board, postings }) => ({ source, board, postings }))).toEqual([
      { source: 'remotive', board: '', postings: 3 },
      { source: 'arbeitnow', board: '', postings: 0 },
      { source: 'themuse', board: '', postings: 3 },
      { source: 'himalayas', board: '', postings: 3 },
    ]);
    expect(report.boards[1]?.errors).toEqual(['arbeitnow: page 1: HTTP 503 Service Unavailable']);
    expect(received.map((board) => board.source).sort()).toEqual([
      'arbeitnow',
      'himalayas',
      'remotive',
      'themuse',
    ]);
  });
});

describe('the board sync service', () => {
  it('ingests each source as it arrives, with the source and its link kept on every posting', async () => {
    const ingested: JobPostingInput[][] = [];
    const service = createBoardSyncService({
      ingestion: {
        ingest: async (items) => {
          const postings = [...(items as Iterable<{ ok: true; posting: JobPostingInput }>)].map(
            (item) => item.posting,
          );
          ingested.push(postings);
          return { imported: postings.length, updated: 0, unchanged: 0, skipped: 0, problems: [] };
        },
      },
      baseUrls: { remotive: `${origin}/ok`, himalayas: `${origin}/fails` },
      fetchOptions: { fetch: localFetch, timeoutMs: TEST_TIMEOUT_MS, pageDelayMs: 0 },
    });
    const outcome = await service.syncSources([
      { source: 'remotive', filter: null },
      { source: 'himalayas', filter: null },
    ]);
    expect(outcome.imported).toBe(3);
    // The failing source ingests nothing (and so can remove nothing).
    expect(ingested).toHaveLength(1);
    expect(ingested[0]?.every((posting) => posting.source === 'remotive')).toBe(true);
    expect(ingested[0]?.every((posting) => posting.jobUrl?.startsWith('https://remotive.com/'))).toBe(true);
    expect(outcome.report.boards[1]?.errors).toEqual(['himalayas: offset 0: HTTP 503 Service Unavailable']);
  });
});

describe('source terms', () => {
  it('names each source for "via <name>" and forbids JobPosting structured data for all of them', () => {
    for (const source of PUBLIC_SOURCES) {
      expect(SOURCE_TERMS[source].terms.length).toBeGreaterThan(20);
      expect(SOURCE_TERMS[source].termsUrl).toMatch(/^https:\/\//u);
      expect(allowsStructuredData(source)).toBe(false);
    }
    expect(sourceAttribution('remotive')).toEqual({ name: 'Remotive', site: 'https://remotive.com' });
    expect(sourceAttribution('greenhouse')).toBeNull();
    expect(postingAttribution('remotive', 'https://remotive.com/remote-jobs/data/data-analyst-1')).toEqual({
      name: 'Remotive',
      url: 'https://remotive.com/remote-jobs/data/data-analyst-1',
    });
    expect(postingAttribution('himalayas', null)).toEqual({
      name: 'Himalayas',
      url: 'https://himalayas.app',
    });
    expect(postingAttribution('lever', 'https://jobs.lever.co/x/1')).toBeNull();
    expect(allowsStructuredData('greenhouse')).toBe(true);
  });
});
