import type { FeedSportShort } from '@arenabet/contracts';

export interface SportCount {
  id: number;
  name: string;
  line: number;
  live: number;
}

/** Sports by how much the feeds offer on them, live and pre-match together, most first. */
export function rankSports(
  line: readonly FeedSportShort[],
  live: readonly FeedSportShort[],
): SportCount[] {
  const counts = new Map<number, SportCount>();
  for (const sport of line) {
    counts.set(sport.id, { id: sport.id, name: sport.name, line: sport.gameCount, live: 0 });
  }
  for (const sport of live) {
    const liveCount = sport.liveCount ?? sport.gameCount;
    const known = counts.get(sport.id);
    if (known) known.live = liveCount;
    else counts.set(sport.id, { id: sport.id, name: sport.name, line: 0, live: liveCount });
  }
  return [...counts.values()]
    .filter((sport) => sport.line + sport.live > 0)
    .sort((a, b) => b.line + b.live - (a.line + a.live) || a.id - b.id);
}
