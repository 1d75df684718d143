import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta, jobPosts } from '../db/schema';
import { LruCache } from '../lib/lru-cache';

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

/**
 * Search results are counted up to this many: past it the exact number helps nobody page through results,
 * and counting costs a visit to every match.
 */
export const SEARCH_COUNT_CAP = 1_000;
/**
 * A relevance search ranks (ts_rank) the newest this-many matches of each tier (postings of the named role,
 * then other text matches); later matches of a tier follow them newest first. Ranking reads each match's
 * whole search vector, so it is bounded rather than run over every match.
 */
export const RANK_WINDOW = 100;
/**
 * Date windows, in days from the newest (or the oldest) posting, that a text search collects its newest
 * matches from before it reads every match: a common word finds a page of matches among recent postings
 * without touching the older ones.
 */
const TEXT_DATE_WINDOWS_DAYS = [7, 30, 120] as const;

/** The corpus version: bumped by every ingestion so caches of corpus-derived figures know to refresh. */
const CORPUS_VERSION_KEY = 'corpus-version';
/**
 * Search counts kept per corpus version: every page of a search (and a search repeated by other users)
 * needs the same count, which costs a full-text index lookup and up to SEARCH_COUNT_CAP row visits.
 */
const SEARCH_COUNT_CACHE = { entries: 2_000, ttlMs: 10 * 60_000 } as const;

export interface SearchFilters {
  text?: string | undefined;
  /** Also match postings mapped to this catalogue title (a related title counts). */
  roleTitle?: string | undefined;
  /**
   * Roles of occupations O*NET relates to roleTitle's: in date order they come after the role's own
   * postings and before postings that only mention the words (a loose text match is often another field).
   */
  relatedRoleTitles?: readonly string[] | undefined;
  experienceLevel?: string | undefined;
  sortBy: 'datePosted' | 'relevance';
  sortDir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** Each insertable column's SQL name and type, by its property name. */
const INSERT_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(jobPosts)).map(([key, column]) => [
    key,
    { name: column.name, type: column.getSQLType() },
  ]),
) as Record<keyof NewJobRow, { name: string; type: string }>;

/** A lone UTF-16 surrogate: JSON escapes it, and PostgreSQL refuses the escape when it reads the text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Rows as a JSON array of objects keyed by column name (dates and numbers as the driver would send them). */
function recordsJson(
  rows: NewJobRow[],
  keys: Array<keyof NewJobRow>,
  columns: Array<{ name: string }>,
): string {
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    keys.forEach((key, index) => {
      const value = row[key];
      record[(columns[index] as { name: string }).name] = value instanceof Date ? value.toISOString() : value;
    });
    return record;
  });
  const json = JSON.stringify(records);
  // JSON.stringify writes a lone surrogate as \udXXX; rare, so only then is every string repaired.
  if (!json.includes('\\ud')) return json;
  return JSON.stringify(records, (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value,
  );
}

export function createJobRepository(db: Db) {
  const searchCounts = new LruCache<string, number>(SEARCH_COUNT_CACHE.entries, SEARCH_COUNT_CACHE.ttlMs);

  async function corpusVersion(): Promise<number> {
    const [row] = await db
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, CORPUS_VERSION_KEY));
    return Number(row?.value ?? 0);
  }

  /** The capped count of a search, computed once per corpus version. */
  async function countOf(filters: SearchFilters, where: SQL | undefined): Promise<number> {
    const key = `${await corpusVersion()}|${JSON.stringify([filters.text ?? null, filters.roleTitle ?? null, filters.experienceLevel ?? null, filters.relatedRoleTitles ?? null])}`;
    const hit = searchCounts.get(key);
    if (hit !== undefined) return hit;
    const total = await countCapped(db, where);
    searchCounts.set(key, total);
    return total;
  }

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
          conditions.push(
            and(eq(jobPosts.source, source), sql`${jobPosts.sourceId} = any(${textArray(ids)})`) as SQL,
          );
      }
      if (urls.length) conditions.push(sql`${jobPosts.jobUrl} = any(${textArray(urls)})`);
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

    /**
     * Inserts postings as one JSON parameter read by json_to_recordset: a multi-row insert of 250
     * postings binds about 10,000 parameters, and building and sending them cost the writing thread
     * more than the database's own work on PGlite.
     */
    async insertMany(rows: NewJobRow[], executor: Db = db): Promise<string[]> {
      if (!rows.length) return [];
      const keys = Object.keys(rows[0] as NewJobRow) as Array<keyof NewJobRow>;
      const sameKeys = rows.every((row) => {
        const rowKeys = Object.keys(row);
        return rowKeys.length === keys.length && keys.every((key) => key in row);
      });
      if (!sameKeys) {
        const inserted = await executor.insert(jobPosts).values(rows).returning({ id: jobPosts.id });
        return inserted.map((row) => row.id);
      }
      const columns = keys.map((key) => INSERT_COLUMNS[key]);
      const names = sql.raw(columns.map((column) => `"${column.name}"`).join(', '));
      const record = sql.raw(columns.map((column) => `"${column.name}" ${column.type}`).join(', '));
      const result = await executor.execute(
        sql`insert into ${jobPosts} (${names})
            select ${names} from json_to_recordset(${recordsJson(rows, keys, columns)}::json) as posting(${record})
            returning id::text as id`,
      );
      return rowsOf<{ id: string }>(result).map((row) => row.id);
    },

    /** Updates a changed posting; its embedding is cleared, to be made again from the new text. */
    async update(id: string, row: Partial<NewJobRow>, executor: Db = db): Promise<void> {
      await executor
        .update(jobPosts)
        .set({ ...row, embedding: null, embeddingModel: null, updatedAt: new Date() })
        .where(eq(jobPosts.id, id));
    },

    /**
     * Moves the full-text index's pending list (where inserts land for speed) into the index proper, so
     * searches stop scanning it. Called after an import; on PostgreSQL autovacuum would also do it, PGlite
     * has no autovacuum.
     */
    async flushSearchIndex(): Promise<void> {
      await db.execute(sql`select gin_clean_pending_list('job_posts_search_idx'::regclass)`);
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

    corpusVersion,

    async search(filters: SearchFilters): Promise<{ rows: JobListRow[]; total: number }> {
      return searchPostings(db, filters, countOf);
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

    /** Postings without an embedding from this model, in id order. */
    async withoutEmbedding(model: string, limit: number) {
      return db
        .select({
          id: jobPosts.id,
          contentHash: jobPosts.contentHash,
          title: jobPosts.title,
          requiredSkills: jobPosts.requiredSkills,
          preferredSkills: jobPosts.preferredSkills,
          descriptionText: jobPosts.descriptionText,
        })
        .from(jobPosts)
        .where(sql`${jobPosts.embeddingModel} is distinct from ${model}`)
        .orderBy(asc(jobPosts.id))
        .limit(limit);
    },

    /**
     * Stores embeddings, each only if its posting still has the text that was embedded: a posting
     * re-imported meanwhile keeps no stale vector, and the next round embeds its new text.
     */
    async saveEmbeddings(
      items: Array<{ id: string; contentHash: string; embedding: Float32Array }>,
      model: string,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        for (const item of items) {
          await tx
            .update(jobPosts)
            .set({ embedding: item.embedding, embeddingModel: model })
            .where(and(eq(jobPosts.id, item.id), eq(jobPosts.contentHash, item.contentHash)));
        }
      });
    },

    async findById(id: string): Promise<JobRow | undefined> {
      const [row] = await db.select().from(jobPosts).where(eq(jobPosts.id, id)).limit(1);
      return row;
    },
  };
}

export type JobRepository = ReturnType<typeof createJobRepository>;

/** A match's place in date order. */
interface Ranked {
  id: string;
  datePosted: string | null;
}

/** Date order (`date_posted <dir> nulls last, id desc`), as the indexes give it. */
function compareByDate(dir: 'asc' | 'desc') {
  return (a: Ranked, b: Ranked): number => {
    if (a.datePosted !== b.datePosted) {
      if (a.datePosted === null) return 1;
      if (b.datePosted === null) return -1;
      return (a.datePosted < b.datePosted ? -1 : 1) * (dir === 'asc' ? 1 : -1);
    }
    return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
  };
}

function dateOrderSql(dir: 'asc' | 'desc'): SQL {
  return dir === 'asc'
    ? sql`${jobPosts.datePosted} asc nulls last`
    : sql`${jobPosts.datePosted} desc nulls last`;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Search in bounded work. Matches fall in two tiers: postings mapped to the named catalogue role (read in
 * date order from a btree index) and the other full-text matches (GIN index). Each tier yields only the
 * newest matches a page needs; relevance then ranks the first RANK_WINDOW of each tier. The count stops at
 * SEARCH_COUNT_CAP.
 */
async function searchPostings(
  db: Db,
  filters: SearchFilters,
  countOf: (filters: SearchFilters, where: SQL | undefined) => Promise<number>,
): Promise<{ rows: JobListRow[]; total: number }> {
  const query = filters.text ? sql`websearch_to_tsquery('english', ${filters.text})` : undefined;
  const level = filters.experienceLevel ? eq(jobPosts.experienceLevel, filters.experienceLevel) : undefined;
  const roleMatch = filters.roleTitle ? eq(jobPosts.roleTitle, filters.roleTitle) : undefined;
  const textMatch = query ? sql`${jobPosts.searchVector} @@ ${query}` : undefined;
  const byDate = filters.sortBy !== 'relevance' || !query;
  const relatedMatch =
    byDate && roleMatch && filters.relatedRoleTitles?.length
      ? inArray(jobPosts.roleTitle, [...filters.relatedRoleTitles])
      : undefined;
  const anyMatch = or(...[textMatch, roleMatch, relatedMatch].filter((match) => match !== undefined));
  const where = and(anyMatch, level);
  const dir = filters.sortDir;
  const need = filters.offset + filters.limit;

  const [rows, total] = await Promise.all([pageOf(), countOf(filters, where)]);
  return { rows, total };

  async function pageOf(): Promise<JobListRow[]> {
    if (!textMatch && !roleMatch) {
      const rows = await db
        .select(LIST_COLUMNS)
        .from(jobPosts)
        .where(where)
        .orderBy(dateOrderSql(dir), desc(jobPosts.id))
        .limit(filters.limit)
        .offset(filters.offset);
      return rows as JobListRow[];
    }
    const roleTier = (limit: number) =>
      roleMatch ? newestOf(db, and(roleMatch, level) as SQL, dir, limit) : Promise.resolve([]);
    const otherRoles = filters.roleTitle ? ne(jobPosts.roleTitle, filters.roleTitle) : undefined;
    const textTier = (limit: number) =>
      textMatch
        ? newestTextMatches(db, and(textMatch, otherRoles, level) as SQL, dir, limit)
        : Promise.resolve([]);

    let page: Ranked[];
    if (filters.sortBy === 'relevance' && query) {
      // The role tier comes ranked from the statement that reads it; text matches are ranked afterwards.
      const role = roleMatch
        ? await newestRankedOf(db, and(roleMatch, level) as SQL, dir, Math.max(RANK_WINDOW, need), query)
        : [];
      const text = role.length >= need ? [] : await textTier(Math.max(RANK_WINDOW, need - role.length));
      const ranks = await ranksOf(db, query, text.slice(0, RANK_WINDOW));
      for (const match of role.slice(0, RANK_WINDOW)) ranks.set(match.id, match.rank ?? 0);
      const byDate = compareByDate(dir);
      const ranked = (tier: Ranked[]) => [
        ...tier
          .slice(0, RANK_WINDOW)
          .sort((a, b) => (ranks.get(b.id) ?? 0) - (ranks.get(a.id) ?? 0) || byDate(a, b)),
        ...tier.slice(RANK_WINDOW),
      ];
      page = [...ranked(role), ...ranked(text)].slice(filters.offset, need);
    } else if (roleMatch) {
      // The role's own postings first, then related occupations', then text matches, each newest first:
      // a newer posting that only shares a word ("accounts" in a sales job) never goes before them.
      const role = await roleTier(need);
      const related =
        relatedMatch && role.length < need
          ? await newestOf(db, and(relatedMatch, level) as SQL, dir, need - role.length)
          : [];
      const seen = new Set([...role, ...related].map((match) => match.id));
      const text =
        role.length + related.length < need
          ? (await textTier(need)).filter((match) => !seen.has(match.id))
          : [];
      page = [...role, ...related, ...text].slice(filters.offset, need);
    } else {
      page = (await textTier(need)).slice(filters.offset, need);
    }
    if (!page.length) return [];
    const rows = await db.select(LIST_COLUMNS).from(jobPosts).where(idIn(page));
    const byId = new Map(rows.map((row) => [row.id, row as JobListRow]));
    return page.map((match) => byId.get(match.id)).filter((row): row is JobListRow => row !== undefined);
  }
}

/** Strings as one text[] parameter (an array literal), for `= any(...)`. */
function textArray(values: string[]): SQL {
  return sql`${`{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`}::text[]`;
}

/**
 * `id = any(array)` with the ids as one array parameter: a list of `in ($1, ..., $100)` parameters costs
 * more to send, parse and plan than reading the rows it names.
 */
function idIn(matches: Array<{ id: string }>): SQL {
  return sql`${jobPosts.id} = any(${`{${matches.map((match) => match.id).join(',')}}`}::uuid[])`;
}

/** ts_rank of these matches: reads each one's whole search vector, so only for a bounded few. */
async function ranksOf(db: Db, query: SQL, matches: Ranked[]): Promise<Map<string, number>> {
  if (!matches.length) return new Map();
  const rows = await db
    .select({ id: jobPosts.id, rank: sql<number>`ts_rank(${jobPosts.searchVector}, ${query})` })
    .from(jobPosts)
    .where(idIn(matches));
  return new Map(rows.map((row) => [row.id, Number(row.rank)]));
}

/**
 * `newestOf` with the ts_rank of the first RANK_WINDOW matches, read in the same statement: the rows are
 * at hand, so ranking them costs no second lookup of each.
 */
async function newestRankedOf(
  db: Db,
  where: SQL,
  dir: 'asc' | 'desc',
  limit: number,
  query: SQL,
): Promise<Array<Ranked & { rank: number | null }>> {
  const order = sql`${dateOrderSql(dir)}, ${jobPosts.id} desc`;
  const result = await db.execute(
    sql`select id::text as id, date_posted::text as "datePosted",
          case when place <= ${RANK_WINDOW} then ts_rank(search_vector, ${query}) end as rank
        from (
          select ${jobPosts.id} as id, ${jobPosts.datePosted} as date_posted, ${jobPosts.searchVector} as search_vector,
            row_number() over (order by ${order}) as place
          from ${jobPosts} where ${where} order by ${order} limit ${limit}
        ) as newest
        order by place`,
  );
  return rowsOf<{ id: string; datePosted: string | null; rank: number | string | null }>(result).map(
    (row) => ({ ...row, rank: row.rank === null ? null : Number(row.rank) }),
  );
}

/** Matches counted up to SEARCH_COUNT_CAP. */
async function countCapped(db: Db, where: SQL | undefined): Promise<number> {
  // Materialised, the matches are planned as a whole (a bitmap scan of the indexes rather than a walk
  // reading every posting's search vector) and read lazily, so counting stops at the cap.
  const result = await db.execute(
    sql`with matches as materialized (select 1 from ${jobPosts} ${where ? sql`where ${where}` : sql``})
        select count(*)::int as total from (select 1 from matches limit ${SEARCH_COUNT_CAP}) as capped`,
  );
  return Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0);
}

/** The first `limit` matches in date order, read in that order from an index. */
async function newestOf(db: Db, where: SQL, dir: 'asc' | 'desc', limit: number): Promise<Ranked[]> {
  return db
    .select({ id: jobPosts.id, datePosted: jobPosts.datePosted })
    .from(jobPosts)
    .where(where)
    .orderBy(dateOrderSql(dir), desc(jobPosts.id))
    .limit(limit);
}

/**
 * The first `limit` full-text matches in date order. The text index finds matches in no useful order, so
 * they are collected first from the postings of the latest days (the dates' btree narrows the text index's
 * matches before any posting is read) and from the whole corpus only when the windows hold too few. A
 * window that holds `limit` matches holds the first `limit` overall, since every posting outside it comes
 * later in date order.
 */
async function newestTextMatches(db: Db, where: SQL, dir: 'asc' | 'desc', limit: number): Promise<Ranked[]> {
  const [edges] = await db
    .select({
      oldest: sql<string | null>`min(${jobPosts.datePosted})::text`,
      newest: sql<string | null>`max(${jobPosts.datePosted})::text`,
    })
    .from(jobPosts);
  const [near, far] = dir === 'asc' ? [edges?.oldest, edges?.newest] : [edges?.newest, edges?.oldest];
  if (near && far) {
    const span = Math.abs(Date.parse(far) - Date.parse(near)) / 86_400_000;
    // A window as wide as the corpus's dates is the whole corpus: the full read below answers it.
    for (const days of TEXT_DATE_WINDOWS_DAYS.filter((days) => days < span)) {
      const window =
        dir === 'asc'
          ? sql`${jobPosts.datePosted} <= ${near}::date + ${days}::int`
          : sql`${jobPosts.datePosted} >= ${near}::date - ${days}::int`;
      const matches = await collectMatches(db, and(where, window) as SQL, dir, limit);
      if (matches.length >= limit) return matches;
    }
  }
  return collectMatches(db, where, dir, limit);
}

/** Every match of `where` gathered (through the indexes' bitmaps), then the first `limit` in date order. */
async function collectMatches(db: Db, where: SQL, dir: 'asc' | 'desc', limit: number): Promise<Ranked[]> {
  const result = await db.execute(
    sql`with matches as materialized (
          select ${jobPosts.id} as id, ${jobPosts.datePosted} as date_posted from ${jobPosts} where ${where}
        )
        select id::text as id, date_posted::text as "datePosted" from matches
        order by date_posted ${dir === 'asc' ? sql`asc` : sql`desc`} nulls last, id desc
        limit ${limit}`,
  );
  return rowsOf<Ranked>(result);
}
