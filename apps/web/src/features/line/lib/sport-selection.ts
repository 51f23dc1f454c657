/*
 * The sport filter's choice lives in the address (`?sports=1,4`), so a filtered line can be
 * bookmarked and shared. Ids are kept unique and sorted, as the feed's id lists are.
 */
export function parseSportSelection(value: string | null): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9][0-9]{0,11}$/.test(part))
    .map(Number);
  return [...new Set(ids)].sort((a, b) => a - b);
}

export function toggleSport(selection: readonly number[], sportId: number): number[] {
  const next = selection.includes(sportId)
    ? selection.filter((id) => id !== sportId)
    : [...selection, sportId];
  return next.sort((a, b) => a - b);
}
