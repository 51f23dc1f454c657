import type { Favorites } from '@arenabet/contracts/favorites';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { applyFavorite, type FavoriteKind } from './favorite-ids.ts';
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

const MUTATION_KEY = [...FAVORITES_KEY, 'toggle'] as const;

/**
 * Stars and unstars one kind: at once on screen, then on the server for a player (the change is
 * undone if the server refuses), or in the browser for an anonymous visitor.
 */
export function useFavoriteToggle(kind: FavoriteKind) {
  const player = useSessionPlayer();
  const queryClient = useQueryClient();
  const setLocal = useLocalFavorites((state) => state.setStarred);
  const change = (id: number, starred: boolean) =>
    queryClient.setQueryData<Favorites>(
      FAVORITES_KEY,
      (favorites) => favorites && applyFavorite(favorites, kind, id, starred, FAVORITES_MAX[kind]),
    );
  const mutation = useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: ({ id, starred }: { id: number; starred: boolean }) =>
      sendFavorite(kind, id, starred),
    onMutate: async ({ id, starred }) => {
      await queryClient.cancelQueries({ queryKey: FAVORITES_KEY });
      change(id, starred);
    },
    // Undoing just this change keeps other stars toggled meanwhile as they are.
    onError: (_error, { id, starred }) => change(id, !starred),
    onSuccess: (favorites) => {
      // An older answer must not undo a newer toggle still on its way.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1) {
        queryClient.setQueryData(FAVORITES_KEY, favorites);
      }
    },
  });

  const toggle = (id: number, starred: boolean) => {
    mutation.reset();
    // A list not yet moved to the account (the move failed) must not keep an unstarred id.
    if (!starred || !isPlayer(player)) setLocal(kind, id, starred);
    if (isPlayer(player)) mutation.mutate({ id, starred });
  };
  return { toggle, error: mutation.error, ready: player !== undefined };
}
