import type { ExperienceLevel, RoleGroup } from '@careerlens/contracts';
import {
  targetFromPosting,
  type FitTarget,
  type JobPostingInput,
  type JobType,
  type PostingAnalysis,
  type PostingSource,
  type SalaryInterval,
} from '@careerlens/core';
import type { JobPostRow, ProfileRepository } from '../repositories/profile.repository';

interface StoredAnalysis {
  responsibilities: string[];
  requirements: string[];
  niceToHaves: string[];
  benefits: string[];
  roleConfidence: number;
}

/** Rebuilds the posting and what was read out of it at ingestion from a stored row. */
export function postingFromRow(row: JobPostRow): { posting: JobPostingInput; analysis: PostingAnalysis } {
  const stored = row.analysis as StoredAnalysis;
  return {
    posting: {
      source: row.source as PostingSource,
      sourceId: row.sourceId,
      title: row.title,
      companyName: row.companyName,
      companyLogo: row.companyLogo,
      companyUrl: row.companyUrl,
      companyIndustry: row.companyIndustry,
      jobLevel: row.jobLevel,
      isRemote: row.isRemote,
      jobType: row.jobType as JobType[],
      jobFunction: row.jobFunction,
      jobUrl: row.jobUrl,
      jobUrlDirect: row.jobUrlDirect,
      location: { city: row.city, state: row.state, country: row.country },
      description: row.description,
      descriptionFormat: row.descriptionFormat as JobPostingInput['descriptionFormat'],
      datePosted: row.datePosted,
      salary:
        row.salaryMin !== null || row.salaryMax !== null
          ? {
              interval: row.salaryInterval as SalaryInterval | null,
              minAmount: row.salaryMin,
              maxAmount: row.salaryMax,
              currency: row.salaryCurrency,
            }
          : null,
      emails: row.emails,
    },
    analysis: {
      version: row.analysisVersion,
      descriptionHtml: row.descriptionHtml,
      descriptionText: row.descriptionText,
      requiredSkills: row.requiredSkills,
      preferredSkills: row.preferredSkills,
      responsibilities: stored.responsibilities ?? [],
      requirements: stored.requirements ?? [],
      niceToHaves: stored.niceToHaves ?? [],
      benefits: stored.benefits ?? [],
      roleTitle: row.roleTitle,
      roleGroup: row.roleGroup as RoleGroup,
      roleConfidence: stored.roleConfidence ?? 0,
      experienceLevel: row.experienceLevel as ExperienceLevel,
      minYears: row.minYears,
      education: row.education as PostingAnalysis['education'],
      hybrid: row.hybrid,
    },
  };
}

/** What the fit of one job scores a resume against, for a stored posting. */
export function fitTargetOfRow(row: JobPostRow): FitTarget {
  return targetFromPosting(postingFromRow(row).analysis, row.title);
}

/**
 * Loads the fit targets of stored postings by id, for the match list (PostingIndex.rankByFit): the same
 * targets the fit analysis of one job scores against, so both give a posting the same score.
 */
export function fitTargetsLoader(
  profiles: Pick<ProfileRepository, 'postsByIds'>,
): (ids: readonly string[]) => Promise<ReadonlyMap<string, FitTarget>> {
  return async (ids) => {
    const rows = await profiles.postsByIds([...ids]);
    return new Map(rows.map((row) => [row.id, fitTargetOfRow(row)]));
  };
}
