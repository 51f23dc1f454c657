import type { MinorUnits } from '../money.ts';
import { COUPON_VID, type CouponVid, isSystemSize } from './coupon-kinds.ts';
import { isOdds, type Odds } from './odds.ts';

/** Dictionary keys of a coupon that cannot be priced or settled as given. */
export type CouponShapeKey =
  | 'coupon_empty'
  | 'coupon_single_needs_one'
  | 'coupon_express_needs_two'
  | 'coupon_system_size_invalid'
  | 'coupon_multi_stakes_mismatch'
  | 'coupon_multi_settled_per_single'
  | 'coupon_stake_invalid'
  | 'coupon_odds_invalid'
  /** An express boost asked where none is offered (not an express, or a percent out of range). */
  | 'coupon_boost_unavailable';

/**
 * A coupon of an impossible shape. The page checks shapes first (`couponProblems`), so on the
 * server this means a request the page would not send; the key goes back to the client as is.
 */
export class CouponShapeError extends Error {
  readonly key: CouponShapeKey;

  constructor(key: CouponShapeKey) {
    super(key);
    this.name = 'CouponShapeError';
    this.key = key;
  }
}

export function assertStake(stake: MinorUnits): void {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new CouponShapeError('coupon_stake_invalid');
}

export function assertOddsList(legs: readonly Odds[]): void {
  if (!legs.every(isOdds)) throw new CouponShapeError('coupon_odds_invalid');
}

/** The leg count each kind needs; a system's size is checked against it too. */
export function assertLegCount(vid: CouponVid, legCount: number, systemSize?: number): void {
  if (legCount === 0) throw new CouponShapeError('coupon_empty');
  if (vid === COUPON_VID.single && legCount !== 1) {
    throw new CouponShapeError('coupon_single_needs_one');
  }
  if (vid === COUPON_VID.express && legCount < 2) {
    throw new CouponShapeError('coupon_express_needs_two');
  }
  if (vid === COUPON_VID.system && !isSystemSize(legCount, systemSize ?? 0)) {
    throw new CouponShapeError('coupon_system_size_invalid');
  }
}
