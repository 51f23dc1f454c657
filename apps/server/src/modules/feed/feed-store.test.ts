import { GAME_STATUS } from '@arenabet/reference/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { FeedStore } from './feed-store.ts';
import {
  FIXTURE_TEAMS,
  fixtureChamp,
  fixtureGame,
  fixtureTeam,
  liveFixture,
} from './feed-test-kit.ts';
import type { SourceGame, SourceWorld } from './source.ts';

let database: DatabaseHandle;
let store: FeedStore;
beforeAll(async () => {
  database = await openTestDatabase();
  store = new FeedStore(database.db);
});
afterAll(() => database.close());

const DAY = 86_400;
const T0 = 1_767_268_800;
const finished = (
  id: number,
  home: number,
  away: number,
  daysAgo: number,
  extra: Partial<SourceGame> = {},
) =>
  fixtureGame({
    id,
    homeTeamId: home,
    awayTeamId: away,
    startsAt: T0 - daysAgo * DAY,
    status: GAME_STATUS.SETTLED,
    live: liveFixture(fixtureGame(), 1, 0, 5400).live,
    ...extra,
  });

const teams = [...FIXTURE_TEAMS, fixtureTeam(103, 'Westbrook', 'Вестбрук', 'ويستبروك')];
const world: SourceWorld = {
  champs: [fixtureChamp(), fixtureChamp({ id: 12, seasonId: 1226 })],
  teams,
  games: [
    fixtureGame({ id: 1 }),
    liveFixture(fixtureGame({ id: 2, homeTeamId: 103 }), 0, 0, 60),
    finished(3, 101, 102, 3),
    finished(4, 102, 101, 1),
    finished(5, 101, 103, 2),
    finished(6, 103, 102, 5, { champId: 12, seasonId: 1225 }),
  ],
};
const now = new Date(T0 * 1000);

describe('the feed tables', () => {
  it('store the feeds’ games at once and hand back the history to store after', async () => {
    const { versions, history } = await store.storeWorld(world, 1, now);
    expect([...versions]).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(history.map((g) => g.id)).toEqual([3, 4, 5, 6]);
    expect((await store.loadCurrent()).games.map((g) => g.game.id).sort()).toEqual([1, 2]);
    await store.storeHistory(history, 1, now);
    expect((await store.finishedGames({})).map((g) => g.id).sort()).toEqual([3, 4, 5, 6]);
  });

  it('write nothing when the same world is stored again, and keep every version', async () => {
    const { versions, history } = await store.storeWorld(world, 2, now);
    expect([...versions.values()]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(history).toEqual([]);
    expect(await store.maxVersion()).toBe(1);
  });

  it('give a changed game the new version, and cancel line games the source no longer offers', async () => {
    const changed = {
      ...world,
      games: [{ ...world.games[0], priority: 9 } as SourceGame, ...world.games.slice(2)],
    };
    const { versions } = await store.storeWorld(changed, 3, now);
    expect(versions.get(1)).toBe(3);
    expect(versions.get(3)).toBe(1);
    const withdrawn = await store.game(2);
    expect(withdrawn).toMatchObject({ id: 2, isLive: false, status: GAME_STATUS.CANCELED });
    const current = await store.loadCurrent();
    expect(current.games.map((g) => [g.game.id, g.version])).toEqual([[1, 3]]);
    expect(current.version).toBe(3);
    expect(current.champs.map((c) => c.id).sort()).toEqual([11, 12]);
    expect(current.teams).toHaveLength(3);
  });

  it('store a tick’s games in one statement and answer which it wrote', async () => {
    const game = world.games[0] as SourceGame;
    expect(await store.storeGames([{ ...game, priority: 9 }], 4, now)).toEqual([]);
    expect(await store.storeGames([{ ...game, priority: 10 }], 4, now)).toEqual([1]);
  });

  it('read finished games most recent first, by champ, team, pair and season', async () => {
    const ids = async (filter: Parameters<FeedStore['finishedGames']>[0]) =>
      (await store.finishedGames(filter)).map((g) => g.id);
    expect(await ids({})).toEqual([2, 4, 5, 3, 6]);
    expect(await ids({ champId: 12 })).toEqual([6]);
    expect(await ids({ teamIds: [103] })).toEqual([2, 5, 6]);
    expect(await ids({ teamIds: [] })).toEqual([]);
    expect(await ids({ between: [102, 101] })).toEqual([4, 3]);
    expect(await ids({ seasonId: 1225 })).toEqual([6]);
    expect(await ids({ seasonId: 2026, limit: 2 })).toEqual([2, 4]);
  });

  it('find champs, teams and games by id, finished ones included', async () => {
    expect((await store.champ(12))?.seasonId).toBe(1226);
    expect((await store.team(103))?.name.en).toBe('Westbrook');
    expect((await store.game(6))?.seasonId).toBe(1225);
    expect(await store.game(999)).toBeUndefined();
  });
});
