import type { JobPage, JobSearchQuery, RecentJob } from '@careerlens/contracts';
import { allRoleProfiles, ROLE_OCCUPATIONS, roleOccupationRelatedness } from '@careerlens/core';
import type { JobListRow, JobRepository } from '../repositories/job.repository';
import { postingAttribution } from '../sources/source-terms';

export function presentJob(row: JobListRow): RecentJob {
  return {
    id: row.id,
    title: row.title,
    companyName: row.companyName,
    location: { city: row.city, state: row.state, country: row.country },
    isRemote: row.isRemote === true,
    jobType: row.jobType,
    datePosted: row.datePosted,
    jobUrl: row.jobUrl,
    jobUrlDirect: row.jobUrlDirect,
    companyIndustry: row.companyIndustry,
    roleTitle: row.roleTitle,
    experienceLevel: row.experienceLevel as RecentJob['experienceLevel'],
    source: row.source,
    attribution: postingAttribution(row.source, row.jobUrl),
  };
}

let titleIndex: Map<string, string> | undefined;

/** The catalogue role a typed job title names, through titles and their aliases ("SDE" -> Software Engineer). */
export function roleForTitle(text: string): string | undefined {
  titleIndex ??= new Map(
    allRoleProfiles().flatMap((profile) => [
      [profile.title.toLowerCase(), profile.title] as const,
      ...profile.titleAliases.map((alias) => [alias.toLowerCase(), profile.title] as const),
    ]),
  );
  return titleIndex.get(text.trim().toLowerCase());
}

/** Least O*NET relatedness (0.6: Primary-Long tier or closer) for a role's postings to follow another's. */
const RELATED_ROLE_MIN = 0.6;

/** Catalogue roles whose O*NET occupations are related to this role's, closest first. */
export function relatedRoles(roleTitle: string): string[] {
  return Object.keys(ROLE_OCCUPATIONS)
    .filter((other) => other !== roleTitle)
    .map((other) => ({ other, relatedness: roleOccupationRelatedness(roleTitle, other) }))
    .filter(({ relatedness }) => relatedness >= RELATED_ROLE_MIN)
    .sort((a, b) => b.relatedness - a.relatedness || a.other.localeCompare(b.other))
    .map(({ other }) => other);
}

export function createJobSearchService(deps: { jobs: JobRepository }) {
  return {
    /**
     * Full-text search over titles, companies and descriptions; a title that names a catalogue role also
     * matches postings mapped to that role. Without a text, newest first. In date order (the dashboard's
     * Recent Job Posts), a role's own postings come first, then those of related occupations (O*NET),
     * then postings that only mention the words, each newest first.
     */
    async search(query: JobSearchQuery): Promise<JobPage> {
      const sortBy = query.sortBy ?? (query.jobTitle ? 'relevance' : 'datePosted');
      const roleTitle = query.jobTitle ? roleForTitle(query.jobTitle) : undefined;
      const { rows, total } = await deps.jobs.search({
        text: query.jobTitle,
        roleTitle,
        relatedRoleTitles: roleTitle ? relatedRoles(roleTitle) : undefined,
        experienceLevel: query.experienceLevel,
        sortBy,
        sortDir: query.sortDir,
        limit: query.size,
        offset: query.page * query.size,
      });
      return {
        content: rows.map(presentJob),
        totalElements: total,
        totalPages: Math.ceil(total / query.size),
        number: query.page,
        size: query.size,
      };
    },
  };
}

export type JobSearchService = ReturnType<typeof createJobSearchService>;
