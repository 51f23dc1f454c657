/*
 * The games on the multi-live page: in the address (`?games=12,34`), so a set of games can be
 * shared and bookmarked, and in the browser's preferences (pinnedGames), so the page opens
 * with the same games next time.
 */

/** Four games fit side by side on a desktop and still read on a phone one under another. */
export const MAX_PINNED_GAMES = 4;

/** Game ids from the address: positive whole numbers, each once, at most four. */
export function parsePinnedGames(text: string | null): number[] {
  if (!text) return [];
  const ids = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_PINNED_GAMES);
}

export function formatPinnedGames(ids: readonly number[]): string {
  return ids.join(',');
}

/** The games after adding one: at the end, unless it is there or the page is full. */
export function withGame(ids: readonly number[], id: number): number[] {
  if (ids.includes(id) || ids.length >= MAX_PINNED_GAMES) return [...ids];
  return [...ids, id];
}

export function withoutGame(ids: readonly number[], id: number): number[] {
  return ids.filter((pinned) => pinned !== id);
}
