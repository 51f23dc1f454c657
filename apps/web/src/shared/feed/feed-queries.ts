import {
  FEED_SEARCH_MAX_LENGTH,
  type FeedCall,
  type FeedChamp,
  type FeedGame,
  type FeedMarketName,
  type FeedRoot,
  type FeedSportShort,
} from '@arenabet/contracts';
import { gameParams } from '@arenabet/domain';
import {
  keepPreviousData,
  queryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryClient } from '../api/query-client.ts';
import {
  type FeedParams,
  fetchChamp,
  fetchChamps,
  fetchGame,
  fetchGames,
  fetchMarketNames,
  fetchSportsShort,
  shapeFeedParams,
} from './feed-client.ts';
import { feedQueryKey } from './feed-keys.ts';
import { useFeedScope } from './use-feed-scope.ts';

/*
 * TanStack Query hooks over the feed calls. Every hook adds the page's language (`lng`) and
 * hides the sports the visitor excluded; the cache keeps the feed's answer as it came, so the
 * push can update it, and the hiding is done on the way out (`select`).
 */

export interface FeedQueryOptions {
  enabled?: boolean;
}

/** Live moves every second and the push keeps it current; a slow poll only repairs gaps. */
const TIMING: Record<FeedRoot, { staleTime: number; refetchInterval: number }> = {
  live: { staleTime: 15_000, refetchInterval: 60_000 },
  line: { staleTime: 60_000, refetchInterval: 300_000 },
};

/** A feed call's query for a language: the key, the request and the timing of its root. */
function feedQuery<T>(
  root: FeedRoot,
  call: FeedCall,
  params: FeedParams,
  language: string,
  fetcher: (shaped: Record<string, string>, signal: AbortSignal) => Promise<T>,
) {
  const shaped = shapeFeedParams({ lng: language, ...params });
  return queryOptions({
    queryKey: feedQueryKey(root, call, shaped),
    queryFn: ({ signal }) => fetcher(shaped, signal),
    ...TIMING[root],
  });
}

function useFeedQuery<T, S = T>(
  root: FeedRoot,
  call: FeedCall,
  params: FeedParams,
  fetcher: (shaped: Record<string, string>, signal: AbortSignal) => Promise<T>,
  select: ((data: T, hidden: ReadonlySet<number>) => S) | undefined,
  options: FeedQueryOptions & { keepPrevious?: boolean } = {},
): UseQueryResult<S> {
  const { language, hiddenSports } = useFeedScope(root);
  const selectVisible = useCallback(
    (data: T) => (select ? select(data, hiddenSports) : (data as unknown as S)),
    [select, hiddenSports],
  );
  return useQuery({
    ...feedQuery(root, call, params, language, fetcher),
    select: selectVisible,
    enabled: options.enabled ?? true,
    ...(options.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/*
 * Prefetches: a page's first feed call started as its route opens, alongside the page's code,
 * instead of after the code has loaded and the page has drawn. The page's own hook then finds
 * the answer on its way under the same key. A fresh answer in the cache is not asked again.
 */

/** The request of a list of games, the same for the page's hook and its prefetch. */
const gamesFetcher =
  (root: FeedRoot, call: FeedCall) => (shaped: Record<string, string>, signal: AbortSignal) =>
    fetchGames(root, call, shaped, { signal });

/** The request of one game, the same for the page's hook and its prefetch. */
const gameFetcher = (root: FeedRoot) => (shaped: Record<string, string>, signal: AbortSignal) =>
  fetchGame(root, shaped, { signal });

/** What `useFeedGames(root, call, params)` will ask, asked now. */
export function prefetchFeedGames(
  root: FeedRoot,
  call: FeedCall,
  params: FeedParams,
  language: string,
): void {
  void queryClient.prefetchQuery(feedQuery(root, call, params, language, gamesFetcher(root, call)));
}

/** What `useGame(root, gameId, { subGames })` will ask, asked now. */
export function prefetchGame(
  root: FeedRoot,
  gameId: number,
  language: string,
  subGames = false,
): void {
  void queryClient.prefetchQuery(
    feedQuery(root, 'GetGameZip', gameParams(gameId, subGames), language, gameFetcher(root)),
  );
}

function visibleGames(games: FeedGame[], hidden: ReadonlySet<number>): FeedGame[] {
  return hidden.size === 0 ? games : games.filter((game) => !hidden.has(game.sportId));
}

function visibleChamps(champs: FeedChamp[], hidden: ReadonlySet<number>): FeedChamp[] {
  return hidden.size === 0 ? champs : champs.filter((champ) => !hidden.has(champ.sportId));
}

function visibleSports(sports: FeedSportShort[], hidden: ReadonlySet<number>): FeedSportShort[] {
  return hidden.size === 0 ? sports : sports.filter((sport) => !hidden.has(sport.id));
}

function visibleChamp(champ: FeedChamp | null, hidden: ReadonlySet<number>): FeedChamp | null {
  return champ && hidden.has(champ.sportId) ? null : champ;
}

/** Any call that answers a list of games: Get1x2_VZip, Web_SearchZip, GetFavoritesZip, ... */
export function useFeedGames(
  root: FeedRoot,
  call: FeedCall,
  params: FeedParams,
  options: FeedQueryOptions = {},
): UseQueryResult<FeedGame[]> {
  return useFeedQuery(root, call, params, gamesFetcher(root, call), visibleGames, options);
}

/** Pre-match games: `useLineGames({ sports: [1], count: 20 })`. */
export function useLineGames(params: FeedParams = {}, options: FeedQueryOptions = {}) {
  return useFeedGames('line', 'Get1x2_VZip', params, options);
}

/** Games in play: `useLiveGames({ sports: [1] })`; pair it with `useLiveTopics`. */
export function useLiveGames(params: FeedParams = {}, options: FeedQueryOptions = {}) {
  return useFeedGames('live', 'Get1x2_VZip', params, options);
}

/** Sports with their numbers of games (GetSportsShortZip). */
export function useSportsShort(
  root: FeedRoot,
  options: FeedQueryOptions = {},
): UseQueryResult<FeedSportShort[]> {
  return useFeedQuery(
    root,
    'GetSportsShortZip',
    {},
    (shaped, signal) => fetchSportsShort(root, shaped, { signal }),
    visibleSports,
    options,
  );
}

/** The champs of a sport (GetChampsZip), without games. */
export function useChamps(
  root: FeedRoot,
  sportId: number,
  options: FeedQueryOptions = {},
): UseQueryResult<FeedChamp[]> {
  return useFeedQuery(
    root,
    'GetChampsZip',
    { sport: sportId },
    (shaped, signal) => fetchChamps(root, 'GetChampsZip', shaped, { signal }),
    visibleChamps,
    options,
  );
}

/** A champ with its games (GetChampZip); null when the feed does not know it. */
export function useChamp(
  root: FeedRoot,
  champId: number,
  options: FeedQueryOptions = {},
): UseQueryResult<FeedChamp | null> {
  return useFeedQuery(
    root,
    'GetChampZip',
    { champ: champId },
    (shaped, signal) => fetchChamp(root, shaped, { signal }),
    visibleChamp,
    options,
  );
}

/** One game with all its markets (GetGameZip); null when the feed no longer has it. */
export function useGame(
  root: FeedRoot,
  gameId: number,
  options: FeedQueryOptions & { subGames?: boolean } = {},
): UseQueryResult<FeedGame | null> {
  const { subGames, ...rest } = options;
  return useFeedQuery(
    root,
    'GetGameZip',
    gameParams(gameId, subGames ?? false),
    gameFetcher(root),
    undefined,
    rest,
  );
}

/** The feed's top champs (WebGetTopChampsZip). */
export function useTopChamps(
  root: FeedRoot,
  options: FeedQueryOptions = {},
): UseQueryResult<FeedChamp[]> {
  return useFeedQuery(
    root,
    'WebGetTopChampsZip',
    {},
    (shaped, signal) => fetchChamps(root, 'WebGetTopChampsZip', shaped, { signal }),
    visibleChamps,
    options,
  );
}

/** The most watched games (GetTopGamesStatZip). */
export function useTopGames(root: FeedRoot, params: FeedParams = {}, options?: FeedQueryOptions) {
  return useFeedGames(root, 'GetTopGamesStatZip', params, options);
}

/** Games of teams (GetGamesTeamZip). */
export function useTeamGames(
  root: FeedRoot,
  teamIds: readonly number[],
  options?: FeedQueryOptions,
) {
  return useFeedGames(root, 'GetGamesTeamZip', { teams: teamIds }, options);
}

/** Web_SearchZip: text is cut to the feed's maximum; the last answer stays while typing. */
export function useSearch(
  root: FeedRoot,
  text: string,
  options: FeedQueryOptions = {},
): UseQueryResult<FeedGame[]> {
  const query = text.trim().slice(0, FEED_SEARCH_MAX_LENGTH);
  return useFeedQuery(
    root,
    'Web_SearchZip',
    { text: query },
    (shaped, signal) => fetchGames(root, 'Web_SearchZip', shaped, { signal }),
    visibleGames,
    { ...options, enabled: (options.enabled ?? true) && query !== '', keepPrevious: true },
  );
}

/** Market and outcome names in the page's language (GetMarketsZip). */
export function useMarketNames(options: FeedQueryOptions = {}): UseQueryResult<FeedMarketName[]> {
  return useFeedQuery(
    'line',
    'GetMarketsZip',
    {},
    (shaped, signal) => fetchMarketNames('line', shaped, { signal }),
    undefined,
    options,
  );
}
