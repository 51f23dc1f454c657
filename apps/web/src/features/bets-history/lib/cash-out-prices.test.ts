import type { BetHistory, PlacedCoupon } from '@arenabet/contracts/bets';
import { describe, expect, it } from 'vitest';
import { withCashOutPrices } from './cash-out-prices.ts';

const coupon = (id: number, state: PlacedCoupon['state'] = 'open') =>
  ({ id, state, cashOut: { couponId: id, price: '5.00', refusal: null } }) as PlacedCoupon;

const list = (coupons: PlacedCoupon[]) => ({
  pages: [{ coupons, pageNumber: 1, hasMore: false } as unknown as BetHistory],
  pageParams: [1],
});

describe('cash-out prices from the push', () => {
  it('gives each open coupon named its new price, in place', () => {
    const before = list([coupon(1), coupon(2), coupon(3, 'won')]);
    const after = withCashOutPrices(before, [
      { couponId: 2, price: null, refusal: 'locked' },
      { couponId: 3, price: '9.00', refusal: null },
    ]);
    expect(after?.pages[0]?.coupons.map((c) => c.cashOut)).toEqual([
      { couponId: 1, price: '5.00', refusal: null },
      { couponId: 2, price: null, refusal: 'locked' },
      { couponId: 3, price: '5.00', refusal: null },
    ]);
    expect(after?.pages[0]?.coupons[0]).toBe(before.pages[0]?.coupons[0]);
  });

  it('keeps the very same list when no price changed, so nothing draws again', () => {
    const before = list([coupon(1)]);
    expect(withCashOutPrices(before, [{ couponId: 1, price: '5.00', refusal: null }])).toBe(before);
    expect(withCashOutPrices(before, [])).toBe(before);
    expect(withCashOutPrices(undefined, [{ couponId: 1, price: '1', refusal: null }])).toBe(
      undefined,
    );
  });
});
