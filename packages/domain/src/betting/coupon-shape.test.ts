import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '../money.ts';
import { COUPON_VID } from './coupon-kinds.ts';
import { assertLegCount, assertOddsList, assertStake, CouponShapeError } from './coupon-shape.ts';
import { minor } from './test-arbitraries.ts';

function keyOf(action: () => void): string | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return error instanceof CouponShapeError ? error.key : 'other';
  }
}

describe('coupon shape checks', () => {
  it('carry the dictionary key as the error and its message', () => {
    const error = new CouponShapeError('coupon_empty');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('coupon_empty');
    expect(error.name).toBe('CouponShapeError');
  });

  it('refuse stakes and odds no coupon can carry', () => {
    expect(keyOf(() => assertStake(minor(0)))).toBeUndefined();
    expect(keyOf(() => assertStake(-1 as MinorUnits))).toBe('coupon_stake_invalid');
    expect(keyOf(() => assertOddsList([1850, 1001]))).toBeUndefined();
    expect(keyOf(() => assertOddsList([1850, 1000]))).toBe('coupon_odds_invalid');
  });

  it('know how many legs each kind needs', () => {
    expect(keyOf(() => assertLegCount(COUPON_VID.multi, 0))).toBe('coupon_empty');
    expect(keyOf(() => assertLegCount(COUPON_VID.multi, 1))).toBeUndefined();
    expect(keyOf(() => assertLegCount(COUPON_VID.single, 2))).toBe('coupon_single_needs_one');
    expect(keyOf(() => assertLegCount(COUPON_VID.express, 1))).toBe('coupon_express_needs_two');
    expect(keyOf(() => assertLegCount(COUPON_VID.system, 4, 3))).toBeUndefined();
    expect(keyOf(() => assertLegCount(COUPON_VID.system, 4, 4))).toBe('coupon_system_size_invalid');
  });
});
