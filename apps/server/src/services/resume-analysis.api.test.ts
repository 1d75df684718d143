import { linesToItems, makeDocx, makePdf } from '@careerlens/core/testing/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  createTestContext,
  multipartBody,
  TEST_DATABASE_KIND,
  type TestContext,
} from '../../test/test-context';
import { RESUME_FILES_DIR } from '../composition/container';
import { scanPdf } from '../ocr/scan-maker';

let context: TestContext;
let counter = 0;

beforeAll(async () => {
  // A scan is read by OCR here: room for a machine shared by many test runs.
  context = await createTestContext({ worker: true, env: { OCR_TIMEOUT_SECONDS: '240' } });
});
afterAll(async () => {
  await context?.close();
});

function resumeLines(name: string, email: string, phone: string) {
  return [
    { text: name, size: 18 },
    `${email} | ${phone} | Denver, CO | linkedin.com/in/example`,
    { text: 'Summary', size: 13 },
    'Data analyst with six years of experience turning sales and operations data into decisions.',
    { text: 'Experience', size: 13 },
    'Senior Data Analyst, Northwind Analytics   Jan 2021 - Present',
    '• Built 40 Tableau dashboards used by 300 staff, cutting reporting time by 35%',
    '• Automated weekly demand forecasting in Python and SQL, saving 6 hours a week',
    '• Led A/B testing of pricing pages with the product team, lifting conversion 4%',
    'Data Analyst, Contoso Retail   Jun 2017 - Dec 2020',
    '• Analyzed sales data for 120 stores in SQL and Excel and presented findings to directors',
    '• Reduced stock-outs by 18% with a replenishment model reviewed by finance',
    { text: 'Education', size: 13 },
    'B.S. in Statistics, University of Colorado, 2017',
    { text: 'Skills', size: 13 },
    'SQL, Python, Tableau, Power BI, Microsoft Excel, Statistics, Data Visualization',
  ];
}

async function newUser(overrides: Record<string, string> = {}) {
  counter += 1;
  const email = `analysis.${counter}.${Date.now()}@example.com`;
  const signupData = {
    email,
    password: 'analysis-tests-1',
    firstName: 'Avery',
    lastName: 'Quinn',
    targetRole: 'Data Analyst',
    experienceLevel: 'mid-level',
    careerIntent: 'switching-jobs',
    ...overrides,
  };
  const { payload, headers } = multipartBody([{ name: 'signupData', value: JSON.stringify(signupData) }]);
  await context.app.inject({ method: 'POST', url: '/api/auth/signup-with-onboarding', payload, headers });
  const signin = await context.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password: signupData.password },
  });
  return signin.json().token as string;
}

async function upload(token: string, fileName: string, content: Uint8Array) {
  const { payload, headers } = multipartBody([{ name: 'file', fileName, content }]);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/resumes/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

async function waitForAnalysis(token: string, id: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/resumes/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const resume = response.json();
    if (resume.status === 'ANALYSIS_COMPLETED' || resume.status === 'ANALYSIS_FAILED') return resume;
    if (Date.now() > deadline) throw new Error(`analysis still ${resume.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The analysis without the parts that legitimately quote the changed lines. */
function scoresOf(analysis: Record<string, unknown>) {
  const { atsText: _text, ...rest } = analysis;
  return JSON.parse(JSON.stringify(rest, (key, value) => (key === 'evidence' ? undefined : value))) as Record<
    string,
    unknown
  >;
}

describe('resume analysis pipeline', () => {
  it('analyses an uploaded PDF: scores, every check with its fix, skills with evidence', async () => {
    const token = await newUser();
    const id = await upload(
      token,
      'avery.pdf',
      makePdf([linesToItems(resumeLines('Avery Quinn', 'avery@example.com', '+1 303 555 0142'))]),
    );
    const resume = await waitForAnalysis(token, id);
    expect(resume.status).toBe('ANALYSIS_COMPLETED');
    const analysis = resume.analysisData;
    expect(analysis.atsScore).toBeGreaterThanOrEqual(0);
    expect(analysis.atsScore).toBeLessThanOrEqual(100);
    expect(analysis.jobReadinessScore).toBeGreaterThan(0);
    expect(analysis.actionableTip.length).toBeGreaterThan(10);
    expect(analysis.checks.length).toBeGreaterThanOrEqual(25);
    for (const check of analysis.checks) {
      if (check.status !== 'pass') expect(check.fix, check.id).toBeTruthy();
    }
    const sql = analysis.skills.find((skill: { name: string }) => skill.name === 'SQL');
    expect(sql?.evidence[0]?.text).toMatch(/SQL/);
    expect(analysis.methodVersion).toMatch(/^resume-analysis\//);
    expect(analysis.atsText).toContain('Northwind Analytics');
    expect(analysis.totalYearsExperience).toBeGreaterThan(4);
  });

  it('analyses DOCX and plain-text resumes the same way', async () => {
    const token = await newUser();
    const lines = resumeLines('Avery Quinn', 'avery@example.com', '+1 303 555 0142').map((line) =>
      typeof line === 'string' ? line : line.text,
    );
    const docx = await upload(
      token,
      'avery.docx',
      makeDocx(
        lines.map((line) =>
          ['Summary', 'Experience', 'Education', 'Skills'].includes(line) ? { heading: line } : line,
        ),
      ),
    );
    const txt = await upload(token, 'avery.txt', new TextEncoder().encode(lines.join('\n')));
    for (const id of [docx, txt]) {
      const resume = await waitForAnalysis(token, id);
      expect(resume.status).toBe('ANALYSIS_COMPLETED');
      expect(resume.analysisData.skills.map((skill: { name: string }) => skill.name)).toContain('Tableau');
    }
  });

  it('gives the same scores when only the name and contact details change', async () => {
    const token = await newUser();
    const first = await upload(
      token,
      'a.pdf',
      makePdf([linesToItems(resumeLines('Avery Quinn', 'avery@example.com', '+1 303 555 0142'))]),
    );
    const second = await upload(
      token,
      'b.pdf',
      makePdf([linesToItems(resumeLines('Lakisha Washington', 'lw.cv@example.org', '+44 20 7946 0958'))]),
    );
    const a = (await waitForAnalysis(token, first)).analysisData;
    const b = (await waitForAnalysis(token, second)).analysisData;
    expect(b.atsScore).toBe(a.atsScore);
    expect(b.jobReadinessScore).toBe(a.jobReadinessScore);
    expect(scoresOf(b)).toEqual(scoresOf(a));
  });

  it('is deterministic: re-analysis gives an identical result', async () => {
    const token = await newUser();
    const id = await upload(
      token,
      'a.pdf',
      makePdf([linesToItems(resumeLines('Avery Quinn', 'a@example.com', '+1 303 555 0142'))]),
    );
    const before = (await waitForAnalysis(token, id)).analysisData;
    await context.runtime.services.resumes.analyze(id, { force: true });
    const after = (await waitForAnalysis(token, id)).analysisData;
    expect(after).toEqual(before);
  });

  it('analyses the resume sent at signup', async () => {
    counter += 1;
    const email = `signup-resume.${counter}@example.com`;
    const signupData = {
      email,
      password: 'analysis-tests-1',
      firstName: 'Noor',
      lastName: 'Haddad',
      targetRole: 'Data Analyst',
      experienceLevel: 'entry-level',
      careerIntent: 'first-job',
    };
    const { payload, headers } = multipartBody([
      { name: 'signupData', value: JSON.stringify(signupData) },
      {
        name: 'resumeFile',
        fileName: 'noor.pdf',
        content: makePdf([linesToItems(resumeLines('Noor Haddad', email, '+971 50 123 4567'))]),
      },
    ]);
    expect(
      (
        await context.app.inject({
          method: 'POST',
          url: '/api/auth/signup-with-onboarding',
          payload,
          headers,
        })
      ).statusCode,
    ).toBe(201);
    const token = (
      await context.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email, password: signupData.password },
      })
    ).json().token;
    const primary = (
      await context.app.inject({
        method: 'GET',
        url: '/api/resumes/primary',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const resume = await waitForAnalysis(token, primary.id);
    expect(resume.status).toBe('ANALYSIS_COMPLETED');
    expect(resume.analysisData.experienceLevel).toBe('entry-level');
  });

  it('fails scanned and password-protected PDFs with a reason the user can act on, never a score', async () => {
    const token = await newUser();
    const encrypted = await upload(
      token,
      'locked.pdf',
      makePdf([linesToItems(resumeLines('A B', 'a@b.co', '+1 303 555 0142'))], { encrypt: true }),
    );
    const empty = await upload(token, 'scan.pdf', makePdf([[]]));
    const lockedResult = await waitForAnalysis(token, encrypted);
    expect(lockedResult.status).toBe('ANALYSIS_FAILED');
    expect(lockedResult.failureReason).toContain('password-protected');
    expect(lockedResult.analysisData).toBeNull();
    const scanResult = await waitForAnalysis(token, empty);
    expect(scanResult.status).toBe('ANALYSIS_FAILED');
    expect(scanResult.failureReason).toContain('no text layer');
  });

  it('analyses a scanned resume by OCR in the OCR process: skills and roles read, marked as OCR, the ATS score cut for it', async () => {
    const token = await newUser();
    const born = makePdf([
      linesToItems(resumeLines('Ana Reyes', 'ana.reyes@example.com', '+1 303 555 0142')),
    ]);
    const bornId = await upload(token, 'born.pdf', born);
    const scan = await scanPdf(born, { dpi: 200, skewDegrees: 0.7, jitter: 20, seed: 11 });
    const scanId = await upload(token, 'scan.pdf', scan.bytes);
    const digital = (await waitForAnalysis(token, bornId, 120_000)).analysisData;
    const scanned = await waitForAnalysis(token, scanId, 120_000);
    expect({ status: scanned.status, reason: scanned.failureReason ?? null }).toEqual({
      status: 'ANALYSIS_COMPLETED',
      reason: null,
    });
    const analysis = scanned.analysisData;
    expect(digital.ocr).toBeNull();
    expect(analysis.ocr.pages).toEqual([1]);
    expect(analysis.ocr.confidence).toBeGreaterThan(80);
    const names = (found: Array<{ name: string }>) => found.map((skill) => skill.name);
    const shared = names(digital.skills).filter((name) => names(analysis.skills).includes(name));
    expect(shared.length / digital.skills.length).toBeGreaterThan(0.9);
    expect(analysis.experience.map((role: { title: string }) => role.title)).toEqual(
      digital.experience.map((role: { title: string }) => role.title),
    );
    const readable = analysis.checks.find((check: { id: string }) => check.id === 'text-readable');
    expect(readable.status).toBe('fail');
    expect(readable.detail).toContain('An ATS cannot read it either.');
    expect(analysis.atsScore).toBe(0);
    expect(digital.atsScore).toBeGreaterThan(50);
    expect(analysis.jobReadinessScore).toBeGreaterThan(0);
  }, 240_000);

  it.skipIf(TEST_DATABASE_KIND !== 'pglite')(
    'fails the analysis with a reason when the stored file has gone from the data folder',
    async () => {
      const token = await newUser();
      const pdf = makePdf([linesToItems(resumeLines('Rowan Ash', 'rowan@example.com', '+1 303 555 0101'))]);
      const id = await upload(token, 'rowan.pdf', pdf);
      expect((await waitForAnalysis(token, id)).status).toBe('ANALYSIS_COMPLETED');
      rmSync(path.join(context.dataDir, RESUME_FILES_DIR, id));
      await context.runtime.services.resumes.analyze(id, { force: true });
      const resume = await waitForAnalysis(token, id);
      expect(resume.status).toBe('ANALYSIS_FAILED');
      expect(resume.failureReason).toMatch(
        /stored copy of this file could not be found.*Upload the file again/,
      );
      expect(resume.analysisData).toBeNull();
    },
  );

  it('measures every resume again when the user changes the target role, and validates the change', async () => {
    const token = await newUser();
    const pdf = makePdf([linesToItems(resumeLines('Avery Quinn', 'avery@example.com', '+1 303 555 0100'))]);
    const id = await upload(token, 'analyst.pdf', pdf);
    const before = (await waitForAnalysis(token, id)).analysisData;
    expect(before.targetRole).toBe('Data Analyst');

    const patch = (payload: unknown, auth = true) =>
      context.app.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        payload: payload as Record<string, unknown>,
        headers: auth ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await patch({ targetRole: 'Wizard', experienceLevel: 'mid-level' })).statusCode).toBe(400);
    expect((await patch({ targetRole: 'Chef', experienceLevel: 'mid-level' }, false)).statusCode).toBe(401);
    const changed = await patch({ targetRole: 'Chef', experienceLevel: 'entry-level' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ targetRole: 'Chef', experienceLevel: 'entry-level' });

    const deadline = Date.now() + 20_000;
    let after = before;
    while (after.targetRole !== 'Chef') {
      if (Date.now() > deadline) throw new Error('the resume was not analysed again');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const resume = await waitForAnalysis(token, id);
      after = resume.analysisData ?? after;
    }
    // A data analyst's resume read against Chef: low, with the reason.
    expect(after.jobReadinessScore).toBeLessThan(before.jobReadinessScore);
    expect(after.readiness.fieldMatch).toBeLessThan(1);
  });
});
