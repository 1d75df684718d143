import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AnalysisData, ExperienceLevel } from '@careerlens/contracts';
import {
  analyzePosting,
  analyzeResume,
  detectFileKind,
  extractDocument,
  generateDemoPostings,
  generateJobProfile,
  MIN_MARKET_SAMPLE,
  type AnalysisContext,
  type MarketSkillStats,
  type PostingAnalysis,
  type ResumeFileType,
} from '@careerlens/core';
import { marketSample } from '../../services/insights.service';
import { CATEGORY_MAPPINGS, levelFromYears } from '../categories';
import { listFiles } from '../files';
import { syntheticResumes } from './synthetic-resumes';

/**
 * Golden records: what the engine outputs today, kept so that a change meant to move code and not
 * behaviour (issue 13) can prove it. Each record is compact (scores, every check's id, status and points,
 * and a sha256 of the whole output) so that a difference says where it is without storing the output.
 *
 * - Demo postings (our own corpus): every posting's analysis and interview profile, stored in the
 *   repository (demo-postings.golden.json).
 * - Real resumes (../shared/eval/resumes): every resume analysed for its category's role, for no role,
 *   for "Other" and with a market sample. The evaluation data's licence keeps anything derived from those
 *   files out of the repository, so this record lives beside the skills gold, outside git
 *   (../eval-gold/resume-analyses.golden.json; see docs/evaluation/golden.md).
 */

export const GOLDEN_REFERENCE_DATE = new Date('2026-11-01T00:00:00Z');
const READABLE: readonly string[] = ['pdf', 'docx', 'doc', 'txt'];
const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../../../..');
export const DEMO_POSTINGS_GOLDEN = path.join(import.meta.dirname, 'demo-postings.golden.json');
export const SYNTHETIC_RESUMES_GOLDEN = path.join(import.meta.dirname, 'synthetic-resumes.golden.json');
const RESUME_GOLDEN_NAME = 'resume-analyses.golden.json';

/** JSON with every object's keys sorted, so a hash changes with the content and never with key order. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

export function hashOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

/** The first folder among these (relative to the repository root) that exists: a worktree sits deeper. */
function firstExisting(candidates: readonly string[]): string | undefined {
  return candidates
    .map((candidate) => path.resolve(REPOSITORY_ROOT, candidate))
    .find((dir) => existsSync(dir));
}

/** The evaluation resumes, from EVAL_DIR or ../shared/eval beside the repository (or its worktree). */
export function evalResumesFolder(): string | undefined {
  const base = process.env.EVAL_DIR ?? firstExisting(['../shared/eval', '../../shared/eval']);
  const folder = base && path.join(base, 'resumes');
  return folder && existsSync(folder) ? folder : undefined;
}

/** Where the resume golden record lives: EVAL_GOLD_DIR, or ../eval-gold beside the repository. */
export function resumeGoldenPath(): string {
  const folder =
    process.env.EVAL_GOLD_DIR ??
    firstExisting(['../eval-gold', '../../eval-gold']) ??
    path.resolve(REPOSITORY_ROOT, '../eval-gold');
  return path.join(folder, RESUME_GOLDEN_NAME);
}

// ---------- Demo postings ----------

export interface DemoPostingsGolden {
  referenceDate: string;
  postings: number;
  /** Per posting (by its source id): the sha256 of its analysis, then of its interview profile (16 hex each). */
  hashes: Record<string, string>;
}

export interface DemoCorpus {
  golden: DemoPostingsGolden;
  analyses: Array<{ datePosted: string | null; analysis: PostingAnalysis }>;
}

export function demoPostingsRecord(): DemoCorpus {
  const postings = generateDemoPostings(GOLDEN_REFERENCE_DATE);
  const hashes: Record<string, string> = {};
  const analyses: DemoCorpus['analyses'] = [];
  for (const posting of postings) {
    const key = posting.sourceId ?? posting.title;
    const analysis = analyzePosting(posting);
    const profile = generateJobProfile({ posting, analysis, postingId: key });
    hashes[key] = `${hashOf(analysis).slice(0, 16)} ${hashOf(profile).slice(0, 16)}`;
    analyses.push({ datePosted: posting.datePosted, analysis });
  }
  return {
    golden: { referenceDate: GOLDEN_REFERENCE_DATE.toISOString(), postings: postings.length, hashes },
    analyses,
  };
}

/** A market sample for a role from the demo corpus, built as the server builds one from its postings. */
export function demoMarket(corpus: DemoCorpus, role: string): MarketSkillStats | undefined {
  const rows = corpus.analyses
    .filter((row) => row.analysis.roleTitle === role)
    .map(({ datePosted, analysis }) => ({ datePosted, ...analysis }));
  return rows.length < MIN_MARKET_SAMPLE ? undefined : marketSample(rows, `${role} (demo corpus)`);
}

// ---------- Resumes ----------

export interface AnalysisRecord {
  /** Which context: the category's role ("role"), no role ("none"), "Other", or the role with a market. */
  context: string;
  atsScore: number;
  jobReadinessScore: number;
  layoutMultiplier: number;
  /** Every check as "id status points/maxPoints", in output order. */
  checks: string[];
  skillsHash: string;
  analysisHash: string;
}

export interface ResumeGolden {
  referenceDate: string;
  /** By "CATEGORY/file". */
  resumes: Record<string, AnalysisRecord[] | { error: string }>;
}

function recordOf(context: string, analysis: AnalysisData): AnalysisRecord {
  return {
    context,
    atsScore: analysis.atsScore,
    jobReadinessScore: analysis.jobReadinessScore,
    layoutMultiplier: analysis.layoutMultiplier,
    checks: analysis.checks.map((check) => `${check.id} ${check.status} ${check.points}/${check.maxPoints}`),
    skillsHash: hashOf(analysis.skills).slice(0, 16),
    analysisHash: hashOf(analysis),
  };
}

const standardFontDataUrl =
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + path.sep;

/** One resume file analysed in four contexts: no role, its role, "Other", its role with a market sample. */
async function fileRecord(
  bytes: Uint8Array,
  role: string | null,
  corpus: DemoCorpus,
): Promise<AnalysisRecord[] | { error: string }> {
  const kind = detectFileKind(bytes);
  try {
    const document = await extractDocument(bytes, kind as ResumeFileType, { standardFontDataUrl });
    const analyse = (targetRole: string | null, experienceLevel: ExperienceLevel | null, extra = {}) =>
      analyzeResume(document, {
        targetRole,
        experienceLevel,
        referenceDate: GOLDEN_REFERENCE_DATE,
        ...extra,
      } satisfies AnalysisContext);
    const none = analyse(null, null);
    const level = levelFromYears(none.totalYearsExperience);
    const market = role ? demoMarket(corpus, role) : undefined;
    return [
      recordOf('none', none),
      recordOf('role', analyse(role, level)),
      recordOf('Other', analyse('Other', level)),
      recordOf('market', analyse(role, level, { market })),
    ];
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Every resume under the folder (its parent folder is its category, which names its role). */
export async function resumesRecord(folder: string, corpus: DemoCorpus): Promise<ResumeGolden> {
  const resumes: ResumeGolden['resumes'] = {};
  for (const file of listFiles(folder)) {
    const bytes = new Uint8Array(readFileSync(file));
    if (!READABLE.includes(detectFileKind(bytes))) continue;
    const category = path.basename(path.dirname(file));
    const role = CATEGORY_MAPPINGS[category]?.targetRole ?? null;
    resumes[`${category}/${path.basename(file)}`] = await fileRecord(bytes, role, corpus);
  }
  return { referenceDate: GOLDEN_REFERENCE_DATE.toISOString(), resumes };
}

/** Our own resumes (written for the tests: no real person's), by name. */
export async function syntheticResumesRecord(corpus: DemoCorpus): Promise<ResumeGolden> {
  const resumes: ResumeGolden['resumes'] = {};
  for (const [name, bytes] of Object.entries(syntheticResumes()))
    resumes[name] = await fileRecord(bytes, 'Data Analyst', corpus);
  return { referenceDate: GOLDEN_REFERENCE_DATE.toISOString(), resumes };
}

export function readGolden<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}
