import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** The one database type every module sees: Drizzle over PGlite or over node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Applies every migration not yet applied; forward only. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../migrations', import.meta.url));

/** Instances starting together must not run the same migration twice. */
const MIGRATION_LOCK_KEY = 7_102_026;

export interface DatabaseOptions {
  /** A postgres:// URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or `memory://` for a throw-away in-memory database. */
  dataDir: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const directory = inMemory ? undefined : `${dataDir.replace(/\/$/, '')}/pglite`;
  if (directory) mkdirSync(directory, { recursive: true });
  return pgliteHandle(await PGlite.create(directory));
}

/** A handle over a PGlite instance made elsewhere (tests load a migrated snapshot). */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () =>
      migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const drizzleDb = drizzlePostgres({ client: pool });
  return {
    db: drizzleDb as unknown as Database,
    kind: 'postgres',
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzleDb, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
