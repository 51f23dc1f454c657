import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.ts';
import { horizonSeconds } from './offer-window.ts';
import { BOOK_MARGIN } from './pricing.ts';
import { Rng } from './random.ts';
import { fixturesBetween } from './schedule.ts';
import { SimGame } from './sim-game.ts';
import { modelEntry } from './sport-models.ts';
import { buildChamps, type ChampEntry } from './world.ts';

/*
 * Tournaments, cards, events, meetings and election days come and go, yet every sport they make
 * up has games on offer (published, not started, not withdrawn) within its horizon at any moment
 * of any year, in the full world and in the small one.
 */

const SEED = 20_261_122;
const ENV = { seed: SEED, speed: 1, margin: BOOK_MARGIN };
/** Tennis, MMA, politics, horse racing, CS2, Dota 2, LoL, Valorant. */
const SPORTS = [4, 37, 38, 44, 4001, 4002, 4003, 4004];
const FORMATS = new Set(['tennis', 'fights', 'elections', 'races', 'esports']);

function instants(count: number, seed: number): number[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, () =>
    Math.floor(rng.range(Date.UTC(2025, 0, 1), Date.UTC(2040, 11, 31))),
  );
}

/** Whether one of the champs offers a game at `ms`. */
function offersAt(champs: readonly ChampEntry[], small: boolean, ms: number): boolean {
  const now = Math.floor(ms / 1000);
  return champs.some((champ) => {
    const horizon = horizonSeconds(champ, small);
    const entry = modelEntry(champ.spec.model);
    return fixturesBetween(champ, now, now + horizon).some(
      (fixture) => new SimGame(fixture, entry, ENV, horizon * 1000).phaseAt(ms) === 'line',
    );
  });
}

describe.each([
  ['full', false, 30],
  ['small', true, 30],
] as const)('the %s world', (_, small, count) => {
  const champs = buildChamps(SEED, CATALOG, small, 0).filter((c) =>
    FORMATS.has(c.spec.schedule.kind),
  );
  const sports = SPORTS.filter((sport) => champs.some((c) => c.spec.sportId === sport));

  it('has each of its tournament sports', () => {
    expect(sports).toEqual(small ? [4, 37, 44, 4001] : SPORTS);
  });

  it.each(sports)('always offers games of sport %i', (sport) => {
    const ofSport = champs.filter((c) => c.spec.sportId === sport);
    const dry = instants(count, sport).filter((ms) => !offersAt(ofSport, small, ms));
    expect(dry.map((ms) => new Date(ms).toISOString())).toEqual([]);
  });
});
