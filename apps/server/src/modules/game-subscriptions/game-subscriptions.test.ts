import { MAX_GAME_SUBSCRIPTIONS, SUBSCRIPTION_ERRORS } from '@arenabet/contracts';
import { feedPath } from '@arenabet/contracts/feed-calls';
import type { GameWire } from '@arenabet/contracts/feed-wire';
import { SPORT_ID } from '@arenabet/reference/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { makePlayer, type TestPlayer } from '../password/security-test-kit.ts';
import {
  currentSubscription,
  GET_PATH,
  SAVE_PATH,
  save,
  storeSubscription,
  TYPES_PATH,
} from './subscriptions-test-kit.ts';

/** A game id no feed will ever have (the largest id a column holds). */
const UNKNOWN_GAME = 2_147_483_647;

let t: TestApp;
let player: TestPlayer;

/** Games of the app's own feed, as a visitor's browser lists them. */
async function lineGames(
  sportId: number | undefined,
  count: number,
  root: 'line' | 'live' = 'line',
) {
  const sports = sportId === undefined ? '' : `&sports=${sportId}`;
  const response = await t.app.inject({
    method: 'GET',
    url: `${feedPath(root, 'Get1x2_VZip')}?count=${count}${sports}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const games = (response.json() as { Value: GameWire[] }).Value;
  if (games.length < count) throw new Error(`not ${count} ${root} games of sport ${sportId}`);
  return games;
}

async function feedGame(root: 'line' | 'live', sportId: number): Promise<GameWire> {
  const [game] = await lineGames(sportId, 1, root);
  if (!game) throw new Error(`no ${root} game of sport ${sportId}`);
  return game;
}

function validationErrors(response: { json(): unknown }) {
  return (response.json() as { validation_errors?: Record<string, string[]> }).validation_errors;
}

beforeAll(async () => {
  t = await createTestApp();
  player = await makePlayer(t);
});

afterAll(async () => {
  await t.close();
});

describe('the calls', () => {
  it('are in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/web-api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining([TYPES_PATH, SAVE_PATH, GET_PATH]));
  });
});

describe('GetEventTypesByGameId', () => {
  it("answers the events a game offers by its sport, with their names' keys", async () => {
    const football = await feedGame('line', SPORT_ID.football);
    const response = await t.app.inject({
      method: 'GET',
      url: `${TYPES_PATH}?gameId=${football.I}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      gameId: football.I,
      events: ['goal', 'red_card', 'period_end', 'result'].map((event) => ({
        event,
        nameKey: `subscription_event_${event}`,
      })),
    });
    const tennis = await feedGame('line', SPORT_ID.tennis);
    const tennisTypes = await t.app.inject({
      method: 'GET',
      url: `${TYPES_PATH}?gameId=${tennis.I}`,
    });
    expect(tennisTypes.json().events.map((e: { event: string }) => e.event)).toEqual([
      'period_end',
      'result',
    ]);
  });

  it('refuses an unknown game and a bad id with a clear 4xx', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${TYPES_PATH}?gameId=${UNKNOWN_GAME}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(validationErrors(unknown)).toEqual({ gameId: [SUBSCRIPTION_ERRORS.unknownGame] });
    for (const query of ['', '?gameId=abc', '?gameId=-1', '?gameId=99999999999']) {
      const bad = await t.app.inject({ method: 'GET', url: `${TYPES_PATH}${query}` });
      expect(bad.statusCode, query).toBe(400);
      expect(Object.keys(validationErrors(bad) ?? {})).toEqual(['gameId']);
    }
  });
});

describe('saving and reading a subscription', () => {
  it('subscribes, reads back, changes and unsubscribes with an empty list', async () => {
    const game = await feedGame('line', SPORT_ID.football);
    expect((await currentSubscription(t, game.I, player.token)).json()).toEqual({
      gameId: game.I,
      events: [],
    });
    const saved = await save(t, { gameId: game.I, events: ['result', 'goal'] }, player.token);
    expect(saved.statusCode, saved.body).toBe(200);
    // Kept in the form's order, whatever order they came in.
    expect(saved.json().data).toEqual({
      type: 'game-subscription',
      id: String(game.I),
      attributes: { gameId: game.I, events: ['goal', 'result'] },
    });
    await save(t, { gameId: game.I, events: ['period_end'] }, player.token);
    expect((await currentSubscription(t, game.I, player.token)).json().events).toEqual([
      'period_end',
    ]);
    const ended = await save(t, { gameId: game.I, events: [] }, player.token);
    expect(ended.json().data.attributes.events).toEqual([]);
    expect((await currentSubscription(t, game.I, player.token)).json().events).toEqual([]);
  });

  it('keeps subscriptions per player', async () => {
    const game = await feedGame('line', SPORT_ID.football);
    const other = await makePlayer(t);
    await save(t, { gameId: game.I, events: ['goal'] }, player.token);
    expect((await currentSubscription(t, game.I, other.token)).json().events).toEqual([]);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const attributes = { gameId: UNKNOWN_GAME, events: ['goal'] };
    expect((await save(t, attributes)).statusCode).toBe(401);
    expect((await save(t, attributes, 'not-a-token')).statusCode).toBe(401);
    expect((await currentSubscription(t, UNKNOWN_GAME)).statusCode).toBe(401);
  });

  it('refuses a cookie-signed save started by another site', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SAVE_PATH,
      headers: {
        'content-type': 'application/vnd.api+json',
        cookie: `user_token=${player.token}`,
        origin: 'https://evil.example',
      },
      payload: JSON.stringify({ data: { attributes: { gameId: UNKNOWN_GAME, events: ['goal'] } } }),
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses an unknown or finished game', async () => {
    const unknown = await save(t, { gameId: UNKNOWN_GAME, events: ['goal'] }, player.token);
    expect(unknown.statusCode).toBe(404);
    expect(validationErrors(unknown)).toEqual({ gameId: [SUBSCRIPTION_ERRORS.unknownGame] });
    const unknownRead = await currentSubscription(t, UNKNOWN_GAME, player.token);
    expect(unknownRead.statusCode).toBe(404);

    const [finished] = await t.app.services.feed.finishedGames({ limit: 1 });
    if (!finished) throw new Error('the feed has no finished game');
    const late = await save(t, { gameId: finished.id, events: ['result'] }, player.token);
    expect(late.statusCode).toBe(400);
    expect(validationErrors(late)).toEqual({ gameId: [SUBSCRIPTION_ERRORS.gameFinished] });
  });

  it('refuses events that are unknown, repeated, too many or not offered', async () => {
    const football = await feedGame('line', SPORT_ID.football);
    const tennis = await feedGame('line', SPORT_ID.tennis);
    const cases: [unknown, string][] = [
      [{ gameId: football.I, events: ['point'] }, 'validation_invalid_value'],
      [{ gameId: football.I, events: ['goal', 'goal'] }, SUBSCRIPTION_ERRORS.eventsRepeated],
      [
        { gameId: football.I, events: ['goal', 'red_card', 'period_end', 'result', 'goal'] },
        'validation_too_big',
      ],
      [{ gameId: football.I, events: 'goal' }, 'validation_invalid_type'],
      [{ gameId: tennis.I, events: ['goal'] }, SUBSCRIPTION_ERRORS.eventNotOffered],
    ];
    for (const [attributes, key] of cases) {
      const response = await save(t, attributes, player.token);
      expect(response.statusCode, JSON.stringify(attributes)).toBe(400);
      const errors = Object.entries(validationErrors(response) ?? {});
      expect(errors, JSON.stringify(attributes)).toEqual([
        [expect.stringMatching(/^events/), [key]],
      ]);
    }
    const missing = await save(t, { events: ['goal'] }, player.token);
    expect(validationErrors(missing)).toEqual({ gameId: ['required'] });
  });

  it('refuses a subscription beyond the most games a player may follow', async () => {
    const busy = await makePlayer(t);
    for (let gameId = 1; gameId < MAX_GAME_SUBSCRIPTIONS; gameId += 1) {
      await storeSubscription(t, busy.id, gameId, ['result']);
    }
    const [first, second] = await lineGames(undefined, 2);
    const last = await save(t, { gameId: first?.I, events: ['result'] }, busy.token);
    expect(last.statusCode, last.body).toBe(200);
    const beyond = await save(t, { gameId: second?.I, events: ['result'] }, busy.token);
    expect(beyond.statusCode).toBe(400);
    expect(validationErrors(beyond)).toEqual({ gameId: [SUBSCRIPTION_ERRORS.tooManyGames] });
    // Changing a subscription already held is not a new one.
    const changed = await save(t, { gameId: first?.I, events: ['result'] }, busy.token);
    expect(changed.statusCode, changed.body).toBe(200);
  });
});
