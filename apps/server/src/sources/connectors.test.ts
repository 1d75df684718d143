import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { JobPostingInput } from '@careerlens/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchAshbyBoard } from './ashby';
import type { BoardFetchOptions, BoardFetchResult } from './board-http';
import { fetchGreenhouseBoard } from './greenhouse';
import { fetchLeverBoard, LEVER_PAGE_SIZE } from './lever';
import { parseBoardList, syncBoards, type BoardSource, type FetchedBoard } from './sync';

/**
 * The connectors against a local server that replays responses in each API's documented format
 * (fixtures in test/fixtures/boards, fictional companies) and misbehaves on request. Nothing here may
 * reach the internet: every request goes through a fetch that refuses any other host.
 */

const FIXTURES = path.resolve(import.meta.dirname, '../../test/fixtures/boards');
/** The slow board answers after this long; the connectors are given far less. */
const SLOW_RESPONSE_MS = 3_000;
const TEST_TIMEOUT_MS = 300;
const HUGE_BODY_LIMIT_BYTES = 1024 * 1024;
const HUGE_BODY_CHUNK = 'x'.repeat(64 * 1024);
const HUGE_BODY_CHUNKS = 32;
const MANY_POSTINGS = 230;

type Api = BoardSource;
type Connector = (board: string, options?: BoardFetchOptions) => Promise<BoardFetchResult<JobPostingInput>>;

const CONNECTORS: Record<Api, Connector> = {
  greenhouse: fetchGreenhouseBoard,
  lever: fetchLeverBoard,
  ashby: fetchAshbyBoard,
};

const FIXTURE_FILES: Record<string, string> = {
  'greenhouse/brightwater': 'greenhouse-brightwater.json',
  'greenhouse/partial': 'greenhouse-partial.json',
  'lever/quillfeather': 'lever-quillfeather.json',
  'lever/partial': 'lever-partial.json',
  'ashby/tidewell': 'ashby-tidewell.json',
  'ashby/partial': 'ashby-partial.json',
};

let server: Server;
let baseUrl: string;
let requests: string[] = [];
const pendingTimers = new Set<NodeJS.Timeout>();

function routeOf(url: URL): { api: Api; board: string } | null {
  const greenhouse = /^\/v1\/boards\/([^/]+)\/jobs$/u.exec(url.pathname);
  if (greenhouse?.[1] && url.searchParams.get('content') === 'true')
    return { api: 'greenhouse', board: greenhouse[1] };
  const lever = /^\/v0\/postings\/([^/]+)$/u.exec(url.pathname);
  if (lever?.[1] && url.searchParams.get('mode') === 'json') return { api: 'lever', board: lever[1] };
  const ashby = /^\/posting-api\/job-board\/([^/]+)$/u.exec(url.pathname);
  if (ashby?.[1] && url.searchParams.get('includeCompensation') === 'true')
    return { api: 'ashby', board: ashby[1] };
  return null;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function leverPosting(index: number): Record<string, unknown> {
  return {
    id: `generated-${index}`,
    text: `Role ${index}`,
    categories: { commitment: 'Full-time', location: 'Leeds, UK' },
    description: `<div>Posting ${index}</div>`,
    lists: [],
    hostedUrl: `https://jobs.lever.co/many/generated-${index}`,
    createdAt: 1741600000000,
    workplaceType: 'on-site',
  };
}

function handle(request: IncomingMessage, response: ServerResponse): void {
  response.on('error', () => undefined);
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  requests.push(`${url.pathname}${url.search}`);
  const route = routeOf(url);
  if (!route) return sendJson(response, 404, { ok: false, error: 'Document not found' });
  switch (route.board) {
    case 'fails':
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Internal Server Error');
      return;
    case 'slow': {
      const timer = setTimeout(() => {
        pendingTimers.delete(timer);
        sendJson(response, 200, route.api === 'lever' ? [] : { jobs: [] });
      }, SLOW_RESPONSE_MS);
      pendingTimers.add(timer);
      return;
    }
    case 'garbled':
      return sendJson(response, 200, '{"jobs": [{"id": 1, "title": "Cut off');
    case 'wrongshape':
      return sendJson(response, 200, { data: { openings: [] } });
    case 'huge':
      // Chunked, without a content-length, so only counting the bytes read can stop it.
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"jobs": ["');
      for (let chunk = 0; chunk < HUGE_BODY_CHUNKS; chunk++) response.write(HUGE_BODY_CHUNK);
      response.end('"]}');
      return;
    case 'many': {
      const skip = Number(url.searchParams.get('skip') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? MANY_POSTINGS);
      const all = Array.from({ length: MANY_POSTINGS }, (_, index) => leverPosting(index));
      return sendJson(response, 200, all.slice(skip, skip + limit));
    }
    case 'ignores-paging':
      return sendJson(
        response,
        200,
        Array.from({ length: LEVER_PAGE_SIZE }, (_, index) => leverPosting(index)),
      );
  }
  const fixture = FIXTURE_FILES[`${route.api}/${route.board}`];
  if (!fixture) return sendJson(response, 404, { ok: false, error: 'Document not found' });
  sendJson(response, 200, readFileSync(path.join(FIXTURES, fixture), 'utf8'));
}

/** fetch, refusing every host but the local test server. */
const localFetch: typeof fetch = (input, init) => {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (new URL(href).hostname !== '127.0.0.1') throw new Error(`a test tried to reach ${href}`);
  return fetch(input, init);
};

function options(extra: BoardFetchOptions = {}): BoardFetchOptions {
  return { baseUrl, fetch: localFetch, timeoutMs: TEST_TIMEOUT_MS, ...extra };
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
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const timer of pendingTimers) clearTimeout(timer);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
});

describe('fetchGreenhouseBoard', () => {
  it('maps every job of a board, decoding the entity-escaped HTML', async () => {
    const { postings, errors } = await fetchGreenhouseBoard('brightwater', options());
    expect(errors).toEqual([]);
    expect(requests).toEqual(['/v1/boards/brightwater/jobs?content=true']);
    expect(postings.map((posting) => posting.title)).toEqual([
      'Senior Data Engineer',
      'Product Designer',
      'Customer Success Manager',
      'Machine Learning Intern',
    ]);
    const engineer = byTitle(postings, 'Senior Data Engineer');
    expect(engineer).toEqual({
      source: 'greenhouse',
      sourceId: 'brightwater:4012345001',
      title: 'Senior Data Engineer',
      companyName: 'Brightwater Analytics',
      companyLogo: null,
      companyUrl: null,
      companyIndustry: null,
      jobLevel: null,
      isRemote: null,
      jobType: ['fulltime'],
      jobFunction: 'Data Platform',
      jobUrl: 'https://job-boards.greenhouse.io/brightwater/jobs/4012345001',
      jobUrlDirect: null,
      location: { city: 'San Francisco', state: 'CA', country: 'USA' },
      description: expect.any(String),
      descriptionFormat: 'html',
      datePosted: '2025-03-20',
      salary: { interval: 'yearly', minAmount: 165000, maxAmount: 210000, currency: 'USD' },
      emails: ['careers@brightwater.example'],
    });
    // Decoded once: markup becomes markup, and entities meant for the page stay entities.
    expect(engineer.description).toMatch(
      /^<div class="content-intro"><p><strong>Brightwater Analytics<\/strong>/u,
    );
    expect(engineer.description).toContain('towns &amp; water utilities');
    expect(engineer.description).toContain('Own data quality for 40&nbsp;000 sensors');
    expect(engineer.description).toContain("<h3>What you'll do</h3>");
    expect(engineer.description).not.toContain('&lt;');
  });

  it('reads remote, hybrid, part-time and internship jobs from locations, metadata and descriptions', async () => {
    const { postings } = await fetchGreenhouseBoard('brightwater', options());
    expect(byTitle(postings, 'Product Designer')).toMatchObject({
      isRemote: true,
      jobType: [],
      location: { city: null, state: null, country: 'USA' },
      datePosted: '2025-03-28',
      salary: null,
      emails: [],
      jobFunction: 'Design',
    });
    expect(byTitle(postings, 'Customer Success Manager')).toMatchObject({
      isRemote: false,
      jobType: ['parttime', 'HYBRID'],
      location: { city: 'London', state: null, country: 'UK' },
      jobFunction: 'Customer Success, EMEA',
      datePosted: '2025-03-01',
    });
    const intern = byTitle(postings, 'Machine Learning Intern');
    expect(intern).toMatchObject({
      isRemote: false,
      jobType: ['internship', 'HYBRID'],
      location: { city: 'Toronto', state: 'ON', country: 'Canada' },
    });
    // Sanitising is the posting analyser's job: the connector passes the HTML on as given.
    expect(intern.description).toContain('<script>');
  });

  it('uses a configured company name over the API one', async () => {
    const { postings } = await fetchGreenhouseBoard('brightwater', {
      ...options(),
      companyName: 'Brightwater',
    });
    expect(postings.every((posting) => posting.companyName === 'Brightwater')).toBe(true);
  });

  it('keeps the good jobs and names the broken ones', async () => {
    const { postings, errors } = await fetchGreenhouseBoard('partial', options());
    expect(postings).toHaveLength(1);
    expect(postings[0]).toMatchObject({
      sourceId: 'partial:11',
      companyName: 'Partial',
      datePosted: '2025-03-03',
      description: '<p>Pick and pack orders.</p>',
      location: { city: 'Denver', state: 'CO', country: 'USA' },
    });
    expect(errors).toEqual([
      'greenhouse:partial: job #2 skipped: job 12 has no title',
      'greenhouse:partial: job #3 skipped: a job is not an object',
    ]);
  });
});

describe('fetchLeverBoard', () => {
  it('maps every posting, with its lists under their headings', async () => {
    const { postings, errors } = await fetchLeverBoard('quillfeather', options());
    expect(errors).toEqual([]);
    expect(requests).toEqual([`/v0/postings/quillfeather?mode=json&skip=0&limit=${LEVER_PAGE_SIZE}`]);
    expect(byTitle(postings, 'Backend Engineer, Payments')).toEqual({
      source: 'lever',
      sourceId: 'quillfeather:5f1c2d3e-0000-4a1b-9c8d-000000000001',
      title: 'Backend Engineer, Payments',
      companyName: 'Quillfeather',
      companyLogo: null,
      companyUrl: null,
      companyIndustry: null,
      jobLevel: null,
      isRemote: false,
      jobType: ['fulltime', 'HYBRID'],
      jobFunction: 'Engineering',
      jobUrl: 'https://jobs.lever.co/quillfeather/5f1c2d3e-0000-4a1b-9c8d-000000000001',
      jobUrlDirect: 'https://jobs.lever.co/quillfeather/5f1c2d3e-0000-4a1b-9c8d-000000000001/apply',
      location: { city: 'Berlin', state: null, country: 'Germany' },
      description: [
        '<div><b>Quillfeather</b> builds invoicing tools for independent bookshops.</div>',
        "<h3>What you'll do</h3><ul><li>Design idempotent payment APIs</li><li>Run reconciliation jobs in Kotlin</li></ul>",
        '<h3>What we look for</h3><ul><li>4+ years with JVM languages</li><li>Care for correctness &amp; tests</li></ul>',
        '<div>We offer 30 days of leave and a learning budget.</div>',
      ].join('\n'),
      descriptionFormat: 'html',
      datePosted: '2025-03-10',
      salary: { interval: 'yearly', minAmount: 70000, maxAmount: 90000, currency: 'EUR' },
      emails: [],
    });
  });

  it('reads workplace types, commitments, hourly pay and hybrid descriptions', async () => {
    const { postings } = await fetchLeverBoard('quillfeather', options());
    expect(byTitle(postings, 'Support Specialist (Contract)')).toMatchObject({
      isRemote: true,
      jobType: ['contract'],
      location: { city: null, state: null, country: 'Canada' },
      salary: { interval: 'hourly', minAmount: 28, maxAmount: 34, currency: 'CAD' },
      emails: ['support-hiring@quillfeather.example'],
    });
    expect(byTitle(postings, 'Office Coordinator')).toMatchObject({
      isRemote: false,
      jobType: ['parttime'],
      location: { city: 'Portland', state: 'OR', country: 'USA' },
      salary: null,
    });
    expect(byTitle(postings, 'Analytics Engineer')).toMatchObject({
      isRemote: false,
      jobType: ['fulltime', 'HYBRID'],
      jobFunction: 'Data',
      datePosted: '2025-03-03',
      location: { city: 'New York', state: 'NY', country: 'USA' },
    });
  });

  it('keeps the good postings and names the broken ones', async () => {
    const { postings, errors } = await fetchLeverBoard('partial', options());
    expect(postings.map((posting) => [posting.title, posting.location.country])).toEqual([
      ['Bicycle Mechanic', 'UK'],
    ]);
    expect(errors).toEqual([
      'lever:partial: posting #2 skipped: posting aa000000-0000-4000-8000-000000000002 has no text (title)',
      'lever:partial: posting #3 skipped: a posting is not an object',
    ]);
  });

  it('pages through a large site', async () => {
    const { postings, errors } = await fetchLeverBoard('many', options());
    expect(errors).toEqual([]);
    expect(postings).toHaveLength(MANY_POSTINGS);
    expect(new Set(postings.map((posting) => posting.sourceId)).size).toBe(MANY_POSTINGS);
    expect(requests).toHaveLength(Math.ceil(MANY_POSTINGS / LEVER_PAGE_SIZE));
  });

  it('stops paging when a server ignores skip and limit', async () => {
    const { postings, errors } = await fetchLeverBoard('ignores-paging', options());
    expect(errors).toEqual([]);
    expect(postings).toHaveLength(LEVER_PAGE_SIZE);
    expect(requests).toHaveLength(2);
  });
});

describe('fetchAshbyBoard', () => {
  it('maps every listed job, with compensation', async () => {
    const { postings, errors } = await fetchAshbyBoard('tidewell', options());
    expect(errors).toEqual([]);
    expect(requests).toEqual(['/posting-api/job-board/tidewell?includeCompensation=true']);
    // The unlisted job is left out without an error.
    expect(postings.map((posting) => posting.title)).toEqual([
      'Clinical Data Scientist',
      'Site Reliability Engineer',
      'Patient Support Associate (Part-time)',
      'Summer Research Intern',
    ]);
    expect(byTitle(postings, 'Clinical Data Scientist')).toEqual({
      source: 'ashby',
      sourceId: 'tidewell:0b1e7c2a-1111-4a2b-8c3d-000000000001',
      title: 'Clinical Data Scientist',
      companyName: 'Tidewell',
      companyLogo: null,
      companyUrl: null,
      companyIndustry: null,
      jobLevel: null,
      isRemote: false,
      jobType: ['fulltime', 'HYBRID'],
      jobFunction: 'Data',
      jobUrl: 'https://jobs.ashbyhq.com/tidewell/0b1e7c2a-1111-4a2b-8c3d-000000000001',
      jobUrlDirect: 'https://jobs.ashbyhq.com/tidewell/0b1e7c2a-1111-4a2b-8c3d-000000000001/application',
      location: { city: 'Boston', state: 'MA', country: 'USA' },
      description:
        '<p><strong>Tidewell Health</strong> runs community clinics along the coast.</p><h2>Responsibilities</h2><ul><li>Analyse patient outcomes with R and Python</li><li>Partner with nurses on study design</li></ul>',
      descriptionFormat: 'html',
      datePosted: '2025-02-11',
      salary: { interval: 'yearly', minAmount: 140000, maxAmount: 175000, currency: 'USD' },
      emails: [],
    });
  });

  it('reads remote jobs, tiered and hourly pay, and plain-text descriptions', async () => {
    const { postings } = await fetchAshbyBoard('tidewell', options());
    expect(byTitle(postings, 'Site Reliability Engineer')).toMatchObject({
      isRemote: true,
      jobType: ['fulltime'],
      location: { city: null, state: null, country: null },
      // No summary: the widest range over the tiers.
      salary: { interval: 'yearly', minAmount: 130000, maxAmount: 170000, currency: 'USD' },
    });
    expect(byTitle(postings, 'Patient Support Associate (Part-time)')).toMatchObject({
      isRemote: false,
      jobType: ['parttime'],
      jobFunction: 'Clinics',
      location: { city: 'Denver', state: 'CO', country: 'USA' },
      salary: { interval: 'hourly', minAmount: 21, maxAmount: 24, currency: 'USD' },
    });
    expect(byTitle(postings, 'Summer Research Intern')).toMatchObject({
      isRemote: false,
      jobType: ['internship'],
      description: 'Support our epidemiology team for twelve weeks.',
      descriptionFormat: 'text',
      location: { city: 'Toronto', state: 'Ontario', country: 'Canada' },
      salary: null,
    });
  });

  it('keeps the good jobs and names the broken ones', async () => {
    const { postings, errors } = await fetchAshbyBoard('partial', options());
    expect(postings.map((posting) => [posting.title, posting.location.state])).toEqual([
      ['Community Health Worker', 'AL'],
    ]);
    expect(errors).toEqual([
      'ashby:partial: job #2 skipped: job e0000000-0000-4000-8000-000000000002 has no title',
      'ashby:partial: job #3 skipped: a job is not an object',
    ]);
  });
});

describe.each(Object.entries(CONNECTORS) as Array<[Api, Connector]>)(
  '%s connector failures',
  (api, connect) => {
    it('reports a server error', async () => {
      expect(await connect('fails', options())).toEqual({
        postings: [],
        errors: [`${api}:fails: HTTP 500 Internal Server Error`],
      });
    });

    it('gives up on a slow board at the time limit', async () => {
      const started = Date.now();
      const result = await connect('slow', options());
      expect(result).toEqual({
        postings: [],
        errors: [`${api}:slow: no complete response within ${TEST_TIMEOUT_MS} ms`],
      });
      expect(Date.now() - started).toBeLessThan(SLOW_RESPONSE_MS);
    });

    it('reports malformed JSON', async () => {
      expect(await connect('garbled', options())).toEqual({
        postings: [],
        errors: [`${api}:garbled: the response is not valid JSON`],
      });
    });

    it('reports a body of the wrong shape', async () => {
      const result = await connect('wrongshape', options());
      expect(result.postings).toEqual([]);
      expect(result.errors).toEqual([
        expect.stringMatching(new RegExp(`^${api}:wrongshape: unexpected response`, 'u')),
      ]);
    });

    it('refuses a body over the size limit', async () => {
      expect(await connect('huge', options({ maxBytes: HUGE_BODY_LIMIT_BYTES }))).toEqual({
        postings: [],
        errors: [`${api}:huge: the response is larger than 1 MB`],
      });
    });

    it('reports a board that does not exist', async () => {
      expect((await connect('no-such-board', options())).errors).toEqual([
        `${api}:no-such-board: HTTP 404 Not Found`,
      ]);
    });

    it('refuses a board name that could change the request path, without a request', async () => {
      const result = await connect('../admin', options());
      expect(result.postings).toEqual([]);
      expect(result.errors).toEqual([
        expect.stringMatching(new RegExp(`^${api}:\\.\\./admin: not a valid`, 'u')),
      ]);
      expect(requests).toEqual([]);
    });

    it('reports a server that cannot be reached', async () => {
      const closed = createServer();
      closed.listen(0, '127.0.0.1');
      await new Promise<void>((resolve) => closed.once('listening', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      const result = await connect('brightwater', options({ baseUrl: `http://127.0.0.1:${port}` }));
      expect(result.postings).toEqual([]);
      expect(result.errors).toEqual([
        expect.stringMatching(new RegExp(`^${api}:brightwater: request failed: `, 'u')),
      ]);
    });

    it('stops when the caller cancels', async () => {
      const controller = new AbortController();
      const pending = connect(
        'slow',
        options({ signal: controller.signal, timeoutMs: SLOW_RESPONSE_MS * 2 }),
      );
      setTimeout(() => controller.abort(), 20);
      expect(await pending).toEqual({ postings: [], errors: [`${api}:slow: cancelled`] });
    });
  },
);

describe('parseBoardList', () => {
  it('reads a configured list and reports what it cannot read', () => {
    const { config, errors } = parseBoardList(
      'greenhouse:brightwater, lever:quillfeather\nASHBY:tidewell; greenhouse:brightwater bogus lever: jira:acme greenhouse:a/b',
    );
    expect(config).toEqual({ greenhouse: ['brightwater'], lever: ['quillfeather'], ashby: ['tidewell'] });
    expect(errors).toEqual([
      '"bogus": expected <api>:<board> with api one of greenhouse, lever, ashby',
      '"lever:": "" is not a valid board name',
      '"jira:acme": expected <api>:<board> with api one of greenhouse, lever, ashby',
      '"greenhouse:a/b": "a/b" is not a valid board name',
    ]);
  });

  it('reads an empty list as no boards', () => {
    expect(parseBoardList('  ')).toEqual({ config: { greenhouse: [], lever: [], ashby: [] }, errors: [] });
  });
});

describe('syncBoards', () => {
  it('syncs every board, reporting per board, and a failing board does not stop the others', async () => {
    const received: FetchedBoard[] = [];
    const report = await syncBoards(
      {
        greenhouse: ['brightwater', 'fails'],
        lever: ['quillfeather', 'partial'],
        ashby: ['tidewell', 'slow'],
      },
      {
        baseUrls: { greenhouse: baseUrl, lever: baseUrl, ashby: baseUrl },
        fetch: localFetch,
        timeoutMs: TEST_TIMEOUT_MS,
        concurrency: 3,
        onBoard: (board) => {
          received.push(board);
          if (board.source === 'lever' && board.board === 'partial') throw new Error('database is read-only');
        },
      },
    );
    expect(
      report.boards.map(({ source, board, postings, errors }) => ({ source, board, postings, errors })),
    ).toEqual([
      { source: 'greenhouse', board: 'brightwater', postings: 4, errors: [] },
      {
        source: 'greenhouse',
        board: 'fails',
        postings: 0,
        errors: ['greenhouse:fails: HTTP 500 Internal Server Error'],
      },
      { source: 'lever', board: 'quillfeather', postings: 4, errors: [] },
      {
        source: 'lever',
        board: 'partial',
        postings: 1,
        errors: [
          'lever:partial: posting #2 skipped: posting aa000000-0000-4000-8000-000000000002 has no text (title)',
          'lever:partial: posting #3 skipped: a posting is not an object',
          'lever:partial: storing the postings failed: database is read-only',
        ],
      },
      { source: 'ashby', board: 'tidewell', postings: 4, errors: [] },
      {
        source: 'ashby',
        board: 'slow',
        postings: 0,
        errors: [`ashby:slow: no complete response within ${TEST_TIMEOUT_MS} ms`],
      },
    ]);
    expect(report.postings).toBe(13);
    expect(report.errors).toBe(5);
    expect(received).toHaveLength(6);
    expect(
      received.find((board) => board.board === 'tidewell')?.postings.map((posting) => posting.source),
    ).toEqual(Array(4).fill('ashby'));
  });

  it('reports every board as cancelled when the signal is already aborted', async () => {
    const report = await syncBoards(
      { greenhouse: ['brightwater'], lever: [], ashby: ['tidewell'] },
      { baseUrls: { greenhouse: baseUrl, ashby: baseUrl }, fetch: localFetch, signal: AbortSignal.abort() },
    );
    expect(report.boards.map((board) => board.errors)).toEqual([
      ['greenhouse:brightwater: cancelled'],
      ['ashby:tidewell: cancelled'],
    ]);
    expect(requests).toEqual([]);
  });
});
