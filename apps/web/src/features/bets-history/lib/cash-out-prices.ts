import type { BetHistory, CashOutPrice } from '@arenabet/contracts/bets';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * A list of bets with the cash-out prices the push just brought: each open coupon named takes
 * its new price in place, nothing else changes (the push sends a game's prices every tick, and
 * reading the list again for each would be a request a second).
 */
export function withCashOutPrices(
  list: InfiniteData<BetHistory> | undefined,
  prices: readonly CashOutPrice[],
): InfiniteData<BetHistory> | undefined {
  if (!list || prices.length === 0) return list;
  const byCoupon = new Map(prices.map((price) => [price.couponId, price]));
  let changed = false;
  const pages = list.pages.map((page) => {
    const coupons = page.coupons.map((coupon) => {
      const cashOut = byCoupon.get(coupon.id);
      if (!cashOut || coupon.state !== 'open' || sameCashOut(coupon.cashOut, cashOut)) {
        return coupon;
      }
      changed = true;
      return { ...coupon, cashOut };
    });
    return changed ? { ...page, coupons } : page;
  });
  return changed ? { ...list, pages } : list;
}

const sameCashOut = (before: CashOutPrice | undefined, after: CashOutPrice) =>
  before?.price === after.price && before.refusal === after.refusal;
