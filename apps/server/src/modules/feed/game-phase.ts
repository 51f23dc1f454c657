import { GAME_STATUS } from '@arenabet/reference/games';
import type { FeedGamePhase } from './schema.ts';
import type { SourceGame } from './source.ts';

/**
 * Where a game belongs: in play, before its start, or over. A game that ended but waits for its
 * result (status 3, no longer live) is over for the feeds: it leaves the live feed at the end.
 */
export function phaseOf(game: Pick<SourceGame, 'isLive' | 'status' | 'live'>): FeedGamePhase {
  if (game.isLive) return 'live';
  if (hasResult(game)) return 'finished';
  return game.live ? 'finished' : 'line';
}

/** The game's result is in: settled, or cancelled (every bet on it void). */
export function hasResult(game: Pick<SourceGame, 'status'>): boolean {
  return game.status === GAME_STATUS.SETTLED || game.status === GAME_STATUS.CANCELED;
}

/** The feeds serve line and live games; finished ones live only in the database's history. */
export type FeedPhase = Exclude<FeedGamePhase, 'finished'>;

export function isFeedPhase(phase: FeedGamePhase): phase is FeedPhase {
  return phase !== 'finished';
}

/** A game the source withdrew without a result: cancelled, so bets on it are refunded. */
export function withdrawnGame(game: SourceGame): SourceGame {
  return { ...game, isLive: false, status: GAME_STATUS.CANCELED };
}
