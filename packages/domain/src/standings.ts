/*
 * A league table from played results: the one rule the statistics pages show and the simulated
 * competitions qualify by, so the team a table puts eighth is the one that goes through as
 * eighth. Points are 3 for a win and 1 for a draw in every sport (sports without draws then rank
 * by wins); ties go to goal difference, goals scored, wins.
 */

export const POINTS_FOR_WIN = 3;
export const POINTS_FOR_DRAW = 1;

export interface PlayedScore {
  homeTeamId: number;
  awayTeamId: number;
  home: number;
  away: number;
}

export interface StandingRecord {
  teamId: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
}

export function standingPoints(record: StandingRecord): number {
  return POINTS_FOR_WIN * record.won + POINTS_FOR_DRAW * record.drawn;
}

/** Better standing first; 0 when the rule cannot tell two teams apart. */
export function compareStandings(a: StandingRecord, b: StandingRecord): number {
  return (
    standingPoints(b) - standingPoints(a) ||
    b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
    b.goalsFor - a.goalsFor ||
    b.won - a.won
  );
}

function emptyStanding(teamId: number): StandingRecord {
  return { teamId, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 };
}

function count(record: StandingRecord, scored: number, conceded: number): void {
  record.played += 1;
  record.goalsFor += scored;
  record.goalsAgainst += conceded;
  if (scored > conceded) record.won += 1;
  else if (scored === conceded) record.drawn += 1;
  else record.lost += 1;
}

/**
 * The table of `teamIds` after `results`, best first; teams the rule cannot separate keep the
 * order of `teamIds`.
 */
export function standingsOf(
  teamIds: readonly number[],
  results: readonly PlayedScore[],
): StandingRecord[] {
  const records = new Map(teamIds.map((id) => [id, emptyStanding(id)]));
  for (const result of results) {
    const home = records.get(result.homeTeamId);
    const away = records.get(result.awayTeamId);
    if (home) count(home, result.home, result.away);
    if (away) count(away, result.away, result.home);
  }
  return [...records.values()].sort(compareStandings);
}
