import { FAVORITES_ROOT } from '@arenabet/contracts/favorites';
import { feedPath } from '@arenabet/contracts/feed-calls';
import type { GameWire } from '@arenabet/contracts/feed-wire';
import { expect } from 'vitest';
import { jsonApi, type TestApp } from '../../testing/test-app.ts';

/*
 * Favourites through the real app: the ids come from the app's own simulated feed, read with
 * the public line call a visitor's browser makes, so nothing here knows the simulator's ids.
 */

export type Method = 'GET' | 'POST' | 'DELETE';

/** Every favourites call, as method and path below the root. */
export const FAVORITE_CALLS: readonly { method: Method; path: string }[] = [
  { method: 'GET', path: '' },
  { method: 'POST', path: '/Games' },
  { method: 'DELETE', path: '/Games' },
  { method: 'POST', path: '/migrate/Games' },
  { method: 'POST', path: '/Champs' },
  { method: 'DELETE', path: '/Champs' },
  { method: 'POST', path: '/migrate/Champs' },
];

/** A game id no feed will ever have (the largest id a column holds). */
export const UNKNOWN_ID = 2_147_483_647;

/** A favourites call with the player's token in the spec's x-auth header. */
export function favoritesCall(
  t: TestApp,
  method: Method,
  path: string,
  attributes: unknown,
  token?: string,
) {
  const url = `${FAVORITES_ROOT}${path}`;
  const auth: Record<string, string> = token ? { 'x-auth': `Bearer ${token}` } : {};
  if (method === 'GET') return t.app.inject({ method, url, headers: auth });
  const request = jsonApi(method, url, attributes);
  return t.app.inject({ ...request, headers: { ...request.headers, ...auth } });
}

/** The favourites a call answered (asserting it succeeded). */
export async function favoritesOf(
  answer: Promise<{ statusCode: number; body: string; json(): unknown }>,
) {
  const response = await answer;
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { attributes: Record<string, number[]> } }).data.attributes;
}

/** Upcoming games of the line, as the public call lists them. */
export async function lineGames(t: TestApp, count: number): Promise<GameWire[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${feedPath('line', 'Get1x2_VZip')}?count=${count}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const games = (response.json() as { Value: GameWire[] }).Value;
  expect(games.length).toBeGreaterThanOrEqual(Math.min(count, 3));
  return games;
}
