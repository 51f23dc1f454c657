import { standingsOf } from '@arenabet/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.ts';
import { DAY_SECONDS, dayOf } from './civil-time.ts';
import type { Fixture } from './competition.ts';
import { playedResult } from './game-context.ts';
import { fixturesBetween } from './schedule.ts';
import { buildChamps } from './world.ts';

/*
 * The European cups for seasons of random years: a 36-club league phase of eight matchdays
 * with eight different opponents each; the table's top eight and the winners of 9th-24th's
 * two-legged play-offs in the round of 16; ties over two legs with the first leg's goals
 * carried into the second; one final; and no club of any league playing twice within 48 hours.
 */

const SEED = 20_261_122;
const champs = buildChamps(SEED, CATALOG, false, 0);
const cups = champs.filter((c) => c.spec.schedule.kind === 'cup');
const football = champs.filter(
  (c) => c.spec.sportId === 1 && c.spec.schedule.kind !== 'continuous',
);
const years = fc.integer({ min: 2025, max: 2040 });

const seasonSpan = (year: number) =>
  [dayOf(year, 7, 1) * DAY_SECONDS, dayOf(year + 1, 7, 1) * DAY_SECONDS] as const;
const teamsOf = (f: Fixture) => [f.home.team.id, f.away?.team.id ?? 0];
const winnerOf = (f: Fixture) => teamsOf(f)[playedResult(SEED, f).winner === 2 ? 1 : 0];

function tableOf(leaguePhase: Fixture[]) {
  return standingsOf(
    [...new Set(leaguePhase.flatMap(teamsOf))],
    leaguePhase.map((f) => {
      const { score } = playedResult(SEED, f);
      return { homeTeamId: f.home.team.id, awayTeamId: f.away?.team.id ?? 0, ...score };
    }),
  );
}

function checkLeaguePhase(leaguePhase: Fixture[]): void {
  expect(leaguePhase).toHaveLength(144);
  const opponents = new Map<number, Set<number>>();
  for (const [home, away] of leaguePhase.map(teamsOf)) {
    opponents.set(home as number, (opponents.get(home as number) ?? new Set()).add(away as number));
    opponents.set(away as number, (opponents.get(away as number) ?? new Set()).add(home as number));
  }
  expect(opponents.size).toBe(36);
  for (const met of opponents.values()) expect(met.size).toBe(8);
}

function checkKnockouts(leaguePhase: Fixture[], knockouts: Fixture[]): void {
  const table = tableOf(leaguePhase).map((row) => row.teamId);
  const playOffClubs = new Set(table.slice(8, 24));
  const byTie = new Map<string, Fixture[]>();
  for (const f of knockouts) {
    const key = [...teamsOf(f)].sort().join('-');
    byTie.set(key, [...(byTie.get(key) ?? []), f]);
  }
  // Ties in the order their first legs are played: 8 play-offs, 8 last-16 ties, 4, 2 and the final.
  const ties = [...byTie.values()];
  expect(ties.map((legs) => legs.length)).toEqual([...Array(22).fill(2), 1]);
  const playOffs = ties.slice(0, 8);
  expect(new Set(playOffs.flatMap((legs) => teamsOf(legs[0] as Fixture)))).toEqual(playOffClubs);
  const roundOf16 = new Set([
    ...table.slice(0, 8),
    ...playOffs.map((legs) => winnerOf(legs.at(-1) as Fixture)),
  ]);
  expect(new Set(ties.slice(8, 16).flatMap((legs) => teamsOf(legs[0] as Fixture)))).toEqual(
    roundOf16,
  );
  for (const legs of ties.filter((l) => l.length === 2)) {
    const [first, second] = legs as [Fixture, Fixture];
    const score = playedResult(SEED, first).score;
    expect(second.home.team.id).toBe(first.away?.team.id);
    expect(second.format).toEqual({ mustWin: true, carry: { home: score.away, away: score.home } });
    const firstKnown = first.startsAt + playedResult(SEED, first).duration;
    expect(second.publishAfter).toBeGreaterThan(firstKnown);
  }
  const final = knockouts.at(-1) as Fixture;
  expect(final.format).toEqual({ mustWin: true });
}

describe.each(cups.map((c) => [c.spec.key, c] as const))('the %s', (_, cup) => {
  it('plays a league phase, then two-legged knockouts of its best clubs, then a final', () => {
    fc.assert(
      fc.property(years, (year) => {
        const games = fixturesBetween(cup, ...seasonSpan(year)).filter(
          (f) => f.seasonYear === year,
        );
        const leaguePhase = games.filter((f) => f.round !== undefined);
        checkLeaguePhase(leaguePhase);
        checkKnockouts(
          leaguePhase,
          games.filter((f) => f.round === undefined),
        );
      }),
      { numRuns: 2 },
    );
  });
});

describe('European weeks', () => {
  it('leave every club two days between its league and cup games', () => {
    fc.assert(
      fc.property(years, (year) => {
        const games = football
          .flatMap((champ) => fixturesBetween(champ, ...seasonSpan(year)))
          .sort((a, b) => a.startsAt - b.startsAt);
        const last = new Map<number, number>();
        for (const game of games) {
          for (const team of teamsOf(game)) {
            const before = last.get(team);
            if (before !== undefined)
              expect(game.startsAt - before).toBeGreaterThanOrEqual(48 * 3600);
            last.set(team, game.startsAt);
          }
        }
      }),
      { numRuns: 1 },
    );
  });
});
