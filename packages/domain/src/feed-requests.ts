import { FEED_MAX_COUNT, type FeedCall, type FeedRoot, feedPath } from '@arenabet/contracts';
import { FEED_QUERY_PARAMS, type FeedQuery, shapeRequestParams } from './request-params.ts';

/** Parameters of a feed call: the spec's feed parameters plus the few a call names itself. */
export type FeedParams = FeedQuery & {
  /** GetChampsZip: the sport. */
  sport?: number;
  /** GetChampZip: the champ. */
  champ?: number;
  /** GetGameZip: the game. */
  id?: number;
  /** GetGameZip: include the game's sub-games (periods, corners, cards). */
  isSubGames?: boolean;
  /** Get1x2_VZip: champs without games are listed too. */
  getEmpty?: boolean;
};

/** The parameters a request actually sends, in one order: equal requests share a cache entry. */
export function shapeFeedParams(params: FeedParams): Record<string, string> {
  const { sport, champ, id, isSubGames, getEmpty, ...feedQuery } = params;
  const own = shapeRequestParams(
    {
      sport: { kind: 'int' },
      champ: { kind: 'int' },
      id: { kind: 'int' },
      isSubGames: { kind: 'bool' },
      getEmpty: { kind: 'bool' },
    },
    { sport, champ, id, isSubGames, getEmpty },
  );
  return { ...shapeRequestParams(FEED_QUERY_PARAMS, feedQuery), ...own };
}

/** A feed call's address as the site's client sends it: path and shaped query. */
export function feedCallUrl(root: FeedRoot, call: FeedCall, params: FeedParams): string {
  return `${feedPath(root, call)}?${new URLSearchParams(shapeFeedParams(params))}`;
}

/** The line and live overviews' list: every game of the feed, or of one sport. */
export function overviewParams(sportId: number | undefined): FeedParams {
  return { ...(sportId ? { sports: [sportId] } : {}), count: FEED_MAX_COUNT };
}

/** One game, with its sub-games (periods, corners, cards) when the page shows them. */
export function gameParams(gameId: number, subGames: boolean): FeedParams {
  return { id: gameId, isSubGames: subGames };
}
