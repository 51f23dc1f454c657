import { COUPON_VIDS, type CouponRequest, couponCalls } from '@arenabet/contracts';
import { callApi } from '../../../shared/api/call-api.ts';
import { texts } from '../../../shared/i18n/texts.ts';

/** MakeBetWeb, or MakeBetWebMulti for several singles; the GUID makes it idempotent. */
export async function placeBet(request: CouponRequest, betGuid: string, signal?: AbortSignal) {
  const call =
    request.vid === COUPON_VIDS.multi ? couponCalls.makeBetWebMulti : couponCalls.makeBetWeb;
  const answer = await callApi(
    call,
    { body: { data: { attributes: { ...request, betGuid, lng: texts.language } } } },
    { idempotencyKey: betGuid, ...(signal ? { signal } : {}) },
  );
  return answer.data.attributes;
}
