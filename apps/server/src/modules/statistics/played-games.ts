import type { FormLetter, StatisticsRecord } from '@arenabet/contracts';
import { GAME_STATUS } from '@arenabet/reference/games';
import type { SourceGame } from '../feed/source.ts';

/*
 * The history as statistics count it: a game played to a result between two teams. Cancelled
 * games, races and outrights (no opponent) and games without a final score count for nothing.
 */

export interface PlayedGame {
  game: SourceGame;
  homeTeamId: number;
  awayTeamId: number;
  home: number;
  away: number;
}

export function playedGame(game: SourceGame): PlayedGame | undefined {
  if (game.status !== GAME_STATUS.SETTLED || game.awayTeamId === undefined || !game.live) {
    return undefined;
  }
  const { home, away } = game.live.score;
  return { game, homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, home, away };
}

export function playedGames(games: readonly SourceGame[]): PlayedGame[] {
  return games.flatMap((game) => playedGame(game) ?? []);
}

export function hasTeam(played: PlayedGame, teamId: number): boolean {
  return played.homeTeamId === teamId || played.awayTeamId === teamId;
}

/** Goals scored and conceded by one team of the game. */
export function goalsOf(played: PlayedGame, teamId: number): { for: number; against: number } {
  return played.homeTeamId === teamId
    ? { for: played.home, against: played.away }
    : { for: played.away, against: played.home };
}

export function resultLetter(goalsFor: number, goalsAgainst: number): FormLetter {
  if (goalsFor > goalsAgainst) return 'W';
  return goalsFor === goalsAgainst ? 'D' : 'L';
}

export function resultOf(played: PlayedGame, teamId: number): FormLetter {
  const goals = goalsOf(played, teamId);
  return resultLetter(goals.for, goals.against);
}

export function emptyRecord(): StatisticsRecord {
  return { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 };
}

export function addGame(record: StatisticsRecord, played: PlayedGame, teamId: number): void {
  const goals = goalsOf(played, teamId);
  const result = resultOf(played, teamId);
  record.played += 1;
  record.goalsFor += goals.for;
  record.goalsAgainst += goals.against;
  if (result === 'W') record.won += 1;
  else if (result === 'D') record.drawn += 1;
  else record.lost += 1;
}

/** One team's totals over games it played (others are skipped). */
export function recordOf(games: readonly PlayedGame[], teamId: number): StatisticsRecord {
  const record = emptyRecord();
  for (const played of games) if (hasTeam(played, teamId)) addGame(record, played, teamId);
  return record;
}

/** Most recent first: the feed's history order, made certain. */
export function newestFirst(games: readonly PlayedGame[]): PlayedGame[] {
  return [...games].sort((a, b) => b.game.startsAt - a.game.startsAt || b.game.id - a.game.id);
}
