import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.ts';
import { liveGamesAt } from './live-census.ts';
import { horizonSeconds } from './offer-window.ts';
import { BOOK_MARGIN } from './pricing.ts';
import { fixturesBetween } from './schedule.ts';
import { SimGame } from './sim-game.ts';
import { FeedSimulator } from './simulator.ts';
import { modelEntry } from './sport-models.ts';
import { buildChamps, type ChampEntry } from './world.ts';

/*
 * The simulated world at any instant between 2025 and 2040, in both sizes: every sport has
 * games on offer, something is in play at every hour, and every game keeps one id for decades.
 * fast-check draws the instants anew each run and prints the one that fails.
 */

const SEED = 20_261_122;
const ENV = { seed: SEED, speed: 1, margin: BOOK_MARGIN };
const HOUR = 3600;
const FROM = Date.UTC(2025, 0, 1) / 1000;
const TO = Date.UTC(2041, 0, 1) / 1000;
const instants = fc.integer({ min: FROM, max: TO });

const worlds = [
  { size: 'full' as const, champs: buildChamps(SEED, CATALOG, false, 0), runs: 6 },
  { size: 'small' as const, champs: buildChamps(SEED, CATALOG, true, 0), runs: 12 },
];

/**
 * Sports with a game published and not yet started at `at` (unix seconds), or whose next games
 * wait for a play-off round's results: a game whose sides are not known yet cannot be offered,
 * and in the small world a sport's one champ may be between two rounds (the KHL's regular
 * season ended, its play-offs' first games waiting for the last table; about one instant in 300).
 */
function sportsOnOffer(champs: readonly ChampEntry[], small: boolean, at: number): Set<number> {
  const sports = new Set<number>();
  for (const champ of champs) {
    if (sports.has(champ.spec.sportId)) continue;
    const horizon = horizonSeconds(champ, small);
    const entry = modelEntry(champ.spec.model);
    const offered = fixturesBetween(champ, at, at + horizon).some(
      (f) =>
        new SimGame(f, entry, ENV, horizon * 1000).phaseAt(at * 1000) === 'line' ||
        (f.publishAfter !== undefined && f.publishAfter > at),
    );
    if (offered) sports.add(champ.spec.sportId);
  }
  return sports;
}

describe.each(worlds)('the $size world', ({ size, champs, runs }) => {
  const sports = new Set(champs.map((c) => c.spec.sportId));

  it('offers games of every one of its sports at any instant, but between play-off rounds', () => {
    fc.assert(
      fc.property(instants, (at) => {
        const offered = sportsOnOffer(champs, size === 'small', at);
        const missing = [...sports].filter((sport) => !offered.has(sport));
        expect(
          missing,
          `sports with nothing on offer at ${new Date(at * 1000).toISOString()}`,
        ).toEqual([]);
      }),
      { numRuns: runs },
    );
  });

  it('has games in play at every hour of a day', () => {
    fc.assert(
      fc.property(instants, (start) => {
        for (let hour = 0; hour < 24; hour += 1) {
          const at = (start + hour * HOUR) * 1000;
          expect(liveGamesAt(ENV, champs, at), new Date(at).toISOString()).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2 },
    );
  });

  it('gives every game of a few days its own id', () => {
    fc.assert(
      fc.property(instants, (at) => {
        const games = champs.flatMap((c) => fixturesBetween(c, at, at + 3 * 24 * HOUR));
        expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
      }),
      { numRuns: 3 },
    );
  });
});

describe('game ids', () => {
  const champs = worlds[0]?.champs ?? [];
  const idsOfWeek = (year: number) =>
    new Set(
      champs.flatMap((c) =>
        fixturesBetween(c, Date.UTC(year, 5, 1) / 1000, Date.UTC(year, 5, 8) / 1000).map(
          (f) => f.id,
        ),
      ),
    );

  it('never come round again: weeks years apart, to 2050, share none', () => {
    // The busiest short formats (a game every few minutes) use up their ids in the 2050s.
    const weeks = [2025, 2029, 2030, 2031, 2040, 2050].map(idsOfWeek);
    const seen = new Set<number>();
    for (const week of weeks) {
      expect(week.size).toBeGreaterThan(0);
      for (const id of week) {
        expect(seen.has(id), `id ${id}`).toBe(false);
        seen.add(id);
      }
    }
  });

  it('stay the same whenever the world is loaded', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: 1, max: 48 }), (at, hours) => {
        const first = new FeedSimulator({ seed: SEED, speed: 1, size: 'small' }).load(
          new Date(at * 1000),
        );
        const later = new FeedSimulator({ seed: SEED, speed: 1, size: 'small' }).load(
          new Date((at + hours * HOUR) * 1000),
        );
        const before = new Map(first.games.map((g) => [g.id, g]));
        let shared = 0;
        for (const game of later.games) {
          const earlier = before.get(game.id);
          if (!earlier) continue;
          shared += 1;
          expect([game.homeTeamId, game.awayTeamId, game.startsAt]).toEqual([
            earlier.homeTeamId,
            earlier.awayTeamId,
            earlier.startsAt,
          ]);
        }
        expect(shared).toBeGreaterThan(0);
      }),
      { numRuns: 3 },
    );
  });
});
