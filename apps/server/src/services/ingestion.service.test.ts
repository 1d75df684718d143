import { generateDemoPostings, type JobPostingInput } from '@careerlens/core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { readPostings } from '../isolated/postings-task';
import type { NewJobRow } from '../repositories/job.repository';
import { createIngestionService, INGEST_BATCH_SIZE, type IngestItem } from './ingestion.service';

/*
 * The ingestion rules against an in-memory repository (the API tests cover the real database's wiring):
 * deduplication, updates, unchanged postings, problems, batching and what is announced.
 */

interface StoredRow extends NewJobRow {
  id: string;
}

function memoryJobs() {
  const rows = new Map<string, StoredRow>();
  const calls = { bumps: 0, flushes: 0, transactions: 0, writesOutsideTransaction: 0 };
  let inTransaction = false;
  let nextId = 1;
  const write = () => {
    if (!inTransaction) calls.writesOutsideTransaction += 1;
  };
  return {
    rows,
    calls,
    transaction: async <T>(work: (tx: Db) => Promise<T>): Promise<T> => {
      calls.transactions += 1;
      inTransaction = true;
      try {
        return await work({} as Db);
      } finally {
        inTransaction = false;
      }
    },
    jobs: {
      async findExisting(keys: Array<{ source: string; sourceId: string | null; jobUrl: string | null }>) {
        return [...rows.values()]
          .filter((row) =>
            keys.some(
              (key) =>
                (key.sourceId !== null && row.source === key.source && row.sourceId === key.sourceId) ||
                (key.jobUrl !== null && row.jobUrl === key.jobUrl),
            ),
          )
          .map((row) => ({
            id: row.id,
            source: row.source,
            sourceId: row.sourceId ?? null,
            jobUrl: row.jobUrl ?? null,
            contentHash: row.contentHash,
            analysisVersion: row.analysisVersion,
          }));
      },
      async insertMany(inserted: NewJobRow[]) {
        write();
        return inserted.map((row) => {
          const id = `job-${nextId++}`;
          rows.set(id, { ...row, id });
          return id;
        });
      },
      async update(id: string, row: Partial<NewJobRow>) {
        write();
        rows.set(id, { ...(rows.get(id) as StoredRow), ...row, id });
      },
      async bumpCorpusVersion() {
        calls.bumps += 1;
      },
      async flushSearchIndex() {
        calls.flushes += 1;
      },
      async deleteBySource(source: string) {
        let removed = 0;
        for (const [id, row] of rows) {
          if (row.source === source) {
            rows.delete(id);
            removed += 1;
          }
        }
        return removed;
      },
    },
  };
}

function setUp(read: (postings: JobPostingInput[]) => ReturnType<typeof readPostings> = readPostings) {
  const store = memoryJobs();
  const announced: string[][] = [];
  const service = createIngestionService({
    transaction: store.transaction,
    jobs: store.jobs as never,
    pool: () => ({ run: async (postings: JobPostingInput[]) => read(postings) }),
    analysisVersion: 'test',
    onPostingsChanged: async (ids) => {
      announced.push(ids);
    },
  });
  return { store, announced, service };
}

const POSTINGS = generateDemoPostings(new Date('2026-11-20T00:00:00Z'));
const ok = (posting: JobPostingInput): IngestItem => ({ ok: true, posting });

describe('ingestion service', () => {
  it('imports new postings in one transaction, announces them and bumps the corpus once', async () => {
    const { store, announced, service } = setUp();
    const result = await service.ingest(POSTINGS.slice(0, 3).map(ok));
    expect(result).toEqual({ imported: 3, updated: 0, unchanged: 0, skipped: 0, problems: [] });
    expect(store.rows.size).toBe(3);
    expect(announced).toEqual([[...store.rows.keys()]]);
    expect(store.calls).toMatchObject({ bumps: 1, flushes: 1, transactions: 1, writesOutsideTransaction: 0 });
    const row = [...store.rows.values()][0] as StoredRow;
    expect(row.roleTitle).toBeTruthy();
    expect(row.requiredSkills?.length).toBeGreaterThan(0);
  });

  it('leaves an unchanged posting alone on a re-import: nothing written, announced or bumped', async () => {
    const { store, announced, service } = setUp();
    await service.ingest(POSTINGS.slice(0, 2).map(ok));
    const again = await service.ingest(POSTINGS.slice(0, 2).map(ok));
    expect(again).toMatchObject({ imported: 0, updated: 0, unchanged: 2 });
    expect(announced).toHaveLength(1);
    expect(store.calls.bumps).toBe(1);
    expect(store.calls.flushes).toBe(1);
  });

  it('updates a posting whose text changed under the same source id, keeping its row', async () => {
    const { store, announced, service } = setUp();
    const posting = POSTINGS[0] as JobPostingInput;
    await service.ingest([ok(posting)]);
    const [id] = [...store.rows.keys()];
    const changed = { ...posting, title: `${posting.title} (Remote)` };
    const result = await service.ingest([ok(changed)]);
    expect(result).toMatchObject({ imported: 0, updated: 1, unchanged: 0 });
    expect(store.rows.size).toBe(1);
    expect(store.rows.get(id as string)?.title).toBe(changed.title);
    expect(announced.at(-1)).toEqual([id]);
  });

  it('matches on the job URL when a posting has no source id', async () => {
    const { store, service } = setUp();
    const posting = { ...(POSTINGS[1] as JobPostingInput), sourceId: null, jobUrl: 'https://jobs.test/1' };
    await service.ingest([ok(posting)]);
    const result = await service.ingest([ok({ ...posting, companyName: 'Renamed Ltd' })]);
    expect(result).toMatchObject({ imported: 0, updated: 1 });
    expect(store.rows.size).toBe(1);
  });

  it('keeps the later of two copies of one posting in the same batch', async () => {
    const { store, service } = setUp();
    const posting = POSTINGS[2] as JobPostingInput;
    const later = { ...posting, title: `${posting.title} II` };
    const result = await service.ingest([ok(posting), ok(later)]);
    expect(result.imported).toBe(1);
    expect([...store.rows.values()][0]?.title).toBe(later.title);
  });

  it('counts malformed rows and postings that cannot be read as skipped, with their line and reason', async () => {
    const failing = POSTINGS[3] as JobPostingInput;
    const { store, service } = setUp((postings) =>
      postings.map((posting) =>
        posting === failing ? { error: 'description too long' } : (readPostings([posting])[0] as never),
      ),
    );
    const result = await service.ingest([
      ok(POSTINGS[0] as JobPostingInput),
      { ok: false, line: 7, reason: 'missing title' },
      { ok: true, line: 9, posting: failing },
    ]);
    expect(result).toMatchObject({ imported: 1, skipped: 2 });
    expect(result.problems).toEqual([
      { line: 7, reason: 'missing title' },
      { line: 9, reason: 'could not be analysed: description too long' },
    ]);
    expect(store.rows.size).toBe(1);
  });

  it('writes a large import in batches of INGEST_BATCH_SIZE, in order, each in its own transaction', async () => {
    const { store, announced, service } = setUp();
    const many = POSTINGS.slice(0, INGEST_BATCH_SIZE * 2 + 10);
    const progress: number[] = [];
    const result = await service.ingest(many.map(ok), {
      onProgress: (partial) => progress.push(partial.imported),
    });
    expect(result.imported).toBe(many.length);
    expect(store.calls.transactions).toBe(3);
    expect(announced.map((ids) => ids.length)).toEqual([INGEST_BATCH_SIZE, INGEST_BATCH_SIZE, 10]);
    expect(progress).toEqual([INGEST_BATCH_SIZE, INGEST_BATCH_SIZE * 2, many.length]);
    expect([...store.rows.values()].map((row) => row.sourceId)).toEqual(
      many.map((posting) => posting.sourceId),
    );
  });

  it('bumps the corpus when removing a source only if something was removed', async () => {
    const { store, service } = setUp();
    await service.ingest(POSTINGS.slice(0, 2).map(ok));
    const source = (POSTINGS[0] as JobPostingInput).source;
    const bumps = store.calls.bumps;
    expect(await service.removeSource('nobody')).toBe(0);
    expect(store.calls.bumps).toBe(bumps);
    expect(await service.removeSource(source)).toBeGreaterThan(0);
    expect(store.calls.bumps).toBe(bumps + 1);
  });
});
