import type { SubscriptionEventKind } from '@arenabet/contracts';
import type { FeedEventKind } from '@arenabet/contracts/feed-calls';
import { jsonApi, type TestApp } from '../../testing/test-app.ts';
import type { FeedGameEventNotice } from '../feed/feed-api.ts';
import { gameSubscriptions } from './schema.ts';

/*
 * Subscriptions through the real app. Notification tests store subscriptions directly (this
 * module's own table) and feed the service hand-made event notices, as the feed would send
 * them; the calls' tests take their games from the app's own feed.
 */

export const SAVE_PATH = '/web-api/gamesubscription/save';
export const GET_PATH = '/service-api/subscriptions/GetGameSubscription';
export const TYPES_PATH = '/service-api/subscriptions/GetEventTypesByGameId';

/** A save call with the player's token in the spec's x-auth header. */
export function save(t: TestApp, attributes: unknown, token?: string) {
  const request = jsonApi('POST', SAVE_PATH, attributes);
  const auth: Record<string, string> = token ? { 'x-auth': `Bearer ${token}` } : {};
  return t.app.inject({ ...request, headers: { ...request.headers, ...auth } });
}

export function currentSubscription(t: TestApp, gameId: unknown, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: GET_PATH,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { gameId },
  });
}

export async function storeSubscription(
  t: TestApp,
  playerId: number,
  gameId: number,
  events: SubscriptionEventKind[],
): Promise<void> {
  const now = t.clock.now();
  await t.database.db
    .insert(gameSubscriptions)
    .values({ playerId, gameId, events, createdAt: now, updatedAt: now });
}

/** A moment of a football game between Spartak and Zenit, as the feed reports it. */
export function notice(
  gameId: number,
  kind: FeedEventKind,
  extra: Partial<FeedGameEventNotice['event']> = {},
): FeedGameEventNotice {
  return {
    gameId,
    sportId: 1,
    champId: 10,
    home: { ru: 'Спартак', en: 'Spartak', ar: 'سبارتاك' },
    away: { ru: 'Зенит', en: 'Zenit', ar: 'زينيت' },
    event: { kind, atSeconds: 754, side: 1, score: { home: 1, away: 0 }, ...extra },
  };
}
