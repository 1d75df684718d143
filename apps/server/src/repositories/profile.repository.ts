import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta, jobPosts, jobProfiles } from '../db/schema';

export type ProfileRow = typeof jobProfiles.$inferSelect;
export type NewProfileRow = typeof jobProfiles.$inferInsert;
export type JobPostRow = typeof jobPosts.$inferSelect;

/** Bumped by every profile write: caches of the published list key on it. */
const PROFILES_VERSION_KEY = 'profiles-version';

export function createProfileRepository(db: Db) {
  /** Caches of the published list key on this version. */
  async function bumpVersion(executor: Db): Promise<void> {
    await executor
      .insert(appMeta)
      .values({ key: PROFILES_VERSION_KEY, value: 1, updatedAt: Date.now() })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: sql`(${appMeta.value}::int + 1)::text::jsonb`, updatedAt: Date.now() },
      });
  }

  return {
    async postsByIds(ids: string[]): Promise<JobPostRow[]> {
      if (!ids.length) return [];
      return db.select().from(jobPosts).where(inArray(jobPosts.id, ids));
    },

    async existingFor(postIds: string[]) {
      if (!postIds.length) return [];
      return db
        .select({
          jobPostId: jobProfiles.jobPostId,
          sourceHash: jobProfiles.sourceHash,
          generatorName: jobProfiles.generatorName,
          generatorVersion: jobProfiles.generatorVersion,
          urlSlug: jobProfiles.urlSlug,
        })
        .from(jobProfiles)
        .where(inArray(jobProfiles.jobPostId, postIds));
    },

    /** Removes the profiles of these postings (if any), and bumps the profiles version when one went. */
    async removeFor(postIds: string[]): Promise<number> {
      if (!postIds.length) return 0;
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(jobProfiles)
          .where(inArray(jobProfiles.jobPostId, postIds))
          .returning({ id: jobProfiles.id });
        if (removed.length) await bumpVersion(tx);
        return removed.length;
      });
    },

    /** Inserts or replaces the profile of a posting (one per posting), and bumps the profiles version. */
    async upsert(row: NewProfileRow): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .insert(jobProfiles)
          .values(row)
          .onConflictDoUpdate({
            target: jobProfiles.jobPostId,
            set: {
              urlSlug: row.urlSlug,
              metaTitle: row.metaTitle,
              metaDescription: row.metaDescription,
              keywords: row.keywords,
              content: row.content,
              keySkills: row.keySkills,
              questionCount: row.questionCount,
              generatorName: row.generatorName,
              generatorVersion: row.generatorVersion,
              sourceHash: row.sourceHash,
              updatedAt: new Date(),
            },
          });
        await bumpVersion(tx);
      });
    },

    async version(): Promise<number> {
      const [row] = await db
        .select({ value: appMeta.value })
        .from(appMeta)
        .where(eq(appMeta.key, PROFILES_VERSION_KEY));
      return Number(row?.value ?? 0);
    },

    /** Published profiles with their posting's card fields, newest posting first. */
    async publishedCards() {
      return db
        .select({
          id: jobProfiles.id,
          urlSlug: jobProfiles.urlSlug,
          metaTitle: jobProfiles.metaTitle,
          metaDescription: jobProfiles.metaDescription,
          keywords: jobProfiles.keywords,
          keySkills: jobProfiles.keySkills,
          questionCount: jobProfiles.questionCount,
          createdAt: jobProfiles.createdAt,
          post: {
            id: jobPosts.id,
            source: jobPosts.source,
            title: jobPosts.title,
            companyName: jobPosts.companyName,
            companyLogo: jobPosts.companyLogo,
            companyUrl: jobPosts.companyUrl,
            companyIndustry: jobPosts.companyIndustry,
            jobLevel: jobPosts.jobLevel,
            experienceLevel: jobPosts.experienceLevel,
            roleTitle: jobPosts.roleTitle,
            isRemote: jobPosts.isRemote,
            jobType: jobPosts.jobType,
            jobFunction: jobPosts.jobFunction,
            jobUrl: jobPosts.jobUrl,
            jobUrlDirect: jobPosts.jobUrlDirect,
            city: jobPosts.city,
            state: jobPosts.state,
            country: jobPosts.country,
            datePosted: jobPosts.datePosted,
            updatedAt: jobPosts.updatedAt,
          },
        })
        .from(jobProfiles)
        .innerJoin(jobPosts, eq(jobPosts.id, jobProfiles.jobPostId))
        .where(eq(jobProfiles.published, true))
        .orderBy(
          sql`${jobPosts.datePosted} desc nulls last`,
          desc(jobProfiles.createdAt),
          desc(jobProfiles.id),
        );
    },

    async bySlug(slug: string): Promise<{ profile: ProfileRow; post: JobPostRow } | undefined> {
      const [row] = await db
        .select({ profile: jobProfiles, post: jobPosts })
        .from(jobProfiles)
        .innerJoin(jobPosts, eq(jobPosts.id, jobProfiles.jobPostId))
        .where(eq(jobProfiles.urlSlug, slug))
        .limit(1);
      return row && row.profile.published ? row : undefined;
    },

    async byPostId(postId: string): Promise<{ profile: ProfileRow; post: JobPostRow } | undefined> {
      const [row] = await db
        .select({ profile: jobProfiles, post: jobPosts })
        .from(jobProfiles)
        .innerJoin(jobPosts, eq(jobPosts.id, jobProfiles.jobPostId))
        .where(eq(jobProfiles.jobPostId, postId))
        .limit(1);
      return row;
    },

    async allPostIds(): Promise<string[]> {
      const rows = await db.select({ id: jobPosts.id }).from(jobPosts).orderBy(jobPosts.createdAt);
      return rows.map((row) => row.id);
    },

    async postIdsWithoutProfile(): Promise<string[]> {
      const rows = await db
        .select({ id: jobPosts.id })
        .from(jobPosts)
        .leftJoin(jobProfiles, eq(jobProfiles.jobPostId, jobPosts.id))
        .where(sql`${jobProfiles.id} is null`);
      return rows.map((row) => row.id);
    },

    /** Every profile with its posting (the content check reads them all). */
    async allWithPostings(): Promise<Array<{ profile: ProfileRow; post: JobPostRow }>> {
      return db
        .select({ profile: jobProfiles, post: jobPosts })
        .from(jobProfiles)
        .innerJoin(jobPosts, eq(jobPosts.id, jobProfiles.jobPostId));
    },

    async sitemapEntries() {
      return db
        .select({ urlSlug: jobProfiles.urlSlug, updatedAt: jobProfiles.updatedAt })
        .from(jobProfiles)
        .where(eq(jobProfiles.published, true))
        .orderBy(jobProfiles.urlSlug);
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
