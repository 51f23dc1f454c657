import type { FeedGame } from '@arenabet/contracts';

/**
 * Games of the live and the line answers as one list: in play first, then by start. A game
 * that just started may still sit in the line's cached answer; the live copy wins.
 */
export function mergeFeeds(live: readonly FeedGame[], line: readonly FeedGame[]): FeedGame[] {
  const liveIds = new Set(live.map((game) => game.id));
  const upcoming = line.filter((game) => !liveIds.has(game.id));
  const byStart = (a: FeedGame, b: FeedGame) => a.startsAt - b.startsAt || a.id - b.id;
  return [...[...live].sort(byStart), ...[...upcoming].sort(byStart)];
}

/** Favourite champs the answer has no games of: they are listed apart, by id. */
export function champsWithoutGames(champIds: readonly number[], games: readonly FeedGame[]) {
  const shown = new Set(games.map((game) => game.champId));
  return champIds.filter((id) => !shown.has(id));
}

/**
 * The ids to ask the feed for. While ids are only removed (unstarred on this very page) the
 * last request stands and the list is filtered instead: the answer stays on screen rather than
 * a new request blanking it at every press.
 */
export function requestedIds(previous: readonly number[], current: readonly number[]) {
  const asked = new Set(previous);
  return current.every((id) => asked.has(id)) ? previous : current;
}

/** At most `perChamp` games of each champ, in the list's order; says whether any were left out. */
export function firstOfEachChamp(games: readonly FeedGame[], perChamp: number) {
  const seen = new Map<number, number>();
  const kept = games.filter((game) => {
    const count = (seen.get(game.champId) ?? 0) + 1;
    seen.set(game.champId, count);
    return count <= perChamp;
  });
  return { games: kept, cut: kept.length < games.length };
}
