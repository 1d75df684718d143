import { and, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobMatches, jobPosts, jobProfiles, resumes } from '../db/schema';

export interface CompactPosting {
  id: string;
  requiredSkills: string[];
  preferredSkills: string[];
  roleTitle: string;
  roleGroup: string;
  experienceLevel: string;
  minYears: number | null;
  vector: unknown;
  analysis: unknown;
  /** The posting's embedding from the model asked for, when it has one. */
  embedding: Float32Array | null;
}

export function createMatchRepository(db: Db) {
  return {
    /** Every posting, with only what re-ranking needs; with `embeddingModel`, that model's embeddings too. */
    async compactPostings(embeddingModel: string | null = null): Promise<CompactPosting[]> {
      return db
        .select({
          embedding: embeddingModel
            ? sql<Float32Array | null>`case when ${jobPosts.embeddingModel} = ${embeddingModel} then ${jobPosts.embedding} end`.mapWith(
                jobPosts.embedding,
              )
            : sql<null>`null`,
          id: jobPosts.id,
          requiredSkills: jobPosts.requiredSkills,
          preferredSkills: jobPosts.preferredSkills,
          roleTitle: jobPosts.roleTitle,
          roleGroup: jobPosts.roleGroup,
          experienceLevel: jobPosts.experienceLevel,
          minYears: jobPosts.minYears,
          vector: jobPosts.vector,
          analysis: sql`${jobPosts.analysis} -> 'roleConfidence'`,
        })
        .from(jobPosts);
    },

    /** Whether any stored match was ranked by another method than `methodVersion`. */
    async anyRankedOtherwise(methodVersion: string): Promise<boolean> {
      const rows = await db
        .select({ id: jobMatches.resumeId })
        .from(jobMatches)
        .where(ne(jobMatches.methodVersion, methodVersion))
        .limit(1);
      return rows.length > 0;
    },

    async replaceForResume(
      resumeId: string,
      /** In the order the list shows them. */
      rows: Array<{ jobPostId: string; score: number; reason: string; inField: boolean }>,
      methodVersion: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(jobMatches).where(eq(jobMatches.resumeId, resumeId));
        if (rows.length) {
          await tx
            .insert(jobMatches)
            .values(
              rows.map((row, rank) => ({ ...row, rank, resumeId, methodVersion, computedAt: new Date() })),
            );
        }
      });
    },

    async listForResume(resumeId: string, limit: number, filters: MatchFilters = {}) {
      return db
        .select({
          score: jobMatches.score,
          inField: jobMatches.inField,
          reason: jobMatches.reason,
          methodVersion: jobMatches.methodVersion,
          computedAt: jobMatches.computedAt,
          post: {
            id: jobPosts.id,
            title: jobPosts.title,
            companyName: jobPosts.companyName,
            jobLevel: jobPosts.jobLevel,
            isRemote: jobPosts.isRemote,
            city: jobPosts.city,
            state: jobPosts.state,
            country: jobPosts.country,
            companyIndustry: jobPosts.companyIndustry,
            datePosted: jobPosts.datePosted,
            jobUrl: jobPosts.jobUrl,
            jobUrlDirect: jobPosts.jobUrlDirect,
            experienceLevel: jobPosts.experienceLevel,
            source: jobPosts.source,
          },
          profileSlug: jobProfiles.urlSlug,
        })
        .from(jobMatches)
        .innerJoin(jobPosts, eq(jobPosts.id, jobMatches.jobPostId))
        .leftJoin(jobProfiles, eq(jobProfiles.jobPostId, jobPosts.id))
        .where(and(eq(jobMatches.resumeId, resumeId), ...filterConditions(filters)))
        .orderBy(
          jobMatches.rank,
          desc(jobMatches.score),
          sql`${jobPosts.datePosted} desc nulls last`,
          jobPosts.id,
        )
        .limit(limit);
    },

    async countForResume(resumeId: string, filters: MatchFilters = {}): Promise<number> {
      const [row] = await db
        .select({ value: sql<number>`count(*)::int` })
        .from(jobMatches)
        .innerJoin(jobPosts, eq(jobPosts.id, jobMatches.jobPostId))
        .where(and(eq(jobMatches.resumeId, resumeId), ...filterConditions(filters)));
      return Number(row?.value ?? 0);
    },

    /** Analysed primary resumes, whose matches follow the corpus. */
    async primaryPreparedResumeIds(): Promise<string[]> {
      const rows = await db
        .select({ id: resumes.id })
        .from(resumes)
        .where(and(eq(resumes.isPrimary, true), sql`${resumes.prepared} is not null`));
      return rows.map((row) => row.id);
    },
  };
}

/** Narrowing a resume's stored matches: remote only, one level, a place named in the location. */
export interface MatchFilters {
  remote?: boolean | undefined;
  experienceLevel?: string | undefined;
  location?: string | undefined;
}

function filterConditions(filters: MatchFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.remote) conditions.push(eq(jobPosts.isRemote, true));
  if (filters.experienceLevel) conditions.push(eq(jobPosts.experienceLevel, filters.experienceLevel));
  if (filters.location) {
    // A literal substring of city, state or country (LIKE wildcards in the text are escaped).
    const pattern = `%${filters.location.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      or(
        ilike(jobPosts.city, pattern),
        ilike(jobPosts.state, pattern),
        ilike(jobPosts.country, pattern),
      ) as SQL,
    );
  }
  return conditions;
}

export type MatchRepository = ReturnType<typeof createMatchRepository>;
