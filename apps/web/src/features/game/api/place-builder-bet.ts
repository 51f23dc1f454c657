import { type BetPlacement, type CouponRequest, couponCalls } from '@arenabet/contracts';
import { callApi } from '../../../shared/api/call-api.ts';
import { texts } from '../../../shared/i18n/texts.ts';

/**
 * MakeBetWebBuilder: the picks as one bet at the builder's odds the page showed
 * (`builderCoef`); the GUID makes it idempotent, and a live bet answers pending as the coupon's
 * do.
 */
export async function placeBuilderBet(
  request: CouponRequest,
  betGuid: string,
  signal: AbortSignal,
): Promise<BetPlacement> {
  const answer = await callApi(
    couponCalls.makeBetWebBuilder,
    { body: { data: { attributes: { ...request, betGuid, lng: texts.language } } } },
    { idempotencyKey: betGuid, signal },
  );
  return answer.data.attributes;
}
