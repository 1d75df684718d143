import { linesToItems, makePdf } from '@careerlens/core/testing/documents';
import { generateHostileFiles, type HostileFile } from '@careerlens/core/testing/hostile-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, multipartBody, type TestContext } from '../../test/test-context';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ worker: true });
});
afterAll(async () => {
  await context?.close();
});

async function userToken(label: string): Promise<string> {
  const email = `${label}.${Date.now()}@example.com`;
  const password = 'hostile-tests-1';
  await context.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, firstName: 'H', lastName: 'T' },
  });
  return (
    await context.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } })
  ).json().token;
}

async function upload(token: string, file: { name: string; bytes: Uint8Array }) {
  const { payload, headers } = multipartBody([{ name: 'file', fileName: file.name, content: file.bytes }]);
  return context.app.inject({
    method: 'POST',
    url: '/api/resumes/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

async function finalStatus(token: string, id: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const resume = (
      await context.app.inject({
        method: 'GET',
        url: `/api/resumes/${id}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    if (resume.status === 'ANALYSIS_COMPLETED' || resume.status === 'ANALYSIS_FAILED') return resume;
    if (Date.now() > deadline) return resume;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

describe('hostile and broken files', () => {
  it('answers every file with a clear 4xx or ANALYSIS_FAILED with a reason, while other users are served', async () => {
    const files = generateHostileFiles();
    expect(files.length).toBeGreaterThanOrEqual(200);
    const attacker = await userToken('attacker');
    const bystander = await userToken('bystander');
    const good = makePdf([
      linesToItems([
        'Experience',
        'Registered Nurse, St. Mary Hospital   2018 - Present',
        '• Assessed and triaged 30 patients per shift in a busy emergency department',
        '• Administered medications and IV therapy and trained 12 new nurses',
        'Education',
        'Bachelor of Science in Nursing, State University, 2018',
        'Skills',
        'Patient Assessment, Triage, IV Therapy, Medication Administration, BLS, ACLS',
      ]),
    ]);
    const goodId = (await upload(bystander, { name: 'nurse.pdf', bytes: good })).json().id;
    const rssBefore = process.memoryUsage().rss;

    const outcomes: Array<{ file: HostileFile; statusCode: number; body: Record<string, unknown> }> = [];
    for (const file of files) {
      const response = await upload(attacker, { name: file.name, bytes: file.bytes });
      outcomes.push({ file, statusCode: response.statusCode, body: response.json() });
      if (outcomes.length % 50 === 0) {
        const health = await context.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
      }
    }
    const problems: string[] = [];
    for (const outcome of outcomes) {
      const { file, statusCode, body } = outcome;
      if (statusCode >= 400) {
        if (statusCode >= 500) problems.push(`${file.name}: ${statusCode}`);
        if (typeof body.message !== 'string' || (body.message as string).length < 10)
          problems.push(`${file.name}: no message`);
        if (file.expect === 'failed' || file.expect === 'completed')
          problems.push(`${file.name} (${file.kind}): rejected, expected ${file.expect}`);
        continue;
      }
      if (file.expect === 'rejected')
        problems.push(`${file.name} (${file.kind}): accepted, expected rejection`);
    }
    const accepted = outcomes.filter((outcome) => outcome.statusCode === 201);
    for (const outcome of accepted) {
      const resume = await finalStatus(attacker, outcome.body.id as string, 60_000);
      const { file } = outcome;
      if (resume.status !== 'ANALYSIS_COMPLETED' && resume.status !== 'ANALYSIS_FAILED') {
        problems.push(`${file.name}: still ${resume.status}`);
      } else if (resume.status === 'ANALYSIS_FAILED') {
        if (!resume.failureReason || resume.failureReason.length < 20)
          problems.push(`${file.name}: failed without a reason`);
        if (resume.analysisData !== null) problems.push(`${file.name}: failed but scored`);
        if (file.expect === 'completed')
          problems.push(`${file.name} (${file.kind}): failed (${resume.failureReason}), expected completed`);
      } else if (file.expect === 'failed') {
        problems.push(`${file.name} (${file.kind}): completed, expected failure`);
      }
    }
    expect(problems).toEqual([]);

    const bystanderResume = await finalStatus(bystander, goodId, 30_000);
    expect(bystanderResume.status).toBe('ANALYSIS_COMPLETED');
    expect(bystanderResume.analysisData.skills.length).toBeGreaterThan(3);
    // Memory is bounded: the test process hosts the server and its worker threads, so a second pass over
    // every accepted file must not grow it further (a leak would), and the peak stays within the design
    // bound of the API thread, PGlite and two worker heaps.
    const afterFirstPass = process.memoryUsage().rss;
    // Another account: the same bytes again from the same one are refused as a duplicate upload.
    const secondAttacker = await userToken('attacker-again');
    const secondPass = await Promise.all(
      accepted.map(async (outcome) => {
        const response = await upload(secondAttacker, { name: outcome.file.name, bytes: outcome.file.bytes });
        return finalStatus(secondAttacker, response.json().id as string, 60_000);
      }),
    );
    expect(
      secondPass.every(
        (resume) => resume.status === 'ANALYSIS_COMPLETED' || resume.status === 'ANALYSIS_FAILED',
      ),
    ).toBe(true);
    const secondPassGrowthMb = (process.memoryUsage().rss - afterFirstPass) / 1024 / 1024;
    const totalGrowthMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    expect(secondPassGrowthMb).toBeLessThan(150);
    expect(totalGrowthMb).toBeLessThan(900);
  }, 600_000);
});
