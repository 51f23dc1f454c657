import { GAME_STATUS } from '@arenabet/reference/games';
import { expect } from 'vitest';
import type { TestApp } from '../../testing/test-app.ts';
import type { SourceGame } from '../feed/source.ts';

/*
 * The route tests read the simulator's real history (the small world, loaded by one tick) and
 * pick their ids from it, so every expectation is checked against games the feed really has.
 */

/** Every finished game of a sport, champ by champ, most recent first. */
export async function finishedOfSport(t: TestApp, sportId: number): Promise<SourceGame[]> {
  const feed = t.app.services.feed;
  const champs = [...feed.snapshot.allChamps()].filter((champ) => champ.sportId === sportId);
  const games = await Promise.all(
    champs.map((champ) => feed.finishedGames({ champId: champ.id, limit: 500 })),
  );
  return games.flat().sort((a, b) => b.startsAt - a.startsAt);
}

export const isSettled = (game: SourceGame) => game.status === GAME_STATUS.SETTLED;

/** The first settled game that passes, failing the test with a reason when there is none. */
export function pick(games: readonly SourceGame[], what: string, test = isSettled): SourceGame {
  const game = games.find((g) => isSettled(g) && test(g));
  expect(game, `the history has ${what}`).toBeDefined();
  return game as SourceGame;
}

/** A call that must be refused with this status, in the feed envelope. */
export async function refused(t: TestApp, url: string, status: 400 | 404): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  const body = response.json();
  expect(body).toEqual({
    Id: 0,
    Success: false,
    Error: expect.any(String),
    ErrorCode: status,
    Guid: '',
    Value: null,
  });
  return body.Error as string;
}
