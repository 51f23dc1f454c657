import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MULTIPLIER_SCALE } from '../game.ts';
import { chiSquare, chiSquare99, meanBound99, momentsOf } from '../testing/statistics.ts';
import {
  KENO_BOARD,
  KENO_DRAWN,
  KENO_DRAWS,
  KENO_MOST_PICKS,
  KENO_RETURNS,
  type KenoBet,
  keno,
  kenoHitDraws,
  kenoPaytable,
  kenoReturnOf,
} from './keno.ts';
import { scripted, simulate, tally } from './test-support.ts';

const PICK_COUNTS = Array.from({ length: KENO_MOST_PICKS }, (_, i) => i + 1);

/** The hypergeometric chances by hits, from the product formula rather than binomials. */
function hitChances(picks: number): number[] {
  return Array.from({ length: picks + 1 }, (_, hits) => {
    // Chance of one given order of hits and misses among the drawn, times the orders.
    let chance = 1;
    for (let i = 0; i < KENO_DRAWN; i++) {
      const hitsLeft = i < hits ? picks - i : KENO_BOARD - picks - (i - hits);
      chance *= hitsLeft / (KENO_BOARD - i);
    }
    let orders = 1;
    for (let i = 0; i < hits; i++) orders = (orders * (KENO_DRAWN - i)) / (i + 1);
    return chance * orders;
  });
}

describe('keno rules', () => {
  it('draws ten numbers of 1-40 and pays the paytable for the marks among them', () => {
    // Words 0..9 swap each place with itself: the draw is 1, 2, ..., 10.
    const bet: KenoBet = { stake: 100, picks: [40, 3, 1, 7] };
    const { outcome, win } = keno.play(scripted(0, 0, 0, 0, 0, 0, 0, 0, 0, 0), bet);
    expect(outcome.drawn).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(outcome.hits).toEqual([3, 1, 7]);
    expect(outcome.multiplier).toBe(8 * MULTIPLIER_SCALE);
    expect(win).toBe(800);
  });

  it('rounds a part multiplier down to the minor unit', () => {
    const bet: KenoBet = { stake: 3, picks: [1, 2, 11, 12, 13, 14] };
    const { outcome, win } = keno.play(scripted(0, 0, 0, 0, 0, 0, 0, 0, 0, 0), bet);
    expect(outcome.multiplier).toBe(MULTIPLIER_SCALE / 2);
    expect(win).toBe(1);
  });

  it('pays ten of ten as nine of ten', () => {
    expect(kenoPaytable(10)[10]).toBe(kenoPaytable(10)[9]);
  });

  it('refuses a ticket of no marks, more than ten, or a number twice or off the board', () => {
    const problem = (picks: number[], stake = 100) => keno.betProblem({ stake, picks });
    expect(problem([])).toBe('keno_pick_count_invalid');
    expect(problem(PICK_COUNTS.concat(11))).toBe('keno_pick_count_invalid');
    expect(problem([1, 1])).toBe('keno_picks_invalid');
    expect(problem([0])).toBe('keno_picks_invalid');
    expect(problem([41])).toBe('keno_picks_invalid');
    expect(problem([2.5])).toBe('keno_picks_invalid');
    expect(problem([5], 0)).toBe('keno_stake_invalid');
    expect(problem(PICK_COUNTS, 2 ** 27)).toBe('keno_stake_invalid');
    expect(problem(PICK_COUNTS, 2 ** 26)).toBeUndefined();
    expect(() => kenoPaytable(11)).toThrow(RangeError);
  });
});

describe('keno paytables', () => {
  it('count every draw of 10 of 40 once per pick count', () => {
    expect(KENO_DRAWS).toBe(847_660_528);
    for (const picks of PICK_COUNTS) {
      expect(kenoHitDraws(picks).reduce((a, b) => a + b, 0)).toBe(KENO_DRAWS);
      const chances = kenoHitDraws(picks).map((draws) => draws / KENO_DRAWS);
      hitChances(picks).forEach((chance, hits) => {
        expect(chances[hits]).toBeCloseTo(chance, 14);
      });
    }
    // One mark is drawn a quarter of the time: 10 of 40.
    expect(kenoHitDraws(1)[1]).toBe(KENO_DRAWS / 4);
  });

  it('return 94.6-95.6 % for every pick count, the lowest being three picks', () => {
    expect(KENO_RETURNS.map((r) => r.toFixed(4))).toEqual([
      '0.9500',
      '0.9519',
      '0.9459',
      '0.9503',
      '0.9559',
      '0.9482',
      '0.9559',
      '0.9511',
      '0.9562',
      '0.9539',
    ]);
    for (const picks of PICK_COUNTS) {
      const paytable = kenoPaytable(picks);
      const independent = hitChances(picks).reduce(
        (sum, chance, hits) => sum + (chance * (paytable[hits] ?? 0)) / MULTIPLIER_SCALE,
        0,
      );
      expect(kenoReturnOf(picks)).toBeCloseTo(independent, 12);
    }
    expect(keno.returnToPlayer).toBe(Math.min(...KENO_RETURNS));
    expect(keno.returnToPlayer).toBe(kenoReturnOf(3));
  });

  it('advertise no award above 10 000× or rarer than 1 in 100 million', () => {
    for (const picks of PICK_COUNTS) {
      const paytable = kenoPaytable(picks);
      expect(paytable).toHaveLength(picks + 1);
      expect(Math.max(...paytable)).toBeLessThanOrEqual(10_000 * MULTIPLIER_SCALE);
      const draws = kenoHitDraws(picks);
      for (const award of new Set(paytable.filter((m) => m > 0))) {
        const meeting = paytable.reduce(
          (sum, m, hits) => sum + (m === award ? (draws[hits] ?? 0) : 0),
          0,
        );
        expect(meeting / KENO_DRAWS, `${picks} picks, ${award}`).toBeGreaterThanOrEqual(1e-8);
      }
    }
  });

  it('pay a ticket the same for the same hits, whichever numbers are marked', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: KENO_BOARD }), { minLength: 1, maxLength: 10 }),
        fc.array(fc.nat(), { minLength: KENO_DRAWN, maxLength: KENO_DRAWN }),
        (picks, words) => {
          const { outcome, win } = keno.play(scripted(...words), { stake: 10_000, picks });
          expect(new Set(outcome.drawn).size).toBe(KENO_DRAWN);
          expect(outcome.hits).toEqual(picks.filter((n) => outcome.drawn.includes(n)));
          expect(win).toBe(kenoPaytable(picks.length)[outcome.hits.length]);
        },
      ),
    );
  });
});

describe('keno simulation', () => {
  it('lands within the 99 % bound over 100 000 seeded five-mark tickets', () => {
    const bet: KenoBet = { stake: MULTIPLIER_SCALE, picks: [3, 9, 17, 28, 40] };
    const paytable = kenoPaytable(5);
    const chances = kenoHitDraws(5).map((draws) => draws / KENO_DRAWS);
    const { mean, variance } = momentsOf(
      chances.map((probability, hits) => ({
        probability,
        value: (paytable[hits] ?? 0) / MULTIPLIER_SCALE,
      })),
    );
    expect(mean).toBeCloseTo(kenoReturnOf(5), 12);

    const rounds = 100_000;
    const numbers = new Array<number>(KENO_BOARD).fill(0);
    const hits = new Array<number>(6).fill(0);
    const observed = simulate(keno, bet, { rounds, seed: 40 }, (outcome) => {
      for (const n of outcome.drawn) tally(numbers, n - 1);
      tally(hits, outcome.hits.length);
    });
    expect(Math.abs(observed - mean)).toBeLessThan(meanBound99(variance, rounds));

    const eachNumber = new Array<number>(KENO_BOARD).fill((rounds * KENO_DRAWN) / KENO_BOARD);
    expect(chiSquare(numbers, eachNumber)).toBeLessThan(chiSquare99(KENO_BOARD - 1));
    // Four and five hits pooled: five alone is expected only 38 times.
    const pooled = [...hits.slice(0, 4), (hits[4] ?? 0) + (hits[5] ?? 0)];
    const pooledChances = [...chances.slice(0, 4), (chances[4] ?? 0) + (chances[5] ?? 0)];
    const expectedHits = pooledChances.map((chance) => chance * rounds);
    expect(chiSquare(pooled, expectedHits)).toBeLessThan(chiSquare99(pooled.length - 1));
  });
});
