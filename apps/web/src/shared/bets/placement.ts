import type { BetPlacement, CouponProblem, CouponView } from '@arenabet/contracts';

/*
 * What the page does with a bet call's answer (betPlacement in packages/contracts/src/bets.ts):
 * the coupon's calls and the bet builder's answer alike.
 */

/** When a pending answer names no delay: ask again after this. */
export const DEFAULT_RETRY_MS = 1_000;
/** Never sooner than this, whatever the answer says: a busy loop would hurt both sides. */
export const MIN_RETRY_MS = 250;

export const ODDS_CHANGED = 'coupon_odds_changed';

export type PlacementOutcome =
  | { state: 'accepted'; couponIds: number[] }
  | { state: 'pending'; retryAfterMs: number; delaySeconds: number }
  /** An auto-bet made: the server waits for its odds. */
  | { state: 'waiting'; autoBetId: number }
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
  if (answer.status === 'waiting') return { state: 'waiting', autoBetId: answer.autoBetId ?? 0 };
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
