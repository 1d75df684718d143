import type { JobProfileContent } from '@careerlens/contracts';
import { generateJobProfile, type JobPostingInput, type PostingAnalysis } from '@careerlens/core';

export interface ProfileTask {
  /** The stored posting's id: which posting the result belongs to. */
  postingId: string;
  /**
   * What seeds the generator's choices: stable across imports of the same posting (its source id or URL), so
   * a posting imported again gets the same guide and the content figures can be repeated.
   */
  seed: string;
  posting: JobPostingInput;
  analysis: PostingAnalysis;
}

export type ProfileTaskResult = { ok: true; content: JobProfileContent } | { ok: false; error: string };

/** Builds job profiles with the built-in generator; a failure per posting. */
export function buildProfiles(tasks: ProfileTask[]): ProfileTaskResult[] {
  return tasks.map((task) => {
    try {
      return {
        ok: true as const,
        content: generateJobProfile({ posting: task.posting, analysis: task.analysis, postingId: task.seed }),
      };
    } catch (error) {
      return { ok: false as const, error: (error as Error).message };
    }
  });
}
