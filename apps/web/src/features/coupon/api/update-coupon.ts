import { COUPON_VIDS, type CouponRequest, couponCalls } from '@arenabet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { texts } from '../../../shared/i18n/texts.ts';

/** The coupon recounts; not in the player's scope: a visitor recounts too. */
export const COUPON_VIEW_KEY = ['coupon-view'] as const;

/** UpdateCoupon, or UpdateCouponMulti for several singles: the coupon against the line now. */
export function couponViewQuery(request: CouponRequest | undefined) {
  return queryOptions({
    queryKey: [...COUPON_VIEW_KEY, request ?? null],
    queryFn: async ({ signal }) => {
      if (!request) return null;
      const call =
        request.vid === COUPON_VIDS.multi
          ? couponCalls.updateCouponMulti
          : couponCalls.updateCoupon;
      const attributes = { ...request, lng: texts.language };
      const answer = await callApi(call, { body: { data: { attributes } } }, { signal });
      return answer.data.attributes;
    },
    // Odds move: an answer is never reused for long, but a remount does not ask again at once.
    staleTime: 1_000,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

export function useCouponViewQuery(request: CouponRequest | undefined) {
  return useQuery({ ...couponViewQuery(request), enabled: request !== undefined });
}
