import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../platform/db/client.ts';

/** The advisory lock key of the feed source: one instance runs it among those sharing a database. */
export const FEED_SOURCE_LOCK_KEY = 5_005_001;

/**
 * A Postgres session advisory lock. The session is the lock: held on a connection of its own,
 * released when that connection ends, so an instance that dies frees it for another.
 */
export interface SingletonLock {
  /** True while this instance holds it; turns false by itself when the connection is lost. */
  readonly held: boolean;
  /** Takes the lock when free; answers whether this instance holds it now. */
  tryAcquire(): Promise<boolean>;
  release(): Promise<void>;
}

export function singletonLock(db: Database, key: number): SingletonLock {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool
    ? new PoolSessionLock(client, key)
    : new SingleSessionLock(db, key);
}

/** node-postgres: a dedicated connection of the pool holds the session. */
class PoolSessionLock implements SingletonLock {
  private session: pg.PoolClient | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly key: number,
  ) {}

  get held(): boolean {
    return this.session !== undefined;
  }

  async tryAcquire(): Promise<boolean> {
    if (this.session) return true;
    const session = await this.pool.connect();
    try {
      const result = await session.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [this.key],
      );
      if (!result.rows[0]?.locked) {
        session.release();
        return false;
      }
    } catch (error) {
      session.release(true);
      throw error;
    }
    // A lost connection took the lock with it: the server already let another instance have it.
    session.on('error', () => this.drop(session));
    this.session = session;
    return true;
  }

  async release(): Promise<void> {
    const session = this.session;
    if (!session) return;
    this.session = undefined;
    try {
      await session.query('select pg_advisory_unlock($1)', [this.key]);
      session.release();
    } catch {
      // Ending the connection releases the lock as surely as the unlock would have.
      session.release(true);
    }
  }

  private drop(session: pg.PoolClient): void {
    if (this.session !== session) return;
    this.session = undefined;
    session.release(true);
  }
}

/** PGlite: one session serves the whole process, which is also the only instance. */
class SingleSessionLock implements SingletonLock {
  held = false;

  constructor(
    private readonly db: Database,
    private readonly key: number,
  ) {}

  async tryAcquire(): Promise<boolean> {
    if (this.held) return true;
    const result = await this.db.execute(sql`select pg_try_advisory_lock(${this.key}) as locked`);
    this.held = (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
    return this.held;
  }

  async release(): Promise<void> {
    if (!this.held) return;
    this.held = false;
    await this.db.execute(sql`select pg_advisory_unlock(${this.key})`);
  }
}
