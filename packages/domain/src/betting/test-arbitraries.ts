import fc from 'fast-check';
import { type MinorUnits, safeMinorUnits } from '../money.ts';
import { MAX_ODDS, MIN_ODDS } from './odds.ts';
import { LEG_RESULTS, type LegResult } from './settlement.ts';

/* Generators shared by the betting tests (not exported from the betting index). */

export const anyOdds = fc.integer({ min: MIN_ODDS, max: MAX_ODDS });
/** Odds a real coupon carries; keeps products of many legs small enough to stay interesting. */
export const lineOdds = fc.integer({ min: MIN_ODDS, max: 15_000 });
export const stake = fc.integer({ min: 0, max: 100_000_000 }).map(safeMinorUnits);
export const legResult = fc.constantFrom<LegResult>(...LEG_RESULTS);

export function oddsLegs(min: number, max: number) {
  return fc.array(lineOdds, { minLength: min, maxLength: max });
}

/** A system "k of n" with n in [3, maxN] and its legs. */
export function systemCoupon(maxN: number) {
  return oddsLegs(3, maxN).chain((legs) =>
    fc.record({
      legs: fc.constant(legs),
      k: fc.integer({ min: 2, max: legs.length - 1 }),
      stake,
    }),
  );
}

export function minor(value: number): MinorUnits {
  return safeMinorUnits(value);
}

export function bigProduct(values: readonly (number | bigint)[]): bigint {
  return values.reduce<bigint>((product, value) => product * BigInt(value), 1n);
}
