import type { FeedGame } from '@arenabet/contracts';

/** Cricket in the reference sports table (spec: the cricket group shows this sport only). */
export const CRICKET_SPORT_ID = 31;

export function isCricket(game: Pick<FeedGame, 'sportId'>): boolean {
  return game.sportId === CRICKET_SPORT_ID;
}

/** An id from the address; anything else is no id at all. */
export function routeIdOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * A cricket score line: the innings of each side as the feed sends them per period, "145 · 160"
 * style, or the full score when the feed has no innings yet.
 */
export function inningsText(game: FeedGame, side: 'home' | 'away'): string {
  const live = game.live;
  if (!live) return '';
  const innings = live.periodScores.map((period) => period.score[side]);
  return innings.length > 1 ? innings.join(' · ') : String(live.score[side]);
}
