import {
  analyzePosting,
  postingVector,
  type JobPostingInput,
  type PostingAnalysis,
  type SparseVector,
} from '@careerlens/core';

export type PostingTaskResult = { analysis: PostingAnalysis; vector: SparseVector } | { error: string };

/** Reads postings once at ingestion: rendering, sanitising, skills, role, level, vector; a failure per posting. */
export function readPostings(postings: JobPostingInput[]): PostingTaskResult[] {
  return postings.map((posting) => {
    try {
      const analysis = analyzePosting(posting);
      return { analysis, vector: postingVector(analysis, posting.title) };
    } catch (error) {
      return { error: (error as Error).message };
    }
  });
}
