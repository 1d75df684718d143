import { generateDemoPostings } from '@careerlens/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { MATCHING_INDEX_WARM_DELAY_MS } from '../composition/container';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
  const postings = generateDemoPostings(new Date('2026-11-20T00:00:00Z')).filter((posting) =>
    /Nurse|Chef/u.test(posting.title),
  );
  await context.runtime.services.ingestion.ingest(
    postings.map((posting) => ({ ok: true as const, posting })),
  );
}, 120_000);

afterAll(async () => {
  await context?.close();
});

describe('warming the matching index', () => {
  it('loads the corpus a little after it is asked to, without a resume to match', async () => {
    const services = context.runtime.services;
    expect(services.matching.indexedPostings()).toBe(0);
    services.warmMatchingIndexSoon();
    const deadline = Date.now() + 30_000;
    while (services.matching.indexedPostings() === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(services.matching.indexedPostings()).toBeGreaterThan(10);
  });

  it('is cancelled by close, so a process that stops at once runs nothing on a closed database', async () => {
    const other = await createTestContext();
    const warnings = vi.spyOn(console, 'warn');
    try {
      other.runtime.services.warmMatchingIndexSoon();
      await other.close();
      await new Promise((resolve) => setTimeout(resolve, MATCHING_INDEX_WARM_DELAY_MS + 500));
      expect(warnings.mock.calls.filter(([message]) => String(message).includes('matching index'))).toEqual(
        [],
      );
    } finally {
      warnings.mockRestore();
    }
  }, 20_000);
});
