import type { FeedCall, FeedGame } from '@arenabet/contracts';
import { FAVORITE_GAMES_MAX } from '@arenabet/contracts/favorites';
import { useMemo, useRef } from 'react';
import type { FeedParams } from '../../../shared/feed/index.ts';
import { requestedIds } from '../lib/merge-feeds.ts';
import { type BothFeeds, useBothFeeds } from './use-both-feeds.ts';

/** Games of the favourite champs asked for at once; the page shows the first of each. */
const CHAMP_GAMES_COUNT = 100;

/**
 * Favourites as the feeds show them. The request's ids change only when one is added (see
 * requestedIds); the answer is filtered to the ids starred now.
 */
function useFavoriteFeed(
  ids: readonly number[],
  call: FeedCall,
  params: (asked: readonly number[]) => FeedParams,
  idOf: (game: FeedGame) => number,
): BothFeeds {
  const last = useRef<readonly number[]>(ids);
  last.current = requestedIds(last.current, ids);
  const asked = last.current;
  const feeds = useBothFeeds(call, params(asked), asked.length > 0);
  return useMemo(() => {
    const wanted = new Set(ids);
    return { ...feeds, games: feeds.games.filter((game) => wanted.has(idOf(game))) };
  }, [feeds, ids, idOf]);
}

const gameIdOf = (game: FeedGame) => game.id;
const champIdOf = (game: FeedGame) => game.champId;

/** The favourite games (GetFavoritesZip on both feeds). */
export function useFavoriteGames(gameIds: readonly number[]): BothFeeds {
  return useFavoriteFeed(
    gameIds,
    'GetFavoritesZip',
    (games) => ({ games, count: FAVORITE_GAMES_MAX }),
    gameIdOf,
  );
}

/** The games of the favourite champs (Get1x2_VZip by champs, on both feeds). */
export function useFavoriteChampGames(champIds: readonly number[]): BothFeeds {
  return useFavoriteFeed(
    champIds,
    'Get1x2_VZip',
    (champs) => ({ champs, count: CHAMP_GAMES_COUNT }),
    champIdOf,
  );
}
