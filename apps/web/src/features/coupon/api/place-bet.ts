import { COUPON_VIDS, type CouponRequest, couponCalls } from '@arenabet/contracts';
import { callApi } from '../../../shared/api/call-api.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';

/** MakeBetWeb, or MakeBetWebMulti for several singles; the GUID makes it idempotent. */
export async function placeBet(request: CouponRequest, betGuid: string, signal?: AbortSignal) {
  const call =
    request.vid === COUPON_VIDS.multi ? couponCalls.makeBetWebMulti : couponCalls.makeBetWeb;
  const answer = await callApi(
    call,
    { body: { data: { attributes: { ...request, betGuid, lng: i18n.language } } } },
    { idempotencyKey: betGuid, ...(signal ? { signal } : {}) },
  );
  return answer.data.attributes;
}

/** A bet's status by its GUID: a pending bet's answer, or whether a lost request placed one. */
export async function betStatus(betGuid: string, signal?: AbortSignal) {
  const answer = await callApi(
    couponCalls.betStatus,
    { params: { betGuid } },
    signal ? { signal } : {},
  );
  return answer.data.attributes;
}
