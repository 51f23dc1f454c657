import type { BetPlacement, CouponProblem, CouponView } from '@arenabet/contracts';
import { type CouponPick, keyOfPick } from './coupon-picks.ts';

/*
 * What the page does with a bet call's answer (betPlacement in packages/contracts/src/bets.ts).
 */

/** When a pending answer names no delay: ask again after this. */
export const DEFAULT_RETRY_MS = 1_000;
/** Never sooner than this, whatever the answer says: a busy loop would hurt both sides. */
export const MIN_RETRY_MS = 250;

export const ODDS_CHANGED = 'coupon_odds_changed';

export type PlacementOutcome =
  | { state: 'accepted'; couponIds: number[] }
  | { state: 'pending'; retryAfterMs: number; delaySeconds: number }
  | {
      state: 'refused';
      reason: string;
      problems: CouponProblem[];
      /** The odds moved: the slip offers to accept the new ones and send again. */
      oddsChanged: boolean;
      coupon: CouponView | null;
    };

export function readPlacement(answer: BetPlacement): PlacementOutcome {
  if (answer.status === 'accepted') {
    return { state: 'accepted', couponIds: answer.coupons.map((coupon) => coupon.id) };
  }
  if (answer.status === 'pending') {
    return {
      state: 'pending',
      retryAfterMs: Math.max(MIN_RETRY_MS, answer.retryAfterMs ?? DEFAULT_RETRY_MS),
      delaySeconds: answer.coupon?.acceptanceDelaySeconds ?? 0,
    };
  }
  const reason = answer.reason ?? 'bet_status_not_accepted';
  return {
    state: 'refused',
    reason,
    problems: answer.problems,
    oddsChanged:
      reason === ODDS_CHANGED || answer.problems.some((problem) => problem.key === ODDS_CHANGED),
    coupon: answer.coupon,
  };
}

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
