import type { PostingAnalysis, SparseVector } from '@careerlens/core';

export type PostingTaskResult = { analysis: PostingAnalysis; vector: SparseVector } | { error: string };
