import { skillName } from './components';
import type { PreparedResume } from './types';

/**
 * The text of a resume sent to an embeddings provider: its job titles, its skills and the lines that
 * describe its work, from the prepared resume (contact lines, names and page headers are never in it, so
 * the embedding, like every other part of the score, cannot depend on who the person is).
 */
export function resumeEmbeddingText(resume: PreparedResume): string {
  return [
    resume.titles.map((title) => title.title).join('; '),
    resume.skills.map((skill) => skill.name).join(', '),
    ...resume.bullets.map((line) => line.text),
  ]
    .filter((part) => part.trim().length > 0)
    .join('\n');
}

/** The text of a posting sent to an embeddings provider: title, the skills it asks for, then its text. */
export function postingEmbeddingText(posting: {
  title: string;
  requiredSkills: readonly string[];
  preferredSkills: readonly string[];
  descriptionText: string | null;
}): string {
  return [
    posting.title,
    [...posting.requiredSkills, ...posting.preferredSkills].map(skillName).join(', '),
    posting.descriptionText ?? '',
  ]
    .filter((part) => part.trim().length > 0)
    .join('\n');
}
