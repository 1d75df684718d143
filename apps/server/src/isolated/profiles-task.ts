import type { JobProfileContent } from '@careerlens/contracts';
import { generateJobProfile, type JobPostingInput, type PostingAnalysis } from '@careerlens/core';

export interface ProfileTask {
  postingId: string;
  posting: JobPostingInput;
  analysis: PostingAnalysis;
}

export type ProfileTaskResult = { ok: true; content: JobProfileContent } | { ok: false; error: string };

/** Builds job profiles with the built-in generator; a failure per posting. */
export function buildProfiles(tasks: ProfileTask[]): ProfileTaskResult[] {
  return tasks.map((task) => {
    try {
      return { ok: true as const, content: generateJobProfile(task) };
    } catch (error) {
      return { ok: false as const, error: (error as Error).message };
    }
  });
}
