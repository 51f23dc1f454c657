import { standingsOf } from '@arenabet/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.ts';
import { DAY_SECONDS, dayOf, localTime, minutesOf } from './civil-time.ts';
import type { Fixture } from './competition.ts';
import { playedResult } from './game-context.ts';
import type { LeagueSchedule } from './league.ts';
import { seasonBounds } from './league-calendar.ts';
import { fixturesBetween } from './schedule.ts';
import { buildChamps, type ChampEntry } from './world.ts';

/*
 * Every league of the catalog, for seasons of random years: rounds in which every team plays
 * once, kick-offs at the league's own local times inside its season, the league's shortest
 * rest between any two games of a team, and play-offs between the table's top teams in which
 * a series stops when it is won.
 */

const SEED = 20_261_122;
const champs = buildChamps(SEED, CATALOG, false, 0);
const leagues = champs.filter((c) => c.spec.schedule.kind === 'league');
const years = fc.integer({ min: 2025, max: 2040 });

function spec(champ: ChampEntry): LeagueSchedule {
  return champ.spec.schedule as LeagueSchedule;
}

function season(champ: ChampEntry, year: number): Fixture[] {
  return fixturesBetween(
    champ,
    dayOf(year, 1, 1) * DAY_SECONDS,
    dayOf(year + 2, 1, 1) * DAY_SECONDS,
  ).filter((f) => f.seasonYear === year);
}

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

const teamsOf = (f: Fixture) => [f.home.team.id, f.away?.team.id ?? 0];

function checkRounds(champ: ChampEntry, regular: Fixture[]): void {
  const n = champ.teams.length;
  const rounds = groupBy(regular, (f) => f.round ?? 0);
  expect(rounds.size, champ.spec.key).toBe(spec(champ).single ? n - 1 : 2 * (n - 1));
  for (const [round, games] of rounds) {
    const playing = games.flatMap(teamsOf);
    expect(new Set(playing).size, `${champ.spec.key} round ${round}`).toBe(n);
  }
  const meetings = new Set(regular.map((f) => teamsOf(f).join('-')));
  expect(meetings.size).toBe(regular.length);
}

function checkSeats(champ: ChampEntry, year: number, regular: Fixture[]): void {
  const league = spec(champ);
  const times = new Set(
    [...league.seats, ...(league.rhythm.kind === 'weekly' ? league.rhythm.midweekSeats : [])].map(
      (seat) => minutesOf(seat.time) % (24 * 60),
    ),
  );
  const { first, last } = seasonBounds(year, league.window);
  for (const fixture of regular) {
    const local = localTime(league.zone, fixture.startsAt);
    expect(times.has(local.minutes), `${champ.spec.key} at ${local.minutes}`).toBe(true);
    // A weekend round may open on the Thursday before the window's first Saturday.
    expect(local.day).toBeGreaterThanOrEqual(first - 2);
    expect(local.day).toBeLessThanOrEqual(last + 3);
  }
}

function checkRest(champ: ChampEntry, games: Fixture[]): void {
  const last = new Map<number, number>();
  const rest = spec(champ).minRestHours * 3600;
  for (const fixture of games) {
    for (const team of teamsOf(fixture)) {
      const before = last.get(team);
      if (before !== undefined)
        expect(fixture.startsAt - before, `${champ.spec.key} team ${team}`).toBeGreaterThanOrEqual(
          rest,
        );
      last.set(team, fixture.startsAt);
    }
  }
}

function checkPlayoffs(champ: ChampEntry, regular: Fixture[], playoffs: Fixture[]): void {
  const league = spec(champ);
  if (!league.playoffs) {
    expect(playoffs).toEqual([]);
    return;
  }
  const results = regular.map((f) => {
    const { score } = playedResult(SEED, f);
    return { homeTeamId: teamsOf(f)[0] as number, awayTeamId: teamsOf(f)[1] as number, ...score };
  });
  const table = standingsOf(
    champ.teams.map((t) => t.team.id),
    results,
  );
  const qualified = new Set(table.slice(0, league.playoffs.teams).map((r) => r.teamId));
  expect(new Set(playoffs.flatMap(teamsOf))).toEqual(qualified);
  const need = (league.playoffs.bestOf + 1) / 2;
  const series = groupBy(playoffs, (f) => teamsOf(f).sort().join('-'));
  for (const games of series.values()) {
    const wins = new Map<number, number>();
    games.forEach((game, g) => {
      expect(game.format?.mustWin).toBe(true);
      expect(Math.max(0, ...wins.values()), 'no game after the series is won').toBeLessThan(need);
      const winner = teamsOf(game)[playedResult(SEED, game).winner === 2 ? 1 : 0] as number;
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
      const before = games[g - 1];
      if (before) {
        // Offered only once the game before has its result.
        const known = before.startsAt + playedResult(SEED, before).duration;
        expect(game.publishAfter).toBeGreaterThan(known);
      }
    });
    expect(Math.max(...wins.values())).toBe(need);
  }
}

describe.each(leagues.map((c) => [c.spec.key, c] as const))('the %s', (_, champ) => {
  it('plays seasons in rounds, at its own times, with rest, and play-offs from its table', () => {
    fc.assert(
      fc.property(years, (year) => {
        const games = season(champ, year);
        if (spec(champ).window.years && games.length === 0) return;
        const regular = games.filter((f) => f.round !== undefined);
        checkRounds(champ, regular);
        checkSeats(champ, year, regular);
        checkRest(champ, games);
        checkPlayoffs(
          champ,
          regular,
          games.filter((f) => f.round === undefined),
        );
      }),
      { numRuns: 2 },
    );
  });
});
