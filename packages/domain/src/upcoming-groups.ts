/*
 * Upcoming events are grouped 0-2 h, 2-4 h and over 4 h (spec 001 section 4). Each group holds
 * its lower bound: a game exactly 2 h away is in '2-4h'.
 */

const HOUR_MS = 3_600_000;

export const UPCOMING_GROUPS = ['0-2h', '2-4h', 'over4h'] as const;
export type UpcomingGroup = (typeof UPCOMING_GROUPS)[number];

/** Null when the game has started (or starts right now): it is live, not upcoming. */
export function upcomingGroup(startsAt: Date | number, now: Date | number): UpcomingGroup | null {
  const untilStart = Number(startsAt) - Number(now);
  if (!(untilStart > 0)) return null;
  if (untilStart < 2 * HOUR_MS) return '0-2h';
  return untilStart < 4 * HOUR_MS ? '2-4h' : 'over4h';
}

/** Keeps the input order inside each group; started games are left out. */
export function groupUpcoming<T>(
  items: readonly T[],
  startOf: (item: T) => Date | number,
  now: Date | number,
): Record<UpcomingGroup, T[]> {
  const groups: Record<UpcomingGroup, T[]> = { '0-2h': [], '2-4h': [], over4h: [] };
  for (const item of items) {
    const group = upcomingGroup(startOf(item), now);
    if (group) groups[group].push(item);
  }
  return groups;
}
