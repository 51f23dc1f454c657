import type { Favorites } from '@arenabet/contracts/favorites';
import { INT4_MAX } from '@arenabet/contracts/primitives';

/** Games or champs: a player stars both, and both are kept and toggled the same way. */
export type FavoriteKind = 'games' | 'champs';

/** The field of `Favorites` each kind lives in. */
export const FAVORITE_FIELD = { games: 'gameIds', champs: 'champIds' } as const satisfies Record<
  FavoriteKind,
  keyof Favorites
>;

/**
 * The list with the id starred or unstarred: a new one goes first (newest first, as the server
 * answers), and past `max` the oldest go, since the oldest are the likeliest to be over.
 */
export function withFavorite(
  ids: readonly number[],
  id: number,
  starred: boolean,
  max: number,
): number[] {
  const rest = ids.filter((each) => each !== id);
  return starred ? [id, ...rest].slice(0, max) : rest;
}

/** The favourites with one change applied, for the optimistic update of a toggle. */
export function applyFavorite(
  favorites: Favorites,
  kind: FavoriteKind,
  id: number,
  starred: boolean,
  max: number,
): Favorites {
  const field = FAVORITE_FIELD[kind];
  return { ...favorites, [field]: withFavorite(favorites[field], id, starred, max) };
}

/** Ids a stored list may hold: what the server would accept, anything else is dropped. */
export function sanitizeIds(value: unknown, max: number): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isInteger(id) && id > 0 && id <= INT4_MAX);
  return [...new Set(ids)].slice(0, max);
}

/** One list of ids of a value read back from storage, whatever was stored there. */
export function storedIds(stored: unknown, field: string, max: number): number[] {
  if (typeof stored !== 'object' || stored === null) return [];
  return sanitizeIds((stored as Record<string, unknown>)[field], max);
}
