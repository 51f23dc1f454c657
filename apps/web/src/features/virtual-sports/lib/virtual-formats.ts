import type { FeedGame } from '@arenabet/contracts';
import { VIRTUAL_SPORT_IDS } from '@arenabet/reference/sports';

/** One virtual format (a sport played around the clock) with its games in play and to come. */
export interface VirtualFormat {
  sportId: number;
  live: number;
  upcoming: number;
}

function countBySport(games: readonly FeedGame[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const game of games) counts.set(game.sportId, (counts.get(game.sportId) ?? 0) + 1);
  return counts;
}

/** The formats that have games, in the reference's order, each with its counts. */
export function virtualFormats(
  live: readonly FeedGame[],
  upcoming: readonly FeedGame[],
): VirtualFormat[] {
  const [inPlay, toCome] = [countBySport(live), countBySport(upcoming)];
  return VIRTUAL_SPORT_IDS.map((sportId) => ({
    sportId,
    live: inPlay.get(sportId) ?? 0,
    upcoming: toCome.get(sportId) ?? 0,
  })).filter((format) => format.live + format.upcoming > 0);
}

/** The chosen format's games, or all of them; a sport that is not virtual chooses nothing. */
export function gamesOfFormat(
  games: readonly FeedGame[],
  sportId: number | undefined,
): readonly FeedGame[] {
  return sportId === undefined ? games : games.filter((game) => game.sportId === sportId);
}

/** The `?sport=` of the page's address, when it names a virtual sport. */
export function formatFromSearch(value: string | null): number | undefined {
  const id = Number(value);
  return value !== null && VIRTUAL_SPORT_IDS.includes(id) ? id : undefined;
}
