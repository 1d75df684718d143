import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A stored file's bytes. They cross the driver as base64 text, decoded and encoded by the database:
 * PGlite's own bytea conversion runs in JavaScript on the one thread that serves every request, and took
 * ~1.8 s to write and ~0.6 s to read 10 MB (other users waited that long); as base64 text, ~0.2 s and
 * ~0.07 s. Read a file with `readBytea` (encode in SQL, decode here).
 */
const bytea = customType<{ data: Uint8Array; driverData: string | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) =>
    sql`decode(${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64')}, 'base64')`,
  // Selected as the column itself (not through readBytea), the drivers give the bytes.
  fromDriver: (value) =>
    typeof value === 'string'
      ? fromBase64(value)
      : value instanceof Uint8Array
        ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
        : new Uint8Array(value as ArrayBufferLike),
});

function fromBase64(value: string): Uint8Array {
  const buffer = Buffer.from(value, 'base64');
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** A bytea column as its bytes, read as base64 text (see bytea above). */
export function readBytea(column: AnyPgColumn | SQL): SQL<Uint8Array> {
  return sql<string>`encode(${column}, 'base64')`.mapWith(fromBase64);
}

/**
 * An embedding as float32 little-endian bytes: portable (no pgvector), a quarter of its JSON size. PGlite
 * returns a Uint8Array and node-postgres a Buffer; both read back as a Float32Array.
 */
const float32Vector = customType<{ data: Float32Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => {
    const bytes = value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBufferLike);
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    return new Float32Array(copy.buffer, 0, Math.floor(copy.byteLength / 4));
  },
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased: emails compare case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    targetRole: text('target_role'),
    experienceLevel: text('experience_level'),
    careerIntent: text('career_intent'),
    /** Session tokens carry the version they were issued under; bumping it (sign-out) revokes them all. */
    sessionVersion: integer('session_version').notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalFileName: text('original_file_name').notNull(),
    /** The type decided from the content: pdf, docx, doc or txt. */
    fileType: text('file_type').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    status: text('status').notNull().default('UPLOADED'),
    analysisData: jsonb('analysis_data'),
    failureReason: text('failure_reason'),
    /** What matching needs from the resume (skills with evidence, years, lexical vector), made with the analysis. */
    prepared: jsonb('prepared'),
    /** The resume's embedding from the configured provider, and that provider's model. */
    embedding: float32Vector('embedding'),
    embeddingModel: text('embedding_model'),
    methodVersion: text('method_version'),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
    /**
     * Analyses started since the last one ended: more than one means a process died while reading this
     * file (a retried job, or `resumes:reanalyze` run again), and after a few it fails with a reason.
     */
    analysisAttempts: integer('analysis_attempts').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('resumes_user_created_idx').on(table.userId, table.createdAt),
    // Exactly one primary resume per user, enforced by the database.
    uniqueIndex('resumes_one_primary_per_user')
      .on(table.userId)
      .where(sql`${table.isPrimary}`),
  ],
);

/** The original bytes, kept apart so listing resumes never loads files. */
export const resumeFiles = pgTable('resume_files', {
  resumeId: uuid('resume_id')
    .primaryKey()
    .references(() => resumes.id, { onDelete: 'cascade' }),
  /** Null when the bytes are a file in the data folder (the embedded database: lib/file-store.ts). */
  content: bytea('content'),
});

/** Small key-value facts about this installation (demo seed state, versions). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Job postings from every source, with what the engine read out of them at ingestion. */
export const jobPosts = pgTable(
  'job_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull(),
    sourceId: text('source_id'),
    title: text('title').notNull(),
    companyName: text('company_name'),
    companyLogo: text('company_logo'),
    companyUrl: text('company_url'),
    companyIndustry: text('company_industry'),
    jobLevel: text('job_level'),
    isRemote: boolean('is_remote'),
    jobType: text('job_type')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    jobFunction: text('job_function'),
    jobUrl: text('job_url'),
    jobUrlDirect: text('job_url_direct'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    description: text('description').notNull(),
    descriptionFormat: text('description_format').notNull(),
    descriptionHtml: text('description_html').notNull(),
    descriptionText: text('description_text').notNull(),
    datePosted: date('date_posted', { mode: 'string' }),
    salaryInterval: text('salary_interval'),
    salaryMin: doublePrecision('salary_min'),
    salaryMax: doublePrecision('salary_max'),
    salaryCurrency: text('salary_currency'),
    emails: text('emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roleTitle: text('role_title').notNull(),
    roleGroup: text('role_group').notNull(),
    experienceLevel: text('experience_level').notNull(),
    minYears: integer('min_years'),
    education: text('education'),
    hybrid: boolean('hybrid').notNull().default(false),
    requiredSkills: text('required_skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredSkills: text('preferred_skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Responsibilities, requirements, nice-to-haves, benefits, confidence and the analyser version. */
    analysis: jsonb('analysis').notNull(),
    analysisVersion: text('analysis_version').notNull(),
    /** Hash of the source fields: a re-import with the same hash changes nothing. */
    contentHash: text('content_hash').notNull(),
    /** Sparse lexical vector of the posting text: { terms, weights }. */
    vector: jsonb('vector'),
    /** The posting's embedding from the configured provider, and that provider's model. */
    embedding: float32Vector('embedding'),
    embeddingModel: text('embedding_model'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(role_title, '')), 'A') || setweight(to_tsvector('english', coalesce(company_name, '')), 'B') || setweight(to_tsvector('english', left(coalesce(description_text, ''), 20000)), 'C')`,
    ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('job_posts_source_id_unique')
      .on(table.source, table.sourceId)
      .where(sql`${table.sourceId} is not null`),
    index('job_posts_job_url_idx').on(table.jobUrl),
    // Newest first (date desc nulls last, id desc) is how lists and samples read postings: these indexes
    // give that order directly, so a page stops after its rows instead of sorting every match.
    index('job_posts_role_level_newest_idx').on(
      table.roleTitle,
      table.experienceLevel,
      table.datePosted.desc().nullsLast(),
      table.id.desc().nullsFirst(),
    ),
    index('job_posts_role_newest_idx').on(
      table.roleTitle,
      table.datePosted.desc().nullsLast(),
      table.id.desc().nullsFirst(),
    ),
    index('job_posts_newest_idx').on(table.datePosted.desc().nullsLast(), table.id.desc().nullsFirst()),
    index('job_posts_group_idx').on(table.roleGroup),
    index('job_posts_date_idx').on(table.datePosted),
    index('job_posts_search_idx').using('gin', table.searchVector),
  ],
);

/** One public job profile per posting: the job analysis and interview questions, and who generated them. */
export const jobProfiles = pgTable(
  'job_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobPostId: uuid('job_post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    urlSlug: text('url_slug').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    content: jsonb('content').notNull(),
    keySkills: text('key_skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    questionCount: integer('question_count').notNull(),
    generatorName: text('generator_name').notNull(),
    generatorVersion: text('generator_version').notNull(),
    /** The posting content and analysis version the profile was made from: a change regenerates it. */
    sourceHash: text('source_hash').notNull(),
    published: boolean('published').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('job_profiles_post_unique').on(table.jobPostId),
    uniqueIndex('job_profiles_slug_unique').on(table.urlSlug),
  ],
);

/** The best job matches of each resume, computed in the background and read on request. */
export const jobMatches = pgTable(
  'job_matches',
  {
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    jobPostId: uuid('job_post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    /** 0-100. */
    score: integer('score').notNull(),
    /**
     * Place in the resume's list, from 0. Mostly score order, but the head of the list goes to the resume's
     * own field when its postings score nearly as well (rankHead, decision 004); 0 for rows stored before.
     */
    rank: integer('rank').notNull().default(0),
    /**
     * The posting leads the list as the resume's own occupation (splitHead): the list shows these under
     * "Your target role" and the rest under "Also a strong fit", each group in score order.
     */
    inField: boolean('in_field').notNull().default(false),
    reason: text('reason').notNull(),
    methodVersion: text('method_version').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.resumeId, table.jobPostId] }),
    index('job_matches_resume_score_idx').on(table.resumeId, table.score),
    index('job_matches_resume_rank_idx').on(table.resumeId, table.rank),
  ],
);
