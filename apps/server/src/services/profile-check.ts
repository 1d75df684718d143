import type { JobProfileContent } from '@careerlens/contracts';
import { bankCoverage, checkProfileGrounding, getSkill } from '@careerlens/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobPosts, jobProfiles } from '../db/schema';
import { postingFromRow } from './posting-row';

export interface ProfileCheckReport {
  profiles: number;
  grounded: number;
  groundedShare: number;
  violations: Array<{ slug: string; problems: string[] }>;
  difficulties: Record<string, number>;
  types: Record<string, number>;
  questions: number;
  distinctQuestions: number;
  generators: Record<string, number>;
  coverage: ReturnType<typeof bankCoverage>;
}

/**
 * Checks every stored profile against the grounding rules and reports the question mix, how many
 * distinct questions the corpus holds, and how far the question bank reaches for the corpus's skills.
 */
export async function checkAllProfiles(db: Db): Promise<ProfileCheckReport> {
  const rows = await db
    .select({ profile: jobProfiles, post: jobPosts })
    .from(jobProfiles)
    .innerJoin(jobPosts, eq(jobPosts.id, jobProfiles.jobPostId));
  const report: ProfileCheckReport = {
    profiles: rows.length,
    grounded: 0,
    groundedShare: 0,
    violations: [],
    difficulties: {},
    types: {},
    questions: 0,
    distinctQuestions: 0,
    generators: {},
    coverage: bankCoverage([]),
  };
  const distinct = new Set<string>();
  const skillFrequency = new Map<string, number>();
  for (const { profile, post } of rows) {
    const content = profile.content as JobProfileContent;
    const problems = checkProfileGrounding(content, postingFromRow(post));
    if (problems.length === 0) report.grounded += 1;
    else report.violations.push({ slug: profile.urlSlug, problems });
    report.generators[profile.generatorVersion] = (report.generators[profile.generatorVersion] ?? 0) + 1;
    for (const question of content.interview_questions) {
      report.questions += 1;
      distinct.add(question.question.trim().toLowerCase());
      report.difficulties[question.difficulty] = (report.difficulties[question.difficulty] ?? 0) + 1;
      report.types[question.type] = (report.types[question.type] ?? 0) + 1;
    }
    for (const id of new Set([...post.requiredSkills, ...post.preferredSkills])) {
      if (getSkill(id)) skillFrequency.set(id, (skillFrequency.get(id) ?? 0) + 1);
    }
  }
  report.distinctQuestions = distinct.size;
  report.groundedShare = rows.length ? report.grounded / rows.length : 1;
  report.coverage = bankCoverage(
    [...skillFrequency.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id]) => id),
  );
  return report;
}
