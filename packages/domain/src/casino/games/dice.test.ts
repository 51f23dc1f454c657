import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MULTIPLIER_SCALE } from '../game.ts';
import { chiSquare, chiSquare99, meanBound99, momentsOf } from '../testing/statistics.ts';
import {
  DICE_FEWEST_WINNING_ROLLS,
  DICE_MOST_WINNING_ROLLS,
  DICE_ROLLS,
  type DiceBet,
  dice,
  diceMultiplier,
  diceReturnOf,
  diceWins,
  winningRolls,
} from './dice.ts';
import { scripted, simulate, tally } from './test-support.ts';

const ROLL_LIST = Array.from({ length: DICE_ROLLS }, (_, roll) => roll);

/** A bet of any target the table takes. */
const tableBet = fc.oneof(
  fc.record({
    target: fc.integer({ min: DICE_FEWEST_WINNING_ROLLS, max: DICE_MOST_WINNING_ROLLS }),
    direction: fc.constant('under' as const),
  }),
  fc.record({
    target: fc.integer({
      min: DICE_ROLLS - 1 - DICE_MOST_WINNING_ROLLS,
      max: DICE_ROLLS - 1 - DICE_FEWEST_WINNING_ROLLS,
    }),
    direction: fc.constant('over' as const),
  }),
);

describe('dice rules', () => {
  it('wins under a target below it and over a target above it, never on it', () => {
    const under = { target: 5000, direction: 'under' } as const;
    const over = { target: 4999, direction: 'over' } as const;
    expect([4999, 5000].map((roll) => diceWins(roll, under))).toEqual([true, false]);
    expect([4999, 5000].map((roll) => diceWins(roll, over))).toEqual([false, true]);
    expect(winningRolls(under)).toBe(5000);
    expect(winningRolls(over)).toBe(5000);
  });

  it('prices the chance at 99 % of fair, rounded down to the ten-thousandth', () => {
    expect(diceMultiplier(5000)).toBe(19_800);
    expect(diceMultiplier(100)).toBe(990_000);
    expect(diceMultiplier(3300)).toBe(30_000);
    // 99 / 98 = 1.010204...
    expect(diceMultiplier(9800)).toBe(10_102);
    // 99 / 97.24 = 1.018099...: the floor keeps 1.0180.
    expect(diceMultiplier(9724)).toBe(10_180);
  });

  it('pays the multiplier on the stake, rounded down to the minor unit', () => {
    const bet: DiceBet = { stake: 333, target: 4950, direction: 'under' };
    // 99 / 49.5 = 2×.
    expect(dice.play(scripted(4949), bet)).toEqual({
      outcome: { roll: 4949, multiplier: 20_000 },
      win: 666,
    });
    expect(dice.play(scripted(4950), bet).win).toBe(0);
    const odd: DiceBet = { stake: 7, target: 9724, direction: 'under' };
    expect(dice.play(scripted(0), odd).win).toBe(7);
  });

  it('refuses a target outside the 1 %-98 % chances, or not a whole hundredth', () => {
    const problem = (target: number, direction: DiceBet['direction'], stake = 100) =>
      dice.betProblem({ stake, target, direction });
    expect(problem(100, 'under')).toBeUndefined();
    expect(problem(99, 'under')).toBe('dice_chance_out_of_range');
    expect(problem(9800, 'under')).toBeUndefined();
    expect(problem(9801, 'under')).toBe('dice_chance_out_of_range');
    expect(problem(9899, 'over')).toBeUndefined();
    expect(problem(9900, 'over')).toBe('dice_chance_out_of_range');
    expect(problem(199, 'over')).toBeUndefined();
    expect(problem(198, 'over')).toBe('dice_chance_out_of_range');
    expect(problem(49.5, 'under')).toBe('dice_target_invalid');
    expect(problem(-1, 'over')).toBe('dice_target_invalid');
    expect(problem(5000, 'sideways' as DiceBet['direction'])).toBe('dice_target_invalid');
    expect(problem(5000, 'under', 0)).toBe('dice_stake_invalid');
    expect(problem(100, 'under', 2 ** 40)).toBe('dice_stake_invalid');
  });
});

describe('dice return', () => {
  it('is the floored multiplier times the chance, counted roll by roll', () => {
    fc.assert(
      fc.property(tableBet, (call) => {
        const bet = { ...call, stake: MULTIPLIER_SCALE };
        const paid = ROLL_LIST.reduce((sum, roll) => sum + dice.play(scripted(roll), bet).win, 0);
        expect(diceReturnOf(call)).toBe(paid / (DICE_ROLLS * MULTIPLIER_SCALE));
      }),
      { numRuns: 30 },
    );
  });

  it('returns at most the published 99 %, met at 50 %, and never below 98.99 %', () => {
    let lowest = 1;
    for (let target = DICE_FEWEST_WINNING_ROLLS; target <= DICE_MOST_WINNING_ROLLS; target++) {
      const returned = diceReturnOf({ target, direction: 'under' });
      expect(returned).toBeLessThanOrEqual(dice.returnToPlayer);
      lowest = Math.min(lowest, returned);
    }
    expect(dice.returnToPlayer).toBe(0.99);
    expect(diceReturnOf({ target: 5000, direction: 'under' })).toBe(0.99);
    // 97.24 % loses most to the floor: 1.0180 × 0.9724.
    expect(lowest).toBe(0.9899032);
    fc.assert(
      fc.property(tableBet, (call) => {
        const mirrored = { target: DICE_ROLLS - 1 - call.target, direction: 'under' } as const;
        if (call.direction === 'over') expect(diceReturnOf(call)).toBe(diceReturnOf(mirrored));
      }),
    );
  });

  it('meets its largest award, 99×, once in 100 rolls', () => {
    expect(DICE_FEWEST_WINNING_ROLLS / DICE_ROLLS).toBeGreaterThan(1e-8);
    expect(diceMultiplier(DICE_FEWEST_WINNING_ROLLS)).toBe(99 * MULTIPLIER_SCALE);
  });

  it('lands within the 99 % bound over 200 000 seeded rolls, each hundred rolls as often', () => {
    const bet: DiceBet = { stake: MULTIPLIER_SCALE, target: 2000, direction: 'under' };
    const chance = winningRolls(bet) / DICE_ROLLS;
    const value = diceMultiplier(winningRolls(bet)) / MULTIPLIER_SCALE;
    const { mean, variance } = momentsOf([
      { probability: chance, value },
      { probability: 1 - chance, value: 0 },
    ]);
    expect(mean).toBeCloseTo(diceReturnOf(bet), 12);

    const rounds = 200_000;
    const buckets = new Array<number>(100).fill(0);
    const observed = simulate(dice, bet, { rounds, seed: 99 }, ({ roll }) =>
      tally(buckets, Math.floor(roll / 100)),
    );
    expect(Math.abs(observed - mean)).toBeLessThan(meanBound99(variance, rounds));
    const expected = new Array<number>(100).fill(rounds / 100);
    expect(chiSquare(buckets, expected)).toBeLessThan(chiSquare99(99));
  });
});
