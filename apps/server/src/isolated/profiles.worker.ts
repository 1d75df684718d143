import { generateJobProfile, type JobPostingInput, type PostingAnalysis } from '@careerlens/core';
import { serveTasks } from './channel';

export interface ProfileTask {
  postingId: string;
  posting: JobPostingInput;
  analysis: PostingAnalysis;
}

/** Builds job profiles with the built-in generator, off the API thread. */
serveTasks((tasks: ProfileTask[]) =>
  tasks.map((task) => {
    try {
      return { ok: true as const, content: generateJobProfile(task) };
    } catch (error) {
      return { ok: false as const, error: (error as Error).message };
    }
  }),
);
