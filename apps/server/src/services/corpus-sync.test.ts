import { DEMO_SOURCE, type JobPostingInput } from '@careerlens/core';
import { describe, expect, it } from 'vitest';
import type { SyncBoardsReport } from '../sources/sync';
import type { BoardSyncOutcome } from './board-sync.service';
import {
  configuredSources,
  fillCorpusOnStart,
  mergeOutcomes,
  syncConfiguredSources,
  type CorpusSyncDeps,
} from './corpus-sync';
import type { IngestItem } from './ingestion.service';

/** A corpus in memory: postings by source, filled by ingest and emptied by removeSource. */
function setUp(options: {
  stored?: Record<string, number>;
  fetched?: { source: 'remotive' | 'greenhouse'; postings: number; errors?: string[] }[];
  sources?: CorpusSyncDeps['sources'];
  boards?: Partial<CorpusSyncDeps['boards']>;
  seedDemoData?: boolean;
}) {
  const stored = new Map(Object.entries(options.stored ?? {}));
  const calls: string[] = [];
  const logs: string[] = [];
  const outcome = (kind: 'boards' | 'sources'): BoardSyncOutcome => {
    const boards = (options.fetched ?? []).filter((item) =>
      kind === 'boards' ? item.source === 'greenhouse' : item.source === 'remotive',
    );
    for (const board of boards) if (board.postings > 0) stored.set(board.source, board.postings);
    const report: SyncBoardsReport = {
      boards: boards.map((board) => ({
        source: board.source,
        board: '',
        postings: board.postings,
        errors: board.errors ?? [],
        durationMs: 1,
      })),
      postings: boards.reduce((sum, board) => sum + board.postings, 0),
      errors: 0,
    };
    return { report, imported: report.postings, updated: 0, unchanged: 0 };
  };
  const deps: CorpusSyncDeps = {
    boardSync: {
      sync: async () => {
        calls.push('sync boards');
        return outcome('boards');
      },
      syncSources: async () => {
        calls.push('sync sources');
        return outcome('sources');
      },
    },
    ingestion: {
      ingest: async (items) => {
        const list = [...(items as Iterable<IngestItem>)];
        const postings = list.flatMap((item) => (item.ok ? [item.posting as JobPostingInput] : []));
        calls.push(`ingest ${postings.length} ${postings[0]?.source ?? ''}`);
        for (const posting of postings) stored.set(posting.source, (stored.get(posting.source) ?? 0) + 1);
        return { imported: postings.length, updated: 0, unchanged: 0, skipped: 0, problems: [] };
      },
      removeSource: async (source) => {
        calls.push(`remove ${source}`);
        const removed = stored.get(source) ?? 0;
        stored.delete(source);
        return removed;
      },
    },
    postingsBySource: async () => [...stored].map(([key, count]) => ({ key, count })),
    boards: { greenhouse: [], lever: [], ashby: [], ...options.boards },
    sources: options.sources ?? [],
    seedDemoData: options.seedDemoData ?? true,
    log: { info: (message) => logs.push(message), warn: (message) => logs.push(`warn: ${message}`) },
    now: new Date('2026-11-26T00:00:00Z'),
  };
  return { deps, calls, logs, stored };
}

const REMOTIVE = [{ source: 'remotive' as const, filter: null }];

describe('fillCorpusOnStart', () => {
  it('loads the demo corpus into an empty database when no board or source is configured', async () => {
    const { deps, calls, stored } = setUp({});
    const fill = await fillCorpusOnStart(deps);
    expect(fill.kind).toBe('demo');
    expect(calls).toEqual([expect.stringMatching(new RegExp(`^ingest \\d+ ${DEMO_SOURCE}$`, 'u'))]);
    expect(stored.get(DEMO_SOURCE)).toBeGreaterThan(0);
  });

  it('does nothing without sources when demo data is turned off', async () => {
    const { deps, calls } = setUp({ seedDemoData: false });
    expect(await fillCorpusOnStart(deps)).toEqual({ kind: 'none' });
    expect(calls).toEqual([]);
  });

  it('syncs the configured sources on first start instead of loading the demo corpus', async () => {
    const { deps, calls, stored } = setUp({
      sources: REMOTIVE,
      fetched: [{ source: 'remotive', postings: 40 }],
    });
    const fill = await fillCorpusOnStart(deps);
    expect(fill.kind).toBe('synced');
    expect(calls).toEqual(['sync sources']);
    expect(stored.has(DEMO_SOURCE)).toBe(false);
  });

  it('loads the demo corpus when no configured source answers and the database is empty', async () => {
    const { deps, calls, logs } = setUp({
      sources: REMOTIVE,
      fetched: [{ source: 'remotive', postings: 0, errors: ['remotive: HTTP 503 Service Unavailable'] }],
    });
    const fill = await fillCorpusOnStart(deps);
    expect(fill.kind).toBe('synced');
    expect(calls).toEqual(['sync sources', expect.stringMatching(/^ingest \d+ demo$/u)]);
    expect(logs).toContain('warn: job sync: remotive: HTTP 503 Service Unavailable');
  });

  it('leaves sources that already have postings to the schedule', async () => {
    const { deps, calls } = setUp({
      sources: REMOTIVE,
      boards: { greenhouse: ['acme'] },
      stored: { remotive: 10, greenhouse: 3 },
    });
    expect(await fillCorpusOnStart(deps)).toEqual({ kind: 'scheduled' });
    expect(calls).toEqual([]);
  });

  it('syncs at start when a newly configured source has no postings yet', async () => {
    const { deps, calls } = setUp({
      sources: REMOTIVE,
      boards: { greenhouse: ['acme'] },
      stored: { greenhouse: 3 },
      fetched: [{ source: 'remotive', postings: 5 }],
    });
    expect((await fillCorpusOnStart(deps)).kind).toBe('synced');
    expect(calls).toEqual(['sync boards', 'sync sources']);
  });
});

describe('syncConfiguredSources', () => {
  it('removes the demo postings once real postings are stored', async () => {
    const { deps, calls, stored, logs } = setUp({
      sources: REMOTIVE,
      stored: { [DEMO_SOURCE]: 120 },
      fetched: [{ source: 'remotive', postings: 40 }],
    });
    const result = await syncConfiguredSources(deps);
    expect(result).toMatchObject({ fetched: 40, demoRemoved: 120 });
    expect(calls).toEqual(['sync sources', `remove ${DEMO_SOURCE}`]);
    expect([...stored.keys()]).toEqual(['remotive']);
    expect(logs).toContain('Demo job corpus removed (120 postings): real postings are now stored.');
  });

  it('keeps every stored posting, demo or real, when the sources fail', async () => {
    const { deps, calls, stored } = setUp({
      sources: REMOTIVE,
      stored: { [DEMO_SOURCE]: 120, remotive: 30 },
      fetched: [{ source: 'remotive', postings: 0, errors: ['remotive: the response is not valid JSON'] }],
    });
    expect(await syncConfiguredSources(deps)).toMatchObject({ fetched: 0, demoRemoved: 0 });
    expect(calls).toEqual(['sync sources']);
    expect(Object.fromEntries(stored)).toEqual({ [DEMO_SOURCE]: 120, remotive: 30 });
  });

  it('names the configured APIs once each', () => {
    expect(
      configuredSources({ greenhouse: ['a'], lever: [], ashby: ['b'] }, [
        { source: 'remotive', filter: 'data' },
        { source: 'remotive', filter: null },
        { source: 'himalayas', filter: null },
      ]),
    ).toEqual(['greenhouse', 'ashby', 'remotive', 'himalayas']);
  });

  it('reports boards and APIs together (jobs:sync, /jobs/sync)', async () => {
    const { deps } = setUp({
      boards: { greenhouse: ['acme'] },
      sources: REMOTIVE,
      fetched: [
        { source: 'greenhouse', postings: 2 },
        { source: 'remotive', postings: 0, errors: ['remotive: HTTP 503 Service Unavailable'] },
      ],
    });
    const merged = mergeOutcomes((await syncConfiguredSources(deps)).outcomes);
    expect(merged.report.boards.map((board) => board.source)).toEqual(['greenhouse', 'remotive']);
    expect(merged.report).toMatchObject({ postings: 2, errors: 1 });
    expect(merged.imported).toBe(2);
  });
});
