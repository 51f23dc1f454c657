import { COUPON_MAX_BETS, COUPON_MAX_SYSTEM_BETS } from '../constants.ts';

/**
 * The coupon's `vid`. A "multi" coupon is several singles placed at once, each with its own
 * stake (`groupsSumms`); each becomes a bet of its own.
 */
export const COUPON_VID = { single: 0, express: 1, system: 2, multi: 3 } as const;
export type CouponVid = (typeof COUPON_VID)[keyof typeof COUPON_VID];

export function isCouponVid(value: unknown): value is CouponVid {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** Defaults of the spec; the operator's configuration overrides them, so rules take them as inputs. */
export const COUPON_MAX_EVENTS = COUPON_MAX_BETS;
/** For system and multi coupons. */
export const COUPON_MAX_SYSTEM_EVENTS = COUPON_MAX_SYSTEM_BETS;

/**
 * A system "k of n" is every express of k legs out of n. k = 1 would be n singles and k = n one
 * express: both are other coupon kinds, so a system needs 2 <= k <= n - 1 (hence n >= 3).
 */
export function isSystemSize(n: number, k: number): boolean {
  return Number.isSafeInteger(n) && Number.isSafeInteger(k) && n >= 3 && k >= 2 && k <= n - 1;
}
