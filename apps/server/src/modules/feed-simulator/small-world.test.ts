import { GAME_STATUS } from '@arenabet/reference/games';
import { describe, expect, it } from 'vitest';
import { CATALOG } from './catalog.ts';
import { liveGamesAt } from './live-census.ts';
import { BOOK_MARGIN } from './pricing.ts';
import { Rng } from './random.ts';
import { createFeedSimulator } from './simulator.ts';
import { buildChamps } from './world.ts';

const SEED = 20_261_122;
const T0 = Date.UTC(2026, 2, 11, 9, 45, 0);
const HOUR = 3600;
const ENV = { seed: SEED, speed: 1, margin: BOOK_MARGIN };

/** Moments spread over two weeks, at every hour of the day and day of the week. */
function randomMoments(count: number, seed: number): number[] {
  const rng = new Rng(seed);
  return Array.from({ length: count }, () => T0 + Math.floor(rng.next() * 14 * 24 * HOUR * 1000));
}

describe('catalog', () => {
  it('gives every champ its own key and a frozen ordinal that fits a game id', () => {
    const ordinals = CATALOG.map((c) => c.ordinal);
    expect(new Set(ordinals).size).toBe(CATALOG.length);
    expect(new Set(CATALOG.map((c) => c.key)).size).toBe(CATALOG.length);
    for (const ordinal of ordinals)
      expect(ordinal >= 1 && ordinal <= 255, `ordinal ${ordinal}`).toBe(true);
  });
});

describe('small world', () => {
  const champs = buildChamps(SEED, CATALOG, true, 0);

  it('offers a few hundred games and loads fast', async () => {
    // A first load warms the code, then the best of three fresh loads counts: one timing on a
    // shared machine is the neighbours' as much as ours (a CI run saw 1.8 s with work beside it).
    let took = Number.POSITIVE_INFINITY;
    let world = await createFeedSimulator({ seed: SEED, speed: 1, size: 'small' }).load(
      new Date(T0),
    );
    for (let run = 0; run < 3; run += 1) {
      const source = createFeedSimulator({ seed: SEED, speed: 1, size: 'small' });
      const start = performance.now();
      world = await source.load(new Date(T0));
      took = Math.min(took, performance.now() - start);
    }
    const upcoming = world.games.filter(
      (g) => g.status === GAME_STATUS.BETS_ARE_BEING_ACCEPTED && !g.isLive,
    );
    // Two weeks of its leagues' rounds, a month of the NBA and of cricket, a day of the rest.
    expect(upcoming.length).toBeGreaterThanOrEqual(24);
    expect(upcoming.length).toBeLessThanOrEqual(400);
    // Generous for a busy machine; a warm load takes well under 100 ms.
    expect(took).toBeLessThan(1500);
  });

  it('has 5 to 15 games live at any moment', () => {
    for (const ms of randomMoments(40, 2)) {
      const live = liveGamesAt(ENV, champs, ms);
      expect(live, new Date(ms).toISOString()).toBeGreaterThanOrEqual(5);
      expect(live, new Date(ms).toISOString()).toBeLessThanOrEqual(15);
    }
  });
});
