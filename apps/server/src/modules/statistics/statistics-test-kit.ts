import { GAME_STATUS } from '@arenabet/reference/games';
import type { SourceGame, SourceGameEvent } from '../feed/source.ts';

/** A game of the history as the feed keeps it, for the pure computations' tests. */
export function finishedGame(
  id: number,
  homeTeamId: number,
  awayTeamId: number,
  score: [number, number],
  extra: { startsAt?: number; status?: SourceGame['status']; events?: SourceGameEvent[] } = {},
): SourceGame {
  return {
    id,
    sportId: 1,
    champId: 10,
    homeTeamId,
    awayTeamId,
    startsAt: extra.startsAt ?? 1_700_000_000 + id * 86_400,
    priority: 0,
    status: extra.status ?? GAME_STATUS.SETTLED,
    isLive: false,
    outcomes: [],
    subGames: [],
    live: { score: { home: score[0], away: score[1] }, periodScores: [], info: [] },
    events: extra.events ?? [],
    oddsHistory: [],
  };
}
