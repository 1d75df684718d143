import { createHash } from 'node:crypto';
import type { JobPostingInput, PostingAnalysis, SparseVector } from '@careerlens/core';
import type { PostingTaskResult } from '../isolated/postings-task';
import type { RunInTransaction } from '../db/client';
import type { WorkerPool } from '../lib/worker-pool';
import type { JobRepository, NewJobRow } from '../repositories/job.repository';

/** Postings analysed and written per transaction: short transactions keep PGlite responsive. */
export const INGEST_BATCH_SIZE = 250;
/** Postings sent to one worker-thread task. */
const ANALYSIS_CHUNK = 50;

export type IngestItem =
  { ok: true; line?: number; posting: JobPostingInput } | { ok: false; line: number; reason: string };

export interface IngestResult {
  imported: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** Malformed rows and postings that could not be analysed, with where they were. */
  problems: Array<{ line: number | null; reason: string }>;
}

/** Identifies a posting across imports: the source's own id, else its URL, else its content. */
function dedupeKey(posting: JobPostingInput): string {
  if (posting.sourceId) return `id:${posting.source}:${posting.sourceId}`;
  if (posting.jobUrl) return `url:${posting.jobUrl}`;
  return `hash:${contentHash(posting)}`;
}

export function contentHash(posting: JobPostingInput): string {
  return createHash('sha256').update(JSON.stringify(posting)).digest('hex');
}

/** The stored row of an analysed posting. */
export function toRow(
  posting: JobPostingInput,
  analysis: PostingAnalysis,
  vector: SparseVector,
  hash: string,
): NewJobRow {
  const jobType = [
    ...new Set([
      ...posting.jobType,
      ...(analysis.hybrid && !posting.jobType.includes('HYBRID') ? ['HYBRID' as const] : []),
    ]),
  ];
  return {
    source: posting.source,
    sourceId: posting.sourceId,
    title: posting.title.slice(0, 300),
    companyName: posting.companyName,
    companyLogo: posting.companyLogo,
    companyUrl: posting.companyUrl,
    companyIndustry: posting.companyIndustry,
    jobLevel: posting.jobLevel,
    isRemote: posting.isRemote,
    jobType,
    jobFunction: posting.jobFunction,
    jobUrl: posting.jobUrl,
    jobUrlDirect: posting.jobUrlDirect,
    city: posting.location.city,
    state: posting.location.state,
    country: posting.location.country,
    description: posting.description,
    descriptionFormat: posting.descriptionFormat,
    descriptionHtml: analysis.descriptionHtml,
    descriptionText: analysis.descriptionText,
    datePosted: posting.datePosted,
    salaryInterval: posting.salary?.interval ?? null,
    salaryMin: posting.salary?.minAmount ?? null,
    salaryMax: posting.salary?.maxAmount ?? null,
    salaryCurrency: posting.salary?.currency ?? null,
    emails: posting.emails,
    roleTitle: analysis.roleTitle,
    roleGroup: analysis.roleGroup,
    experienceLevel: analysis.experienceLevel,
    minYears: analysis.minYears,
    education: analysis.education,
    hybrid: analysis.hybrid,
    requiredSkills: analysis.requiredSkills,
    preferredSkills: analysis.preferredSkills,
    analysis: {
      responsibilities: analysis.responsibilities,
      requirements: analysis.requirements,
      niceToHaves: analysis.niceToHaves,
      benefits: analysis.benefits,
      roleConfidence: analysis.roleConfidence,
    },
    analysisVersion: analysis.version,
    contentHash: hash,
    vector,
  };
}

export function createIngestionService(deps: {
  /** One transaction over several repository calls. */
  transaction: RunInTransaction;
  jobs: Pick<
    JobRepository,
    'findExisting' | 'insertMany' | 'update' | 'bumpCorpusVersion' | 'flushSearchIndex' | 'deleteBySource'
  >;
  pool: () => Pick<WorkerPool<JobPostingInput[], PostingTaskResult[]>, 'run'>;
  analysisVersion: string;
  /** Told about new or changed postings (job profiles and matches are derived from them). */
  onPostingsChanged: (ids: string[]) => Promise<void>;
}) {
  const { transaction, jobs } = deps;

  async function analyzeAll(postings: JobPostingInput[]) {
    const chunks: JobPostingInput[][] = [];
    for (let start = 0; start < postings.length; start += ANALYSIS_CHUNK)
      chunks.push(postings.slice(start, start + ANALYSIS_CHUNK));
    const results = await Promise.all(chunks.map((chunk) => deps.pool().run(chunk)));
    return results.flat();
  }

  /** One batch, deduplicated (the same posting twice in a batch: the later one wins), with its analyses. */
  interface Analysed {
    batch: Array<{ line: number | null; posting: JobPostingInput }>;
    analyses: Promise<PostingTaskResult[]>;
  }

  function analyseBatch(items: Array<{ line: number | null; posting: JobPostingInput }>): Analysed {
    const unique = new Map<string, { line: number | null; posting: JobPostingInput }>();
    for (const item of items) unique.set(dedupeKey(item.posting), item);
    const batch = [...unique.values()];
    return { batch, analyses: analyzeAll(batch.map((item) => item.posting)) };
  }

  async function writeBatch({ batch, analyses: analysing }: Analysed, result: IngestResult) {
    const analyses = await analysing;
    const existing = await jobs.findExisting(batch.map((item) => item.posting));
    const bySourceId = new Map(
      existing.filter((row) => row.sourceId).map((row) => [`${row.source}:${row.sourceId}`, row]),
    );
    const byUrl = new Map(existing.filter((row) => row.jobUrl).map((row) => [row.jobUrl as string, row]));
    const inserts: NewJobRow[] = [];
    const updates: Array<{ id: string; row: NewJobRow }> = [];
    batch.forEach((item, index) => {
      const read = analyses[index];
      if (!read || 'error' in read) {
        result.skipped += 1;
        result.problems.push({
          line: item.line,
          reason: `could not be analysed: ${read?.error ?? 'unknown error'}`,
        });
        return;
      }
      const { analysis, vector } = read;
      const hash = contentHash(item.posting);
      const match =
        (item.posting.sourceId
          ? bySourceId.get(`${item.posting.source}:${item.posting.sourceId}`)
          : undefined) ?? (item.posting.jobUrl ? byUrl.get(item.posting.jobUrl) : undefined);
      if (match && match.contentHash === hash && match.analysisVersion === analysis.version) {
        result.unchanged += 1;
        return;
      }
      const row = toRow(item.posting, analysis, vector, hash);
      if (match) updates.push({ id: match.id, row });
      else inserts.push(row);
    });
    const changed: string[] = [];
    await transaction(async (tx) => {
      changed.push(...(await jobs.insertMany(inserts, tx)));
      for (const update of updates) {
        await jobs.update(update.id, update.row, tx);
        changed.push(update.id);
      }
      if (inserts.length || updates.length) await jobs.bumpCorpusVersion(tx);
    });
    result.imported += inserts.length;
    result.updated += updates.length;
    if (changed.length) await deps.onPostingsChanged(changed);
  }

  return {
    /**
     * Imports postings, deduplicating on source + source id, then on job URL: a re-import updates a
     * changed posting and leaves an unchanged one alone. Malformed items are counted and reported.
     */
    async ingest(
      items: AsyncIterable<IngestItem> | Iterable<IngestItem>,
      options: { onProgress?: (result: IngestResult) => void } = {},
    ): Promise<IngestResult> {
      const result: IngestResult = { imported: 0, updated: 0, unchanged: 0, skipped: 0, problems: [] };
      // The worker threads analyse the next batch while this thread writes the previous one: at most two
      // batches are held at a time, and writes stay in input order (a later batch sees the earlier ones).
      let writing: Promise<void> | undefined;
      const flush = async (items: Array<{ line: number | null; posting: JobPostingInput }>) => {
        const analysed = analyseBatch(items);
        // A failure surfaces where the write is awaited (the next batch or the end), never as unhandled.
        analysed.analyses.catch(() => undefined);
        await writing;
        writing = writeBatch(analysed, result).then(() => options.onProgress?.(result));
        writing.catch(() => undefined);
      };
      let batch: Array<{ line: number | null; posting: JobPostingInput }> = [];
      for await (const item of items) {
        if (!item.ok) {
          result.skipped += 1;
          result.problems.push({ line: item.line, reason: item.reason });
          continue;
        }
        batch.push({ line: item.line ?? null, posting: item.posting });
        if (batch.length >= INGEST_BATCH_SIZE) {
          await flush(batch);
          batch = [];
        }
      }
      if (batch.length) await flush(batch);
      if (writing) await writing;
      else options.onProgress?.(result);
      if (result.imported || result.updated) await jobs.flushSearchIndex();
      return result;
    },

    async removeSource(source: string): Promise<number> {
      const removed = await jobs.deleteBySource(source);
      if (removed) await jobs.bumpCorpusVersion();
      return removed;
    },
  };
}

export type IngestionService = ReturnType<typeof createIngestionService>;
