import type { JobProfileContent } from '@careerlens/contracts';
import {
  bankCoverage,
  checkProfileGrounding,
  contentLevelOf,
  contentReport,
  getSkill,
  hashText,
  type ContentLevel,
  type ContentReport,
  type ContentReportItem,
} from '@careerlens/core';
import type { ProfileRepository } from '../repositories/profile.repository';
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
  /** How much of the content reads as written for its job (core/interview/content-report.ts). */
  content: ContentReport;
}

/** Options: check a seeded random sample of the profiles instead of all of them. */
export interface ProfileCheckOptions {
  sample?: number;
}

/**
 * Checks every stored profile against the grounding rules and reports the question mix, how many
 * distinct questions the corpus holds, and how far the question bank reaches for the corpus's skills.
 */
/** A posting's place in the sample: from its source and source id (or URL), stable across imports. */
function sampleKey(post: {
  source: string;
  sourceId: string | null;
  jobUrl: string | null;
  title: string;
}): number {
  return hashText(`${post.source}:${post.sourceId ?? post.jobUrl ?? post.title}`);
}

export async function checkAllProfiles(
  profiles: Pick<ProfileRepository, 'allWithPostings'>,
  options: ProfileCheckOptions = {},
): Promise<ProfileCheckReport> {
  const all = await profiles.allWithPostings();
  // A seeded sample: the same corpus gives the same sample, so figures can be compared between runs.
  const rows =
    options.sample !== undefined && options.sample < all.length
      ? [...all]
          .sort((first, second) => sampleKey(first.post) - sampleKey(second.post))
          .slice(0, options.sample)
      : all;
  const items: ContentReportItem[] = [];
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
    content: contentReport([]),
  };
  const distinct = new Set<string>();
  const skillFrequency = new Map<string, number>();
  for (const { profile, post } of rows) {
    const content = profile.content as JobProfileContent;
    items.push({
      slug: profile.urlSlug,
      occupation: post.roleTitle === 'Other' ? post.title : post.roleTitle,
      level: contentLevelOf(
        { title: post.title, jobType: post.jobType, jobLevel: post.jobLevel },
        post.experienceLevel as ContentLevel,
      ),
      content,
    });
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
  report.content = contentReport(items);
  report.groundedShare = rows.length ? report.grounded / rows.length : 1;
  report.coverage = bankCoverage(
    [...skillFrequency.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id]) => id),
  );
  return report;
}
