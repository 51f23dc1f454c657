import { describe, expect, it } from 'vitest';
import { showsCoupon } from './coupon-routes.ts';

describe('showsCoupon', () => {
  it('is on the betting pages and off the office', () => {
    expect(showsCoupon('/en/line')).toBe(true);
    expect(showsCoupon('/ru/live')).toBe(true);
    expect(showsCoupon('/ar/line/1/2/3')).toBe(true);
    expect(showsCoupon('/en/live/multi')).toBe(true);
    expect(showsCoupon('/en/search')).toBe(true);
    expect(showsCoupon('/en/favorites')).toBe(true);
    expect(showsCoupon('/ar/virtual-sports')).toBe(true);
    expect(showsCoupon('/en/office/history')).toBe(false);
    expect(showsCoupon('/en')).toBe(false);
  });
});
