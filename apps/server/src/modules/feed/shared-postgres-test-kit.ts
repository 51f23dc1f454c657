import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../platform/db/client.ts';

/** The PostgreSQL server of the test run, when there is one (CI sets DATABASE_URL). */
export const TEST_SERVER_URL = process.env.DATABASE_URL;

/**
 * Two instances' view of one fresh database on the test server: separate connection pools, as
 * two processes of the site would have. `close` ends both and drops the database.
 */
export async function sharedPostgres(serverUrl: string) {
  const name = `arenabet_feed_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const open = () => openDatabase({ url: url.toString(), dataDir: 'memory://' });
  const first = await open();
  await first.migrate();
  const handles: [DatabaseHandle, DatabaseHandle] = [first, await open()];
  return {
    handles,
    close: async () => {
      await Promise.all(handles.map((handle) => handle.close()));
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
