// Resume pipeline figures (issue 4). Run: node --import tsx bench/resume-pipeline.ts
//  1. extraction + analysis of a 2-page PDF in-process (p50, p95)
//  2. upload -> ANALYSIS_COMPLETED on PGlite with 10 concurrent uploads (p50, p95)
//  3. throughput: 500 resumes analysed on 2 cores, and the server's peak RSS meanwhile
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { analyzeResume, extractDocument } from '@careerlens/core';
import { linesToItems, makePdf } from '@careerlens/core/testing/documents';
import { quantile, ROOT, rssMb, signup, startServer, upload, waitCompleted } from './server-harness';
// The server runs as `npm start` runs it: compiled.
spawnSync('npm', ['run', 'build', '--workspace', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });

function twoPageResume(seed: number): Uint8Array {
  const roles = Array.from({ length: 5 }, (_, index) => [
    {
      text: `Senior Data Analyst ${seed}-${index}, Northwind Analytics   Jan ${2020 - index * 2} - Dec ${2021 - index * 2}`,
      size: 11,
    },
    '• Built 40 Tableau dashboards used by 300 staff across finance and operations, cutting report time by 35%',
    '• Automated weekly forecasting in Python and SQL, saving 6 hours a week for the planning team',
    '• Led A/B tests on pricing pages with product managers, lifting conversion by 4% in two quarters',
    '• Presented monthly insights to directors and trained 12 analysts on statistics and Excel modelling',
  ]);
  const page1 = [
    { text: `Candidate ${seed}`, size: 18 },
    `candidate${seed}@example.com | +1 303 555 0142 | Denver, CO | linkedin.com/in/candidate${seed}`,
    { text: 'Summary', size: 13 },
    'Data analyst with ten years of experience turning sales and operations data into decisions for retail leaders.',
    { text: 'Experience', size: 13 },
    ...roles.slice(0, 3).flat(),
  ];
  const page2 = [
    ...roles.slice(3).flat(),
    { text: 'Education', size: 13 },
    'B.S. in Statistics, University of Colorado, 2012',
    { text: 'Skills', size: 13 },
    'SQL, Python, Tableau, Power BI, Microsoft Excel, Statistics, Data Visualization, Snowflake, dbt, Looker',
    { text: 'Certifications', size: 13 },
    'Tableau Certified Data Analyst; Google Data Analytics Professional Certificate',
  ];
  return makePdf([linesToItems(page1), linesToItems(page2)]);
}

async function inProcess() {
  const standardFontDataUrl =
    path.join(
      path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
      'standard_fonts',
    ) + path.sep;
  const bytes = twoPageResume(1);
  const times: number[] = [];
  for (let run = 0; run < 120; run += 1) {
    const started = performance.now();
    const document = await extractDocument(bytes, 'pdf', { standardFontDataUrl });
    analyzeResume(document, {
      targetRole: 'Data Analyst',
      experienceLevel: 'senior-level',
      referenceDate: new Date('2026-11-01'),
    });
    if (run >= 20) times.push(performance.now() - started);
  }
  console.log(
    `1. extraction + analysis of a 2-page PDF, in-process: p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`,
  );
}

async function endToEnd() {
  const server = await startServer();
  try {
    const tokens = await Promise.all(Array.from({ length: 10 }, (_, index) => signup(server.base, index)));
    // Each upload its own bytes: the same file twice in one account is refused as a duplicate.
    let uploads = 0;
    const nextFile = (index: number) => twoPageResume(index * 10_000 + (uploads += 1));
    // Warm-up: the first analysis loads pdf.js and the taxonomy in each worker thread.
    await Promise.all(
      tokens
        .slice(0, 2)
        .map(async (token, index) =>
          waitCompleted(server.base, token, await upload(server.base, token, nextFile(index), 'warm.pdf')),
        ),
    );
    const latencies: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      await Promise.all(
        tokens.map(async (token, index) => {
          const started = performance.now();
          const id = await upload(server.base, token, nextFile(index), `r${round}-${index}.pdf`);
          await waitCompleted(server.base, token, id);
          latencies.push(performance.now() - started);
        }),
      );
    }
    console.log(
      `2. upload -> ANALYSIS_COMPLETED on PGlite, 10 concurrent uploads x 5 rounds: p50 ${quantile(latencies, 0.5).toFixed(0)} ms, p95 ${quantile(latencies, 0.95).toFixed(0)} ms`,
    );

    let peak = rssMb(server.pid);
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
    const started = performance.now();
    const ids: Array<[string, string]> = [];
    for (let batch = 0; batch < 50; batch += 1) {
      ids.push(
        ...(await Promise.all(
          tokens.map(
            async (token, index) =>
              [token, await upload(server.base, token, nextFile(index), `t${batch}-${index}.pdf`)] as [
                string,
                string,
              ],
          ),
        )),
      );
    }
    for (const [token, id] of ids) await waitCompleted(server.base, token, id);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(
      `3. ${ids.length} resumes uploaded and analysed in ${seconds.toFixed(1)} s: ${(ids.length / seconds).toFixed(1)} resumes/s; server peak RSS (with its parsing processes) ${peak.toFixed(0)} MB`,
    );
  } finally {
    await server.stop();
  }
}

await inProcess();
await endToEnd();
