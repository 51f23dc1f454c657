import {
  feedPath,
  type GameWire,
  gameAnswer,
  gameListAnswer,
  SUBSCRIPTION_EVENT_KINDS,
} from '@arenabet/contracts';
import { SPORT_ID } from '@arenabet/reference/sports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedValue } from '../feed/feed-routes-test-kit.ts';
import { connect, type ListeningApp, listeningApp } from '../live-push/push-test-kit.ts';
import { makePlayer } from '../password/security-test-kit.ts';
import { save } from './subscriptions-test-kit.ts';

/*
 * The whole way with the real feed and its simulator: a player subscribes to a football game
 * and opens its page; as the test clock runs through the match, the page receives the game's
 * changes and the player the notifications of its events.
 */

let t: ListeningApp;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await listeningApp();
  await t.app.services.feed.tick();
});

afterAll(async () => {
  await t.close();
});

async function firstFootballGame(): Promise<GameWire> {
  const url = `${feedPath('line', 'Get1x2_VZip')}?sports=${SPORT_ID.football}&count=1`;
  const [game] = await feedValue(t, url, gameListAnswer);
  if (!game) throw new Error('no football game in the line');
  return game;
}

describe('a subscribed game through the real feed', () => {
  it('pushes its changes to its page and its events to the subscribed player', async () => {
    const game = await firstFootballGame();
    const whole = await feedValue(
      t,
      `${feedPath('line', 'GetGameZip')}?id=${game.I}&isSubGames=true`,
      gameAnswer,
    );
    const player = await makePlayer(t);
    const saved = await save(t, { gameId: game.I, events: SUBSCRIPTION_EVENT_KINDS }, player.token);
    expect(saved.statusCode, saved.body).toBe(200);
    const page = await connect(t, { token: player.token, lng: 'en' });
    await page.next('welcome');
    await page.subscribe(`game:${game.I}`);
    const bystander = await connect(t, { lng: 'en' });
    await bystander.subscribe(`game:${game.I}`);

    t.clock.advance(game.S * 1000 - t.clock.now().getTime());
    for (let minute = 0; minute < 150; minute += 1) {
      t.clock.advance(MINUTE);
      await t.app.services.feed.tick();
      await t.app.services.gameSubscriptions.idle();
      if (page.messages.some((m) => m.type === 'notification' && m.event === 'result')) break;
    }
    // Whatever was sent before the pong has arrived with it.
    for (const client of [page, bystander]) {
      client.send({ op: 'ping' });
      await client.next('pong');
    }

    const changed = page.takeChangedGames();
    expect(changed.length).toBeGreaterThan(1);
    // The game's own changes and its sub-games' (halves, statistics markets).
    const ownIds = new Set([game.I, ...(whole.SG ?? []).map((subGame) => subGame.I)]);
    expect(changed).toContain(game.I);
    expect(changed.filter((id) => !ownIds.has(id))).toEqual([]);
    const notifications = page.messages.filter((m) => m.type === 'notification');
    expect(notifications.map((m) => m.gameId).every((id) => id === game.I)).toBe(true);
    expect(notifications.map((m) => m.event)).toContain('period_end');
    expect(notifications.at(-1)).toMatchObject({
      event: 'result',
      notificationType: 'info',
      messageKey: 'subscription_result',
      values: { home: game.O1E ?? game.O1 },
    });
    expect(bystander.takeChangedGames().length).toBe(changed.length);
    expect(bystander.messages.some((m) => m.type === 'notification')).toBe(false);
    page.close();
    bystander.close();
  });
});
