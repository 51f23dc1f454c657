import { feedPath, type GameWire, gameListAnswer } from '@arenabet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import type { FeedChangeBatch } from './feed-api.ts';
import { feedValue } from './feed-routes-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const feed = () => t.app.services.feed;
const games = (root: 'line' | 'live', app = t.app) =>
  feedValue(
    { ...t, app },
    `${feedPath(root, 'Get1x2_VZip')}?count=1000&getEmpty=true&lng=ru`,
    gameListAnswer,
  );
const MINUTE = 60_000;

/** Ticks the feed minute by minute until `done`, at most `minutes` times. */
async function tickUntil(done: () => boolean | Promise<boolean>, minutes: number): Promise<void> {
  for (let i = 0; i < minutes && !(await done()); i++) {
    t.clock.advance(MINUTE);
    await feed().tick();
  }
}

describe('the feed service', () => {
  it('loads nothing until first used, then runs the source', async () => {
    expect(feed().isReady).toBe(false);
    await feed().tick();
    expect(feed().isReady).toBe(true);
    expect(feed().isHolder).toBe(true);
  });

  it('moves a line game to the live feed when it starts, versions growing', async () => {
    const [first] = await games('line');
    const game = first as GameWire;
    const batches: FeedChangeBatch[] = [];
    const stop = feed().onChanges((batch) => batches.push(batch));
    await tickUntil(async () => feed().snapshot.game(game.I)?.phase === 'live', 24 * 60);
    stop();
    const live = (await games('live')).find((g) => g.I === game.I);
    expect(live?.U).toBeGreaterThan(game.U);
    expect(live?.SC).toBeDefined();
    expect((await games('line')).some((g) => g.I === game.I)).toBe(false);
    const moves = batches.flatMap((b) => b.changes).filter((c) => c.gameId === game.I);
    const last = moves.slice(-2).map((c) => [c.phase, c.delta('ru').X, c.delta('ru').N?.I]);
    expect(last).toEqual([
      ['line', true, undefined],
      ['live', undefined, game.I],
    ]);
  });

  it('gives every change of a live game a higher U', async () => {
    const before = new Map((await games('live')).map((g) => [g.I, g.U]));
    t.clock.advance(MINUTE);
    await feed().tick();
    const after = await games('live');
    const changed = after.filter((g) => before.has(g.I) && before.get(g.I) !== g.U);
    expect(changed.length).toBeGreaterThan(0);
    for (const game of changed) expect(game.U).toBeGreaterThan(before.get(game.I) ?? 0);
  });

  it('serves another instance over the same database the same line, loaded from the database', async () => {
    const follower = await buildApp({
      config: { ...t.config, FEED_SIMULATOR: false },
      database: t.database,
      clock: t.clock,
      logger: false,
      backgroundWork: false,
    });
    try {
      expect(await games('line', follower)).toEqual(await games('line'));
      expect(await games('live', follower)).toEqual(await games('live'));
      expect(follower.services.feed.isHolder).toBe(false);
    } finally {
      await follower.close();
    }
  });

  it('reads a finished game and the history from the database', async () => {
    const [finished] = await feed().finishedGames({ limit: 1 });
    expect(finished).toBeDefined();
    expect(await feed().game(finished?.id ?? 0)).toEqual(finished);
    expect(await feed().champ(finished?.champId ?? 0)).toMatchObject({ id: finished?.champId });
    expect(await feed().team(finished?.homeTeamId ?? 0)).toMatchObject({
      id: finished?.homeTeamId,
    });
  });
});
