import type { FeedGame } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { champsWithoutGames, firstOfEachChamp, mergeFeeds, requestedIds } from './merge-feeds.ts';

const game = (id: number, startsAt: number, champId = 1): FeedGame => ({
  id,
  champId,
  champName: `Champ ${champId}`,
  sportId: 1,
  sportName: 'Football',
  home: { name: `Home ${id}` },
  away: { name: `Away ${id}` },
  startsAt,
  marketCount: 10,
  subGames: [],
  version: 1,
  priority: 0,
  outcomes: [],
});

describe('mergeFeeds', () => {
  it('puts games in play first, each part by start, and keeps one copy of a game', () => {
    const live = [game(5, 300), game(4, 100)];
    const line = [game(3, 900), game(5, 300), game(2, 500)];
    expect(mergeFeeds(live, line).map((each) => each.id)).toEqual([4, 5, 2, 3]);
  });

  it('orders games of the same start by id, so the list does not jump between reads', () => {
    expect(mergeFeeds([], [game(9, 100), game(7, 100)]).map((each) => each.id)).toEqual([7, 9]);
  });
});

describe('champsWithoutGames', () => {
  it('lists the favourite champs the games do not cover', () => {
    expect(champsWithoutGames([1, 2, 3], [game(1, 0, 2), game(2, 0, 2)])).toEqual([1, 3]);
  });
});

describe('requestedIds', () => {
  it('keeps the last request while ids are only removed, and asks anew for an added one', () => {
    expect(requestedIds([1, 2, 3], [3, 1])).toEqual([1, 2, 3]);
    expect(requestedIds([1, 2, 3], [])).toEqual([1, 2, 3]);
    expect(requestedIds([1, 2], [4, 1])).toEqual([4, 1]);
  });
});

describe('firstOfEachChamp', () => {
  it('keeps the first games of each champ in order and tells when some were left out', () => {
    const games = [game(1, 0, 7), game(2, 0, 8), game(3, 0, 7), game(4, 0, 7)];
    const first = firstOfEachChamp(games, 2);
    expect(first.games.map((each) => each.id)).toEqual([1, 2, 3]);
    expect(first.cut).toBe(true);
    expect(firstOfEachChamp(games, 3).cut).toBe(false);
  });
});
