import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/*
 * The casino games a visitor starred, in this browser: a local preference for now, as the pinned
 * games are. The catalogue's GetGamesPreviewByGameIds is ready for an account's list once the
 * server keeps one.
 */

export const CASINO_FAVOURITES_KEY = 'arenabet.casino-favourites';

/** More than the catalogue will hold for a long time; a stored list edited by hand stops here. */
const FAVOURITES_MAX = 200;

interface FavouriteGamesState {
  /** Newest first. */
  games: number[];
  toggle(gameId: number): void;
}

/** Whatever is stored reads back as a list of distinct whole ids. */
export function storedGameIds(stored: unknown): number[] {
  const games =
    typeof stored === 'object' && stored !== null && 'games' in stored ? stored.games : [];
  if (!Array.isArray(games)) return [];
  const ids = games.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, FAVOURITES_MAX);
}

/** Starred on, the game leads the list; starred off, it leaves it. */
export function toggledGames(games: readonly number[], gameId: number): number[] {
  return games.includes(gameId)
    ? games.filter((id) => id !== gameId)
    : [gameId, ...games].slice(0, FAVOURITES_MAX);
}

export const useFavouriteGames = create<FavouriteGamesState>()(
  persist(
    (set) => ({
      games: [],
      toggle: (gameId) => set((state) => ({ games: toggledGames(state.games, gameId) })),
    }),
    {
      name: CASINO_FAVOURITES_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ games }) => ({ games }),
      merge: (stored, current) => ({ ...current, games: storedGameIds(stored) }),
    },
  ),
);
