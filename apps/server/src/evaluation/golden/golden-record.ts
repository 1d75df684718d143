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
  postingVector,
  prepareResume,
  targetFromPosting,
  type AnalysisContext,
  type FitTarget,
  type MarketSkillStats,
  type PostingAnalysis,
  type ResumeFileType,
} from '@careerlens/core';
import type { CompactPosting, MatchRepository } from '../../repositories/match.repository';
import { marketSample } from '../../services/insights.service';
import { MATCHES_KEPT } from '../../services/matching.service';
import { PostingIndex } from '../../services/posting-index';
import { CATEGORY_MAPPINGS, judgeRole, levelFromYears } from '../categories';
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
  /** The corpus as the matching index reads it from the database (ids are the source ids). */
  compact: CompactPosting[];
  /** What the fit of one job scores against, by the same ids (PostingIndex.rankByFit). */
  targets: Map<string, FitTarget>;
}

export function demoPostingsRecord(): DemoCorpus {
  const postings = generateDemoPostings(GOLDEN_REFERENCE_DATE);
  const hashes: Record<string, string> = {};
  const analyses: DemoCorpus['analyses'] = [];
  const compact: CompactPosting[] = [];
  const targets = new Map<string, FitTarget>();
  for (const posting of postings) {
    const key = posting.sourceId ?? posting.title;
    const analysis = analyzePosting(posting);
    const profile = generateJobProfile({ posting, analysis, postingId: key });
    hashes[key] = `${hashOf(analysis).slice(0, 16)} ${hashOf(profile).slice(0, 16)}`;
    analyses.push({ datePosted: posting.datePosted, analysis });
    compact.push({
      id: key,
      requiredSkills: analysis.requiredSkills,
      preferredSkills: analysis.preferredSkills,
      roleTitle: analysis.roleTitle,
      roleGroup: analysis.roleGroup,
      experienceLevel: analysis.experienceLevel,
      minYears: analysis.minYears,
      vector: postingVector(analysis, posting.title),
      analysis: analysis.roleConfidence,
      embedding: null,
    });
    targets.set(key, targetFromPosting(analysis, posting.title));
  }
  return {
    golden: { referenceDate: GOLDEN_REFERENCE_DATE.toISOString(), postings: postings.length, hashes },
    analyses,
    compact,
    targets,
  };
}

/** The product's matching index (services/posting-index.ts) over the demo corpus, without a database. */
async function demoIndex(corpus: DemoCorpus): Promise<PostingIndex> {
  const repository = { compactPostings: async () => corpus.compact } as unknown as MatchRepository;
  const index = new PostingIndex(repository, async () => 1);
  await index.ensureFresh();
  return index;
}

/** Matches kept per resume, as eval:matching judges them. */
const MATCHES = 10;

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

/** A resume's best matches in the demo corpus, each "posting-id score" (score to 4 places). */
export interface MatchRecord {
  /** Without a stated target role. */
  none: string[];
  /** With the category's target role stated, as every user states one at signup. */
  target: string[];
}

/** eval:matching's figures over the demo corpus (its own command adds real postings). */
export interface MatchingFigures {
  resumes: number;
  /** Mean share of the top 10 from the category's occupation family, in %, without and with the target. */
  top10InFamily: number;
  top10InFamilyWithTarget: number;
  /** Resumes whose best match is in their family. */
  bestInFamily: number;
}

export interface ResumeGolden {
  referenceDate: string;
  /** By "CATEGORY/file". */
  resumes: Record<string, AnalysisRecord[] | { error: string }>;
  /** By "CATEGORY/file": the resume's matches (missing when it could not be read). */
  matches?: Record<string, MatchRecord>;
  matching?: MatchingFigures;
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
  index?: { matching: PostingIndex; into: Record<string, MatchRecord>; key: string },
): Promise<AnalysisRecord[] | { error: string }> {
  const kind = detectFileKind(bytes);
  try {
    const document = await extractDocument(bytes, kind as ResumeFileType, { standardFontDataUrl });
    if (index) {
      const prepared = prepareResume(document, GOLDEN_REFERENCE_DATE);
      // As the product keeps them (the 50 of rankByFit), the first MATCHES.
      const top = async (statedTarget: string | null) =>
        (
          await index.matching.rankByFit(
            prepared,
            MATCHES_KEPT,
            { useSemantic: true, statedTarget, embeddings: null },
            async () => corpus.targets,
          )
        )
          .slice(0, MATCHES)
          .map((entry) => `${entry.candidate.id} ${entry.score.toFixed(4)}`);
      index.into[index.key] = { none: await top(null), target: await top(role) };
    }
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
  const matches: Record<string, MatchRecord> = {};
  const matching = await demoIndex(corpus);
  for (const file of listFiles(folder)) {
    const bytes = new Uint8Array(readFileSync(file));
    if (!READABLE.includes(detectFileKind(bytes))) continue;
    const category = path.basename(path.dirname(file));
    const role = CATEGORY_MAPPINGS[category]?.targetRole ?? null;
    const key = `${category}/${path.basename(file)}`;
    resumes[key] = await fileRecord(bytes, role, corpus, { matching, into: matches, key });
  }
  return {
    referenceDate: GOLDEN_REFERENCE_DATE.toISOString(),
    resumes,
    matches,
    matching: matchingFigures(matches, corpus),
  };
}

/** eval:matching's judgement of the matches: how much of each top 10 is in the category's family. */
function matchingFigures(matches: Record<string, MatchRecord>, corpus: DemoCorpus): MatchingFigures {
  const roleOf = new Map(corpus.compact.map((posting) => [posting.id, posting.roleTitle]));
  const entries = Object.entries(matches);
  const share = (category: string, list: string[]) =>
    list.filter((entry) => judgeRole(category, roleOf.get(entry.split(' ')[0] ?? '')) === 'family').length /
    Math.max(1, list.length);
  const mean = (values: number[]) =>
    Math.round((1000 * values.reduce((sum, value) => sum + value, 0)) / Math.max(1, values.length)) / 10;
  const categoryOf = (key: string) => key.split('/')[0] ?? '';
  return {
    resumes: entries.length,
    top10InFamily: mean(entries.map(([key, record]) => share(categoryOf(key), record.none))),
    top10InFamilyWithTarget: mean(entries.map(([key, record]) => share(categoryOf(key), record.target))),
    bestInFamily: entries.filter(([key, record]) => share(categoryOf(key), record.none.slice(0, 1)) === 1)
      .length,
  };
}

/** Our own resumes (written for the tests: no real person's), by name. */
export async function syntheticResumesRecord(corpus: DemoCorpus): Promise<ResumeGolden> {
  const resumes: ResumeGolden['resumes'] = {};
  const matches: Record<string, MatchRecord> = {};
  const matching = await demoIndex(corpus);
  for (const [name, bytes] of Object.entries(syntheticResumes()))
    resumes[name] = await fileRecord(bytes, 'Data Analyst', corpus, {
      matching,
      into: matches,
      key: name,
    });
  return { referenceDate: GOLDEN_REFERENCE_DATE.toISOString(), resumes, matches };
}

export function readGolden<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}
