import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { analyzeResume, detectFileKind, extractDocument, type ResumeFileType } from '@careerlens/core';
import { CATEGORY_MAPPINGS, levelFromYears } from './categories';
import {
  claimRows,
  countClaims,
  heldOutKeys,
  mergeVerdicts,
  resumeClaims,
  type ClaimsFile,
  type VerdictsFile,
} from './claims-audit';
import {
  atsRows,
  atsStatements,
  mergeAtsVerdicts,
  type AtsStatementsFile,
  type JudgedBatch,
} from './ats-audit';
import {
  addCounts,
  emptyCounts,
  falseGaps,
  scoreResume,
  precisionByKind,
  summarise,
  type GoldFile,
  type ResumeScore,
} from './skills-gold';

/**
 * `npm run eval -- <folder> [--gold <file>] [--verbose]`: reads every resume under the folder (its parent
 * folder name is its category), extracts and analyses it offline, and prints extraction, section, skill and
 * score figures. With `--gold`, it also scores the skills found against a person's annotations (see
 * skills-gold.ts): recall and precision per category, and the precision of the credentials credited.
 * With `--ats-statements <file> [--ats-verdicts <verdicts.json>=<batch.json>,…]` it does the same for what
 * the ATS checks say (ats-audit.ts).
 * With `--claims <file> [--verdicts <a.json,b.json>]`, it writes every claim the report makes about each
 * resume's skills for a reader to judge, keeps the verdicts already written (and adds the readers' verdict
 * files), and prints the share of judged claims the files contradict (claims-audit.ts).
 *
 * `npm run eval -- --make-scans <out> <folders>...` and `npm run eval -- --scans <out>`: OCR figures on
 * scans made from born-digital files (eval-scans.ts).
 */
const READABLE: readonly string[] = ['pdf', 'docx', 'doc', 'txt'];
const REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');

function listFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder)) {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) files.push(...listFiles(full));
    else files.push(full);
  }
  return files.sort();
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function parseArgs(argv: readonly string[]) {
  const options: {
    folder?: string;
    gold?: string;
    claims?: string;
    verdicts: string[];
    atsStatements?: string;
    atsVerdicts: string[];
    verbose: boolean;
  } = { verbose: false, verdicts: [], atsVerdicts: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--gold') options.gold = argv[++index];
    else if (arg === '--claims') options.claims = argv[++index];
    else if (arg === '--verdicts') options.verdicts.push(...(argv[++index] ?? '').split(','));
    else if (arg === '--ats-statements') options.atsStatements = argv[++index];
    else if (arg === '--ats-verdicts') options.atsVerdicts.push(...(argv[++index] ?? '').split(','));
    else if (arg === '--verbose') options.verbose = true;
    else if (arg !== undefined && !arg.startsWith('--')) options.folder = arg;
  }
  return options;
}

function printClaims(file: string, fresh: ClaimsFile, readerFiles: readonly string[], verbose: boolean) {
  const heldout = heldOutKeys(Object.keys(fresh.resumes));
  for (const [key, resume] of Object.entries(fresh.resumes)) resume.heldout = heldout.has(key);
  const old = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ClaimsFile) : undefined;
  const readers = readerFiles
    .filter((name) => name !== '')
    .map((name) => JSON.parse(readFileSync(name, 'utf8')) as VerdictsFile);
  const merged = mergeVerdicts(fresh, old, readers);
  writeFileSync(file, JSON.stringify(merged, null, 1) + '\n');
  console.log(`\nClaims the report makes about skills (written to ${file}; verdicts kept where unchanged):`);
  console.log('Development resumes:');
  console.table(claimRows(countClaims(merged, (_key, resume) => !resume.heldout)));
  console.log('Held-out resumes:');
  console.table(claimRows(countClaims(merged, (_key, resume) => resume.heldout)));
  if (!verbose) return;
  for (const [key, resume] of Object.entries(merged.resumes))
    for (const claim of resume.claims.filter((entry) => entry.verdict === 'contradicted'))
      console.log(
        `  ${resume.heldout ? '[held out] ' : ''}${key}: ${claim.claim} ${claim.skill}` +
          `${claim.evidence?.[0] ? ` «${claim.evidence[0].slice(0, 90)}»` : ''} (${claim.note ?? ''})`,
      );
}

function printAtsStatements(file: string, fresh: AtsStatementsFile, readerFiles: readonly string[]) {
  const old = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as AtsStatementsFile) : undefined;
  const readers = readerFiles
    .filter((pair) => pair !== '')
    .map((pair) => {
      const [verdicts = '', judged = ''] = pair.split('=');
      return {
        verdicts: JSON.parse(readFileSync(verdicts, 'utf8')) as VerdictsFile,
        judged: JSON.parse(readFileSync(judged, 'utf8')) as JudgedBatch,
      };
    });
  const merged = mergeAtsVerdicts(fresh, old, readers);
  writeFileSync(file, JSON.stringify(merged, null, 1) + '\n');
  console.log(`\nWhat the ATS checks say (written to ${file}; verdicts kept where the words are unchanged):`);
  console.table(atsRows(merged));
}

function printGold(scores: ResumeScore[], heldout: ReadonlySet<string>, verbose: boolean) {
  const byCategory = new Map<string, ReturnType<typeof emptyCounts>>();
  const groups = { 'all annotated': emptyCounts(), development: emptyCounts(), 'held out': emptyCounts() };
  for (const score of scores) {
    const category = score.key.split('/')[0] ?? '';
    const counts = byCategory.get(category) ?? emptyCounts();
    addCounts(counts, score);
    byCategory.set(category, counts);
    addCounts(groups['all annotated'], score);
    addCounts(heldout.has(score.key) ? groups['held out'] : groups.development, score);
  }
  console.log('\nSkills against the gold annotations (soft skills left out):');
  console.table([
    ...[...byCategory.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, counts]) => summarise(key, counts)),
    ...Object.entries(groups).map(([key, counts]) => summarise(key, counts)),
  ]);
  console.log('Precision by the strongest evidence of each found skill (how many found):');
  console.table(Object.entries(groups).map(([key, counts]) => precisionByKind(key, counts)));
  if (!verbose) return;
  for (const score of scores) {
    console.log(
      `${score.key}\n  not in gold: ${score.falsePositives.join(' | ')}\n  missed: ${score.misses.join('; ')}`,
    );
  }
}

async function main() {
  const first = process.argv[2];
  if (first === '--scans' || first === '--make-scans') {
    // OCR figures on scans made from born-digital files (eval-scans.ts).
    const scans = await import('./eval-scans');
    await scans.main(process.argv.slice(2));
    return;
  }
  const {
    folder,
    gold: goldPath,
    claims: claimsPath,
    verdicts,
    atsStatements: atsPath,
    atsVerdicts,
    verbose,
  } = parseArgs(process.argv.slice(2));
  const claims: ClaimsFile = { resumes: {} };
  const statements: AtsStatementsFile = { resumes: {} };
  const gold = goldPath ? (JSON.parse(readFileSync(goldPath, 'utf8')) as GoldFile) : undefined;
  const goldScores: ResumeScore[] = [];
  const gapClaims: Array<{
    key: string;
    stated: number;
    refuted: string[];
    /** Of the stated gaps, those said to be missing (not "implied, not named"), and how many the gold refutes. */
    missing: number;
    missingRefuted: number;
  }> = [];
  if (!folder) {
    console.error(
      'Usage: npm run eval -- <folder of resumes, one sub-folder per category> [--gold <file>] [--claims <file> [--verdicts <files>]] [--ats-statements <file> [--ats-verdicts <verdicts=batch,…>]] [--verbose]',
    );
    process.exitCode = 2;
    return;
  }
  const standardFontDataUrl =
    path.join(
      path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
      'standard_fonts',
    ) + path.sep;
  const files = listFiles(path.resolve(folder));
  const rows: Array<{
    category: string;
    file: string;
    ok: boolean;
    reason?: string;
    ms: number;
    ats?: number;
    readiness?: number;
    mismatchedReadiness?: number;
    skills?: number;
    experience?: boolean;
    education?: boolean;
    skillsSection?: boolean;
    roles?: number;
    years?: number;
  }> = [];
  for (const file of files) {
    const bytes = new Uint8Array(readFileSync(file));
    const kind = detectFileKind(bytes);
    if (!READABLE.includes(kind)) continue;
    const category = path.basename(path.dirname(file));
    const mapping = CATEGORY_MAPPINGS[category];
    const started = performance.now();
    try {
      const document = await extractDocument(bytes, kind as ResumeFileType, { standardFontDataUrl });
      const first = analyzeResume(document, {
        targetRole: mapping?.targetRole ?? null,
        experienceLevel: null,
        referenceDate: REFERENCE_DATE,
      });
      const analysis = analyzeResume(document, {
        targetRole: mapping?.targetRole ?? null,
        experienceLevel: levelFromYears(first.totalYearsExperience),
        referenceDate: REFERENCE_DATE,
      });
      // The same resume measured against a role from another field (the category half the list away).
      const categories = Object.keys(CATEGORY_MAPPINGS).sort();
      const far =
        categories[(categories.indexOf(category) + Math.floor(categories.length / 2)) % categories.length];
      const mismatched = analyzeResume(document, {
        targetRole: (far && CATEGORY_MAPPINGS[far]?.targetRole) ?? null,
        experienceLevel: levelFromYears(first.totalYearsExperience),
        referenceDate: REFERENCE_DATE,
      });
      const kinds = new Set(analysis.sections.map((section) => section.kind));
      const key = `${category}/${path.basename(file)}`;
      if (atsPath) {
        // The checks as a user without a target role sees them (the role's own checks left out).
        const untargeted = analyzeResume(document, {
          targetRole: null,
          experienceLevel: null,
          referenceDate: REFERENCE_DATE,
        });
        statements.resumes[key] = { statements: atsStatements(key, untargeted.checks) };
      }
      const implied = analysis.readiness.impliedSkills.map((entry) => entry.skill);
      const impliedVia = analysis.readiness.impliedSkills;
      claims.resumes[key] = {
        role: mapping?.targetRole ?? null,
        heldout: false,
        claims: resumeClaims(key, analysis.skills, {
          missing: [
            ...analysis.readiness.coreMissing,
            ...analysis.readiness.commonMissing,
            ...analysis.comprehensiveAnalysis.skillGapAnalysis.criticalGaps.map((gap) => gap.skill),
          ].filter((name) => !implied.includes(name)),
          implied: impliedVia,
          unconfirmed: analysis.readiness.unconfirmedSkills,
        }),
      };
      const goldEntry = gold?.resumes[key];
      if (goldEntry) {
        goldScores.push(scoreResume(key, goldEntry, analysis.skills, gold?.notAnnotated));
        // What the report tells the user their resume does not show, against the category's role.
        const { readiness } = analysis;
        const stated = [
          ...new Set([
            ...readiness.coreMissing,
            ...readiness.commonMissing,
            ...readiness.impliedSkills.map((implied) => implied.skill),
            ...analysis.comprehensiveAnalysis.skillGapAnalysis.criticalGaps.map((gap) => gap.skill),
          ]),
        ];
        const missing = stated.filter((name) => !implied.includes(name));
        gapClaims.push({
          key,
          stated: stated.length,
          refuted: falseGaps(goldEntry, stated),
          missing: missing.length,
          missingRefuted: falseGaps(goldEntry, missing).length,
        });
      }
      rows.push({
        category,
        file: path.basename(file),
        ok: document.text.trim().length > 0,
        ms: performance.now() - started,
        ats: analysis.atsScore,
        readiness: analysis.jobReadinessScore,
        mismatchedReadiness: mismatched.jobReadinessScore,
        skills: analysis.skills.length,
        experience: kinds.has('experience'),
        education: kinds.has('education'),
        skillsSection: kinds.has('skills'),
        roles: analysis.experience.length,
        years: analysis.totalYearsExperience,
      });
    } catch (error) {
      rows.push({
        category,
        file: path.basename(file),
        ok: false,
        reason: (error as Error).message,
        ms: performance.now() - started,
      });
    }
  }
  const ok = rows.filter((row) => row.ok);
  const share = (predicate: (row: (typeof rows)[number]) => boolean) =>
    `${ok.filter(predicate).length}/${ok.length} (${Math.round((ok.filter(predicate).length / Math.max(1, ok.length)) * 100)}%)`;
  console.log(`Resumes read: ${rows.length}; non-empty text extracted: ${ok.length}`);
  for (const row of rows.filter((row) => !row.ok))
    console.log(`  failed: ${row.category}/${row.file}: ${row.reason}`);
  console.log(`Experience section found: ${share((row) => Boolean(row.experience))}`);
  console.log(`Education section found:  ${share((row) => Boolean(row.education))}`);
  console.log(`Skills section found:     ${share((row) => Boolean(row.skillsSection))}`);
  console.log(
    `Roles found per resume: mean ${(ok.reduce((sum, row) => sum + (row.roles ?? 0), 0) / Math.max(1, ok.length)).toFixed(1)}`,
  );
  console.log(`Resumes with dated experience: ${share((row) => (row.years ?? 0) > 0)}`);
  console.log(
    `Skills found per resume: mean ${(ok.reduce((sum, row) => sum + (row.skills ?? 0), 0) / Math.max(1, ok.length)).toFixed(1)}`,
  );
  const times = rows.map((row) => row.ms);
  console.log(
    `Extraction + analysis time: p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`,
  );
  console.log('\nATS and readiness scores by category (min / median / max):');
  const categories = [...new Set(ok.map((row) => row.category))].sort();
  const table = categories.map((category) => {
    const inCategory = ok.filter((row) => row.category === category);
    const ats = inCategory.map((row) => row.ats ?? 0);
    const readiness = inCategory.map((row) => row.readiness ?? 0);
    return {
      category,
      resumes: inCategory.length,
      targetRole: CATEGORY_MAPPINGS[category]?.targetRole ?? '-',
      ats: `${Math.min(...ats)} / ${quantile(ats, 0.5)} / ${Math.max(...ats)}`,
      readiness: `${Math.min(...readiness)} / ${quantile(readiness, 0.5)} / ${Math.max(...readiness)}`,
      skills: Math.round(inCategory.reduce((sum, row) => sum + (row.skills ?? 0), 0) / inCategory.length),
    };
  });
  console.table(table);
  const inField = ok.map((row) => row.readiness ?? 0);
  const otherField = ok.map((row) => row.mismatchedReadiness ?? 0);
  console.log(
    `Readiness against the category's own role: median ${quantile(inField, 0.5)}, p25 ${quantile(inField, 0.25)}; ` +
      `against a role from another field: median ${quantile(otherField, 0.5)}, p75 ${quantile(otherField, 0.75)}, max ${Math.max(...otherField)}`,
  );
  const allAts = ok.map((row) => row.ats ?? 0);
  console.log(
    `All ATS scores: min ${Math.min(...allAts)}, p25 ${quantile(allAts, 0.25)}, median ${quantile(allAts, 0.5)}, p75 ${quantile(allAts, 0.75)}, max ${Math.max(...allAts)}`,
  );
  if (claimsPath) printClaims(claimsPath, claims, verdicts, verbose);
  if (atsPath) printAtsStatements(atsPath, statements, atsVerdicts);
  if (gold) {
    const heldout = new Set(
      Object.entries(gold.resumes)
        .filter(([, entry]) => entry.heldout)
        .map(([key]) => key),
    );
    printGold(goldScores, heldout, verbose);
    const stated = gapClaims.reduce((sum, claim) => sum + claim.stated, 0);
    const refuted = gapClaims.reduce((sum, claim) => sum + claim.refuted.length, 0);
    console.log(
      `\nGaps stated against the category's role (missing, or implied and not named): ${stated} over ${gapClaims.length} resumes; ` +
        `the gold says the resume shows ${refuted} of them (${((refuted / Math.max(1, stated)) * 100).toFixed(1)}%).`,
    );
    const missing = gapClaims.reduce((sum, claim) => sum + claim.missing, 0);
    const missingRefuted = gapClaims.reduce((sum, claim) => sum + claim.missingRefuted, 0);
    console.log(
      `  Said to be missing: ${missing}, of which the gold says the resume shows ${missingRefuted} ` +
        `(${((missingRefuted / Math.max(1, missing)) * 100).toFixed(1)}%); said to be implied, not named: ${stated - missing}, ` +
        `shown by the gold: ${refuted - missingRefuted}.`,
    );
    if (verbose)
      for (const claim of gapClaims.filter((entry) => entry.refuted.length > 0))
        console.log(`  ${claim.key}: ${claim.refuted.join('; ')}`);
  }
}

void main();
