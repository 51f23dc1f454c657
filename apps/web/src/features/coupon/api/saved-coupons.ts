import { type CouponRequest, couponCalls, type SavedCoupon } from '@arenabet/contracts';
import { callApi } from '../../../shared/api/call-api.ts';

/** SaveCoupon: the coupon kept under a code another player can load. */
export async function saveCoupon(
  request: Pick<CouponRequest, 'couponEvents' | 'vid' | 'expressNum'>,
): Promise<SavedCoupon> {
  const attributes = {
    couponEvents: request.couponEvents,
    vid: request.vid,
    ...(request.expressNum === undefined ? {} : { expressNum: request.expressNum }),
  };
  return (await callApi(couponCalls.saveCoupon, { body: { data: { attributes } } })).data
    .attributes;
}

/** GetCoupon: the coupon kept under a code. */
export async function getCoupon(couponCode: string): Promise<SavedCoupon> {
  const attributes = { couponCode: couponCode.trim().toUpperCase() };
  return (await callApi(couponCalls.getCoupon, { body: { data: { attributes } } })).data.attributes;
}

/** ExpressHighlight: the express of the day as a coupon. */
export async function expressHighlight(lng: string): Promise<SavedCoupon> {
  return (await callApi(couponCalls.expressHighlight, { body: { data: { attributes: { lng } } } }))
    .data.attributes;
}
