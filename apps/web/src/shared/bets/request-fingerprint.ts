import type { CouponRequest } from '@arenabet/contracts';

/**
 * The same bet, for telling one attempt's request from another's (shared/bets/bet-attempt.ts):
 * a request of another fingerprint gets a new GUID. The bet builder's price is part of the
 * bet, so a builder coupon at other odds is another request.
 */
export function requestFingerprint(request: CouponRequest): string {
  return JSON.stringify([
    request.couponEvents.map((event) => [
      event.gameId,
      event.group,
      event.type,
      event.param ?? null,
      event.coef,
    ]),
    request.vid,
    request.expressNum ?? null,
    request.summ ?? null,
    request.groupsSumms ?? null,
    request.checkCf ?? null,
    request.accountId ?? null,
    request.isExpressBoost ?? false,
    request.isAutoBet ? [request.autoBetCf, request.dropOnScoreChange ?? false] : null,
    request.oneClickBet ?? false,
    ...(request.builderCoupon ? [request.builderCoef ?? null] : []),
  ]);
}
