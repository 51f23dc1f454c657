import type { FormLetter, StageRow, StatisticsTeam } from '@arenabet/contracts';
import {
  compareStandings,
  STATISTICS_TABLE_TYPE,
  type StatisticsTableType,
  standingPoints,
} from '@arenabet/domain';
import { addGame, emptyRecord, newestFirst, type PlayedGame, resultOf } from './played-games.ts';

/*
 * A stage table (a champ's season) from its played games, ranked by the domain's standings rule
 * (the one the simulated competitions qualify by).
 */
/** How many last results the form column shows. */
export const FORM_LENGTH = 5;

/** Table type 2 counts only a team's home games, 3 only its away games. */
function counts(played: PlayedGame, teamId: number, tableType: StatisticsTableType): boolean {
  if (tableType === STATISTICS_TABLE_TYPE.home) return played.homeTeamId === teamId;
  if (tableType === STATISTICS_TABLE_TYPE.away) return played.awayTeamId === teamId;
  return played.homeTeamId === teamId || played.awayTeamId === teamId;
}

function rowOf(
  team: StatisticsTeam,
  games: readonly PlayedGame[],
  tableType: StatisticsTableType,
): StageRow {
  const record = emptyRecord();
  const form: FormLetter[] = [];
  for (const played of games) {
    if (!counts(played, team.id, tableType)) continue;
    addGame(record, played, team.id);
    if (form.length < FORM_LENGTH) form.push(resultOf(played, team.id));
  }
  return {
    position: 0,
    team,
    ...record,
    goalDifference: record.goalsFor - record.goalsAgainst,
    points: standingPoints({ teamId: team.id, ...record }),
    form,
  };
}

function byStanding(a: StageRow, b: StageRow): number {
  return (
    compareStandings({ teamId: a.team.id, ...a }, { teamId: b.team.id, ...b }) ||
    a.team.name.localeCompare(b.team.name, 'und') ||
    a.team.id - b.team.id
  );
}

/**
 * Every team that played in the stage has a row, even with nothing played in the chosen table
 * type, so the home and away tables list the same teams as the total one.
 */
export function stageRows(
  games: readonly PlayedGame[],
  tableType: StatisticsTableType,
  teamOf: (teamId: number) => StatisticsTeam,
): StageRow[] {
  const ordered = newestFirst(games);
  const teamIds = new Set(ordered.flatMap((played) => [played.homeTeamId, played.awayTeamId]));
  const rows = [...teamIds].map((teamId) => rowOf(teamOf(teamId), ordered, tableType));
  return rows.sort(byStanding).map((row, index) => ({ ...row, position: index + 1 }));
}
