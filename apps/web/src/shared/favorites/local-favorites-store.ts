import { FAVORITE_CHAMPS_MAX, FAVORITE_GAMES_MAX } from '@arenabet/contracts/favorites';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type FavoriteKind, storedIds, withFavorite } from './favorite-ids.ts';

/*
 * An anonymous visitor's favourites, in this browser (the spec keeps favourites under a
 * local-storage key). At sign-in they move to the account and this store is emptied.
 */

export const FAVORITES_MAX: Record<FavoriteKind, number> = {
  games: FAVORITE_GAMES_MAX,
  champs: FAVORITE_CHAMPS_MAX,
};

interface LocalFavorites {
  /** Newest first. */
  games: number[];
  champs: number[];
}

interface LocalFavoritesState extends LocalFavorites {
  setStarred(kind: FavoriteKind, id: number, starred: boolean): void;
  /** After the move to the account. */
  clear(): void;
}

/** The stored value carries its shape's version; a later shape migrates it (see `migrate`). */
export const FAVORITES_STORAGE_KEY = 'arenabet.favorites';
const STORAGE_VERSION = 1;

/** Whatever is stored (edited by hand, written by an older app) reads back as valid ids only. */
const readStored = (stored: unknown): LocalFavorites => ({
  games: storedIds(stored, 'games', FAVORITES_MAX.games),
  champs: storedIds(stored, 'champs', FAVORITES_MAX.champs),
});

export const useLocalFavorites = create<LocalFavoritesState>()(
  persist(
    (set) => ({
      games: [],
      champs: [],
      setStarred: (kind, id, starred) =>
        set((state) => ({
          ...state,
          [kind]: withFavorite(state[kind], id, starred, FAVORITES_MAX[kind]),
        })),
      clear: () => set({ games: [], champs: [] }),
    }),
    {
      name: FAVORITES_STORAGE_KEY,
      version: STORAGE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ games, champs }) => ({ games, champs }),
      migrate: readStored,
      merge: (stored, current) => ({ ...current, ...readStored(stored) }),
    },
  ),
);

/** Another tab of the site starred something: this one shows it too. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === FAVORITES_STORAGE_KEY) void useLocalFavorites.persist.rehydrate();
  });
}
