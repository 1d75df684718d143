import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  analyzeResume,
  detectFileKind,
  extractDocument,
  generateDemoPostings,
  generateRolePostings,
  indexResume,
  matchReason,
  prepareResume,
  resumeField,
  quickScore,
  roleOccupation,
  SOC_MAJOR_GROUPS,
  type ResumeFileType,
} from '@careerlens/core';
import { loadConfig } from '../config';
import { createMatchRepository } from '../repositories/match.repository';
import { createProfileRepository } from '../repositories/profile.repository';
import { MATCHES_KEPT } from '../services/matching.service';
import { fitTargetsLoader } from '../services/posting-row';
import { startRuntime } from '../runtime';
import { PostingIndex, type IndexedPosting } from '../services/posting-index';
import { readJobspyFile } from '../sources/jobspy-file';
import { ROLE_TITLES } from '@careerlens/contracts';
import { CATEGORY_MAPPINGS, judgeRole, parseFieldsFile, type CategoryMapping } from './categories';
import { listFiles } from './files';

/**
 * `npm run eval:matching -- --resumes <folder> --jobs <file> [--jobs <file>] [--no-demo]`: imports the
 * postings (and the demo corpus) into a fresh database, prepares every resume (its folder is its
 * category), ranks the corpus for it as the product does, and prints per category the share of the top 10
 * matches from the category's occupation family (evaluation/categories.ts), with and without the semantic
 * part of the score, how often the best match is in the family, and how often it is from an unrelated
 * family (neither the family nor the work next to it; a posting of unknown role counts as unrelated).
 * With `--fields <file>` (a person's reading of each resume's own field, kept outside the repository: see
 * FieldsFile in categories.ts) each resume is judged against its own field instead of its folder's, the
 * stated target is the role that reading names, and the occupation table groups resumes by that role.
 * `--flood <role>[,<role>]=<count>` adds that many more demo-style postings of those roles (a pool one field
 * dominates).
 */
const TOP = 10;
const REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');

async function main() {
  const { values } = parseArgs({
    options: {
      resumes: { type: 'string' },
      jobs: { type: 'string', multiple: true },
      'no-demo': { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      fields: { type: 'string' },
      flood: { type: 'string' },
    },
  });
  // An embeddings provider (EMBEDDINGS_BASE_URL, EMBEDDINGS_MODEL, EMBEDDINGS_COSINE_FLOOR/FULL in the
  // environment) replaces the lexical similarity, as in the product: "with the semantic part" then means it.
  const provider = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key.startsWith('EMBEDDINGS_')),
  );
  if (!values.resumes) {
    console.error(
      'Usage: npm run eval:matching -- --resumes <folder> --jobs <jobs.csv> [--jobs <more.csv>] [--no-demo] [--verbose]',
    );
    process.exitCode = 2;
    return;
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  const fields = values.fields
    ? parseFieldsFile(readFileSync(path.resolve(base, values.fields), 'utf8'), ROLE_TITLES)
    : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careerlens-eval-matching-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    JWT_SECRET: 'e'.repeat(40),
    ...provider,
  });
  const runtime = await startRuntime(config, { worker: false, inMemory: true });
  try {
    if (!values['no-demo']) {
      const demo = await runtime.services.ingestion.ingest(
        generateDemoPostings(REFERENCE_DATE).map((posting) => ({ ok: true as const, posting })),
      );
      console.log(`Demo corpus: ${demo.imported} postings`);
    }
    if (values.flood) {
      // "--flood Teacher=640": that many more postings of the roles named (comma-separated), so one field
      // dominates the pool as it did in the held-out pool the matching issue measured (71% teaching).
      const [roles = '', count = ''] = values.flood.split('=');
      const flood = generateRolePostings(
        roles.split(',').map((role) => role.trim()),
        Number.parseInt(count, 10) || 0,
        REFERENCE_DATE,
      );
      const result = await runtime.services.ingestion.ingest(
        flood.map((posting) => ({ ok: true as const, posting })),
      );
      console.log(`More postings of ${roles}: ${result.imported} imported`);
    }
    for (const file of values.jobs ?? []) {
      const result = await runtime.services.ingestion.ingest(readJobspyFile(path.resolve(base, file)));
      console.log(`${path.basename(file)}: ${result.imported} imported, ${result.skipped} skipped`);
    }
    const model = runtime.services.embeddings.model;
    if (model) {
      const started = performance.now();
      const embedded = await runtime.services.embeddings.embedPendingPostings();
      console.log(
        `Embeddings (${model}): ${embedded} postings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const repository = createMatchRepository(runtime.database.db);
    const index = new PostingIndex(repository, async () => 1, model);
    const fitTargets = fitTargetsLoader(createProfileRepository(runtime.database.db));
    await index.ensureFresh();
    const roleOf = new Map((await repository.compactPostings()).map((row) => [row.id, row.roleTitle]));
    console.log(`Corpus: ${index.size} postings`);
    // The pool by O*NET-SOC major group of the postings' roles, and the group that dominates it.
    const majorOf = (role: string | undefined) => roleOccupation(role ?? '')?.code.slice(0, 2) ?? '--';
    const majorName = (major: string) => SOC_MAJOR_GROUPS[major] ?? 'no occupation';
    const poolGroups = new Map<string, number>();
    for (const role of roleOf.values())
      poolGroups.set(majorOf(role), (poolGroups.get(majorOf(role)) ?? 0) + 1);
    const [dominant = '--', dominantCount = 0] =
      [...poolGroups.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    console.log(
      `Pool by occupation group: ${[...poolGroups.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([major, count]) => `${majorName(major)} ${count}`)
        .join(
          ', ',
        )}; dominated by ${majorName(dominant)} (${Math.round((100 * dominantCount) / Math.max(1, roleOf.size))}%)\n`,
    );

    const standardFontDataUrl =
      path.join(
        path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
        'standard_fonts',
      ) + path.sep;
    type Row = {
      category: string;
      /** How the role read for a target of "Other" (the resume report) stands to the resume's field. */
      other: 'family' | 'related' | 'unrelated' | 'none';
      /** What the resume is judged against: its own field (--fields) or its folder's. */
      mapping: CategoryMapping | undefined;
      withSemantic: number;
      withoutSemantic: number;
      /** With the category's target role stated, as every user states one at signup. */
      withTarget: number;
      topOk: boolean;
      /** The best match is neither in the family nor in a related one. */
      topUnrelated: boolean;
      /** The same, with the category's target role stated. */
      topUnrelatedWithTarget: boolean;
      /** The best match is from an unrelated family but of a role one of the resume's own job titles names. */
      topUnrelatedOwnTitle: boolean;
      topUnrelatedWithTargetOwnTitle: boolean;
      topTitle: string;
      /** Share of the top 10 from the pool's dominant occupation group when the category calls it unrelated. */
      dominantUnrelated: number;
    };
    const rows: Row[] = [];
    for (const file of listFiles(path.resolve(base, values.resumes))) {
      const bytes = new Uint8Array(readFileSync(file));
      const kind = detectFileKind(bytes);
      if (!['pdf', 'docx', 'doc', 'txt'].includes(kind)) continue;
      const category = path.basename(path.dirname(file));
      const key = `${category}/${path.basename(file)}`;
      if (fields && !fields.resumes[key]) continue;
      const mapping = fields ? fields.resumes[key] : CATEGORY_MAPPINGS[category];
      const family = new Set(mapping?.family ?? []);
      const judge = (role: string | undefined) => judgeRole(mapping, role);
      let prepared;
      let otherReading: string | null = null;
      try {
        const document = await extractDocument(bytes, kind as ResumeFileType, { standardFontDataUrl });
        prepared = prepareResume(document, REFERENCE_DATE);
        // The role the resume report measures against when the user's target is "Other".
        otherReading = analyzeResume(document, {
          targetRole: 'Other',
          experienceLevel: null,
          referenceDate: REFERENCE_DATE,
        }).readiness.inferredRole;
      } catch {
        continue;
      }
      const statedTarget = mapping?.targetRole ?? null;
      const embeddings = model ? await runtime.services.embeddings.forPrepared(prepared) : null;
      // Exactly as the product ranks (PostingIndex.rankByFit, the 50 it keeps), its first 10.
      const top = async (useSemantic: boolean, target: string | null = null): Promise<IndexedPosting[]> =>
        (
          await index.rankByFit(
            prepared,
            MATCHES_KEPT,
            { useSemantic, statedTarget: target, embeddings },
            fitTargets,
          )
        )
          .slice(0, TOP)
          .map((entry) => entry.candidate);
      const share = (list: IndexedPosting[]) =>
        list.filter((posting) => family.has(roleOf.get(posting.id) ?? '')).length / Math.max(1, list.length);
      const withSemantic = await top(true);
      const withTarget = await top(true, statedTarget);
      const topRole = roleOf.get(withSemantic[0]?.id ?? '');
      const topTargetRole = roleOf.get(withTarget[0]?.id ?? '');
      // The roles the resume's own job titles map to surely: a resume filed under a loose category (a nurse's
      // resume under AGRICULTURE) is matched to its own work, which the category calls unrelated.
      const ownRoles = new Set(
        prepared.titles.filter((title) => title.confidence >= 0.5).map((title) => title.roleTitle),
      );
      if (values.verbose) {
        const field = resumeField(prepared, indexResume(prepared))
          .map((role) => `${role.roleTitle} (${role.basis} ${role.weight.toFixed(2)})`)
          .join(', ');
        console.log(`${key}: field ${field || 'unknown'}`);
        const marks = withSemantic.map(
          (posting) => ({ family: '+', related: '~', unrelated: '-' })[judge(roleOf.get(posting.id))],
        );
        console.log(`   top ${TOP}: ${marks.join('')}`);
        const targetMarks = withTarget.map(
          (posting) => ({ family: '+', related: '~', unrelated: '-' })[judge(roleOf.get(posting.id))],
        );
        console.log(
          `   with ${statedTarget ?? 'no target'} stated: ${targetMarks.join('')} (#1 ${roleOf.get(withTarget[0]?.id ?? '') ?? '-'})`,
        );
        for (const posting of withSemantic.slice(0, 3)) {
          const role = roleOf.get(posting.id) ?? '-';
          const mark = { family: '+', related: '~', unrelated: '-' }[judge(role)];
          console.log(
            `   ${mark} ${role}: ${quickScore(prepared, posting, { embeddings }).toFixed(3)} (quick) ${matchReason(prepared, posting)}`,
          );
        }
      }
      rows.push({
        category,
        mapping,
        other: otherReading === null ? 'none' : judge(otherReading),
        withSemantic: share(withSemantic),
        withoutSemantic: share(await top(false)),
        withTarget: share(withTarget),
        topOk: judge(topRole) === 'family',
        topUnrelated: judge(topRole) === 'unrelated',
        topUnrelatedWithTarget: judge(topTargetRole) === 'unrelated',
        topUnrelatedOwnTitle: judge(topRole) === 'unrelated' && ownRoles.has(topRole ?? ''),
        topUnrelatedWithTargetOwnTitle:
          judge(topTargetRole) === 'unrelated' && ownRoles.has(topTargetRole ?? ''),
        topTitle: topRole ?? '-',
        dominantUnrelated:
          withTarget.filter(
            (posting) =>
              majorOf(roleOf.get(posting.id)) === dominant && judge(roleOf.get(posting.id)) === 'unrelated',
          ).length / Math.max(1, withTarget.length),
      });
    }
    const categories = [...new Set(rows.map((row) => row.category))].sort();
    // The best share the corpus allows: a family with fewer than 10 postings cannot fill a top 10.
    const familySize = (category: string) => {
      const family = new Set(CATEGORY_MAPPINGS[category]?.family ?? []);
      return [...roleOf.values()].filter((role) => family.has(role)).length;
    };
    if (fields)
      console.log(
        `Judged against a reading of each resume's own field (${rows.length} resumes, --fields); the ceiling column is the folder's.`,
      );
    const percent = (value: number) => `${Math.round(value * 100)}%`;
    const table = categories.map((category) => {
      const inCategory = rows.filter((row) => row.category === category);
      const mean = (pick: (row: Row) => number) =>
        inCategory.reduce((sum, row) => sum + pick(row), 0) / inCategory.length;
      return {
        category,
        resumes: inCategory.length,
        'top-10 in family': percent(mean((row) => row.withSemantic)),
        'without semantic': percent(mean((row) => row.withoutSemantic)),
        'with target role': percent(mean((row) => row.withTarget)),
        ceiling: percent(Math.min(1, familySize(category) / TOP)),
        '#1 in family': `${inCategory.filter((row) => row.topOk).length}/${inCategory.length}`,
        '#1 unrelated': inCategory.filter((row) => row.topUnrelated).length,
        'of them own title': inCategory.filter((row) => row.topUnrelatedOwnTitle).length,
        '#1 roles': [...new Set(inCategory.map((row) => row.topTitle))].join('; '),
      };
    });
    console.table(table);
    // By occupation family: the SOC major group of each category's target role (O*NET), with the lowest
    // category in it, and the share of the top 10 (target stated) from the pool's dominant group when unrelated.
    const families = new Map<string, Row[]>();
    for (const row of rows) {
      const major = majorOf(row.mapping?.targetRole);
      families.set(major, [...(families.get(major) ?? []), row]);
    }
    console.table(
      [...families.entries()]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([major, inFamily]) => {
          const mean = (pick: (row: Row) => number, list = inFamily) =>
            list.reduce((sum, row) => sum + pick(row), 0) / Math.max(1, list.length);
          const byCategory = [...new Set(inFamily.map((row) => row.category))].map((category) => ({
            category,
            share: mean(
              (row) => row.withTarget,
              inFamily.filter((row) => row.category === category),
            ),
          }));
          const lowest = byCategory.sort((a, b) => a.share - b.share)[0];
          return {
            family: `${major} ${majorName(major)}`,
            categories: byCategory.length,
            resumes: inFamily.length,
            'top-10 in family': percent(mean((row) => row.withSemantic)),
            'with target role': percent(mean((row) => row.withTarget)),
            'lowest category (target)': lowest ? `${lowest.category} ${percent(lowest.share)}` : '-',
            [`top 10 from ${majorName(dominant)}, unrelated`]: percent(mean((row) => row.dominantUnrelated)),
          };
        }),
    );
    const overall = (pick: (row: Row) => number) =>
      percent(rows.reduce((sum, row) => sum + pick(row), 0) / Math.max(1, rows.length));
    console.log(
      `All ${rows.length} resumes: top-10 in family ${overall((row) => row.withSemantic)} with the semantic part, ` +
        `${overall((row) => row.withoutSemantic)} without; #1 in family for ${rows.filter((row) => row.topOk).length}/${rows.length}, ` +
        `#1 from an unrelated family for ${rows.filter((row) => row.topUnrelated).length}/${rows.length} ` +
        `(${rows.filter((row) => row.topUnrelatedOwnTitle).length} of them a role the resume's own job titles name); ` +
        `with ${fields ? 'the role the reading names' : "the category's target role"} stated (as at signup): ${overall((row) => row.withTarget)}, ` +
        `#1 from an unrelated family for ${rows.filter((row) => row.topUnrelatedWithTarget).length}/${rows.length} ` +
        `(${rows.filter((row) => row.topUnrelatedWithTargetOwnTitle).length} of them the resume's own).`,
    );
    const otherCount = (value: Row['other']) => rows.filter((row) => row.other === value).length;
    console.log(
      `For a target of "Other" the resume report reads a role in the family for ${otherCount('family')}/${rows.length}, ` +
        `a related one for ${otherCount('related')}, an unrelated one for ${otherCount('unrelated')}, none for ${otherCount('none')}.`,
    );
    // Per category, or with --fields per occupation family of each resume's own field.
    const groups = fields
      ? [...families.values()]
      : categories.map((category) => rows.filter((row) => row.category === category));
    const categoryShares = groups.map(
      (inGroup) => inGroup.reduce((sum, row) => sum + row.withTarget, 0) / Math.max(1, inGroup.length),
    );
    console.log(
      `Targets (target stated, per ${fields ? 'occupation family' : 'category'}): mean ${percent(categoryShares.reduce((a, b) => a + b, 0) / Math.max(1, categoryShares.length))} (>= 75%), ` +
        `${categoryShares.filter((share) => share < 0.5).length} of ${categoryShares.length} ${fields ? 'families' : 'categories'} below 50% (none), ` +
        `${percent(rows.reduce((sum, row) => sum + row.dominantUnrelated, 0) / Math.max(1, rows.length))} of the top 10 from ${majorName(dominant)} where unrelated (< 10%).`,
    );
  } finally {
    await runtime.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
