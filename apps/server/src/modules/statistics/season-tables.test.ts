import type { StatisticsTeam } from '@arenabet/contracts';
import { STATISTICS_TABLE_TYPE, standingsOf } from '@arenabet/domain';
import { TEST_INSTANT } from '@arenabet/domain/testing/test-instant';
import { GAME_STATUS } from '@arenabet/reference/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceGame, SourceWorld } from '../feed/source.ts';
import { CATALOG } from '../feed-simulator/catalog.ts';
import type { Fixture } from '../feed-simulator/competition.ts';
import { playedResult } from '../feed-simulator/game-context.ts';
import type { LeagueSchedule } from '../feed-simulator/league.ts';
import { fixturesBetween } from '../feed-simulator/schedule.ts';
import { FeedSimulator } from '../feed-simulator/simulator.ts';
import { buildChamps, type ChampEntry } from '../feed-simulator/world.ts';
import { playedGames } from './played-games.ts';
import { stageRows } from './stage-table.ts';

/*
 * The full simulated world over 60 days from the suite's instant, league by league: rounds in
 * which every team plays once, the league's shortest rest between any two games of a team, and
 * at the end of the 60 days a stage table, built from what the feed holds as the way the
 * statistics pages build it, equal to the standings of every result of the season so far.
 */

const SEED = 20_261_122;
const DAY = 86_400;
const FROM = Math.floor(TEST_INSTANT.getTime() / 1000);
const TO = FROM + 60 * DAY;
const champs = buildChamps(SEED, CATALOG, false, FROM);
const leagues = champs.filter((c) => c.spec.schedule.kind === 'league');

const teamsOf = (f: Fixture) => [f.home.team.id, f.away?.team.id ?? 0];

describe('the full world over 60 days', () => {
  let world: SourceWorld;
  beforeAll(() => {
    world = new FeedSimulator({ seed: SEED, speed: 1, size: 'full' }).load(new Date(TO * 1000));
  });
  // A worker keeps every test file's closures to the end of the run: let the world go.
  afterAll(() => {
    world = { champs: [], teams: [], games: [] };
  });

  it.each(leagues.map((c) => [c.spec.key, c] as const))(
    '%s: plays whole rounds, every team once, with its rest between games',
    (_, champ) => {
      const games = fixturesBetween(champ, FROM, TO);
      const rounds = new Map<string, Fixture[]>();
      for (const game of games.filter((g) => g.round !== undefined)) {
        const key = `${game.seasonYear}:${game.round}`;
        rounds.set(key, [...(rounds.get(key) ?? []), game]);
      }
      for (const [round, played] of rounds) {
        const teams = played.flatMap(teamsOf);
        expect(new Set(teams).size, `${champ.spec.key} round ${round}`).toBe(teams.length);
      }
      const rest = (champ.spec.schedule as LeagueSchedule).minRestHours * 3600;
      const last = new Map<number, number>();
      for (const game of games) {
        for (const team of teamsOf(game)) {
          const before = last.get(team);
          if (before !== undefined) expect(game.startsAt - before).toBeGreaterThanOrEqual(rest);
          last.set(team, game.startsAt);
        }
      }
    },
  );

  it.each(leagues.map((c) => [c.spec.key, c] as const))(
    "%s: its stage table is the standings of the season's results",
    (_, champ) => {
      const seasonId = world.champs.find((c) => c.id === champ.champ.id)?.seasonId;
      const held = world.games.filter(
        (g) =>
          g.champId === champ.champ.id &&
          g.seasonId === seasonId &&
          g.status === GAME_STATUS.SETTLED,
      );
      const table = stageRows(playedGames(held), STATISTICS_TABLE_TYPE.total, teamRef(world));
      const shown = new Map(
        table.map((row) => [
          row.team.id,
          [row.played, row.won, row.drawn, row.lost, row.goalsFor, row.goalsAgainst],
        ]),
      );
      expect(shown).toEqual(seasonStandings(champ, held));
      table.slice(1).forEach((row, i) => {
        expect(row.points).toBeLessThanOrEqual(table[i]?.points ?? 0);
      });
    },
  );
});

/** The standings of every game of the season that ended with a result before the 60 days were up. */
function seasonStandings(champ: ChampEntry, held: readonly SourceGame[]) {
  const seasonStart = champ.competition.historyFrom(TO);
  const ended = fixturesBetween(champ, seasonStart, TO).filter((f) => {
    // Settled a little after its end: a minute is plenty.
    const settledBy = f.startsAt + playedResult(SEED, f).duration + 60;
    return settledBy < TO && f.seasonYear === champ.competition.seasonYearAt(TO);
  });
  // Every game the calendar has ended is in the feed's history as settled.
  const heldIds = new Set(held.map((g) => g.id));
  const settled = ended.filter((f) => heldIds.has(f.id));
  expect(settled).toHaveLength(ended.length);
  const results = settled.map((f) => {
    const { score } = playedResult(SEED, f);
    return { homeTeamId: f.home.team.id, awayTeamId: f.away?.team.id ?? 0, ...score };
  });
  const teams = [...new Set(results.flatMap((r) => [r.homeTeamId, r.awayTeamId]))];
  return new Map(
    standingsOf(teams, results).map((row) => [
      row.teamId,
      [row.played, row.won, row.drawn, row.lost, row.goalsFor, row.goalsAgainst],
    ]),
  );
}

function teamRef(world: SourceWorld): (teamId: number) => StatisticsTeam {
  const names = new Map(world.teams.map((t) => [t.id, t.name.en]));
  return (teamId) => ({ id: teamId, name: names.get(teamId) ?? '' }) as StatisticsTeam;
}
