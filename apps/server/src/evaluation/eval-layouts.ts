import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import {
  analyzeResume,
  detectFileKind,
  extractDocument,
  findSkillByName,
  parseResume,
  type ResumeFileType,
} from '@careerlens/core';
import { preloadDocxReader, preloadPdfReader, withoutSectionNumber } from '@careerlens/core/resume-analysis';
import type { AnalysisData } from '@careerlens/contracts';

/**
 * `npm run eval:layouts [-- <folder>]`: reads every designed resume listed in `<folder>/truth.json`
 * (default ../shared/eval/designed) and prints, per group (one-column English, two-column or sidebar English,
 * non-English), how many headings were read with the right kind, how many job titles and employers were
 * found, the truth's skills the taxonomy knows that the analysis credits (a layout misread loses them), whether
 * name, email and phone are the candidate's, the median ATS score, and the number of files
 * where an ATS check contradicts the file (it fails on something the truth says the file has).
 * `--verbose` prints every miss; `--repeat=N` reads each file N more times and prints the p95 of each file's
 * median time too.
 */
const REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');
/** Where the shared evaluation data sits beside a checkout (main) or a worktree. */
const DEFAULT_FOLDERS = ['../shared/eval/designed', '../../shared/eval/designed'];
const MAIN_KINDS = new Set(['summary', 'experience', 'education', 'skills', 'projects', 'certifications']);

interface TruthFile {
  file: string;
  path: string;
  format: string;
  language: string;
  columns: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  sections: Array<{ heading: string; kind: string; alt?: string[] }>;
  /** `bullets`: how many bullets the role has, when the truth records it (our generators do). */
  work: Array<{ title: string; employer: string; dates: string; bullets?: number }>;
  skills: string[];
}

type Group = 'one-column, English' | 'two-column or sidebar, English' | 'other languages';

interface Row {
  file: string;
  group: Group;
  headings: [number, number];
  titles: [number, number];
  employers: [number, number];
  /** The truth's skills the taxonomy knows: credited by the analysis, of all. */
  skills: [number, number];
  name: boolean;
  email: boolean;
  phone: boolean;
  ats: number;
  falseClaims: string[];
  /** "No achievement bullets" on a file whose truth does not say whether its roles have bullets. */
  uncheckedBulletClaim: boolean;
  ms: number;
  misses: string[];
  failed?: string;
}

function key(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function tokens(text: string): Set<string> {
  return new Set(key(text).split(' ').filter(Boolean));
}

/** The same words: equal keys, or word sets overlapping by at least 70% (Jaccard). */
function sameText(found: string | null | undefined, truth: string): boolean {
  if (!found) return false;
  if (key(found).replace(/ /g, '') === key(truth).replace(/ /g, '')) return true;
  const a = tokens(found);
  const b = tokens(truth);
  const common = [...a].filter((token) => b.has(token)).length;
  return common / (a.size + b.size - common) >= 0.7;
}

function ourKind(kind: string): string {
  return MAIN_KINDS.has(kind) ? kind : 'other';
}

function groupOf(truth: TruthFile): Group {
  if (truth.language !== 'en') return 'other languages';
  return truth.columns >= 2 ? 'two-column or sidebar, English' : 'one-column, English';
}

function truthHas(truth: TruthFile, kind: string): boolean {
  return truth.sections.some((section) => section.kind === kind || section.alt?.includes(kind));
}

/**
 * Checks that state something the truth contradicts. "No achievement bullets" is contradicted when the
 * truth gives the roles bullets, or, when it does not record bullets, when no role was read at all (the
 * claim is then a consequence of the reading, not of the file); otherwise it cannot be checked here.
 */
function falseClaims(truth: TruthFile, analysis: AnalysisData, rolesRead: number): string[] {
  const claims: string[] = [];
  const check = (id: string) => analysis.checks.find((item) => item.id === id);
  const headings = check('standard-headings');
  for (const kind of ['experience', 'education', 'skills']) {
    const missing = /Missing or unrecognised: ([^.]*)\./.exec(headings?.detail ?? '')?.[1] ?? '';
    if (headings && headings.status !== 'pass' && missing.includes(kind) && truthHas(truth, kind))
      claims.push(`standard-headings says ${kind} missing`);
  }
  if (truthHas(truth, 'skills') && /No skills section/.test(check('skills-section')?.detail ?? ''))
    claims.push('skills-section: no skills section');
  if (truthHas(truth, 'education') && /No degree/.test(check('education-section')?.detail ?? ''))
    claims.push('education-section: no degree or school');
  const roles = truth.work.filter((role) => role.title || role.employer || role.dates);
  if (roles.length > 0 && /No roles were found/.test(check('dated-roles')?.detail ?? ''))
    claims.push('dated-roles: no roles found');
  if (noBulletsClaimed(analysis) && roles.length > 0) {
    const bullets = roles.map((role) => role.bullets);
    if (
      bullets.some((count) => (count ?? 0) > 0) ||
      (bullets.every((count) => count === undefined) && rolesRead === 0)
    )
      claims.push('no bullets found');
  }
  if (truth.email && /No email/.test(check('contact-email')?.detail ?? '')) claims.push('no email');
  if (truth.phone && /No phone number/.test(check('contact-phone')?.detail ?? '')) claims.push('no phone');
  if (truthHas(truth, 'summary') && /No summary/.test(check('summary')?.detail ?? ''))
    claims.push('no summary');
  // A one-column file told that two columns share its lines.
  if (truth.columns < 2 && check('single-column')?.status === 'fail')
    claims.push('single-column: two columns said to share lines');
  return claims;
}

function noBulletsClaimed(analysis: AnalysisData): boolean {
  const detail = analysis.checks.find((item) => item.id === 'quantified-achievements')?.detail ?? '';
  return /No achievement bullets|No bullets/.test(detail);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

async function evaluate(folder: string, truth: TruthFile, standardFontDataUrl: string): Promise<Row> {
  const row: Row = {
    file: truth.file,
    group: groupOf(truth),
    headings: [0, truth.sections.length],
    titles: [0, truth.work.filter((role) => role.title).length],
    employers: [0, truth.work.filter((role) => role.employer).length],
    skills: [0, 0],
    name: false,
    email: false,
    phone: false,
    ats: 0,
    falseClaims: [],
    uncheckedBulletClaim: false,
    ms: 0,
    misses: [],
  };
  const bytes = new Uint8Array(readFileSync(path.join(folder, truth.path)));
  const started = performance.now();
  try {
    const kind = detectFileKind(bytes) as ResumeFileType;
    const document = await extractDocument(bytes, kind, { standardFontDataUrl });
    row.ms = performance.now() - started;
    const parsed = parseResume(document, { referenceDate: REFERENCE_DATE });
    const analysis = analyzeResume(document, {
      targetRole: null,
      experienceLevel: null,
      referenceDate: REFERENCE_DATE,
    });
    row.ats = analysis.atsScore;
    const credited = new Set(analysis.skills.map((skill) => skill.id));
    for (const name of truth.skills) {
      const skill = findSkillByName(name);
      if (skill === undefined) continue;
      row.skills[1] += 1;
      if (credited.has(skill.id)) row.skills[0] += 1;
      else row.misses.push(`skill "${name}"`);
    }
    const headings = parsed.sections.filter((section) => section.headingLine >= 0);
    for (const expected of truth.sections) {
      const kinds = [expected.kind, ...(expected.alt ?? [])];
      // A section number printed before the name ("01 Personal Profile") is not a word of the heading.
      const found = headings.find((section) =>
        sameText(withoutSectionNumber(section.heading ?? ''), expected.heading),
      );
      if (found && kinds.includes(ourKind(found.kind))) row.headings[0] += 1;
      else
        row.misses.push(
          `heading "${expected.heading}" (${expected.kind}): ${found ? `read as ${found.kind}` : 'not read'}`,
        );
    }
    const roles = parsed.experience;
    for (const expected of truth.work) {
      if (expected.title) {
        if (roles.some((role) => sameText(role.title, expected.title))) row.titles[0] += 1;
        else row.misses.push(`title "${expected.title}"`);
      }
      if (expected.employer) {
        if (roles.some((role) => sameText(role.employer, expected.employer))) row.employers[0] += 1;
        else row.misses.push(`employer "${expected.employer}"`);
      }
    }
    if (roles.length)
      row.misses.push(
        `roles read: ${roles.map((role) => `[${role.title ?? '-'} | ${role.employer ?? '-'} | ${role.dates?.text ?? '-'}]`).join(' ')}`,
      );
    const name = parsed.contact.name?.text ?? null;
    row.name = truth.name ? sameText(name, truth.name) : name === null;
    const email = parsed.contact.emails[0]?.value ?? null;
    row.email = truth.email ? email?.toLowerCase() === truth.email.toLowerCase() : email === null;
    const digits = (text: string) => text.replace(/\D/g, '');
    const phone = parsed.contact.phones[0]?.raw ?? null;
    row.phone = truth.phone ? phone !== null && digits(phone) === digits(truth.phone) : phone === null;
    if (!row.name) row.misses.push(`name: read "${name}", truth "${truth.name}"`);
    if (!row.email) row.misses.push(`email: read "${email}", truth "${truth.email}"`);
    if (!row.phone) row.misses.push(`phone: read "${phone}", truth "${truth.phone}"`);
    row.falseClaims = falseClaims(truth, analysis, roles.length);
    row.uncheckedBulletClaim =
      noBulletsClaimed(analysis) &&
      !row.falseClaims.includes('no bullets found') &&
      truth.work.some((role) => role.bullets === undefined);
  } catch (error) {
    row.ms = performance.now() - started;
    row.failed = (error as Error).message;
    row.falseClaims = ['file refused'];
  }
  return row;
}

function share([hit, total]: [number, number]): string {
  return total === 0 ? '-' : `${hit}/${total} (${Math.round((hit / total) * 100)}%)`;
}

function sum(rows: Row[], pick: (row: Row) => [number, number]): [number, number] {
  return rows.reduce<[number, number]>((acc, row) => [acc[0] + pick(row)[0], acc[1] + pick(row)[1]], [0, 0]);
}

async function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const given = args.find((arg) => !arg.startsWith('--'));
  const folder = path.resolve(
    given ?? DEFAULT_FOLDERS.find((candidate) => existsSync(path.join(candidate, 'truth.json'))) ?? '.',
  );
  const truth = JSON.parse(readFileSync(path.join(folder, 'truth.json'), 'utf8')) as { files: TruthFile[] };
  const standardFontDataUrl =
    path.join(
      path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
      'standard_fonts',
    ) + path.sep;
  const rows: Row[] = [];
  // As the analysis worker does at start (pdf.js and the DOCX readers loaded): the first file's time is then
  // its own, not the readers' loading.
  await Promise.all([preloadPdfReader(), preloadDocxReader()]);
  for (const file of truth.files) rows.push(await evaluate(folder, file, standardFontDataUrl));

  if (verbose) {
    for (const row of rows) {
      console.log(
        `\n${row.file} [${row.group}] ATS ${row.ats}, ${row.ms.toFixed(0)} ms${row.failed ? ` FAILED: ${row.failed}` : ''}`,
      );
      for (const miss of row.misses) console.log(`  - ${miss}`);
      for (const claim of row.falseClaims) console.log(`  ! false claim: ${claim}`);
      if (row.uncheckedBulletClaim)
        console.log('  ? "no bullets" claimed; the truth does not record bullets');
    }
    console.log('');
  }
  const groups: Array<[string, Row[]]> = [
    ...(['one-column, English', 'two-column or sidebar, English', 'other languages'] as Group[]).map(
      (group): [string, Row[]] => [group, rows.filter((row) => row.group === group)],
    ),
    ['all', rows],
  ];
  console.table(
    Object.fromEntries(
      groups.map(([group, inGroup]) => [
        group,
        {
          files: inGroup.length,
          'headings, right kind': share(sum(inGroup, (row) => row.headings)),
          'job titles': share(sum(inGroup, (row) => row.titles)),
          employers: share(sum(inGroup, (row) => row.employers)),
          skills: share(sum(inGroup, (row) => row.skills)),
          name: share([inGroup.filter((row) => row.name).length, inGroup.length]),
          email: share([inGroup.filter((row) => row.email).length, inGroup.length]),
          phone: share([inGroup.filter((row) => row.phone).length, inGroup.length]),
          'median ATS': median(inGroup.map((row) => row.ats)),
          'files with a false ATS claim': inGroup.filter((row) => row.falseClaims.length > 0).length,
        },
      ]),
    ),
  );
  const unchecked = rows.filter((row) => row.uncheckedBulletClaim).map((row) => row.file);
  if (unchecked.length)
    console.log(
      `"No achievement bullets" on ${unchecked.length} file(s) with roles read whose truth does not record bullets (not counted; check by reading): ${unchecked.join(', ')}`,
    );
  const times = rows.map((row) => row.ms);
  console.log(
    `Extraction time per file: p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms`,
  );
  // `--repeat N`: each file read N times more and its median time kept, so that one pause of the machine
  // (a collection, another process) does not decide a p95 taken over a few dozen files.
  const repeat = Number(args.find((arg) => arg.startsWith('--repeat='))?.split('=')[1] ?? 0);
  if (repeat > 0) {
    const medians: number[] = [];
    for (const file of truth.files) {
      const bytes = new Uint8Array(readFileSync(path.join(folder, file.path)));
      const kind = detectFileKind(bytes) as ResumeFileType;
      const runs: number[] = [];
      for (let run = 0; run < repeat; run += 1) {
        const started = performance.now();
        await extractDocument(bytes, kind, { standardFontDataUrl }).catch(() => undefined);
        runs.push(performance.now() - started);
      }
      medians.push(median(runs));
    }
    console.log(
      `Extraction time per file, median of ${repeat} more reads: p50 ${quantile(medians, 0.5).toFixed(1)} ms, p95 ${quantile(medians, 0.95).toFixed(1)} ms`,
    );
  }
}

void main();
