import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, pgliteHandle } from '../platform/db/client.ts';

/**
 * A migrated empty PGlite, made once per test process: loading it takes a fraction of the time
 * a fresh embedded database needs to initialise.
 */
let snapshot: Promise<Blob> | undefined;
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const client = await PGlite.create();
    await pgliteHandle(client).migrate();
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })();
  return snapshot;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or — when DATABASE_URL is
 * set — a new database on that PostgreSQL server, dropped again by `close`.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    return pgliteHandle(await PGlite.create({ loadDataDir: await migratedSnapshot() }));
  const name = `arenabet_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://' });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
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
