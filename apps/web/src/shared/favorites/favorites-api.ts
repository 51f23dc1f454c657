import {
  type Favorites,
  type FavoritesMigration,
  favoriteCalls,
} from '@arenabet/contracts/favorites';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api/call-api.ts';
import { HTTPError } from '../api/errors.ts';
import { PLAYER_SCOPE } from '../api/player-scope.ts';
import type { FavoriteKind } from './favorite-ids.ts';
import { useLocalFavorites } from './local-favorites-store.ts';

/** Inside the player scope: signing in or out drops it with the rest of the player's data. */
export const FAVORITES_KEY = [...PLAYER_SCOPE, 'favorites'] as const;

const gameIdsBody = (gameIds: number[]) => ({ body: { data: { attributes: { gameIds } } } });
const champIdsBody = (champIds: number[]) => ({ body: { data: { attributes: { champIds } } } });

/** Stars or unstars one game or champ on the server; answers the favourites after it. */
export async function sendFavorite(
  kind: FavoriteKind,
  id: number,
  starred: boolean,
): Promise<Favorites> {
  if (kind === 'games') {
    const call = starred ? favoriteCalls.addGames : favoriteCalls.removeGames;
    return (await callApi(call, gameIdsBody([id]))).data.attributes;
  }
  const call = starred ? favoriteCalls.addChamps : favoriteCalls.removeChamps;
  return (await callApi(call, champIdsBody([id]))).data.attributes;
}

async function readFavorites(signal: AbortSignal): Promise<Favorites> {
  return (await callApi(favoriteCalls.list, {}, { signal })).data.attributes;
}

/**
 * The favourites an anonymous visitor kept in this browser, moved to the account. The server
 * merges and skips what it cannot keep, so sending the same list twice (two tabs signing in at
 * once, a lost answer) changes nothing. The browser's list is emptied once the server has it,
 * and also when the server refuses it outright (4xx): asking again would only fail again.
 */
async function migrateLocal(): Promise<Favorites | null> {
  const { games, champs, clear } = useLocalFavorites.getState();
  if (games.length === 0 && champs.length === 0) return null;
  let moved: FavoritesMigration | null = null;
  try {
    if (games.length > 0) {
      moved = (await callApi(favoriteCalls.migrateGames, gameIdsBody(games))).data.attributes;
    }
    if (champs.length > 0) {
      moved = (await callApi(favoriteCalls.migrateChamps, champIdsBody(champs))).data.attributes;
    }
  } catch (error) {
    if (isRefusal(error)) clear();
    throw error;
  }
  clear();
  return moved && { gameIds: moved.gameIds, champIds: moved.champIds };
}

/** The server read the list and said no; a 401 only means the session is gone. */
const isRefusal = (error: unknown) =>
  error instanceof HTTPError && error.status >= 400 && error.status < 500 && error.status !== 401;

let migrating: Promise<Favorites | null> | null = null;

/** One move at a time, however many readers ask at once. */
function migrateLocalOnce(): Promise<Favorites | null> {
  migrating ??= migrateLocal().finally(() => {
    migrating = null;
  });
  return migrating;
}

/**
 * A signed-in player's favourites. Reading them first moves in whatever this browser kept while
 * the visitor was anonymous: sign-in drops the player's queries, so the first reader after it,
 * whichever screen that is, makes the move.
 */
export const favoritesQuery = queryOptions({
  queryKey: FAVORITES_KEY,
  queryFn: async ({ signal }) => (await migrateLocalOnce()) ?? readFavorites(signal),
  staleTime: 60_000,
  // Stars only look the list up (useStarred) and hold no observer: unwatched, it must not be
  // collected from under them. Signing in or out drops it with the player's other data.
  gcTime: Number.POSITIVE_INFINITY,
});
