import { createHash } from 'node:crypto';
import { linesToItems, makePdf } from '@careerlens/core/testing/documents';
import {
  generateHostileFiles,
  headlineBombs,
  type HostileFile,
} from '@careerlens/core/testing/hostile-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  multipartBody,
  TEST_DATABASE_KIND,
  type TestContext,
} from '../../test/test-context';
import { ANALYSIS_POOL } from '../composition/container';
import { processTreeMemoryMb } from '../lib/process-memory';

/**
 * The whole corpus runs on PGlite; on PostgreSQL (the same parsing, another database) every bomb and
 * structure attack and a fifth of the rest, unless HOSTILE_FULL_CORPUS=1. bench/hostile-files.ts runs the
 * whole corpus against the compiled server.
 */
const FULL_CORPUS = TEST_DATABASE_KIND === 'pglite' || process.env.HOSTILE_FULL_CORPUS === '1';
const BOMB_KINDS = /bomb|lying|nested|cyclic|page count|pages|entity|deep xml|polyglot|flate|encrypted/i;

let context: TestContext;

beforeAll(async () => {
  // OCR is on: the image-only PDFs go to the OCR process. Its time limit is shorter than the default
  // here so that the scan aimed at OCR (scan-picture-bomb.pdf, over two minutes of CPU if let run) ends
  // within the corpus's wait for each file; the legitimate scans here take seconds.
  context = await createTestContext({
    worker: true,
    env: { MAX_RESUMES_PER_USER: '10000', OCR_TIMEOUT_SECONDS: '30' },
  });
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

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

describe('hostile and broken files', () => {
  it('keeps what 4 bombs in flight add to the server and its parsing processes within their memory caps, and another user served', async () => {
    const attacker = await userToken('bomber');
    const bystander = await userToken('neighbour');
    // A target role lets analyze-job read the file without a posting.
    await context.runtime.database.db.execute(
      `update users set target_role = 'Data Analyst' where email like 'bomber.%'`,
    );
    const bombs = headlineBombs();
    const baselineMb = processTreeMemoryMb(process.pid);
    let peakMb = baselineMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, processTreeMemoryMb(process.pid))), 20);
    const latencies: number[] = [];
    let bombsDone = false;
    const neighbour = (async () => {
      while (!bombsDone) {
        const started = performance.now();
        const response = await context.app.inject({
          method: 'GET',
          url: '/api/resumes',
          headers: { authorization: `Bearer ${bystander}` },
        });
        latencies.push(performance.now() - started);
        expect(response.statusCode).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const started = performance.now();
    // Two stored as resumes, two read by the public fit analysis: four in flight at once.
    const outcomes = await Promise.all(
      bombs.map(async (bomb, index) => {
        if (index % 2 === 0) {
          const response = await upload(attacker, bomb);
          expect(response.statusCode).toBe(201);
          const resume = await finalStatus(attacker, response.json().id as string, 120_000);
          return `${bomb.name}: ${resume.status} (${resume.failureReason})`;
        }
        const { payload, headers } = multipartBody([
          { name: 'resume', fileName: bomb.name, content: bomb.bytes },
        ]);
        const response = await context.app.inject({
          method: 'POST',
          url: '/api/v1/resume-analysis/analyze-job',
          payload,
          headers: { ...headers, authorization: `Bearer ${attacker}` },
        });
        return `${bomb.name}: ${response.statusCode} (${response.json().message})`;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    bombsDone = true;
    await neighbour;
    clearInterval(sampler);
    const p95 = quantile(latencies, 0.95);
    console.log(
      `hostile files (${TEST_DATABASE_KIND}): 4 bombs in flight ended in ${seconds.toFixed(1)} s; ` +
        `peak RSS of the server and its parsing processes ${peakMb.toFixed(0)} MB (${baselineMb.toFixed(0)} MB before); ` +
        `another user's requests: ${latencies.length}, p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms\n  ` +
        outcomes.join('\n  '),
    );
    for (const outcome of outcomes) expect(outcome).toMatch(/: (ANALYSIS_FAILED \(.{20,}\)|400 \(.{20,}\))/);
    // What the bombs add is bounded by the parsing processes' OS memory caps (two processes, and one retry with
    // a larger cap): before issue 12 one bomb took the server from 300 MB to 4.6 GB. The test process's own
    // size before the bombs depends on what the test runner ran in it earlier (up to 1.1 GB seen in CI), so the
    // bound is on the growth; bench/hostile-files.ts measures a fresh server (docs/evaluation/performance.md).
    const capsMb = ANALYSIS_POOL.size * ANALYSIS_POOL.maxMemoryMb + ANALYSIS_POOL.retryOutOfMemoryMemoryMb;
    expect(peakMb - baselineMb).toBeLessThan(capsMb);
    expect(p95).toBeLessThan(1000);
    expect((await context.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 300_000);

  it('answers every file with a clear 4xx or ANALYSIS_FAILED with a reason, while other users are served', async () => {
    const corpus = generateHostileFiles();
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    const files = FULL_CORPUS
      ? corpus
      : corpus.filter((file, index) => BOMB_KINDS.test(file.kind) || index % 5 === 0);
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
    const started = performance.now();

    const outcomes: Array<{
      file: HostileFile;
      statusCode: number;
      body: Record<string, unknown>;
      seenBefore: boolean;
    }> = [];
    const uploadedBytes = new Set<string>();
    for (const file of files) {
      const response = await upload(attacker, { name: file.name, bytes: file.bytes });
      const digest = createHash('sha256').update(file.bytes).digest('hex');
      outcomes.push({
        file,
        statusCode: response.statusCode,
        body: response.json(),
        seenBefore: uploadedBytes.has(digest),
      });
      uploadedBytes.add(digest);
      if (outcomes.length % 50 === 0) {
        const health = await context.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
      }
    }
    const problems: string[] = [];
    for (const outcome of outcomes) {
      const { file, statusCode, body } = outcome;
      // The corpus holds some files twice (the same bytes under two names): the second is refused as the
      // duplicate upload it is, and the first one's outcome is what counts.
      if (statusCode === 409 && body.code === 'DUPLICATE_FILE' && outcome.seenBefore) continue;
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
        // The picture bomb reaches the OCR process, and its failure says what stopped it there.
        if (file.kind.includes('aimed at OCR') && !/text recognition/.test(resume.failureReason ?? ''))
          problems.push(`${file.name}: not stopped in OCR (${resume.failureReason})`);
      } else if (file.expect === 'failed') {
        problems.push(`${file.name} (${file.kind}): completed, expected failure`);
      }
    }
    console.log(
      `hostile corpus (${TEST_DATABASE_KIND}): ${files.length} of ${corpus.length} files, ` +
        `${outcomes.length - accepted.length} refused with a 4xx, ${accepted.length} accepted and ended ` +
        `(problems: ${problems.length}) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
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
        // All at once through two parsing processes: the last waits for most of the others.
        return finalStatus(secondAttacker, response.json().id as string, 300_000);
      }),
    );
    expect(
      secondPass.every(
        (resume) => resume.status === 'ANALYSIS_COMPLETED' || resume.status === 'ANALYSIS_FAILED',
      ),
    ).toBe(true);
    const secondPassGrowthMb = (process.memoryUsage().rss - afterFirstPass) / 1024 / 1024;
    const totalGrowthMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    // The second pass stores every accepted file again. PostgreSQL holds them in its own process; PGlite
    // holds them in this process's WebAssembly heap, which grows and is never given back (measured here:
    // 299 MB for the 145 files), so its bound is wider.
    expect(secondPassGrowthMb).toBeLessThan(TEST_DATABASE_KIND === 'pglite' ? 400 : 150);
    expect(totalGrowthMb).toBeLessThan(900);
  }, 900_000);
});
