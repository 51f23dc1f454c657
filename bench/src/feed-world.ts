import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { ManualClock } from '../../apps/server/src/platform/clock.ts';
import { type AppConfig, readConfig } from '../../apps/server/src/platform/config.ts';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/platform/db/client.ts';
import { createScratchDatabase, isPostgresUrl, type ScratchDatabase } from './scratch-database.ts';

/**
 * The real app serving the full simulator world, listening on a free port, with its feed loaded
 * and moved on only when the bench says (the clock is the bench's): what the feed and fan-out
 * measurements run against. On PostgreSQL it has a database of its own, dropped on close.
 */
export interface FeedWorld {
  app: FastifyInstance;
  /** http://127.0.0.1:port */
  origin: string;
  config: AppConfig;
  databaseKind: DatabaseHandle['kind'];
  /** Games of each phase right now. */
  gameCounts(): { line: number; live: number };
  /** Moves the simulated time on by one feed tick and runs the feed's tick. */
  tick(): Promise<void>;
  close(): Promise<void>;
}

export async function openFeedWorld(): Promise<FeedWorld> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = isPostgresUrl(serverUrl)
    ? await createScratchDatabase(serverUrl, 'bench_feed')
    : undefined;
  try {
    return await worldOver(scratch);
  } catch (error) {
    await scratch?.drop();
    throw error;
  }
}

/**
 * The world over DATABASE_URL (or `scratch`), with the bus REDIS_URL / NATS_URL name: a fan-out
 * instance process opens it over a database the bench made, holding the feed lock if first.
 */
export async function worldOver(scratch: ScratchDatabase | undefined): Promise<FeedWorld> {
  const config = readConfig({
    ...process.env,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    DATA_DIR: process.env.DATA_DIR ?? 'memory://',
    LOG_LEVEL: 'silent',
    FEED_SIMULATOR: 'true',
    FEED_SIMULATOR_SIZE: 'full',
  });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const clock = new ManualClock(new Date());
  // No background loop: the bench ticks the feed itself, at the moments it measures.
  const app = await buildApp({ config, database, clock, logger: false, backgroundWork: false });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const feed = app.services.feed;
  // The first tick loads the world: thousands of games stored, the snapshot built.
  await feed.tick();
  return {
    app,
    origin,
    config,
    databaseKind: database.kind,
    gameCounts: () => ({
      line: feed.snapshot.index('line').games.length,
      live: feed.snapshot.index('live').games.length,
    }),
    async tick() {
      clock.advance(config.FEED_TICK_MS);
      await feed.tick();
    },
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}
