import { describe, expect, it } from 'vitest';
import {
  COUPON_MAX_EVENTS,
  COUPON_MAX_SYSTEM_EVENTS,
  COUPON_VID,
  isCouponVid,
  isSystemSize,
} from './coupon-kinds.ts';

describe('coupon kinds', () => {
  it('keeps the spec ids and defaults', () => {
    expect(COUPON_VID).toEqual({ single: 0, express: 1, system: 2, multi: 3 });
    expect(COUPON_MAX_EVENTS).toBe(50);
    expect(COUPON_MAX_SYSTEM_EVENTS).toBe(20);
    expect([0, 1, 2, 3].every(isCouponVid)).toBe(true);
    expect([4, -1, '0', null].some(isCouponVid)).toBe(false);
  });

  it('allows a system k of n only for 2 <= k <= n - 1', () => {
    expect(isSystemSize(3, 2)).toBe(true);
    expect(isSystemSize(20, 19)).toBe(true);
    expect(isSystemSize(2, 1)).toBe(false);
    expect(isSystemSize(3, 3)).toBe(false);
    expect(isSystemSize(3, 1)).toBe(false);
    expect(isSystemSize(4, 2.5)).toBe(false);
  });
});
