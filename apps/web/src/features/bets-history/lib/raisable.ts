import type { PlacedCoupon } from '@arenabet/contracts/bets';

/**
 * The powerbet screen's list: the bets that can be raised now, and the one whose dialog is open
 * even when it no longer can (its game ended under the dialog), as read now where the list still
 * has it, else as it was when the dialog opened.
 */
export function raisableWith(
  coupons: readonly PlacedCoupon[],
  held: PlacedCoupon | undefined,
): PlacedCoupon[] {
  const raisable = coupons.filter((coupon) => coupon.powerBet || coupon.id === held?.id);
  return held && !raisable.some((coupon) => coupon.id === held.id) ? [...raisable, held] : raisable;
}
