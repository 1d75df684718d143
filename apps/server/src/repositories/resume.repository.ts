import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FileStore } from '../lib/file-store';
import { readBytea, resumeFiles, resumes, users } from '../db/schema';

export type ResumeRow = typeof resumes.$inferSelect;

export interface NewResumeWithFile {
  userId: string;
  originalFileName: string;
  fileType: string;
  mimeType: string;
  sha256: string;
  isPrimary: boolean;
  content: Uint8Array;
}

/** Listing order: the primary first, then newest first. */
const LIST_ORDER = [desc(resumes.isPrimary), desc(resumes.createdAt), desc(resumes.id)] as const;

/**
 * With a file store (the embedded database), a resume's bytes are a file in the data folder and its
 * resume_files row holds no content; otherwise (PostgreSQL) the row holds them.
 */
export function createResumeRepository(db: Db, files?: FileStore) {
  /** The bytes of a file row: its content, or the stored file. */
  const bytesOf = async (id: string, content: Uint8Array | null | undefined) =>
    content ?? (files ? await files.read(id) : undefined);
  return {
    /**
     * Inserts the row and its bytes together; call inside a transaction so neither exists alone (a stored
     * file is written before the transaction commits; one left by a transaction that then failed is
     * removed by `sweepFiles` at the next start).
     */
    async insertWithFile(values: NewResumeWithFile, executor: Db = db): Promise<ResumeRow> {
      const [row] = await executor
        .insert(resumes)
        .values({
          userId: values.userId,
          originalFileName: values.originalFileName,
          fileType: values.fileType,
          mimeType: values.mimeType,
          sizeBytes: values.content.byteLength,
          sha256: values.sha256,
          isPrimary: values.isPrimary,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      await executor.insert(resumeFiles).values({ resumeId: row.id, content: files ? null : values.content });
      if (files) await files.write(row.id, values.content);
      return row;
    },

    /**
     * How many resumes the user keeps, counted under a lock on the user's row so that concurrent uploads
     * of one user are counted one after the other (call inside the upload's transaction).
     */
    async countForUserLocked(userId: string, executor: Db): Promise<number | undefined> {
      const [user] = await executor
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user) return undefined;
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(resumes)
        .where(eq(resumes.userId, userId));
      return Number(row?.n ?? 0);
    },

    /** The user's resume with exactly these bytes (by SHA-256), if any. */
    async findBySha256(userId: string, sha256: string, executor: Db = db): Promise<ResumeRow | undefined> {
      const [row] = await executor
        .select()
        .from(resumes)
        .where(and(eq(resumes.userId, userId), eq(resumes.sha256, sha256)))
        .orderBy(desc(resumes.createdAt))
        .limit(1);
      return row;
    },

    async listForUser(userId: string): Promise<ResumeRow[]> {
      return db
        .select()
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .orderBy(...LIST_ORDER);
    },

    async findPrimary(userId: string): Promise<ResumeRow | undefined> {
      const [row] = await db
        .select()
        .from(resumes)
        .where(and(eq(resumes.userId, userId), eq(resumes.isPrimary, true)))
        .limit(1);
      return row;
    },

    /** The resume if it belongs to the user; another user's id reads as missing. */
    async findForUser(id: string, userId: string): Promise<ResumeRow | undefined> {
      const [row] = await db
        .select()
        .from(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<ResumeRow | undefined> {
      const [row] = await db.select().from(resumes).where(eq(resumes.id, id)).limit(1);
      return row;
    },

    async readFile(id: string): Promise<Uint8Array | undefined> {
      const [row] = await db
        .select({ content: readBytea(resumeFiles.content) })
        .from(resumeFiles)
        .where(eq(resumeFiles.resumeId, id));
      return row ? bytesOf(id, row.content) : undefined;
    },

    /** Deletes the resume; if it was primary, the newest remaining one becomes primary. One transaction. */
    async deleteForUser(id: string, userId: string): Promise<boolean> {
      const deleted = await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(resumes)
          .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
          .returning({ isPrimary: resumes.isPrimary });
        if (!deleted) return false;
        if (deleted.isPrimary) {
          const [next] = await tx
            .select({ id: resumes.id })
            .from(resumes)
            .where(eq(resumes.userId, userId))
            .orderBy(desc(resumes.createdAt), desc(resumes.id))
            .limit(1);
          if (next)
            await tx
              .update(resumes)
              .set({ isPrimary: true, updatedAt: new Date() })
              .where(eq(resumes.id, next.id));
        }
        return true;
      });
      if (deleted) await files?.remove(id);
      return deleted;
    },

    /**
     * Removes stored files that belong to no resume (left by an upload whose transaction failed). Run
     * before the server takes uploads: a file is written just before its row is committed.
     */
    async sweepFiles(): Promise<number> {
      if (!files) return 0;
      const rows = await db.select({ id: resumeFiles.resumeId }).from(resumeFiles);
      const keep = new Set(rows.map((row) => row.id));
      return files.sweep((id) => keep.has(id));
    },

    /** Makes one resume primary and clears the others, in one transaction. */
    async setPrimary(id: string, userId: string): Promise<ResumeRow | undefined> {
      return db.transaction(async (tx) => {
        const [target] = await tx
          .select({ id: resumes.id })
          .from(resumes)
          .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
          .limit(1);
        if (!target) return undefined;
        await tx
          .update(resumes)
          .set({ isPrimary: false, updatedAt: new Date() })
          .where(and(eq(resumes.userId, userId), eq(resumes.isPrimary, true), ne(resumes.id, id)));
        const [row] = await tx
          .update(resumes)
          .set({ isPrimary: true, updatedAt: new Date() })
          .where(eq(resumes.id, id))
          .returning();
        return row;
      });
    },

    /**
     * Marks a stored resume in progress and returns what its analysis needs (its bytes, and its owner's
     * target role and level) in one statement, rather than four round trips to a single-threaded
     * embedded database. Undefined when the resume or its file is gone, or when `unlessAnalysedBy`
     * names the method that has already analysed it (nothing is changed then).
     */
    async startAnalysis(
      id: string,
      unlessAnalysedBy: string | undefined,
    ): Promise<
      | {
          fileType: string;
          createdAt: Date;
          /** Undefined when the stored file is gone. */
          content: Uint8Array | undefined;
          targetRole: string | null;
          experienceLevel: string | null;
          /** This one included. */
          attempts: number;
        }
      | undefined
    > {
      const fileOf = sql`from ${resumeFiles} where ${resumeFiles.resumeId} = ${resumes.id}`;
      const ownerOf = sql`from ${users} where ${users.id} = ${resumes.userId}`;
      const [row] = await db
        .update(resumes)
        .set({
          status: 'ANALYSIS_IN_PROGRESS',
          analysisAttempts: sql`${resumes.analysisAttempts} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(resumes.id, id),
            sql`exists (select 1 ${fileOf})`,
            unlessAnalysedBy === undefined
              ? undefined
              : sql`not (${resumes.status} = 'ANALYSIS_COMPLETED' and ${resumes.methodVersion} is not distinct from ${unlessAnalysedBy})`,
          ),
        )
        .returning({
          fileType: resumes.fileType,
          createdAt: resumes.createdAt,
          content: readBytea(sql`(select ${resumeFiles.content} ${fileOf})`),
          targetRole: sql<string | null>`(select ${users.targetRole} ${ownerOf})`,
          experienceLevel: sql<string | null>`(select ${users.experienceLevel} ${ownerOf})`,
          attempts: resumes.analysisAttempts,
        });
      return row && { ...row, content: await bytesOf(id, row.content) };
    },

    async saveAnalysis(
      id: string,
      analysis: unknown,
      prepared: unknown,
      methodVersion: string,
    ): Promise<void> {
      await db
        .update(resumes)
        .set({
          status: 'ANALYSIS_COMPLETED',
          analysisData: analysis,
          prepared,
          methodVersion,
          failureReason: null,
          analysisAttempts: 0,
          analyzedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(resumes.id, id));
    },

    /**
     * Gives back the attempt startAnalysis counted, for an analysis put off (not a process that died
     * reading the file): it stays in progress until the job that tries again starts it.
     */
    async postponeAnalysis(id: string): Promise<void> {
      await db
        .update(resumes)
        .set({ analysisAttempts: sql`greatest(${resumes.analysisAttempts} - 1, 0)`, updatedAt: new Date() })
        .where(eq(resumes.id, id));
    },

    async saveFailure(id: string, reason: string, methodVersion: string): Promise<void> {
      await db
        .update(resumes)
        .set({
          status: 'ANALYSIS_FAILED',
          analysisData: null,
          prepared: null,
          failureReason: reason,
          methodVersion,
          analysisAttempts: 0,
          analyzedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(resumes.id, id));
    },

    /** Ids of resumes whose analysis is missing, failed, or made by another method version. */
    async idsNeedingAnalysis(methodVersion: string, options: { all: boolean }): Promise<string[]> {
      const rows = await db
        .select({ id: resumes.id })
        .from(resumes)
        .where(
          options.all
            ? sql`true`
            : sql`${resumes.methodVersion} is distinct from ${methodVersion} or ${resumes.status} in ('UPLOADED', 'ANALYSIS_IN_PROGRESS')`,
        )
        .orderBy(resumes.createdAt);
      return rows.map((row) => row.id);
    },

    async statusesOf(ids: string[]): Promise<Array<{ id: string; status: string }>> {
      if (ids.length === 0) return [];
      return db
        .select({ id: resumes.id, status: resumes.status })
        .from(resumes)
        .where(inArray(resumes.id, ids));
    },

    /** The stored embedding of a resume and its model (undefined: no such resume). */
    async embeddingOf(
      id: string,
    ): Promise<{ embedding: Float32Array | null; model: string | null } | undefined> {
      const [row] = await db
        .select({ embedding: resumes.embedding, model: resumes.embeddingModel })
        .from(resumes)
        .where(eq(resumes.id, id));
      return row;
    },

    async saveEmbedding(id: string, embedding: Float32Array, model: string): Promise<void> {
      await db.update(resumes).set({ embedding, embeddingModel: model }).where(eq(resumes.id, id));
    },
  };
}

export type ResumeRepository = ReturnType<typeof createResumeRepository>;
