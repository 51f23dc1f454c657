import { type FeedCall, feedPath, type GameWire, gameListAnswer } from '@arenabet/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A feed call through the app; the answer is checked against its contract's schema. */
export async function feedValue<S extends z.core.$ZodType>(
  t: TestApp,
  url: string,
  schema: S,
  headers: InjectOptions['headers'] = {},
): Promise<NonNullable<z.output<S> extends { Value: infer V } ? V : never>> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = z.parse(schema, response.json()) as { Value: unknown };
  expect(body).toMatchObject({ Id: 0, Success: true, Error: '', ErrorCode: 0, Guid: '' });
  expect(body.Value).not.toBeNull();
  return body.Value as never;
}

/** A refused feed call: its status and the envelope's error text. */
export async function feedRefusal(t: TestApp, url: string, method: 'GET' | 'POST' = 'GET') {
  const response = await t.app.inject({ method, url });
  const body = response.json();
  expect(body).toMatchObject({
    Id: 0,
    Success: false,
    ErrorCode: response.statusCode,
    Value: null,
  });
  return { status: response.statusCode, error: body.Error as string };
}

/** The outcome codes of a game as `G:T` pairs, for comparing market sets. */
export function marketCodes(game: GameWire): Set<string> {
  return new Set((game.E ?? []).map((e) => `${e.G}:${e.T}`));
}

export const LINE = (call: FeedCall, query = '') => `${feedPath('line', call)}${query}`;
export const LIVE = (call: FeedCall, query = '') => `${feedPath('live', call)}${query}`;

/** Every game of a feed (up to the most a call gives), empty ones included. */
export const feedGames = (t: TestApp, root: 'line' | 'live', query = '?count=1000&getEmpty=true') =>
  feedValue(t, (root === 'line' ? LINE : LIVE)('Get1x2_VZip', query), gameListAnswer);

/** A line football game with every main market, the kind the format tests need. */
export async function footballLineGame(t: TestApp): Promise<GameWire> {
  const games = await feedGames(t, 'line', '?sports=1&count=1000');
  const game = games.find((g) => marketCodes(g).has('17:9') && marketCodes(g).has('2:7'));
  expect(game, 'a football line game with totals and handicaps').toBeDefined();
  return game as GameWire;
}

/**
 * The instant the feed tests read the small world at: a Sunday afternoon with football in the
 * line (totals, handicaps, sub-games) and in play. The line is a pure function of the seed and
 * this instant.
 */
export const FEED_TEST_INSTANT = new Date('2026-03-22T15:00:00Z');

/** Moves the app's clock to `at`; call before the feed first loads (it loads lazily). */
export function setClockTo(t: TestApp, at: Date): void {
  t.clock.advance(at.getTime() - t.clock.now().getTime());
}

/** The file's app with its feed started at `at`: made before the file's tests, closed after them. */
export function feedTestApp(at: Date = FEED_TEST_INSTANT) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    setClockTo(app, at);
    await app.app.services.feed.tick();
  });
  afterAll(async () => {
    await app?.close();
    // A worker keeps every test file's closures to the end of the run: let the app go.
    app = undefined;
  });
  const started = () => {
    if (!app) throw new Error('The feed test app is made in beforeAll');
    return app;
  };
  return {
    get t() {
      return started();
    },
    lineGames: (query?: string) => feedGames(started(), 'line', query),
    liveGames: (query?: string) => feedGames(started(), 'live', query),
  };
}
