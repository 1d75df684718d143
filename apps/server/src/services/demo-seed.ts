import { DEMO_SOURCE, generateDemoPostings } from '@careerlens/core';
import type { IngestionService, IngestResult } from './ingestion.service';

/**
 * Loads the demo corpus (written by the team, marked source "demo") when the database has no postings,
 * with dates relative to today. `npm run jobs:remove-demo` removes it again.
 */
export async function seedDemoPostings(deps: {
  ingestion: IngestionService;
  countPostings: () => Promise<number>;
  now?: Date;
}): Promise<IngestResult | undefined> {
  if ((await deps.countPostings()) > 0) return undefined;
  const postings = generateDemoPostings(deps.now ?? new Date());
  return deps.ingestion.ingest(postings.map((posting) => ({ ok: true as const, posting })));
}

export { DEMO_SOURCE };
