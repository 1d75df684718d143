import type { JobPage, JobSearchQuery, RecentJob } from '@careerlens/contracts';
import { allRoleProfiles } from '@careerlens/core';
import type { JobListRow, JobRepository } from '../repositories/job.repository';

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

export function createJobSearchService(deps: { jobs: JobRepository }) {
  return {
    /**
     * Full-text search over titles, companies and descriptions; a title that names a catalogue role also
     * matches postings mapped to that role. Without a text, newest first.
     */
    async search(query: JobSearchQuery): Promise<JobPage> {
      const sortBy = query.sortBy ?? (query.jobTitle ? 'relevance' : 'datePosted');
      const { rows, total } = await deps.jobs.search({
        text: query.jobTitle,
        roleTitle: query.jobTitle ? roleForTitle(query.jobTitle) : undefined,
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
