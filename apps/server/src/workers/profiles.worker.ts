import { parentPort } from 'node:worker_threads';
import { generateJobProfile, type JobPostingInput, type PostingAnalysis } from '@careerlens/core';

export interface ProfileTask {
  postingId: string;
  posting: JobPostingInput;
  analysis: PostingAnalysis;
}

/** Builds job profiles with the built-in generator, off the API thread. */
parentPort?.on('message', (tasks: ProfileTask[]) => {
  parentPort?.postMessage(
    tasks.map((task) => {
      try {
        return { ok: true as const, content: generateJobProfile(task) };
      } catch (error) {
        return { ok: false as const, error: (error as Error).message };
      }
    }),
  );
});
