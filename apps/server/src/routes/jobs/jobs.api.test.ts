import type { JobPostingInput } from '@careerlens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-context';

let context: TestContext;
let token: string;

function posting(overrides: Partial<JobPostingInput> & { title: string }): JobPostingInput {
  return {
    source: 'import',
    sourceId: null,
    companyName: 'Fictional Analytics Co',
    companyLogo: null,
    companyUrl: 'https://fictional-analytics.example',
    companyIndustry: 'Software Development',
    jobLevel: null,
    isRemote: false,
    jobType: ['fulltime'],
    jobFunction: null,
    jobUrl: null,
    jobUrlDirect: null,
    location: { city: 'Denver', state: 'CO', country: 'United States' },
    description:
      '**Responsibilities**\n\n* Build dashboards in Tableau for finance leaders\n* Write SQL to model revenue data\n\n' +
      '**Requirements**\n\n* 3+ years of experience with SQL and Microsoft Excel\n* Experience with Python\n\n' +
      '**Nice to have**\n\n* Experience with dbt is a plus',
    descriptionFormat: 'markdown',
    datePosted: '2026-11-10',
    salary: { interval: 'yearly', minAmount: 80000, maxAmount: 100000, currency: 'USD' },
    emails: [],
    ...overrides,
  };
}

async function ingest(postings: JobPostingInput[]) {
  return context.runtime.services.ingestion.ingest(
    postings.map((item) => ({ ok: true as const, posting: item })),
  );
}

function get(url: string, auth = false) {
  return context.app.inject({
    method: 'GET',
    url,
    headers: auth ? { authorization: `Bearer ${token}` } : {},
  });
}

beforeAll(async () => {
  context = await createTestContext();
  const email = `jobs.${Date.now()}@example.com`;
  const { payload, headers } = await import('../../../test/test-context').then(({ multipartBody }) =>
    multipartBody([
      {
        name: 'signupData',
        value: JSON.stringify({
          email,
          password: 'jobs-tests-1',
          firstName: 'J',
          lastName: 'S',
          targetRole: 'Data Analyst',
          experienceLevel: 'mid-level',
          careerIntent: 'switching-jobs',
        }),
      },
    ]),
  );
  await context.app.inject({ method: 'POST', url: '/api/auth/signup-with-onboarding', payload, headers });
  token = (
    await context.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: 'jobs-tests-1' },
    })
  ).json().token;
});
afterAll(async () => {
  await context?.close();
});

describe('ingestion', () => {
  it('dedupes on source + source id, then on job URL, and updates changed postings', async () => {
    const first = await ingest([
      posting({
        title: 'Data Analyst',
        source: 'greenhouse',
        sourceId: 'acme:1',
        jobUrl: 'https://jobs.example/acme/1',
      }),
      posting({ title: 'Reporting Analyst', jobUrl: 'https://jobs.example/other/7' }),
    ]);
    expect(first).toMatchObject({ imported: 2, updated: 0, unchanged: 0, skipped: 0 });
    const again = await ingest([
      posting({
        title: 'Data Analyst',
        source: 'greenhouse',
        sourceId: 'acme:1',
        jobUrl: 'https://jobs.example/acme/1',
      }),
      posting({ title: 'Reporting Analyst (updated)', jobUrl: 'https://jobs.example/other/7' }),
    ]);
    expect(again).toMatchObject({ imported: 0, updated: 1, unchanged: 1 });
    const search = (await get('/api/jobs/search?jobTitle=reporting%20analyst')).json();
    expect(search.content.map((job: { title: string }) => job.title)).toContain(
      'Reporting Analyst (updated)',
    );
    expect(
      search.content.filter((job: { title: string }) => job.title.startsWith('Reporting Analyst')),
    ).toHaveLength(1);
  });

  it('reports malformed items with their line and imports the rest', async () => {
    const result = await context.runtime.services.ingestion.ingest([
      {
        ok: true,
        line: 2,
        posting: posting({ title: 'Business Intelligence Analyst', jobUrl: 'https://jobs.example/bi/1' }),
      },
      { ok: false, line: 3, reason: 'no title' },
      {
        ok: true,
        line: 4,
        posting: posting({ title: 'Junior Data Analyst', jobUrl: 'https://jobs.example/jda/1' }),
      },
    ]);
    expect(result).toMatchObject({ imported: 2, skipped: 1 });
    expect(result.problems).toEqual([{ line: 3, reason: 'no title' }]);
  });

  it('never lets script, event handlers or javascript: URLs through to stored HTML', async () => {
    const hostile = posting({
      title: 'Security Test Analyst',
      jobUrl: 'https://jobs.example/hostile/1',
      descriptionFormat: 'html',
      description:
        '<p onclick="alert(1)">Hello<script>alert(2)</script></p><img src=x onerror="alert(3)">' +
        '<a href="javascript:alert(4)">apply</a><iframe src="https://evil.example"></iframe>' +
        '<svg><script>alert(5)</script></svg><p style="background:url(javascript:alert(6))">Requirements: SQL</p>' +
        '&lt;script&gt;alert(7)&lt;/script&gt;',
    });
    await ingest([hostile]);
    const result = await context.runtime.database.db.execute(
      `select description_html from job_posts where job_url = 'https://jobs.example/hostile/1'`,
    );
    const html = String(
      (result as unknown as { rows: Array<{ description_html: string }> }).rows[0]?.description_html,
    );
    expect(html).toContain('Hello');
    expect(html.toLowerCase()).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<svg|style=/);
  });
});

describe('GET /api/jobs/search', () => {
  beforeAll(async () => {
    await ingest([
      posting({
        title: 'Senior Software Engineer',
        jobUrl: 'https://jobs.example/sse/1',
        datePosted: '2026-11-12',
        jobLevel: 'Mid-Senior level',
        description:
          '**Requirements**\n\n* 7+ years building backend services in Go and PostgreSQL\n* Experience with Kubernetes',
      }),
      posting({
        title: 'Software Development Engineer',
        jobUrl: 'https://jobs.example/sde/1',
        datePosted: '2026-11-01',
        description: '**Requirements**\n\n* 3+ years writing Java services\n* Experience with AWS',
      }),
      posting({
        title: 'Registered Nurse - Med/Surg',
        jobUrl: 'https://jobs.example/rn/1',
        datePosted: '2026-11-05',
        description:
          '**Requirements**\n\n* Active RN license\n* BLS certification\n* 2+ years of acute care experience',
      }),
    ]);
  });

  it('is public and returns the page shape with the Recent job fields', async () => {
    const response = await get('/api/jobs/search?size=2&page=0');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ number: 0, size: 2 });
    expect(page.content).toHaveLength(2);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 2));
    expect(Object.keys(page.content[0])).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'companyName',
        'location',
        'isRemote',
        'jobType',
        'datePosted',
        'jobUrl',
        'jobUrlDirect',
        'attribution',
      ]),
    );
  });

  it('matches related titles of the same catalogue role and sorts newest first by default', async () => {
    const page = (await get('/api/jobs/search?jobTitle=Software%20Engineer&sortBy=datePosted')).json();
    const titles = page.content.map((job: { title: string }) => job.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Senior Software Engineer', 'Software Development Engineer']),
    );
    expect(titles).not.toContain('Registered Nurse - Med/Surg');
    // The role's own postings come first, newest first among them.
    const own = page.content.filter((job: { roleTitle: string }) => job.roleTitle === 'Software Engineer');
    expect(page.content.slice(0, own.length)).toEqual(own);
    const dates = own.map((job: { datePosted: string }) => job.datePosted);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("in date order, puts the role's postings, then related occupations', before newer loose text matches", async () => {
    await ingest([
      posting({
        title: 'Staff Accountant',
        jobUrl: 'https://jobs.example/acct/1',
        datePosted: '2026-10-01',
        description: '**Requirements**\n\n* Reconcile the general ledger\n* Prepare journal entries in Excel',
      }),
      posting({
        title: 'Bookkeeper',
        jobUrl: 'https://jobs.example/bk/1',
        datePosted: '2026-10-10',
        description: '**Requirements**\n\n* QuickBooks and accounts payable\n* Bank reconciliations',
      }),
      posting({
        title: 'Digital Marketing Specialist',
        jobUrl: 'https://jobs.example/dm/1',
        datePosted: '2026-11-20',
        description:
          '**Requirements**\n\n* Run paid campaigns; report spend to our accountant\n* Google Ads and SEO',
      }),
    ]);
    const page = (
      await get('/api/jobs/search?jobTitle=Accountant&sortBy=datePosted&sortDir=desc&size=3&page=0')
    ).json();
    expect(page.content.map((job: { title: string }) => job.title)).toEqual([
      'Staff Accountant',
      'Bookkeeper',
      'Digital Marketing Specialist',
    ]);
    expect(page.totalElements).toBe(3);
  });

  it('filters by experience level when given', async () => {
    const page = (
      await get('/api/jobs/search?jobTitle=Software%20Engineer&experienceLevel=senior-level')
    ).json();
    expect(page.content.map((job: { title: string }) => job.title)).toEqual(['Senior Software Engineer']);
  });

  it('finds text matches of any age, in date order or ranked by relevance, and counts them', async () => {
    // Recent postings hold one match, so the search has to look past its recent date windows.
    await ingest([
      posting({
        title: 'Zymurgy Technician',
        jobUrl: 'https://jobs.example/zym/1',
        datePosted: '2019-03-01',
        description: '**Requirements**\n\n* Experience with zymurgy and quality checks',
      }),
      posting({
        title: 'Brewery Operations Associate',
        jobUrl: 'https://jobs.example/zym/2',
        datePosted: '2026-11-11',
        description: '**Requirements**\n\n* Some zymurgy knowledge helps',
      }),
      posting({
        title: 'Brewery Shift Lead',
        jobUrl: 'https://jobs.example/zym/3',
        datePosted: null,
        description: '**Requirements**\n\n* Zymurgy course completed',
      }),
    ]);
    const titles = async (query: string) => {
      const page = (await get(`/api/jobs/search?jobTitle=zymurgy&${query}`)).json();
      expect(page.totalElements).toBe(3);
      return page.content.map((job: { title: string }) => job.title);
    };
    expect(await titles('sortBy=datePosted')).toEqual([
      'Brewery Operations Associate',
      'Zymurgy Technician',
      'Brewery Shift Lead',
    ]);
    expect(await titles('sortBy=datePosted&sortDir=asc')).toEqual([
      'Zymurgy Technician',
      'Brewery Operations Associate',
      'Brewery Shift Lead',
    ]);
    // The word in the title weighs more than in the description.
    expect((await titles('sortBy=relevance'))[0]).toBe('Zymurgy Technician');
    const second = (await get('/api/jobs/search?jobTitle=zymurgy&sortBy=datePosted&size=1&page=1')).json();
    expect(second).toMatchObject({ totalElements: 3, totalPages: 3, number: 1 });
    expect(second.content.map((job: { title: string }) => job.title)).toEqual(['Zymurgy Technician']);
  });

  it('counts a search again once postings change', async () => {
    const total = async () => (await get('/api/jobs/search?jobTitle=quokka')).json().totalElements;
    expect(await total()).toBe(0);
    await ingest([
      posting({ title: 'Quokka Keeper', source: 'glassdoor', jobUrl: 'https://jobs.example/quokka/1' }),
    ]);
    expect(await total()).toBe(1);
    await context.runtime.services.ingestion.removeSource('glassdoor');
    expect(await total()).toBe(0);
  });

  it('puts postings of the named catalogue role before other text matches', async () => {
    const page = (await get('/api/jobs/search?jobTitle=Software%20Engineer')).json();
    const roles = page.content.map((job: { roleTitle: string }) => job.roleTitle);
    expect(roles.length).toBeGreaterThan(0);
    const firstOther = roles.findIndex((role: string) => role !== 'Software Engineer');
    if (firstOther >= 0) expect(roles.slice(firstOther)).not.toContain('Software Engineer');
  });

  it.each([
    ['size=101', 'size'],
    ['size=0', 'size'],
    ['page=-1', 'page'],
    ['experienceLevel=expert', 'experienceLevel'],
    ['sortBy=salary', 'sortBy'],
    ['sortDir=up', 'sortDir'],
    ['unknown=1', 'unknown'],
  ])('rejects %s with 400', async (query, field) => {
    const response = await get(`/api/jobs/search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty(field);
  });
});

describe('insights', () => {
  it('requires a signed-in user', async () => {
    expect((await get('/api/insights')).statusCode).toBe(401);
  });

  it("answers for the user's role and level with the spec fields, the sample and a note when it falls back", async () => {
    const response = await get('/api/insights', true);
    expect(response.statusCode).toBe(200);
    const insights = response.json();
    expect(insights).toMatchObject({
      totalJobsProcessed: expect.any(Number),
      last30DaysJobs: expect.any(Number),
      skillInsights: { topTechnicalSkills: expect.any(Array) },
      marketInsights: {
        remoteWorkPercentage: { remote: expect.any(Number) },
        topCertifications: expect.any(Array),
      },
    });
    expect(insights.sampleSize).toBe(insights.totalJobsProcessed);
    expect(insights.scope.role).toBe('Data Analyst');
    expect(
      insights.skillInsights.topTechnicalSkills.map((skill: { skill: string }) => skill.skill),
    ).toContain('SQL');
    if (insights.scope.basis !== 'role-level') expect(insights.note).toContain('Too few');
  });

  it('serves the other insights endpoints and refuses unknown roles', async () => {
    expect((await get('/api/insights/role/Data%20Analyst', true)).json().scope.role).toBe('Data Analyst');
    expect((await get('/api/insights/role/Astronaut', true)).statusCode).toBe(404);
    expect((await get('/api/insights/experience/mid-level', true)).statusCode).toBe(200);
    expect((await get('/api/insights/experience/expert', true)).statusCode).toBe(400);
    const roles = (await get('/api/insights/roles', true)).json();
    expect(
      roles.find((row: { role: string }) => row.role === 'Software Engineer')?.postings,
    ).toBeGreaterThanOrEqual(2);
    expect((await get('/api/insights/experience-levels', true)).json().length).toBeGreaterThan(0);
    const summary = (await get('/api/insights/summary', true)).json();
    expect(summary.totalJobs).toBeGreaterThanOrEqual(7);
    const trends = (
      await get('/api/insights/role/Data%20Analyst/experience/mid-level/trends?trendDays=30', true)
    ).json();
    expect(trends.daily).toHaveLength(30);
    expect(
      (await get('/api/insights/role/Data%20Analyst/experience/mid-level/trends?trendDays=2', true))
        .statusCode,
    ).toBe(400);
    const recompute = await context.app.inject({
      method: 'POST',
      url: '/api/insights/recompute/role/Data%20Analyst/experience/mid-level',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(recompute.statusCode).toBe(200);
  });

  it('refreshes cached figures after ingestion', async () => {
    const before = (await get('/api/insights/role/Registered%20Nurse', true)).json().sampleSize;
    await ingest([
      posting({
        title: 'Staff Nurse',
        jobUrl: 'https://jobs.example/rn/2',
        description: '**Requirements**\n\n* RN license and BLS',
      }),
    ]);
    const after = (await get('/api/insights/role/Registered%20Nurse', true)).json().sampleSize;
    expect(after).toBe(before + 1);
  });
});
