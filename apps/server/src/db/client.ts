import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock, DatabaseLockedError } from './data-dir-lock';
import * as schema from './schema';
import { MIGRATIONS_FOLDER } from '../paths';

export { DatabaseLockedError };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Runs `work` in one transaction: services hold this, not the database, and hand `tx` to the
 * repositories' methods as their executor (all SQL stays in repositories).
 */
export type RunInTransaction = <T>(work: (tx: Db) => Promise<T>) => Promise<T>;

export function transactionsOn(db: Db): RunInTransaction {
  return (work) => db.transaction((tx) => work(tx));
}

/** Runs raw SQL for pg-boss: its own adapter contract (`executeSql(text, values)` -> `{ rows }`). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** For pg-boss on PGlite; undefined on PostgreSQL, where pg-boss keeps its own pool. */
  sqlExecutor: SqlExecutor | undefined;
  /** The connection string on PostgreSQL. */
  connectionString: string | undefined;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL's default 128 MB of shared buffers lives inside PGlite's wasm heap and never shrinks; the
 * embedded database reads its files through Node, so the OS page cache does the rest of the caching.
 */
const PGLITE_SHARED_BUFFERS = '32MB';
/** Any constant: serialises migrations between processes starting together on PostgreSQL. */
const MIGRATION_LOCK_KEY = 727_164_001;

/** True when drizzle's record says the newest migration in the folder has been applied. */
async function newestMigrationApplied(client: PGlite): Promise<boolean> {
  try {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: Array<{ when: number }>;
    };
    const newest = journal.entries.at(-1)?.when;
    if (newest === undefined) return false;
    const result = await client.query<{ applied: boolean }>(
      `select exists (select 1 from drizzle.__drizzle_migrations where created_at = $1) as applied`,
      [newest],
    );
    return result.rows[0]?.applied === true;
  } catch {
    // No migrations table yet (a new database), or an unreadable journal: let drizzle decide.
    return false;
  }
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const dbDir = dataDir ? path.join(dataDir, 'db') : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const releaseLock = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  let client: PGlite;
  try {
    const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
    client = dbDir
      ? await PGlite.create(dbDir, { relaxedDurability: false, startParams })
      : await PGlite.create({ startParams });
  } catch (error) {
    releaseLock();
    throw new Error(
      `Could not open the embedded database in ${dbDir ?? 'memory'}: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  // Migrating is a few DDL statements even when nothing is pending, and PGlite reloads its type cache
  // after each: skip it when the newest migration is already applied.
  if (!(await newestMigrationApplied(client))) {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  }
  const sqlExecutor: SqlExecutor = {
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query(text, values as unknown[]);
        return { rows: result.rows };
      }
      // pg-boss sends multi-statement scripts without values; exec runs them all and we return the last.
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
  return {
    kind: 'pglite',
    db,
    sqlExecutor,
    connectionString: undefined,
    async ping() {
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) {
        // PGlite does not checkpoint when it closes: without this, the next start replays the write-ahead
        // log of everything written since the last checkpoint (seconds after an import).
        await client.exec('CHECKPOINT').catch(() => undefined);
        await client.close();
      }
      releaseLock();
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, application_name: 'careerlens' });
  pool.on('error', () => {
    // An idle client died (server restart); the pool replaces it on the next query.
  });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    sqlExecutor: undefined,
    connectionString,
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Opens the configured database and applies pending migrations: PostgreSQL when a URL is given,
 * otherwise PGlite in `DATA_DIR/db` (or in memory, for tests).
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  inMemory?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.inMemory ? undefined : options.dataDir);
}
