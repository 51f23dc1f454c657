import {
  decodeChamp,
  decodeGame,
  FEED_MAX_COUNT,
  type FeedChamp,
  type FeedGame,
} from '@arenabet/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptsNewGameFor, applyPushToCache, SPORT_COUNTS_LAG_MS } from './feed-cache.ts';
import { feedQueryKey } from './feed-keys.ts';
import { outcome, wireGame } from './feed-test-kit.ts';

afterEach(() => {
  vi.useRealTimers();
});

function cacheWith(entries: [readonly unknown[], unknown][]): QueryClient {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

const liveGame = (id: number, extra = {}) =>
  decodeGame(wireGame(id, { SC: { FS: { S1: 0, S2: 0 } }, ...extra }));

describe('push changes written into the cached feed answers', () => {
  it('updates the same game in a list, a champ and the game page at once', () => {
    const listKey = feedQueryKey('live', 'Get1x2_VZip', { lng: 'en' });
    const champKey = feedQueryKey('live', 'GetChampZip', { lng: 'en', champ: '10' });
    const gameKey = feedQueryKey('live', 'GetGameZip', { lng: 'en', id: '1' });
    const champ: FeedChamp = decodeChamp({ LI: 10, L: 'PL', SI: 1, GC: 1, T: 0, G: [wireGame(1)] });
    const client = cacheWith([
      [listKey, [liveGame(1), liveGame(2)]],
      [champKey, champ],
      [gameKey, liveGame(1)],
      [['not-feed'], { untouched: true }],
    ]);

    applyPushToCache(client, [{ I: 1, U: 2, E: [outcome(1, 1, 4.5)] }]);

    const odds = (game: FeedGame | undefined) => game?.outcomes.find((o) => o.type === 1)?.odds;
    expect(odds(client.getQueryData<FeedGame[]>(listKey)?.[0])).toBe(4.5);
    expect(odds(client.getQueryData<FeedChamp>(champKey)?.games?.[0])).toBe(4.5);
    expect(odds(client.getQueryData<FeedGame>(gameKey))).toBe(4.5);
    expect(client.getQueryData(['not-feed'])).toEqual({ untouched: true });
  });

  it('moves a game that went live from the line lists to the live lists of its sport', () => {
    const liveFootball = feedQueryKey('live', 'Get1x2_VZip', { sports: '1' });
    const liveTennis = feedQueryKey('live', 'Get1x2_VZip', { sports: '4' });
    const lineFootball = feedQueryKey('line', 'Get1x2_VZip', { sports: '1' });
    const liveTop = feedQueryKey('live', 'Get1x2_VZip', { count: '20' });
    const client = cacheWith([
      [liveFootball, []],
      [liveTennis, []],
      [lineFootball, [decodeGame(wireGame(3))]],
      [liveTop, []],
    ]);

    // A line game starting: it leaves the line feed and enters the live feed, in that order.
    applyPushToCache(client, [
      { I: 3, U: 2, X: true },
      { I: 3, U: 2, N: wireGame(3, { U: 2, SC: { FS: { S1: 0, S2: 0 } } }) },
    ]);
    // A finished game never joins a live list, whatever arrives.
    applyPushToCache(client, [{ I: 6, U: 4, N: wireGame(6, { GS: 2, SC: { FS: { S1: 1 } } }) }]);

    expect(client.getQueryData<FeedGame[]>(liveFootball)?.map((g) => g.id)).toEqual([3]);
    expect(client.getQueryData<FeedGame[]>(liveTennis)).toEqual([]);
    expect(client.getQueryData<FeedGame[]>(liveTop)).toEqual([]);
    expect(client.getQueryData<FeedGame[]>(lineFootball)).toEqual([]);
  });

  it('filters new games by the champs and sport a call names', () => {
    const game = liveGame(9);
    expect(acceptsNewGameFor('live', 'GetChampsZip', { sport: '1' })(game)).toBe(true);
    expect(acceptsNewGameFor('live', 'GetChampsZip', { sport: '2' })(game)).toBe(false);
    expect(acceptsNewGameFor('live', 'Get1x2_VZip', { champs: '10,11' })(game)).toBe(true);
    expect(acceptsNewGameFor('live', 'Web_SearchZip', {})(game)).toBe(false);
    expect(acceptsNewGameFor('line', 'Get1x2_VZip', {})(game)).toBe(false);
  });

  it('lets the live page, which asks for every game, take a game that starts', () => {
    const game = liveGame(9);
    expect(acceptsNewGameFor('live', 'Get1x2_VZip', { count: String(FEED_MAX_COUNT) })(game)).toBe(
      true,
    );
    expect(acceptsNewGameFor('live', 'Get1x2_VZip', { count: '20' })(game)).toBe(false);
  });

  it('reads the sports counts again once games came or went, not when odds move', () => {
    vi.useFakeTimers();
    const counts = feedQueryKey('live', 'GetSportsShortZip', { lng: 'en' });
    const client = cacheWith([[counts, []]]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    applyPushToCache(client, [{ I: 1, U: 2, E: [outcome(1, 1, 4.5)] }]);
    vi.advanceTimersByTime(SPORT_COUNTS_LAG_MS);
    expect(invalidate).not.toHaveBeenCalled();

    applyPushToCache(client, [{ I: 3, U: 2, X: true }]);
    applyPushToCache(client, [{ I: 4, U: 2, X: true }]);
    vi.advanceTimersByTime(SPORT_COUNTS_LAG_MS - 1);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledOnce();
    expect(client.getQueryState(counts)?.isInvalidated).toBe(true);
  });
});
