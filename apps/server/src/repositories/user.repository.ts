import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { LruCache } from '../lib/lru-cache';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Users are read on every authenticated page load and change rarely; a short TTL bounds staleness. */
const USER_CACHE_SIZE = 5_000;
const USER_CACHE_TTL_MS = 10_000;

export function createUserRepository(db: Db) {
  const byId = new LruCache<string, UserRow>(USER_CACHE_SIZE, USER_CACHE_TTL_MS);
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    async findById(id: string): Promise<UserRow | undefined> {
      const cached = byId.get(id);
      if (cached) return cached;
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      if (row) byId.set(id, row);
      return row;
    },
    async updateProfile(
      id: string,
      values: Pick<NewUserRow, 'targetRole' | 'experienceLevel'>,
    ): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      byId.delete(id);
      return row;
    },
    /** The user's current session version, read from the database every time (never cached). */
    async sessionVersion(id: string): Promise<number | undefined> {
      const [row] = await db
        .select({ version: users.sessionVersion })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row?.version;
    },
    /** Revokes every session token of the user issued so far. */
    async bumpSessionVersion(id: string): Promise<void> {
      await db
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, id));
      byId.delete(id);
    },
    async insert(values: NewUserRow, executor: Db = db): Promise<UserRow> {
      const [row] = await executor.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
