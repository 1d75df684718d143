import { and, count, desc, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta, jobPosts } from '../db/schema';

export type JobRow = typeof jobPosts.$inferSelect;
export type NewJobRow = typeof jobPosts.$inferInsert;

/** Columns the search and recent-jobs lists need (never the long texts). */
const LIST_COLUMNS = {
  id: jobPosts.id,
  title: jobPosts.title,
  companyName: jobPosts.companyName,
  companyIndustry: jobPosts.companyIndustry,
  city: jobPosts.city,
  state: jobPosts.state,
  country: jobPosts.country,
  isRemote: jobPosts.isRemote,
  jobType: jobPosts.jobType,
  datePosted: jobPosts.datePosted,
  jobUrl: jobPosts.jobUrl,
  jobUrlDirect: jobPosts.jobUrlDirect,
  roleTitle: jobPosts.roleTitle,
  experienceLevel: jobPosts.experienceLevel,
  source: jobPosts.source,
} as const;

export interface JobListRow {
  id: string;
  title: string;
  companyName: string | null;
  companyIndustry: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  isRemote: boolean | null;
  jobType: string[];
  datePosted: string | null;
  jobUrl: string | null;
  jobUrlDirect: string | null;
  roleTitle: string;
  experienceLevel: string;
  source: string;
}

/** What insights aggregate over: one row per posting in a sample. */
export interface SampleRow {
  requiredSkills: string[];
  preferredSkills: string[];
  isRemote: boolean | null;
  hybrid: boolean;
  datePosted: string | null;
  salaryInterval: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
}

const SAMPLE_COLUMNS = {
  requiredSkills: jobPosts.requiredSkills,
  preferredSkills: jobPosts.preferredSkills,
  isRemote: jobPosts.isRemote,
  hybrid: jobPosts.hybrid,
  datePosted: jobPosts.datePosted,
  salaryInterval: jobPosts.salaryInterval,
  salaryMin: jobPosts.salaryMin,
  salaryMax: jobPosts.salaryMax,
  salaryCurrency: jobPosts.salaryCurrency,
} as const;

/** Search results are counted up to this many. */
export const SEARCH_COUNT_CAP = 10_000;

/** The corpus version: bumped by every ingestion so caches of corpus-derived figures know to refresh. */
const CORPUS_VERSION_KEY = 'corpus-version';

export interface SearchFilters {
  text?: string | undefined;
  /** Also match postings mapped to this catalogue title (a related title counts). */
  roleTitle?: string | undefined;
  experienceLevel?: string | undefined;
  sortBy: 'datePosted' | 'relevance';
  sortDir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export function createJobRepository(db: Db) {
  return {
    /** Existing postings for these keys: by (source, source id) and by job URL. */
    async findExisting(keys: Array<{ source: string; sourceId: string | null; jobUrl: string | null }>) {
      const withIds = keys.filter((key) => key.sourceId);
      const urls = [...new Set(keys.map((key) => key.jobUrl).filter((url): url is string => Boolean(url)))];
      const conditions: SQL[] = [];
      if (withIds.length) {
        const bySource = new Map<string, string[]>();
        for (const key of withIds)
          bySource.set(key.source, [...(bySource.get(key.source) ?? []), key.sourceId as string]);
        for (const [source, ids] of bySource)
          conditions.push(and(eq(jobPosts.source, source), inArray(jobPosts.sourceId, ids)) as SQL);
      }
      if (urls.length) conditions.push(inArray(jobPosts.jobUrl, urls));
      if (!conditions.length) return [];
      return db
        .select({
          id: jobPosts.id,
          source: jobPosts.source,
          sourceId: jobPosts.sourceId,
          jobUrl: jobPosts.jobUrl,
          contentHash: jobPosts.contentHash,
          analysisVersion: jobPosts.analysisVersion,
        })
        .from(jobPosts)
        .where(or(...conditions));
    },

    async insertMany(rows: NewJobRow[], executor: Db = db): Promise<string[]> {
      if (!rows.length) return [];
      const inserted = await executor.insert(jobPosts).values(rows).returning({ id: jobPosts.id });
      return inserted.map((row) => row.id);
    },

    async update(id: string, row: Partial<NewJobRow>, executor: Db = db): Promise<void> {
      await executor
        .update(jobPosts)
        .set({ ...row, updatedAt: new Date() })
        .where(eq(jobPosts.id, id));
    },

    async bumpCorpusVersion(executor: Db = db): Promise<void> {
      await executor
        .insert(appMeta)
        .values({ key: CORPUS_VERSION_KEY, value: 1, updatedAt: Date.now() })
        .onConflictDoUpdate({
          target: appMeta.key,
          set: { value: sql`(${appMeta.value}::int + 1)::text::jsonb`, updatedAt: Date.now() },
        });
    },

    async corpusVersion(): Promise<number> {
      const [row] = await db
        .select({ value: appMeta.value })
        .from(appMeta)
        .where(eq(appMeta.key, CORPUS_VERSION_KEY));
      return Number(row?.value ?? 0);
    },

    async search(filters: SearchFilters): Promise<{ rows: JobListRow[]; total: number }> {
      const conditions: SQL[] = [];
      const query = filters.text ? sql`websearch_to_tsquery('english', ${filters.text})` : undefined;
      if (query) {
        const textMatch = sql`${jobPosts.searchVector} @@ ${query}`;
        conditions.push(
          filters.roleTitle ? (or(textMatch, eq(jobPosts.roleTitle, filters.roleTitle)) as SQL) : textMatch,
        );
      } else if (filters.roleTitle) {
        conditions.push(eq(jobPosts.roleTitle, filters.roleTitle));
      }
      if (filters.experienceLevel) conditions.push(eq(jobPosts.experienceLevel, filters.experienceLevel));
      const where = conditions.length ? and(...conditions) : undefined;
      const dateOrder =
        filters.sortDir === 'asc'
          ? sql`${jobPosts.datePosted} asc nulls last`
          : sql`${jobPosts.datePosted} desc nulls last`;
      const order: SQL[] =
        filters.sortBy === 'relevance' && query
          ? [
              sql`(case when ${jobPosts.roleTitle} = ${filters.roleTitle ?? ''} then 1 else 0 end) desc`,
              sql`ts_rank(${jobPosts.searchVector}, ${query}) desc`,
              dateOrder,
            ]
          : [dateOrder];
      const [rows, [total]] = await Promise.all([
        db
          .select(LIST_COLUMNS)
          .from(jobPosts)
          .where(where)
          .orderBy(...order, desc(jobPosts.id))
          .limit(filters.limit)
          .offset(filters.offset),
        // Counting stops at a cap: past it the exact number does not help anyone page through results.
        db.select({ value: count() }).from(
          db
            .select({ one: sql`1` })
            .from(jobPosts)
            .where(where)
            .limit(SEARCH_COUNT_CAP)
            .as('matches'),
        ),
      ]);
      return { rows: rows as JobListRow[], total: Number(total?.value ?? 0) };
    },

    /** Newest postings of a sample, for insights. */
    async sample(
      filter: { roleTitle?: string; roleGroup?: string; experienceLevel?: string },
      limit: number,
    ): Promise<SampleRow[]> {
      const conditions: SQL[] = [];
      if (filter.roleTitle) conditions.push(eq(jobPosts.roleTitle, filter.roleTitle));
      if (filter.roleGroup) conditions.push(eq(jobPosts.roleGroup, filter.roleGroup));
      if (filter.experienceLevel) conditions.push(eq(jobPosts.experienceLevel, filter.experienceLevel));
      return db
        .select(SAMPLE_COLUMNS)
        .from(jobPosts)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(sql`${jobPosts.datePosted} desc nulls last`, desc(jobPosts.id))
        .limit(limit);
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(jobPosts);
      return Number(row?.value ?? 0);
    },

    async countSince(
      date: string,
      filter: { roleTitle?: string; experienceLevel?: string } = {},
    ): Promise<number> {
      const conditions: SQL[] = [isNotNull(jobPosts.datePosted), gte(jobPosts.datePosted, date)];
      if (filter.roleTitle) conditions.push(eq(jobPosts.roleTitle, filter.roleTitle));
      if (filter.experienceLevel) conditions.push(eq(jobPosts.experienceLevel, filter.experienceLevel));
      const [row] = await db
        .select({ value: count() })
        .from(jobPosts)
        .where(and(...conditions));
      return Number(row?.value ?? 0);
    },

    async countBy(column: 'roleTitle' | 'experienceLevel' | 'source' | 'roleGroup') {
      const target = jobPosts[column];
      const rows = await db
        .select({ key: target, value: count() })
        .from(jobPosts)
        .groupBy(target)
        .orderBy(desc(count()));
      return rows.map((row) => ({ key: String(row.key), count: Number(row.value) }));
    },

    async roleGroupOf(roleTitle: string): Promise<string | undefined> {
      const [row] = await db
        .select({ group: jobPosts.roleGroup })
        .from(jobPosts)
        .where(eq(jobPosts.roleTitle, roleTitle))
        .limit(1);
      return row?.group;
    },

    async dailyCounts(filter: { roleTitle: string; experienceLevel: string }, since: string) {
      const rows = await db
        .select({ date: jobPosts.datePosted, value: count() })
        .from(jobPosts)
        .where(
          and(
            eq(jobPosts.roleTitle, filter.roleTitle),
            eq(jobPosts.experienceLevel, filter.experienceLevel),
            gte(jobPosts.datePosted, since),
          ),
        )
        .groupBy(jobPosts.datePosted);
      return rows.map((row) => ({ date: String(row.date), count: Number(row.value) }));
    },

    async deleteBySource(source: string): Promise<number> {
      const deleted = await db
        .delete(jobPosts)
        .where(eq(jobPosts.source, source))
        .returning({ id: jobPosts.id });
      return deleted.length;
    },

    async findById(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobPosts).where(eq(jobPosts.id, id)).limit(1);
      return row;
    },
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;
