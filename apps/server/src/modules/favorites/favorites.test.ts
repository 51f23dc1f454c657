import { FAVORITE_GAMES_MAX } from '@arenabet/contracts/favorites';
import type { GameWire } from '@arenabet/contracts/feed-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { makePlayer } from '../password/security-test-kit.ts';
import { FAVORITE_GAMES } from './favorite-kinds.ts';
import {
  favoritesCall as call,
  FAVORITE_CALLS,
  favoritesOf,
  lineGames,
  UNKNOWN_ID,
} from './favorites-test-kit.ts';
import { favoriteGames } from './schema.ts';

let t: TestApp;
let games: GameWire[];
let gameIds: number[];
let champIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  games = await lineGames(t, 50);
  gameIds = games.map((game) => game.I);
  champIds = [...new Set(games.map((game) => game.LI))];
  expect(champIds.length).toBeGreaterThan(1);
});
afterAll(() => t.close());

const gameAt = (index: number) => gameIds[index % gameIds.length] as number;
const champAt = (index: number) => champIds[index % champIds.length] as number;

describe('who may call', () => {
  it('answers 401 to every call without a session, and to a closed one', async () => {
    const player = await makePlayer(t);
    const session = await t.app.services.auth.authenticate(player.token);
    await t.app.services.auth.closeSession(player.id, session?.sessionId ?? '');
    for (const { method, path } of FAVORITE_CALLS) {
      const body = { gameIds: [gameAt(0)], champIds: [champAt(0)] };
      for (const token of [undefined, player.token, 'not-a-token']) {
        const response = await call(t, method, path, body, token);
        expect(response.statusCode, `${method} ${path}`).toBe(401);
      }
    }
  });

  it('reads the spec’s x-auth Bearer, Authorization Bearer and the cookie alike', async () => {
    const player = await makePlayer(t);
    await favoritesOf(call(t, 'POST', '/Games', { gameIds: [gameAt(0)] }, player.token));
    const byAuthorization = await t.app.inject({
      method: 'GET',
      url: '/service-api/favorites/v1/Favorite',
      headers: { authorization: `Bearer ${player.token}` },
    });
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/service-api/favorites/v1/Favorite',
      cookies: { user_token: player.token },
    });
    for (const response of [byAuthorization, byCookie]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.attributes.gameIds).toEqual([gameAt(0)]);
    }
  });
});

describe('favourite games', () => {
  it('starts empty, adds once however often asked, newest first', async () => {
    const { token } = await makePlayer(t);
    expect(await favoritesOf(call(t, 'GET', '', null, token))).toEqual({
      gameIds: [],
      champIds: [],
    });
    await favoritesOf(call(t, 'POST', '/Games', { gameIds: [gameAt(0)] }, token));
    t.clock.advance(1_000);
    const added = await favoritesOf(
      call(t, 'POST', '/Games', { gameIds: [gameAt(1), gameAt(2), gameAt(1), gameAt(0)] }, token),
    );
    expect(added.gameIds).toEqual([gameAt(1), gameAt(2), gameAt(0)]);
    expect(await favoritesOf(call(t, 'GET', '', null, token))).toEqual({
      gameIds: [gameAt(1), gameAt(2), gameAt(0)],
      champIds: [],
    });
  });

  it('removes what is asked, ignores ids not there, keeps the rest', async () => {
    const { token } = await makePlayer(t);
    const three = [gameAt(3), gameAt(4), gameAt(5)];
    await favoritesOf(call(t, 'POST', '/Games', { gameIds: three }, token));
    const left = await favoritesOf(
      call(t, 'DELETE', '/Games', { gameIds: [gameAt(4), UNKNOWN_ID] }, token),
    );
    expect(left.gameIds).toEqual([gameAt(3), gameAt(5)]);
    const again = await favoritesOf(call(t, 'DELETE', '/Games', { gameIds: [gameAt(4)] }, token));
    expect(again.gameIds).toEqual([gameAt(3), gameAt(5)]);
  });

  it('refuses bad ids with 400 validation_errors by field and changes nothing', async () => {
    const { token } = await makePlayer(t);
    await favoritesOf(call(t, 'POST', '/Games', { gameIds: [gameAt(0)] }, token));
    const tooMany = Array.from({ length: FAVORITE_GAMES_MAX + 1 }, (_, index) => index + 1);
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { gameIds: ['required'] }],
      [{ gameIds: [] }, { gameIds: ['required'] }],
      [{ gameIds: 5 }, { gameIds: ['validation_invalid_type'] }],
      [{ gameIds: [-3] }, { 'gameIds.0': ['validation_too_small'] }],
      [{ gameIds: [0] }, { 'gameIds.0': ['validation_too_small'] }],
      [{ gameIds: [gameAt(1), 1.5] }, { 'gameIds.1': ['validation_invalid_type'] }],
      [{ gameIds: ['12'] }, { 'gameIds.0': ['validation_invalid_type'] }],
      [{ gameIds: [UNKNOWN_ID + 1] }, { 'gameIds.0': ['validation_too_big'] }],
      [{ gameIds: tooMany }, { gameIds: ['favorites_too_many'] }],
      [{ gameIds: [gameAt(1), UNKNOWN_ID] }, { gameIds: ['favorites_game_unknown'] }],
    ];
    for (const [method, path] of [
      ['POST', '/Games'],
      ['DELETE', '/Games'],
      ['POST', '/migrate/Games'],
    ] as const) {
      for (const [body, fields] of cases) {
        // Removing and moving never ask the feed: an id it does not know is no error there.
        if (method !== 'POST' || path !== '/Games') {
          if (fields.gameIds?.[0] === 'favorites_game_unknown') continue;
        }
        const response = await call(t, method, path, body, token);
        expect(response.statusCode, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
        expect(response.json().validation_errors).toEqual(fields);
      }
    }
    expect((await favoritesOf(call(t, 'GET', '', null, token))).gameIds).toEqual([gameAt(0)]);
  });

  it('shows a player only their own favourites', async () => {
    const first = await makePlayer(t);
    const second = await makePlayer(t);
    await favoritesOf(call(t, 'POST', '/Games', { gameIds: [gameAt(6)] }, first.token));
    await favoritesOf(call(t, 'POST', '/Champs', { champIds: [champAt(0)] }, first.token));
    expect(await favoritesOf(call(t, 'GET', '', null, second.token))).toEqual({
      gameIds: [],
      champIds: [],
    });
    // Removing the other's ids touches only the caller's own list.
    await favoritesOf(call(t, 'DELETE', '/Games', { gameIds: [gameAt(6)] }, second.token));
    expect((await favoritesOf(call(t, 'GET', '', null, first.token))).gameIds).toEqual([gameAt(6)]);
  });
});

describe(`the cap of ${FAVORITE_GAMES_MAX}`, () => {
  it('refuses a game past the cap with favorites_limit_reached', async () => {
    const player = await makePlayer(t);
    const small = { ...FAVORITE_GAMES, max: 2 };
    const { favorites } = t.app.services;
    await favorites.add(small, player.id, [gameAt(0), gameAt(1)]);
    await expect(favorites.add(small, player.id, [gameAt(2)])).rejects.toMatchObject({
      status: 400,
      validationErrors: { gameIds: ['favorites_limit_reached'] },
    });
    // Games already kept do not count twice.
    expect((await favorites.add(small, player.id, [gameAt(1)])).gameIds).toHaveLength(2);
  });

  it('lets no burst of adds at once pass the cap', async () => {
    const player = await makePlayer(t);
    const small = { ...FAVORITE_GAMES, max: 2 };
    const { favorites } = t.app.services;
    const results = await Promise.allSettled(
      [3, 4, 5, 6].map((index) => favorites.add(small, player.id, [gameAt(index)])),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect((await favorites.favoritesOf(player.id)).gameIds).toHaveLength(2);
  });

  it('lets favourites the feed no longer offers give up their places', async () => {
    const player = await makePlayer(t);
    const now = t.clock.now();
    const gone = Array.from({ length: FAVORITE_GAMES_MAX }, (_, index) => UNKNOWN_ID - index);
    await t.database.db
      .insert(favoriteGames)
      .values(gone.map((gameId) => ({ playerId: player.id, gameId, createdAt: now })));
    const after = await favoritesOf(
      call(t, 'POST', '/Games', { gameIds: [gameAt(7)] }, player.token),
    );
    expect(after.gameIds).toEqual([gameAt(7)]);
  });
});

describe('moving an anonymous visitor’s favourites in at sign-in', () => {
  it('merges with those kept, skips what the feed does not know, and is idempotent', async () => {
    const { token } = await makePlayer(t);
    await favoritesOf(call(t, 'POST', '/Games', { gameIds: [gameAt(8)] }, token));
    t.clock.advance(1_000);
    const local = [gameAt(9), UNKNOWN_ID, gameAt(8), gameAt(10), gameAt(9)];
    const first = await favoritesOf(call(t, 'POST', '/migrate/Games', { gameIds: local }, token));
    expect(first).toEqual({
      gameIds: [gameAt(9), gameAt(10), gameAt(8)],
      champIds: [],
      skippedIds: [UNKNOWN_ID],
    });
    const again = await favoritesOf(call(t, 'POST', '/migrate/Games', { gameIds: local }, token));
    expect(again).toEqual(first);
  });

  it('skips a game already over: it is history, not something to follow', async () => {
    const player = await makePlayer(t);
    const [finished] = await t.app.services.feed.finishedGames({ limit: 1 });
    if (!finished) throw new Error('the simulator keeps no finished games');
    const moved = await t.app.services.favorites.migrate(FAVORITE_GAMES, player.id, [
      finished.id,
      gameAt(14),
    ]);
    expect(moved).toMatchObject({ gameIds: [gameAt(14)], skippedIds: [finished.id] });
  });

  it('moves only what fits, the newest first', async () => {
    const player = await makePlayer(t);
    const small = { ...FAVORITE_GAMES, max: 2 };
    const moved = await t.app.services.favorites.migrate(small, player.id, [
      gameAt(11),
      gameAt(12),
      gameAt(13),
    ]);
    expect(moved.gameIds).toEqual([gameAt(11), gameAt(12)]);
    expect(moved.skippedIds).toEqual([gameAt(13)]);
  });
});

describe('favourite champs', () => {
  it('adds, removes and moves champs beside games, checked against the feed', async () => {
    const { token } = await makePlayer(t);
    const added = await favoritesOf(
      call(t, 'POST', '/Champs', { champIds: [champAt(0), champAt(0)] }, token),
    );
    expect(added.champIds).toEqual([champAt(0)]);
    const unknown = await call(t, 'POST', '/Champs', { champIds: [UNKNOWN_ID] }, token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().validation_errors).toEqual({ champIds: ['favorites_champ_unknown'] });
    const bad = await call(t, 'POST', '/Champs', { champIds: [-1] }, token);
    expect(bad.json().validation_errors).toEqual({ 'champIds.0': ['validation_too_small'] });
    const moved = await favoritesOf(
      call(t, 'POST', '/migrate/Champs', { champIds: [champAt(1), UNKNOWN_ID] }, token),
    );
    expect(moved.skippedIds).toEqual([UNKNOWN_ID]);
    expect(new Set(moved.champIds)).toEqual(new Set([champAt(0), champAt(1)]));
    const left = await favoritesOf(call(t, 'DELETE', '/Champs', { champIds: [champAt(0)] }, token));
    expect(left.champIds).toEqual([champAt(1)]);
  });
});
