import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.ts';
import { type ContinuousSchedule, FEWEST_PLAYERS_A_PITCH } from './continuous.ts';
import { fixturesBetween } from './schedule.ts';
import { buildChamps } from './world.ts';

/*
 * Short formats around the clock, at random instants between 2025 and 2040: a game on every
 * pitch at every step, and every player resting at least one game of the pitch between two of
 * their own, across the turn of the pitch's round robin too.
 */

const champs = buildChamps(20_261_122, CATALOG, false, 0).filter(
  (c) => c.spec.schedule.kind === 'continuous',
);
const instants = fc.integer({
  min: Date.UTC(2025, 0, 1) / 1000,
  max: Date.UTC(2040, 11, 31) / 1000,
});

describe.each(champs.map((c) => [c.spec.key, c] as const))('the %s', (_, champ) => {
  const schedule = champ.spec.schedule as ContinuousSchedule;
  const cadence = schedule.cadence * 60;

  it('gives every pitch enough players to rest them all', () => {
    expect(Math.floor(champ.teams.length / schedule.parallel)).toBeGreaterThanOrEqual(
      FEWEST_PLAYERS_A_PITCH,
    );
  });

  it('starts a game on every pitch each step and rests every player between games', () => {
    fc.assert(
      fc.property(instants, (from) => {
        // Long enough to pass the turn of every pitch's round robin.
        const games = fixturesBetween(champ, from, from + 12 * 3600);
        expect(games.length).toBeGreaterThanOrEqual(
          Math.floor((12 * 3600) / cadence) * schedule.parallel - schedule.parallel,
        );
        const last = new Map<number, number>();
        for (const game of games) {
          for (const player of [game.home.team.id, game.away?.team.id ?? 0]) {
            const before = last.get(player);
            if (before !== undefined)
              expect(game.startsAt - before, champ.spec.key).toBeGreaterThanOrEqual(2 * cadence);
            last.set(player, game.startsAt);
          }
        }
      }),
      { numRuns: 3 },
    );
  });
});
