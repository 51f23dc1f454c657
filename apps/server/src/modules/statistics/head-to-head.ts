import type { StatisticsRecord } from '@arenabet/contracts';
import { newestFirst, type PlayedGame, recordOf } from './played-games.ts';

/** Games between exactly these two teams, most recent first, and the first team's totals. */
export function headToHeadOf(
  games: readonly PlayedGame[],
  firstTeamId: number,
  secondTeamId: number,
): { games: PlayedGame[]; summary: StatisticsRecord } {
  const between = newestFirst(
    games.filter(
      (played) =>
        (played.homeTeamId === firstTeamId && played.awayTeamId === secondTeamId) ||
        (played.homeTeamId === secondTeamId && played.awayTeamId === firstTeamId),
    ),
  );
  return { games: between, summary: recordOf(between, firstTeamId) };
}
