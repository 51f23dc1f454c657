import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/platform/db/client.ts';

/**
 * A database of the bench's own on the DATABASE_URL server, migrated, and dropped by `drop`:
 * the bench writes thousands of players and movements and must never touch real data.
 */
export interface ScratchDatabase {
  /** postgres:// URL of the new database. */
  readonly url: string;
  drop(): Promise<void>;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const scratch = {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
  try {
    await migrate(scratch.url);
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return scratch;
}

/** The app's own migration path, as a server start runs it. */
async function migrate(url: string): Promise<void> {
  const database: DatabaseHandle = await openDatabase({ url, dataDir: 'memory://' });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
