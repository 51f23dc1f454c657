import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { singletonLock } from './feed-lock.ts';
import { sharedPostgres, TEST_SERVER_URL } from './shared-postgres-test-kit.ts';

const KEY = 5_005_999;

describe('the source lock on one database handle', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('is taken, held and released', async () => {
    const lock = singletonLock(database.db, KEY);
    expect(lock.held).toBe(false);
    expect(await lock.tryAcquire()).toBe(true);
    expect(lock.held).toBe(true);
    await lock.release();
    expect(lock.held).toBe(false);
  });
});

describe.skipIf(!TEST_SERVER_URL)('the source lock between two instances on PostgreSQL', () => {
  let shared: Awaited<ReturnType<typeof sharedPostgres>>;
  beforeAll(async () => {
    shared = await sharedPostgres(TEST_SERVER_URL ?? '');
  });
  afterAll(() => shared.close());

  it('is held by one instance at a time and passes on when the holder lets go', async () => {
    const [a, b] = shared.handles.map((handle) => singletonLock(handle.db, KEY));
    expect(await a?.tryAcquire()).toBe(true);
    expect(await b?.tryAcquire()).toBe(false);
    await a?.release();
    expect(await b?.tryAcquire()).toBe(true);
    expect(await a?.tryAcquire()).toBe(false);
    await b?.release();
  });

  it('passes on when the holder’s connection dies, and the holder knows it lost it', async () => {
    const [a, b] = shared.handles.map((handle) => singletonLock(handle.db, KEY));
    expect(await a?.tryAcquire()).toBe(true);
    // The other instance's pool kills every session but its own, the holder's included, and
    // waits for them to end: a session's locks go only when its process has gone.
    await shared.handles[1].db.execute(
      'select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await expect.poll(() => a?.held, { timeout: 5000 }).toBe(false);
    expect(await b?.tryAcquire()).toBe(true);
    await b?.release();
  });
});
