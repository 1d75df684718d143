import { analyzePosting, postingVector, type JobPostingInput } from '@careerlens/core';
import { serveTasks } from './channel';
import type { PostingTaskResult } from './postings-task';

/** Reads postings once at ingestion, off the API thread: rendering, sanitising, skills, role, level, vector. */
serveTasks((postings: JobPostingInput[]): PostingTaskResult[] =>
  postings.map((posting) => {
    try {
      const analysis = analyzePosting(posting);
      return { analysis, vector: postingVector(analysis, posting.title) };
    } catch (error) {
      return { error: (error as Error).message };
    }
  }),
);
