import type { CouponView } from '@arenabet/contracts';
import { type CouponPick, keyOfPick } from './coupon-picks.ts';

/**
 * The odds the line offers now for the coupon's outcomes, where they differ from those the
 * player sent: what "accept changes" takes. Events are matched by key, not by position, in
 * case the answer lists them otherwise.
 */
export function changedCoefs(
  view: CouponView | null | undefined,
  picks: readonly CouponPick[],
): Map<string, number> {
  const changed = new Map<string, number>();
  if (!view) return changed;
  const mine = new Set(picks.map(keyOfPick));
  const coefOf = new Map(picks.map((pick) => [keyOfPick(pick), pick.coef]));
  for (const event of view.events) {
    const key = keyOfPick(event);
    if (!mine.has(key) || event.state === 'unknown') continue;
    if (event.coef !== coefOf.get(key)) changed.set(key, event.coef);
  }
  return changed;
}
