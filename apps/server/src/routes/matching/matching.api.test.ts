import { FIT_RULES, generateDemoPostings } from '@careerlens/core';
import { linesToItems, makePdf } from '@careerlens/core/testing/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  multipartBody,
  signupWithRole,
  type TestContext,
} from '../../../test/test-context';

let context: TestContext;
let token: string;
let analystPostId: string;
let nursePostId: string;

function analystResume(name: string, email: string) {
  return makePdf([
    linesToItems([
      { text: name, size: 18 },
      `${email} | +1 720 555 0199 | Denver, CO`,
      { text: 'Summary', size: 13 },
      'Data analyst with five years of experience building SQL models and Tableau dashboards for retail leaders.',
      { text: 'Experience', size: 13 },
      'Data Analyst, Summit Outfitters   Mar 2021 - Present',
      '• Built 30 Tableau dashboards on SQL models used by store and finance leaders, cutting reporting time 40%',
      '• Automated weekly sales forecasts in Python with Pandas, saving the planning team 5 hours a week',
      '• Ran A/B tests on promotions and presented the results to directors',
      'Junior Data Analyst, Front Range Foods   Jun 2019 - Feb 2021',
      '• Cleaned and analyzed sales data in Microsoft Excel and SQL for 60 stores',
      { text: 'Education', size: 13 },
      'B.S. in Statistics, University of Colorado, 2019',
      { text: 'Skills', size: 13 },
      'SQL, Python, Pandas, Tableau, Power BI, Microsoft Excel, Statistics, Data Visualization, A/B Testing',
    ]),
  ]);
}

function analyze(parts: Parameters<typeof multipartBody>[0], auth?: string) {
  const { payload, headers } = multipartBody(parts);
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/resume-analysis/analyze-job',
    payload,
    headers: { ...headers, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
  });
}

beforeAll(async () => {
  context = await createTestContext({ worker: true });
  // One posting per role and level (the corpus's first round) is enough here and keeps the test quick.
  const postings = generateDemoPostings(new Date('2026-11-20T00:00:00Z')).filter(
    (posting) => !/-\d$/u.test(posting.sourceId ?? ''),
  );
  await context.runtime.services.ingestion.ingest(
    postings.map((posting) => ({ ok: true as const, posting })),
  );
  const find = async (role: string, level: string) => {
    const rows = await context.runtime.database.db.execute(
      `select id from job_posts where role_title = '${role}' and experience_level = '${level}' limit 1`,
    );
    return String((rows as unknown as { rows: Array<{ id: string }> }).rows[0]?.id);
  };
  analystPostId = await find('Data Analyst', 'mid-level');
  nursePostId = await find('Registered Nurse', 'mid-level');
  token = await signupWithRole(context, 'Data Analyst', 'mid-level');
}, 180_000);
afterAll(async () => {
  await context?.close();
});

describe('GET /api/jobs/match', () => {
  it('requires a token and checks the limit', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/jobs/match' })).statusCode).toBe(401);
    for (const limit of ['0', '51', 'ten']) {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/jobs/match?limit=${limit}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('says what is happening when there is no resume yet', async () => {
    const fresh = await signupWithRole(context, 'Chef', 'entry-level');
    const list = (
      await context.app.inject({
        method: 'GET',
        url: '/api/jobs/match',
        headers: { authorization: `Bearer ${fresh}` },
      })
    ).json();
    expect(list).toMatchObject({ totalMatches: 0, resumeFileName: null, hasEmbeddings: false, matches: [] });
    expect(list.message).toContain('Upload a resume');
  });

  it('ranks sensible matches with reasons once the primary resume is analysed', async () => {
    const { payload, headers } = multipartBody([
      { name: 'file', fileName: 'analyst.pdf', content: analystResume('Jordan Lee', 'jordan@example.com') },
    ]);
    await context.app.inject({
      method: 'POST',
      url: '/api/resumes/upload',
      payload,
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    const deadline = Date.now() + 60_000;
    let list;
    for (;;) {
      list = (
        await context.app.inject({
          method: 'GET',
          url: '/api/jobs/match?limit=20',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
      if (list.matches.length > 0 || Date.now() > deadline) break;
      expect(list.hasEmbeddings === false ? list.message : 'computing').toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(list.hasEmbeddings).toBe(true);
    expect(list.resumeFileName).toBe('analyst.pdf');
    expect(list.matches).toHaveLength(20);
    expect(list.totalMatches).toBeGreaterThanOrEqual(20);
    // The list is in the stored ranking: score order, except that its head may go to the resume's own
    // field (or the stated target) among postings scoring near the best (rankHead): two runs in score
    // order, and each posting listed above a higher score says why.
    const scores: number[] = list.matches.map((match: { matchScore: number }) => match.matchScore);
    const breaks = scores.flatMap((score, i) => (i > 0 && score > (scores[i - 1] as number) ? [i] : []));
    expect(breaks.length).toBeLessThanOrEqual(1);
    const best = Math.max(...scores);
    const headFloor = best * (1 - Math.max(FIT_RULES.headMargin, FIT_RULES.targetHeadMargin)) - 1;
    for (const score of scores.slice(0, breaks[0] ?? 0)) expect(score).toBeGreaterThanOrEqual(headFloor);
    list.matches.forEach((match: { reason: string }, place: number) => {
      const ahead = scores.slice(place + 1).some((score) => score > (scores[place] as number));
      expect(match.reason.includes('listed ahead of higher scores')).toBe(ahead);
    });
    for (const match of list.matches) {
      expect(match.reason.length).toBeGreaterThan(10);
      expect(match.matchScore).toBeGreaterThanOrEqual(0);
      expect(match.matchScore).toBeLessThanOrEqual(100);
    }
    const top = await context.runtime.database.db.execute(
      `select role_group from job_posts where id = '${list.matches[0].jobPostId}'`,
    );
    expect((top as unknown as { rows: Array<{ role_group: string }> }).rows[0]?.role_group).toBe(
      'Data & Analytics',
    );
    expect(list.matches.some((match: { jobTitle: string }) => /nurse|chef/i.test(match.jobTitle))).toBe(
      false,
    );

    // The groups: "Your target role" (inField) first, then the rest, each in score order, so the one place
    // where a higher score follows a lower one is where the groups meet.
    const own = list.matches.filter((match: { inField: boolean }) => match.inField);
    expect(own.length).toBeGreaterThan(0);
    expect(list.matches.slice(0, own.length)).toEqual(own);
    if (breaks.length) expect(breaks[0]).toBe(own.length);
    // Demo postings are samples, and every card says so.
    expect(list.matches.every((match: { isSample: boolean }) => match.isSample)).toBe(true);

    // Every match is reachable ("Show more" asks for up to 50), and the filters narrow the stored list.
    const get = async (query: string) =>
      (
        await context.app.inject({
          method: 'GET',
          url: `/api/jobs/match?${query}`,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json();
    const all = await get('limit=50');
    expect(all.matches).toHaveLength(Math.min(50, all.totalMatches));
    const entry = await get('limit=50&experienceLevel=entry-level');
    expect(entry.matches.length).toBeGreaterThan(0);
    expect(entry.totalMatches).toBeLessThan(all.totalMatches);
    expect(
      entry.matches.every((match: { experienceLevel: string }) => match.experienceLevel === 'entry-level'),
    ).toBe(true);
    const remote = await get('limit=50&remote=true');
    expect(remote.matches.every((match: { isRemote: boolean }) => match.isRemote)).toBe(true);
    expect(remote.totalMatches).toBe(
      all.matches.filter((match: { isRemote: boolean }) => match.isRemote).length,
    );
    const place = all.matches.find((match: { city: string | null }) => match.city)?.city as string;
    const inPlace = await get(`limit=50&location=${encodeURIComponent(place.toLowerCase())}`);
    expect(inPlace.matches.length).toBeGreaterThan(0);
    expect(
      inPlace.matches.every((match: { city: string | null; state: string | null; country: string | null }) =>
        [match.city, match.state, match.country].some((part) =>
          part?.toLowerCase().includes(place.toLowerCase()),
        ),
      ),
    ).toBe(true);
    // LIKE wildcards are text: "%" matches no place, and says that filters hide the matches.
    const none = await get('limit=50&location=%25');
    expect(none.matches).toHaveLength(0);
    expect(none.message).toMatch(/filters/);
    expect(
      (
        await context.app.inject({
          method: 'GET',
          url: '/api/jobs/match?remote=maybe',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(400);

    // The order shown is the stored ranking, whatever the scores: reversing the ranks reverses the list.
    const stored = (
      (await context.runtime.database.db.execute(
        `select job_post_id from job_matches m join resumes r on r.id = m.resume_id
         where r.original_file_name = 'analyst.pdf' order by m.rank`,
      )) as unknown as { rows: Array<{ job_post_id: string }> }
    ).rows.map((row) => row.job_post_id);
    expect(stored.slice(0, 20)).toEqual(list.matches.map((match: { jobPostId: string }) => match.jobPostId));
    await context.runtime.database.db.execute(`update job_matches set rank = 1000 - rank`);
    const reversed = (
      await context.app.inject({
        method: 'GET',
        url: '/api/jobs/match?limit=20',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(reversed.matches.map((match: { jobPostId: string }) => match.jobPostId)).toEqual(
      stored.slice(-20).reverse(),
    );
  }, 90_000);

  it('agrees with the fit analysis of one job on every posting it lists', async () => {
    const all = (
      await context.app.inject({
        method: 'GET',
        url: '/api/jobs/match?limit=50',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    expect(all.matches.length).toBeGreaterThanOrEqual(20);
    for (const match of all.matches as Array<{ jobPostId: string; matchScore: number }>) {
      const fit = (
        await analyze(
          [
            {
              name: 'resume',
              fileName: 'analyst.pdf',
              content: analystResume('Jordan Lee', 'jordan@example.com'),
            },
            { name: 'jobPostId', value: match.jobPostId },
          ],
          token,
        )
      ).json();
      expect(Math.round(fit.overallMatchScore * 100), match.jobPostId).toBe(match.matchScore);
    }
    // Matches ranked by an earlier method are found, so that the worker ranks them again at start.
    expect(await context.runtime.services.matching.hasMatchesOfOtherMethod()).toBe(false);
    await context.runtime.database.db.execute(`update job_matches set method_version = 'fit/2000.1.1'`);
    expect(await context.runtime.services.matching.hasMatchesOfOtherMethod()).toBe(true);
    await context.runtime.services.matching.computeForPrimaryResumes();
    expect(await context.runtime.services.matching.hasMatchesOfOtherMethod()).toBe(false);
  }, 120_000);
});

describe('POST /api/v1/resume-analysis/analyze-job', () => {
  it('works without a token against a posting and explains itself', async () => {
    const response = await analyze([
      { name: 'resume', fileName: 'analyst.pdf', content: analystResume('Jordan Lee', 'jordan@example.com') },
      { name: 'jobPostId', value: analystPostId },
    ]);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(['EXCELLENT', 'GOOD']).toContain(result.matchLevel);
    expect(result.isGoodMatch).toBe(true);
    expect(Object.keys(result.sectionScores).sort()).toEqual([
      'education',
      'experience',
      'projects',
      'skills',
      'summary',
    ]);
    expect(Object.keys(result.sectionFeedback).sort()).toEqual([
      'education',
      'experience',
      'projects',
      'skills',
      'summary',
    ]);
    expect(result.matchingSkills).toContain('SQL');
    const sql = result.matchingSkillsDetail.find((detail: { skill: string }) => detail.skill === 'SQL');
    expect(sql.evidence.text).toMatch(/SQL/);
    expect(result.methodVersion).toMatch(/^fit\//);
    expect(result.target).toMatchObject({ kind: 'posting', jobPostId: analystPostId });
  });

  it('scores the same resume low against an unrelated posting', async () => {
    const result = (
      await analyze([
        {
          name: 'resume',
          fileName: 'analyst.pdf',
          content: analystResume('Jordan Lee', 'jordan@example.com'),
        },
        { name: 'jobPostId', value: nursePostId },
      ])
    ).json();
    expect(['POOR', 'FAIR']).toContain(result.matchLevel);
    expect(result.isGoodMatch).toBe(false);
    expect(result.missingRequired.length).toBeGreaterThan(0);
    // A skill asked for is either stated missing or quoted as possibly in other words, never both.
    const unsure: Array<{ skill: string; line: string }> = result.unconfirmedSkills;
    expect(Array.isArray(unsure)).toBe(true);
    for (const entry of unsure) {
      expect(result.missingSkills).not.toContain(entry.skill);
      expect(entry.line.length).toBeGreaterThan(0);
    }
  });

  it('is name-invariant and deterministic', async () => {
    const first = (
      await analyze([
        { name: 'resume', fileName: 'a.pdf', content: analystResume('Jordan Lee', 'jordan@example.com') },
        { name: 'jobPostId', value: analystPostId },
      ])
    ).json();
    const second = (
      await analyze([
        {
          name: 'resume',
          fileName: 'b.pdf',
          content: analystResume('Oluwaseun Adeyemi', 'seun.a@example.org'),
        },
        { name: 'jobPostId', value: analystPostId },
      ])
    ).json();
    const strip = (result: Record<string, unknown>) =>
      JSON.stringify(result, (key, value) => (key === 'evidence' ? undefined : value));
    expect(strip(second)).toEqual(strip(first));
  });

  it('compares against the target role when signed in without a posting, and asks anonymous users for one', async () => {
    const signedIn = await analyze(
      [{ name: 'resume', fileName: 'a.pdf', content: analystResume('Jordan Lee', 'jordan@example.com') }],
      token,
    );
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().target).toMatchObject({ kind: 'role', title: 'Data Analyst' });
    const anonymous = await analyze([
      { name: 'resume', fileName: 'a.pdf', content: analystResume('Jordan Lee', 'jordan@example.com') },
    ]);
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().fieldErrors).toHaveProperty('jobPostId');
  });

  it('rejects a missing file, a bad type, a malformed and an unknown posting id', async () => {
    const missing = await analyze([{ name: 'jobPostId', value: analystPostId }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('No file selected');
    const image = await analyze([
      {
        name: 'resume',
        fileName: 'a.pdf',
        content: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      },
      { name: 'jobPostId', value: analystPostId },
    ]);
    expect(image.statusCode).toBe(400);
    expect(image.json().message).toContain('Invalid file type');
    const malformed = await analyze([
      { name: 'resume', fileName: 'a.pdf', content: analystResume('A', 'a@b.co') },
      { name: 'jobPostId', value: '42' },
    ]);
    expect(malformed.statusCode).toBe(400);
    const unknown = await analyze([
      { name: 'resume', fileName: 'a.pdf', content: analystResume('A', 'a@b.co') },
      { name: 'jobPostId', value: '00000000-0000-4000-8000-000000000000' },
    ]);
    expect(unknown.statusCode).toBe(404);
  });
});
