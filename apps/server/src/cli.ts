import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { DEMO_SOURCE, formatContentReport, generateDemoPostings } from '@careerlens/core';
import type { IngestResult } from './services/ingestion.service';
import { readJobspyFile } from './sources/jobspy-file';
import { formatSourceList, parseBoardList, parseSourceList } from './sources/sync';
import { corpusSyncDeps } from './composition/queue-handlers';
import { mergeOutcomes, syncConfiguredSources } from './services/corpus-sync';
import type { ProfileCheckReport } from './services/profile-check';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseLockedError } from './db/client';
import { startRuntime, type Runtime } from './runtime';
import { callServer, readServerInfo, type ServerInfo } from './cli/remote';

const USAGE = `Usage: npm run <command> -- [options]

Commands:
  jobs:import <file>          Import job postings from a python-jobspy CSV, JSON or JSON Lines file (the
                              current column set and older shorter ones). Re-importing updates postings.
  jobs:remove-demo            Remove the demo postings (source "demo").
  jobs:sync [--greenhouse <board,...>] [--lever <company,...>] [--ashby <org,...>] [--sources <list>]
                              Fetch postings from companies' public job boards and from public job APIs
                              (--sources remotive,arbeitnow,themuse,himalayas) and import them; without
                              options, those configured in JOB_BOARDS and JOB_SOURCES.
  profiles:regenerate [--all] Build the job profiles that are missing, or rebuild every one with --all.
  profiles:check [--sample N] [--demo] [--jobs <file>]...
                              Check every job profile against the grounding rules; report the question
                              mix, the bank's coverage and the content report (distinct questions and
                              answers, templated sentences, fields filled, difficulty by level, the job
                              analysis); exits 1 when a content threshold fails. With --demo or --jobs,
                              imports the demo corpus and the files into a temporary database instead.
  resumes:reanalyze [--all]   Re-run the current analysis method over stored resumes: those made by an
                              older method or never finished, or every resume with --all.

Works whether or not the server is running: on the embedded database, when a running server holds it,
the command is carried out by that server.`;

type Outcome = {
  local: (runtime: Runtime) => Promise<unknown>;
  remote: (server: ServerInfo) => Promise<unknown>;
};

/** Opens the database directly, or hands the work to the running server that holds it. */
async function withDatabase(config: Config, outcome: Outcome): Promise<unknown> {
  let runtime: Runtime;
  try {
    runtime = await startRuntime(config, { worker: false });
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    const server = readServerInfo(config.dataDir);
    if (!server || server.pid !== error.ownerPid) {
      throw new Error(
        `${error.message} It is not a CareerLens server this command can reach. Stop that process, or ` +
          'use a PostgreSQL server (DATABASE_URL) so that several processes can share the database.',
        { cause: error },
      );
    }
    console.log(
      `The server (pid ${server.pid}, port ${server.port}) holds the embedded database: asking it to do the work.`,
    );
    return outcome.remote(server);
  }
  try {
    return await outcome.local(runtime);
  } finally {
    await runtime.close();
  }
}

const MAX_PROBLEMS_SHOWN = 25;

function printIngest(result: IngestResult, started: number) {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Imported ${result.imported}, updated ${result.updated}, unchanged ${result.unchanged}, skipped ${result.skipped} (${seconds} s).`,
  );
  for (const problem of result.problems.slice(0, MAX_PROBLEMS_SHOWN)) {
    console.log(`  ${problem.line === null ? 'a posting' : `line ${problem.line}`}: ${problem.reason}`);
  }
  if (result.problems.length > MAX_PROBLEMS_SHOWN)
    console.log(`  ... and ${result.problems.length - MAX_PROBLEMS_SHOWN} more`);
}

/**
 * The content report over a temporary in-memory database: the demo corpus and/or jobspy files imported
 * with the product's ingestion, profiles built by its generator (or the model, with LLM_BASE_URL set).
 */
async function checkCorpus(options: {
  demo: boolean;
  jobs: string[];
  sample: number | undefined;
}): Promise<ProfileCheckReport> {
  const base = process.env.INIT_CWD ?? process.cwd();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careerlens-profiles-check-'));
  const runtime = await startRuntime(
    loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      JWT_SECRET: 'c'.repeat(40),
    }),
    { worker: false, inMemory: true },
  );
  try {
    if (options.demo) {
      const result = await runtime.services.ingestion.ingest(
        generateDemoPostings(new Date()).map((posting) => ({ ok: true as const, posting })),
      );
      console.log(`Demo corpus: ${result.imported} postings`);
    }
    for (const file of options.jobs) {
      const result = await runtime.services.ingestion.ingest(readJobspyFile(path.resolve(base, file)));
      console.log(`${path.basename(file)}: ${result.imported} imported, ${result.skipped} skipped`);
    }
    console.log(`Job profiles: ${JSON.stringify(await runtime.services.profiles.regenerate({ all: true }))}`);
    return await runtime.services.profiles.check({ sample: options.sample });
  } finally {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === 'help') {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  switch (command) {
    case 'resumes:reanalyze': {
      const { values } = parseArgs({ args: rest, options: { all: { type: 'boolean', default: false } } });
      const result = await withDatabase(config, {
        local: (runtime) =>
          runtime.services.resumes.reanalyzeStored({
            all: values.all ?? false,
            onProgress: (done, total) => {
              if (done === total || done % 25 === 0) console.log(`  analysed ${done}/${total}`);
            },
          }),
        remote: (server) =>
          callServer(server, '/resumes/reanalyze', { body: JSON.stringify({ all: values.all ?? false }) }),
      });
      console.log(`Re-analysis done: ${JSON.stringify(result)}`);
      return;
    }
    case 'jobs:import': {
      const file = rest.find((arg) => !arg.startsWith('--'));
      if (!file) throw new Error('Name the file to import: npm run jobs:import -- <file.csv|file.json>');
      const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
      if (!existsSync(resolved) || !statSync(resolved).isFile()) throw new Error(`No such file: ${resolved}`);
      const started = performance.now();
      const result = (await withDatabase(config, {
        local: (runtime) =>
          runtime.services.ingestion.ingest(readJobspyFile(resolved), {
            onProgress: (progress) =>
              process.stdout.write(
                `\r  ${progress.imported + progress.updated + progress.unchanged + progress.skipped} postings read`,
              ),
          }),
        remote: (server) =>
          callServer(server, `/jobs/import?name=${encodeURIComponent(path.basename(resolved))}`, {
            body: Readable.toWeb(createReadStream(resolved)) as unknown as RequestInit['body'],
            contentType: 'application/octet-stream',
          }),
      })) as IngestResult;
      process.stdout.write('\n');
      printIngest(result, started);
      return;
    }
    case 'jobs:sync': {
      const { values } = parseArgs({
        args: rest,
        options: {
          greenhouse: { type: 'string', multiple: true },
          lever: { type: 'string', multiple: true },
          ashby: { type: 'string', multiple: true },
          sources: { type: 'string', multiple: true },
        },
      });
      const listed = [
        ...(values.greenhouse ?? []).flatMap((value) =>
          value.split(',').map((board) => `greenhouse:${board}`),
        ),
        ...(values.lever ?? []).flatMap((value) => value.split(',').map((board) => `lever:${board}`)),
        ...(values.ashby ?? []).flatMap((value) => value.split(',').map((board) => `ashby:${board}`)),
      ];
      const named = listed.length > 0 || (values.sources ?? []).length > 0;
      const parsed = named ? parseBoardList(listed.join(',')) : { config: config.jobBoards, errors: [] };
      const parsedSources = named
        ? parseSourceList((values.sources ?? []).join(','))
        : { config: config.jobSources, errors: [] };
      const errors = [...parsed.errors, ...parsedSources.errors];
      if (errors.length) throw new Error(errors.join('; '));
      const boards = parsed.config;
      const sources = parsedSources.config;
      if (boards.greenhouse.length + boards.lever.length + boards.ashby.length + sources.length === 0) {
        throw new Error(
          'Name at least one board or source (--greenhouse <board>, --lever <company>, --ashby <org>, --sources remotive,arbeitnow) or set JOB_BOARDS or JOB_SOURCES.',
        );
      }
      const result = (await withDatabase(config, {
        local: async (runtime) => {
          const log = { info: (message: string) => console.log(message), warn: () => undefined };
          const synced = await syncConfiguredSources({
            ...corpusSyncDeps(runtime.services, log),
            boards,
            sources,
          });
          return mergeOutcomes(synced.outcomes);
        },
        remote: (server) =>
          callServer(server, '/jobs/sync', {
            body: JSON.stringify({
              ...boards,
              ...(sources.length ? { sources: formatSourceList(sources) } : {}),
            }),
          }),
      })) as ReturnType<typeof mergeOutcomes>;
      for (const board of result.report.boards) {
        const name = board.board ? `${board.source}:${board.board}` : board.source;
        console.log(`${name}: ${board.postings} postings in ${board.durationMs} ms`);
        for (const error of board.errors) console.log(`  ${error}`);
      }
      console.log(`Imported ${result.imported}, updated ${result.updated}, unchanged ${result.unchanged}.`);
      return;
    }
    case 'profiles:regenerate': {
      const { values } = parseArgs({ args: rest, options: { all: { type: 'boolean', default: false } } });
      const result = await withDatabase(config, {
        local: (runtime) => runtime.services.profiles.regenerate({ all: values.all ?? false }),
        remote: (server) =>
          callServer(server, '/profiles/regenerate', { body: JSON.stringify({ all: values.all ?? false }) }),
      });
      console.log(`Job profiles: ${JSON.stringify(result)}`);
      return;
    }
    case 'profiles:check': {
      const { values } = parseArgs({
        args: rest,
        options: {
          demo: { type: 'boolean', default: false },
          jobs: { type: 'string', multiple: true },
          sample: { type: 'string' },
        },
      });
      const sample = values.sample === undefined ? undefined : Number(values.sample);
      if (sample !== undefined && (!Number.isInteger(sample) || sample < 1))
        throw new Error('--sample takes a whole number of profiles, e.g. --sample 250');
      const corpus = values.demo || (values.jobs ?? []).length > 0;
      const report = (
        corpus
          ? await checkCorpus({ demo: values.demo ?? false, jobs: values.jobs ?? [], sample })
          : await withDatabase(config, {
              local: (runtime) => runtime.services.profiles.check({ sample }),
              remote: (server) => callServer(server, '/profiles/check'),
            })
      ) as ProfileCheckReport;
      const share = (part: number, whole: number) =>
        `${Math.round((part / Math.max(1, whole)) * 1000) / 10}%`;
      console.log(
        `Profiles: ${report.profiles}; satisfying every grounding rule: ${report.grounded} (${share(report.grounded, report.profiles)})`,
      );
      for (const violation of report.violations.slice(0, 10))
        console.log(`  ${violation.slug}: ${violation.problems.slice(0, 3).join(' | ')}`);
      console.log(
        `Questions: ${report.questions} in all, ${report.distinctQuestions} distinct question texts`,
      );
      console.log(
        `Difficulty: ${Object.entries(report.difficulties)
          .map(([key, count]) => `${key} ${share(count, report.questions)}`)
          .join(', ')}`,
      );
      console.log(
        `Type: ${Object.entries(report.types)
          .map(([key, count]) => `${key} ${share(count, report.questions)}`)
          .join(', ')}`,
      );
      console.log(
        `Generators: ${Object.entries(report.generators)
          .map(([key, count]) => `${key} ${count}`)
          .join(', ')}`,
      );
      const { roles, topSkills, skills, themed } = report.coverage;
      console.log(
        `Question bank: roles with >= 3 questions ${roles.covered}/${roles.total}; top ${topSkills.considered} corpus skills with >= 2 questions ${topSkills.covered}/${topSkills.considered}; ${skills.covered} skills with ${skills.questions} skill questions; ${themed.behavioural} behavioural and ${themed.situational} situational questions over ${themed.themes} themes, written for the field of ${themed.fieldRoles.covered}/${themed.fieldRoles.total} catalogue roles`,
      );
      if (topSkills.missing.length)
        console.log(
          `  top corpus skills without 2 questions yet: ${topSkills.missing.slice(0, 25).join(', ')}`,
        );
      for (const line of formatContentReport(report.content)) console.log(line);
      if (report.content.failures.length > 0) process.exitCode = 1;
      return;
    }
    case 'jobs:remove-demo': {
      const result = (await withDatabase(config, {
        local: async (runtime) => ({ removed: await runtime.services.ingestion.removeSource(DEMO_SOURCE) }),
        remote: (server) =>
          callServer(server, '/jobs/remove-source', { body: JSON.stringify({ source: DEMO_SOURCE }) }),
      })) as { removed: number };
      console.log(`Removed ${result.removed} demo postings.`);
      return;
    }
    default:
      console.error(`Unknown command "${command}".\n\n${USAGE}`);
      process.exitCode = 2;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Error: ${(error as Error).message ?? error}`);
  process.exitCode = 1;
});
