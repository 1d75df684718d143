import type { PostingAnalysis } from '../postings/types';

/**
 * True when a posting states something a guide can be built on: a skill or a responsibility. A posting
 * without either (an empty description, a title only) would get questions that assess nothing it asks
 * for, so it gets no guide (the profile service counts it as skipped).
 */
export function canGroundProfile(
  analysis: Pick<PostingAnalysis, 'requiredSkills' | 'preferredSkills' | 'responsibilities'>,
): boolean {
  return (
    analysis.requiredSkills.length + analysis.preferredSkills.length + analysis.responsibilities.length > 0
  );
}
