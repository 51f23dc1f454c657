import { TEST_INSTANT } from '@arenabet/domain/testing/test-instant';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../platform/clock.ts';
import { testConfig } from '../../platform/config.ts';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { busServers, TEST_NATS_URL, TEST_REDIS_URL, testChannel } from './bus/bus-test-kit.ts';
import type { FeedBus } from './bus/feed-bus.ts';
import { InProcessBus } from './bus/in-process-bus.ts';
import { NatsBus } from './bus/nats-bus.ts';
import { RedisBus } from './bus/redis-bus.ts';
import { configuredSource } from './configured-source.ts';
import type { FeedChangeBatch } from './feed-api.ts';
import { FIXTURE_TEAMS, fixtureChamp, fixtureGame, liveFixture } from './feed-test-kit.ts';
import { FeedService, type FeedServiceOptions, LOCK_RETRY_MS } from './service.ts';
import { sharedPostgres, TEST_SERVER_URL } from './shared-postgres-test-kit.ts';
import type { FeedSource, SourceGame, SourceOutcome } from './source.ts';

/*
 * Several instances of the site over one database: one runs the source, the others follow
 * through the database and the bus, and take over when the one running it goes away.
 */

const config = testConfig();
const clock = new ManualClock(TEST_INSTANT);
const SECOND = 1000;

const servers = await busServers('Feed instances');

const services: FeedService[] = [];
function instance(
  database: DatabaseHandle,
  bus: FeedBus,
  source: FeedServiceOptions['source'] = configuredSource(config),
): FeedService {
  const service = new FeedService({ db: database.db, clock, config }, { source, bus });
  services.push(service);
  return service;
}
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.stop()));
});

/** What a listener heard, by game: each change's version, to compare instances. */
function recorder(service: FeedService) {
  const batches: FeedChangeBatch[] = [];
  service.onChanges((batch) => batches.push(batch));
  return {
    batches,
    heard: () =>
      batches.flatMap((b) =>
        b.changes.map((c) => `${c.gameId}:${c.phase}:${JSON.stringify(c.delta('en'))}`),
      ),
  };
}

/** Moves time on and ticks the holder until some batch reached every follower. */
async function tickUntilHeard(holder: FeedService, followers: ReturnType<typeof recorder>[]) {
  for (let i = 0; i < 120; i++) {
    clock.advance(10 * SECOND);
    await holder.tick();
    const heard = followers.every((f) => f.batches.length > 0);
    if (heard) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function sameSnapshot(a: FeedService, b: FeedService): void {
  const versions = (s: FeedService) =>
    ['line', 'live'].flatMap((phase) =>
      s.snapshot.index(phase as 'line' | 'live').games.map((e) => [e.game.id, e.version, e.phase]),
    );
  expect(versions(b)).toEqual(versions(a));
}

function followsOverBus(name: string, makeBus: (channel: string) => FeedBus) {
  let database: DatabaseHandle;
  afterAll(() => database?.close());

  it(`${name}: followers load the line from the database and hear every batch the holder hears`, async () => {
    database = await openTestDatabase();
    const channel = testChannel();
    const holder = instance(database, makeBus(channel));
    await holder.ensureStarted();
    const followers = [
      instance(database, makeBus(channel), null),
      instance(database, makeBus(channel), null),
    ];
    await Promise.all(followers.map((f) => f.ensureStarted()));
    for (const follower of followers) sameSnapshot(holder, follower);
    const atHolder = recorder(holder);
    const atFollowers = followers.map(recorder);
    await tickUntilHeard(holder, atFollowers);
    // Every follower applies each batch in its own time: wait until all caught up.
    const caughtUp = () => atFollowers.every((f) => f.heard().length === atHolder.heard().length);
    await expect.poll(caughtUp, { timeout: 5000 }).toBe(true);
    expect(atHolder.heard().length).toBeGreaterThan(0);
    for (const follower of atFollowers) expect(follower.heard()).toEqual(atHolder.heard());
    for (const follower of followers) {
      sameSnapshot(holder, follower);
      expect(follower.isHolder).toBe(false);
    }
  });
}

describe('instances sharing one database', () => {
  const shared = new InProcessBus();
  followsOverBus('in-process bus', () => shared);

  it('a follower that finds a gap in the versions reloads from the database', async () => {
    await withHolderAndFollower(async ({ bus, holder, follower }) => {
      await bus.publish({
        kind: 'changes',
        origin: 'an instance long gone',
        previousVersion: holder.snapshot.version + 10,
        version: holder.snapshot.version + 11,
        games: [],
      });
      await follower.tick();
      expect(follower.snapshot.version).toBe(holder.snapshot.version);
      sameSnapshot(holder, follower);
    });
  });

  it('a follower ignores a batch sent while it read the database, which has it already', async () => {
    await withHolderAndFollower(async ({ bus, holder, follower }) => {
      const heard = recorder(follower);
      // A game that was live in that batch and has finished since: it must not come back.
      const [finished] = await holder.finishedGames({ limit: 1 });
      const game = { ...(finished as SourceGame), isLive: true };
      const version = follower.snapshot.version;
      await bus.publish({
        kind: 'changes',
        origin: 'the holder, a moment ago',
        previousVersion: version - 1,
        version,
        games: [game],
      });
      await follower.tick();
      expect(follower.snapshot.game(game.id)).toBeUndefined();
      expect(heard.batches).toEqual([]);
    });
  });

  it('a follower that read a game from the database hears the holder’s delta for it', async () => {
    await withHolderAndFollower(async ({ holder, follower }) => {
      const [atHolder, atFollower] = [recorder(holder), recorder(follower)];
      await holder.tick();
      await expect.poll(() => atFollower.heard().length).toBe(1);
      expect(atHolder.batches[0]?.changes[0]?.delta('en')).not.toHaveProperty('SC');
      expect(atFollower.heard()).toEqual(atHolder.heard());
    }, gameInABreak);
  });
});

interface HolderAndFollower {
  bus: InProcessBus;
  holder: FeedService;
  follower: FeedService;
}

/** A started holder, then a started follower, over a database and a bus of their own. */
async function withHolderAndFollower(
  body: (instances: HolderAndFollower) => Promise<void>,
  source: FeedServiceOptions['source'] = configuredSource(config),
): Promise<void> {
  const database = await openTestDatabase();
  try {
    const bus = new InProcessBus();
    const holder = instance(database, bus, source);
    const follower = instance(database, bus, null);
    await holder.ensureStarted();
    await follower.ensureStarted();
    await body({ bus, holder, follower });
  } finally {
    await Promise.all(services.splice(0).map((service) => service.stop()));
    await database.close();
  }
}

/**
 * One live game in a break: its odds move at every step, its score and clock do not. The
 * database gives it back with its keys in another order than the source made them.
 */
function gameInABreak(): FeedSource {
  let game: SourceGame = liveFixture(fixtureGame(), 1, 0, 2700);
  return {
    name: 'a game in a break',
    load: () => ({ champs: [fixtureChamp()], teams: FIXTURE_TEAMS, games: [game] }),
    advance: () => {
      const [first, ...rest] = game.outcomes as [SourceOutcome, ...SourceOutcome[]];
      game = { ...game, outcomes: [{ ...first, odds: first.odds + 0.05 }, ...rest] };
      return [{ kind: 'game', game }];
    },
  };
}

describe.skipIf(!servers.redis)('instances over Redis', () => {
  followsOverBus(
    'redis',
    (channel) => new RedisBus(TEST_REDIS_URL, (error) => console.error(error), channel),
  );
});

describe.skipIf(!servers.nats)('instances over NATS', () => {
  followsOverBus(
    'nats',
    (channel) => new NatsBus(TEST_NATS_URL, (error) => console.error(error), channel),
  );
});

describe.skipIf(!TEST_SERVER_URL)('the source lock between instances on PostgreSQL', () => {
  it('lets one instance run the source, and another take over when it stops', async () => {
    const shared = await sharedPostgres(TEST_SERVER_URL ?? '');
    try {
      const bus = new InProcessBus();
      const [first, second] = shared.handles.map((handle) => instance(handle, bus));
      await first?.ensureStarted();
      await second?.ensureStarted();
      expect([first?.isHolder, second?.isHolder]).toEqual([true, false]);
      clock.advance(LOCK_RETRY_MS);
      await second?.tick();
      expect(second?.isHolder).toBe(false);
      const versionBefore = first?.snapshot.version ?? 0;
      await first?.stop();
      clock.advance(LOCK_RETRY_MS);
      await second?.tick();
      expect(second?.isHolder).toBe(true);
      clock.advance(60 * SECOND);
      await second?.tick();
      expect(second?.snapshot.version).toBeGreaterThan(versionBefore);
    } finally {
      await Promise.all(services.splice(0).map((service) => service.stop()));
      await shared.close();
    }
  });
});
