import { type MinorUnits, safeMinorUnits } from '../money.ts';

/*
 * BigInt helpers for the betting maths. A 20-leg express multiplies twenty odds of up to
 * 1 000 000 thousandths: far past 2^53, where a float product would silently round.
 */

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Both operands are non-negative here, so BigInt's truncating division is the floor. */
export function floorDiv(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n) {
    throw new RangeError(`floorDiv needs a non-negative numerator and a positive denominator`);
  }
  return numerator / denominator;
}

export function productOf(values: readonly bigint[]): bigint {
  return values.reduce((product, value) => product * value, 1n);
}

/** A count or amount that does not fit a safe integer is a bug upstream, never rounded. */
export function safeNumberOf(value: bigint): number {
  if (value > MAX_SAFE || value < -MAX_SAFE) {
    throw new RangeError(`${value} is beyond a safe integer`);
  }
  return Number(value);
}

export function minorUnitsOf(value: bigint): MinorUnits {
  return safeMinorUnits(safeNumberOf(value));
}

/**
 * For a possible win only: 50 legs at 2.00 can pass 2^53 minor units. Saturating keeps the
 * value comparable with the operator's maximum payout, which then refuses the coupon.
 */
export function saturatedMinorUnits(value: bigint): MinorUnits {
  return minorUnitsOf(value > MAX_SAFE ? MAX_SAFE : value);
}

export function assertNonNegativeSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative safe integer, got ${value}`);
  }
}
