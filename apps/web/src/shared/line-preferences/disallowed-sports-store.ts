import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useShallow } from 'zustand/react/shallow';
import { storedIds } from '../favorites/favorite-ids.ts';

/*
 * The sports a player chose not to see, separately for the pre-match line and for live (the
 * spec's lineDisallowSport and liveDisallowSport). Kept in this browser, like the coefficient
 * format, rather than on the server: the spec knows them only as request parameters and shows no
 * call that stores them, and the choice is about what this screen shows, as the theme is. The
 * feed hooks hide these sports from every answer (shared/feed/use-feed-scope.ts), so the answers
 * stay one cache entry for everyone.
 */

export type DisallowKind = 'line' | 'live';

export interface DisallowedSports {
  line: readonly number[];
  live: readonly number[];
}

interface DisallowedSportsState extends DisallowedSports {
  setHidden(kind: DisallowKind, sportId: number, hidden: boolean): void;
  clear(): void;
}

/** Storage key; the version inside the stored value is the store's shape. */
export const DISALLOWED_SPORTS_STORAGE_KEY = 'arenabet.disallowed-sports';

const EMPTY: DisallowedSports = { line: [], live: [] };

/** More than there are sports: a stored list longer than this was not written by the app. */
const MAX_SPORTS = 1000;

/** A stored value edited by hand or written by an older app reads back as sport ids only. */
const readStored = (stored: unknown): DisallowedSports => ({
  line: storedIds(stored, 'line', MAX_SPORTS),
  live: storedIds(stored, 'live', MAX_SPORTS),
});

const withOrWithout = (ids: readonly number[], id: number, present: boolean) =>
  present ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((each) => each !== id);

export const useDisallowedSportsStore = create<DisallowedSportsState>()(
  persist(
    (set) => ({
      ...EMPTY,
      setHidden: (kind, sportId, hidden) =>
        set((state) => ({ ...state, [kind]: withOrWithout(state[kind], sportId, hidden) })),
      clear: () => set(EMPTY),
    }),
    {
      name: DISALLOWED_SPORTS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ line, live }) => ({ line, live }),
      merge: (stored, current) => ({ ...current, ...readStored(stored) }),
    },
  ),
);

/** The sports hidden from the line and from live, for the feed hooks and menus. */
export function useDisallowedSports(): DisallowedSports {
  return useDisallowedSportsStore(useShallow(({ line, live }) => ({ line, live })));
}
