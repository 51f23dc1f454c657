import { LIVE_PUSH_PATH, type PushTopic } from '@arenabet/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { BALANCE_KEY, BETS_HISTORY_KEY } from '../api/player-scope.ts';
import { env } from '../config/env.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { applyPushToCache, refreshFeedQueries } from './feed-cache.ts';
import { LivePushClient, type PushConnectionState } from './live-push-client.ts';

let pushLanguage = '';

/**
 * `ws(s)://<host>/service-api/live-push?lng=ru`: names in pushed new games are in `lng`. A page
 * may open the connection before any hook has told the language (the bets history listens to
 * bets only): the page's own language is used then, and an empty `lng` is never sent, since the
 * server refuses it and the connection would retry, refused, for as long as the page is open.
 */
function pushUrl(): string {
  const base = env.apiOrigin || window.location.origin;
  const url = new URL(LIVE_PUSH_PATH, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const language = pushLanguage || document.documentElement.lang;
  if (language) url.searchParams.set('lng', language);
  return url.toString();
}

/** The tab's one connection. */
export const livePush = new LivePushClient({ url: pushUrl });

const boundClients = new WeakSet<QueryClient>();

/** The push writes into this query cache, and a reconnect refreshes it; done once per cache. */
function bindCache(client: QueryClient): void {
  if (boundClients.has(client)) return;
  boundClients.add(client);
  livePush.onChanges((games) => applyPushToCache(client, games));
  livePush.onReconnect(() => void refreshFeedQueries(client));
  // News of the player's bets moves money or the list of bets: both are read again. Cash-out
  // prices move neither; the bets screens patch them in.
  livePush.onBets((message) => {
    if (message.event === 'cash_out') return;
    void client.invalidateQueries({ queryKey: BALANCE_KEY });
    void client.invalidateQueries({ queryKey: BETS_HISTORY_KEY });
  });
}

/** Keeps the connection's language that of the page; every hook that opens it calls this. */
export function useLivePushLanguage(): void {
  const language = useLanguage();
  useEffect(() => {
    if (pushLanguage === language) return;
    const changed = pushLanguage !== '';
    pushLanguage = language;
    if (changed) livePush.reconnect();
  }, [language]);
}

/**
 * Keeps the page's games live while it is shown: `useLiveTopics(['sport:1'])`, `['live']`,
 * `['game:123']`. Changes land in the cached feed answers, so the page's own hooks re-render.
 */
export function useLiveTopics(topics: readonly PushTopic[]): void {
  const client = useQueryClient();
  useLivePushLanguage();
  const key = [...new Set(topics)].sort().join(' ');
  useEffect(() => {
    bindCache(client);
    if (key === '') return;
    return livePush.subscribe(key.split(' ') as PushTopic[]);
  }, [client, key]);
}

/** The connection's state, for a "reconnecting" hint. */
export function useLivePushState(): PushConnectionState {
  return useSyncExternalStore(
    (notify) => livePush.onStateChange(notify),
    () => livePush.state,
  );
}
