// Job corpus figures (issue 5). Run: node --import tsx bench/job-corpus.ts [--postgres postgres://...]
//  1. import 10,000 postings (generated from the demo corpus) including analysis: time and peak RSS
//  2. grow the corpus to 100,000 postings, then GET /api/jobs/search and GET /api/insights p50/p95
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateDemoPostings, type JobPostingInput } from '@careerlens/core';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { startRuntime } from '../apps/server/src/runtime';

const { values } = parseArgs({
  options: { postgres: { type: 'string' }, size: { type: 'string', default: '100000' } },
});
const TARGET = Number(values.size);

function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** 10,000 distinct postings: the demo corpus repeated with other ids, titles, places and dates. */
function tenThousand(): JobPostingInput[] {
  const base = generateDemoPostings(new Date());
  const cities = [
    'Austin',
    'Boston',
    'Chicago',
    'Denver',
    'Seattle',
    'Toronto',
    'London',
    'Dublin',
    'Berlin',
    'Sydney',
  ];
  const postings: JobPostingInput[] = [];
  for (let copy = 0; postings.length < 10_000; copy += 1) {
    for (const posting of base) {
      if (postings.length >= 10_000) break;
      postings.push({
        ...posting,
        sourceId: `${posting.sourceId}-bench-${copy}`,
        jobUrl: `${posting.jobUrl}?copy=${copy}`,
        location: { ...posting.location, city: cities[copy % cities.length] ?? posting.location.city },
        description: `${posting.description}\n\nTeam ${copy}: joins a group of ${3 + (copy % 9)} people.`,
      });
    }
  }
  return postings;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careerlens-bench-corpus-'));
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (values.postgres) {
    const name = `careerlens_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: values.postgres });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(values.postgres);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: values.postgres });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const runtime = await startRuntime(config, { worker: false });
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  try {
    const postings = tenThousand();
    // A fresh embedded database leaves its initdb's memory (~300 MB) to the garbage collector: part of the
    // peak below, so the RSS the import starts from is shown next to it.
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
    const started = performance.now();
    const result = await runtime.services.ingestion.ingest(
      postings.map((posting) => ({ ok: true as const, posting })),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    console.log(
      `[${database}] 1. imported ${result.imported} postings with analysis in ${seconds.toFixed(1)} s ` +
        `(${Math.round(result.imported / seconds)}/s); peak RSS ${Math.round(peak / 1048576)} MB ` +
        `(${Math.round(before / 1048576)} MB before the import)`,
    );

    // Grow to the target by copying analysed rows (the text and the search vector are recomputed).
    const columns = `source, source_id, title, company_name, company_logo, company_url, company_industry, job_level, is_remote, job_type,
      job_function, job_url, job_url_direct, city, state, country, description, description_format, description_html, description_text,
      date_posted, salary_interval, salary_min, salary_max, salary_currency, emails, role_title, role_group, experience_level, min_years,
      education, hybrid, required_skills, preferred_skills, analysis, analysis_version, content_hash, vector`;
    const growStarted = performance.now();
    for (let copy = 1; (await runtime.services.countPostings()) < TARGET; copy += 1) {
      await runtime.database.db.execute(
        `insert into job_posts (${columns}) select ${columns.replace('source_id', `source_id || '-x${copy}'`).replace('job_url,', `job_url || '&x=${copy}',`).replace('date_posted', `date_posted - ((${copy} * 7) % 60)`)}
         from job_posts where source_id not like '%-x%' limit ${Math.min(10_000, TARGET - (await runtime.services.countPostings()))}`,
      );
    }
    // What an import does at its end (the rows above bypassed it), then fresh planner statistics.
    await runtime.database.db.execute(`select gin_clean_pending_list('job_posts_search_idx'::regclass)`);
    await runtime.database.db.execute('analyze job_posts');
    console.log(
      `    grew the corpus to ${await runtime.services.countPostings()} postings in ${((performance.now() - growStarted) / 1000).toFixed(1)} s`,
    );

    const app = await buildApp({ services: runtime.services, logger: false });
    await app.ready();
    const queries = [
      '',
      'jobTitle=software%20engineer',
      'jobTitle=data%20analyst&experienceLevel=mid-level',
      'jobTitle=nurse',
      'jobTitle=chef&sortBy=datePosted',
      'jobTitle=sql%20tableau',
      'experienceLevel=senior-level&size=20&page=3',
      'jobTitle=Registered%20Nurse&experienceLevel=entry-level&page=0&size=3&sortBy=datePosted&sortDir=desc',
    ];
    const searchTimes: number[] = [];
    for (let round = 0; round < 30; round += 1) {
      for (const query of queries) {
        const start = performance.now();
        const response = await app.inject({ method: 'GET', url: `/api/jobs/search?${query}` });
        if (response.statusCode !== 200) throw new Error(`search failed: ${response.body}`);
        if (round > 0) searchTimes.push(performance.now() - start);
      }
    }
    console.log(
      `[${database}] 2. GET /api/jobs/search over ${await runtime.services.countPostings()} postings: p50 ${quantile(searchTimes, 0.5).toFixed(1)} ms, p95 ${quantile(searchTimes, 0.95).toFixed(1)} ms`,
    );

    const token = await (async () => {
      const email = 'bench-insights@example.com';
      await runtime.services.auth.signupWithOnboarding(
        {
          email,
          password: 'bench-password-1',
          firstName: 'B',
          lastName: 'I',
          targetRole: 'Data Analyst',
          experienceLevel: 'mid-level',
          careerIntent: 'switching-jobs',
        },
        undefined,
      );
      return (await runtime.services.auth.signin(email, 'bench-password-1')).token;
    })();
    const insightTimes: number[] = [];
    for (let round = 0; round < 200; round += 1) {
      const start = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: '/api/insights',
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`insights failed: ${response.body}`);
      insightTimes.push(performance.now() - start);
    }
    const cold = insightTimes[0] ?? 0;
    console.log(
      `[${database}]    GET /api/insights: first (uncached) ${cold.toFixed(1)} ms, then p50 ${quantile(insightTimes.slice(1), 0.5).toFixed(1)} ms, p95 ${quantile(insightTimes.slice(1), 0.95).toFixed(1)} ms`,
    );
    await app.close();
  } finally {
    await runtime.close();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
