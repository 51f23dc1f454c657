import type { Favorites } from '@arenabet/contracts/favorites';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { recheckSignIn } from '../api/query-client.ts';
import { useQueryDataOf } from '../api/use-query-data-of.ts';
import { applyFavorite, FAVORITE_FIELD, type FavoriteKind } from './favorite-ids.ts';
import { FAVORITES_KEY, favoritesQuery, sendFavorite } from './favorites-api.ts';
import { FAVORITES_MAX, useLocalFavorites } from './local-favorites-store.ts';
import { type SessionPlayer, useSessionPlayer } from './session-player.ts';

export interface FavoritesView {
  /** Newest first. */
  gameIds: readonly number[];
  champIds: readonly number[];
  /** Where they live: the browser for an anonymous visitor, the server for a player. */
  signedIn: boolean;
  /** True until the sign-in state, and for a player the server's list, are known. */
  pending: boolean;
  /** The server's list could not be read. */
  failed: boolean;
  refetch(): void;
}

export const isPlayer = (player: SessionPlayer): player is number => typeof player === 'number';

const union = (first: readonly number[], second: readonly number[]) =>
  second.length === 0 ? first : [...new Set([...first, ...second])];

/**
 * The visitor's favourite games and champs, wherever they are kept. A player who just signed in
 * sees what this browser kept at once, before the move to the account is done.
 */
export function useFavorites(): FavoritesView {
  const player = useSessionPlayer();
  const local = useLocalFavorites(useShallow(({ games, champs }) => ({ games, champs })));
  const server = useQuery({ ...favoritesQuery, enabled: isPlayer(player) });
  return useMemo(() => {
    if (!isPlayer(player)) {
      const pending = player === undefined;
      return {
        gameIds: local.games,
        champIds: local.champs,
        signedIn: false,
        pending,
        failed: false,
        refetch: () => undefined,
      };
    }
    return {
      gameIds: union(server.data?.gameIds ?? [], local.games),
      champIds: union(server.data?.champIds ?? [], local.champs),
      signedIn: true,
      pending: server.isPending,
      failed: server.isError,
      refetch: () => void server.refetch(),
    };
  }, [player, local, server.data, server.isPending, server.isError, server.refetch]);
}

/**
 * Whether one game or champ is starred: all a star on a list row needs. A list draws a star on
 * every row, and each watching the whole favourites query through an observer of its own held
 * a phone's main thread for a quarter of a second on the home page. A star looks the player's
 * list up in the cache and asks for it when it is missing or old: the first star of a page
 * sends the request, the others share it.
 */
export function useStarred(kind: FavoriteKind, id: number): boolean {
  const player = useSessionPlayer();
  const queryClient = useQueryClient();
  const local = useLocalFavorites((state) => state[kind].includes(id));
  const server = useQueryDataOf<Favorites>(FAVORITES_KEY);
  const signedIn = isPlayer(player);
  const missing = signedIn && server === undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a list dropped (or whose first read was cancelled) is asked for again.
  useEffect(() => {
    if (signedIn) void queryClient.prefetchQuery(favoritesQuery);
  }, [signedIn, missing, queryClient]);
  if (!signedIn) return local;
  return local || (server?.[FAVORITE_FIELD[kind]].includes(id) ?? false);
}

/** Toggles sent to the server and not yet answered, of every star. */
let togglesInFlight = 0;

/**
 * Stars and unstars one kind: at once on screen, then on the server for a player (the change is
 * undone if the server refuses), or in the browser for an anonymous visitor.
 */
export function useFavoriteToggle(kind: FavoriteKind) {
  const player = useSessionPlayer();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const toggle = (id: number, starred: boolean) => {
    setError(null);
    // A list not yet moved to the account (the move failed) must not keep an unstarred id.
    if (!starred || !isPlayer(player)) {
      useLocalFavorites.getState().setStarred(kind, id, starred);
    }
    if (isPlayer(player)) sendToggle(queryClient, kind, id, starred).catch(setError);
  };
  return { toggle, error, ready: player !== undefined };
}

async function sendToggle(
  queryClient: QueryClient,
  kind: FavoriteKind,
  id: number,
  starred: boolean,
): Promise<void> {
  const change = (on: boolean) =>
    queryClient.setQueryData<Favorites>(
      FAVORITES_KEY,
      (favorites) => favorites && applyFavorite(favorites, kind, id, on, FAVORITES_MAX[kind]),
    );
  togglesInFlight += 1;
  try {
    await queryClient.cancelQueries({ queryKey: FAVORITES_KEY });
    change(starred);
    const favorites = await sendFavorite(kind, id, starred);
    // An older answer must not undo a newer toggle still on its way.
    if (togglesInFlight === 1) queryClient.setQueryData(FAVORITES_KEY, favorites);
  } catch (error) {
    // Undoing just this change keeps other stars toggled meanwhile as they are.
    change(!starred);
    // A 401: the session ended elsewhere, and the header and guards must catch up.
    recheckSignIn(queryClient, error);
    throw error;
  } finally {
    togglesInFlight -= 1;
  }
}
