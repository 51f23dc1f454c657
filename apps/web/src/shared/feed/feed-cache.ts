import {
  FEED_MAX_COUNT,
  type FeedCall,
  type FeedChamp,
  type FeedGame,
  type FeedRoot,
  type GameDeltaWire,
} from '@arenabet/contracts';
import { GAME_STATUS } from '@arenabet/reference/games';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { answerShapeOf, FEED_KEY, readFeedKey } from './feed-keys.ts';
import {
  type AcceptsNewGame,
  applyDeltasToChamp,
  applyDeltasToChamps,
  applyDeltasToGames,
  applyGameDeltas,
  type DeltasByGame,
  groupDeltas,
  leftFeed,
} from './game-delta.ts';

/*
 * The push's changes go straight into the cached feed answers, so every list, champ and game
 * on screen shows the same odds without asking the server again.
 */

/** Lists that hold "all games of ..." and so take a game that appears; top-N lists do not. */
const GROWING_CALLS: ReadonlySet<FeedCall> = new Set([
  'Get1x2_VZip',
  'Get1x2_Zip',
  'GetChampZip',
  'GetChampsZip',
]);

function idsOf(list: string | undefined): ReadonlySet<number> | undefined {
  if (!list) return undefined;
  return new Set(list.split(',').map(Number));
}

function isOver(game: FeedGame): boolean {
  return game.status === GAME_STATUS.SETTLED || game.status === GAME_STATUS.CANCELED;
}

/** A new game joins a cached list when it belongs to the list's feed and filter. */
export function acceptsNewGameFor(
  root: FeedRoot,
  call: FeedCall,
  shaped: Readonly<Record<string, string>>,
): AcceptsNewGame {
  // The live and line pages ask for every game with the largest count the feed allows.
  const capped = shaped.count !== undefined && Number(shaped.count) < FEED_MAX_COUNT;
  if (!GROWING_CALLS.has(call) || capped) return () => false;
  const sports = idsOf(shaped.sports ?? shaped.sport);
  const champs = idsOf(shaped.champs ?? shaped.champ);
  return (game) =>
    !isOver(game) &&
    (game.live !== undefined) === (root === 'live') &&
    (!sports || sports.has(game.sportId)) &&
    (!champs || champs.has(game.champId));
}

function updatedAnswer(
  client: QueryClient,
  queryKey: QueryKey,
  data: unknown,
  deltas: DeltasByGame,
): unknown {
  const key = readFeedKey(queryKey);
  if (!key || data === undefined || data === null) return data;
  const [, root, call, shaped] = key;
  const accepts = acceptsNewGameFor(root, call, shaped);
  switch (answerShapeOf(call)) {
    case 'games':
      return applyDeltasToGames(data as FeedGame[], deltas, accepts);
    case 'champ':
      return applyDeltasToChamp(data as FeedChamp, deltas, accepts);
    case 'champs':
      return applyDeltasToChamps(data as FeedChamp[], deltas, accepts);
    case 'game': {
      const game = data as FeedGame;
      const own = deltas.get(game.id);
      if (!own) return data;
      // The game page asks again: the feed answers the final state, or that the game is gone.
      if (leftFeed(game, own)) void client.invalidateQueries({ queryKey, exact: true });
      return applyGameDeltas(game, own);
    }
    default:
      return data;
  }
}

export function applyPushToCache(client: QueryClient, deltas: readonly GameDeltaWire[]): void {
  if (deltas.length === 0) return;
  const byGame = groupDeltas(deltas);
  for (const query of client.getQueryCache().findAll({ queryKey: FEED_KEY })) {
    const data = query.state.data;
    const next = updatedAnswer(client, query.queryKey, data, byGame);
    if (next !== data) client.setQueryData(query.queryKey, next);
  }
  if (deltas.some(changesGameCounts)) scheduleSportCountsRefresh(client);
}

/** A game that joins or leaves a feed changes the sports' counts (the side menu's). */
export function changesGameCounts(delta: GameDeltaWire): boolean {
  return delta.N !== undefined || delta.X === true;
}

/**
 * How long the side menu's counts may lag a game that came or went. A full line starts or ends
 * a game every few seconds: reading the counts at each would cost a request every few seconds
 * for a number the player glances at.
 */
export const SPORT_COUNTS_LAG_MS = 10_000;

const pendingCountRefreshes = new WeakMap<QueryClient, ReturnType<typeof setTimeout>>();

/**
 * The sports' counts are read again once games came or went, at most once per
 * `SPORT_COUNTS_LAG_MS`, so the side menu's live count follows the live page's (which the push
 * keeps) instead of lagging until its next poll.
 */
function scheduleSportCountsRefresh(client: QueryClient): void {
  if (pendingCountRefreshes.has(client)) return;
  const refresh = () => {
    pendingCountRefreshes.delete(client);
    void client.invalidateQueries({
      predicate: (query) => readFeedKey(query.queryKey)?.[2] === 'GetSportsShortZip',
    });
  };
  pendingCountRefreshes.set(client, setTimeout(refresh, SPORT_COUNTS_LAG_MS));
}

/** After a reconnect: whatever changed while the socket was down is read again. */
export function refreshFeedQueries(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: FEED_KEY });
}
