import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  connect,
  type ListeningApp,
  listeningApp,
  type PushClient,
} from '../live-push/push-test-kit.ts';
import { makePlayer } from '../password/security-test-kit.ts';
import { gameSubscriptions } from './schema.ts';
import { FINISHED_SUBSCRIPTION_GRACE_MS } from './service.ts';
import { notice, storeSubscription } from './subscriptions-test-kit.ts';

let t: ListeningApp;
const clients: PushClient[] = [];

async function tab(token: string | undefined, lng = 'en') {
  const client = await connect(t, { lng, ...(token ? { token } : {}) });
  clients.push(client);
  await client.next('welcome');
  return client;
}

async function handle(...events: ReturnType<typeof notice>[]) {
  const { gameSubscriptions: service } = t.app.services;
  service.handleBatch({ changes: [], events, resulted: [] });
  await service.idle();
}

/** Messages sent before a pong have arrived once the pong has. */
async function settled(client: PushClient) {
  client.send({ op: 'ping' });
  await client.next('pong');
  return client.messages.filter((message) => message.type === 'notification');
}

beforeAll(async () => {
  t = await listeningApp();
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

afterAll(async () => {
  await t.close();
});

describe('notifications of subscribed games', () => {
  it('reach only the players subscribed to that event, in each tab, in its language', async () => {
    const fan = await makePlayer(t);
    const cardsOnly = await makePlayer(t);
    const otherGame = await makePlayer(t);
    await storeSubscription(t, fan.id, 5001, ['goal', 'result']);
    await storeSubscription(t, cardsOnly.id, 5001, ['red_card']);
    await storeSubscription(t, otherGame.id, 5002, ['goal']);
    const fanTabs = [await tab(fan.token, 'en'), await tab(fan.token, 'ar')];
    const others = [await tab(cardsOnly.token), await tab(otherGame.token), await tab(undefined)];

    await handle(notice(5001, 'goal'), notice(5001, 'yellow_card'), notice(5001, 'point'));

    expect(await fanTabs[0]?.next('notification')).toEqual({
      type: 'notification',
      notificationType: 'live',
      gameId: 5001,
      event: 'goal',
      messageKey: 'subscription_goal',
      values: { home: 'Spartak', away: 'Zenit', score: '1:0', minute: 13, team: 'Spartak' },
    });
    expect((await fanTabs[1]?.next('notification'))?.values.home).toBe('سبارتاك');
    for (const client of others) expect(await settled(client)).toEqual([]);
  });

  it('name each event with its own type and text', async () => {
    const player = await makePlayer(t);
    await storeSubscription(t, player.id, 5101, ['goal', 'red_card', 'period_end', 'result']);
    const client = await tab(player.token, 'ru');
    await handle(
      notice(5101, 'red_card', { side: 2 }),
      notice(5101, 'period_end', { side: 0, period: 1 }),
      notice(5101, 'result', { side: 0, score: { home: 2, away: 1 } }),
    );
    const received = await settled(client);
    expect(
      received.map((m) => m.type === 'notification' && [m.notificationType, m.messageKey]),
    ).toEqual([
      ['warning', 'subscription_red_card'],
      ['info', 'subscription_period_end'],
      ['info', 'subscription_result'],
    ]);
    const [card, periodEnd, result] = received.map((m) =>
      m.type === 'notification' ? m.values : {},
    );
    expect(card?.team).toBe('Зенит');
    expect(periodEnd?.period).toBe(1);
    expect(periodEnd?.team).toBeUndefined();
    expect(result?.score).toBe('2:1');
  });

  it("forgets a finished game's subscriptions after its result and a grace", async () => {
    const player = await makePlayer(t);
    await storeSubscription(t, player.id, 5201, ['result']);
    await storeSubscription(t, player.id, 5202, ['result']);
    const rowsOf = (gameId: number) =>
      t.database.db.select().from(gameSubscriptions).where(eq(gameSubscriptions.gameId, gameId));
    await handle(notice(5201, 'result', { side: 0 }));
    // Another instance may still be notifying from the same batch: the rows stay for a while.
    await handle();
    expect(await rowsOf(5201)).toHaveLength(1);
    t.clock.advance(FINISHED_SUBSCRIPTION_GRACE_MS);
    await handle();
    expect(await rowsOf(5201)).toHaveLength(0);
    expect(await rowsOf(5202)).toHaveLength(1);
  });
});
