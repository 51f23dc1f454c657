import { type CouponRequest, couponCalls } from '@arenabet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { texts } from '../../../shared/i18n/texts.ts';

/** Not in the player's scope: a visitor sees the builder's price too. */
export const BUILDER_VIEW_KEY = ['bet-builder', 'view'] as const;

/** A slow look again besides the push: the joint price follows the game's model, not only its odds. */
const BUILDER_REFRESH_MS = 20_000;

/** UpdateCouponBuilder: the picks priced together against the game's score model now. */
export function useBuilderViewQuery(request: CouponRequest | undefined) {
  return useQuery({
    queryKey: [...BUILDER_VIEW_KEY, request ?? null],
    queryFn: async ({ signal }) => {
      if (!request) return null;
      const attributes = { ...request, lng: texts.language };
      const answer = await callApi(
        couponCalls.updateCouponBuilder,
        { body: { data: { attributes } } },
        { signal },
      );
      return answer.data.attributes;
    },
    enabled: request !== undefined,
    staleTime: 1_000,
    gcTime: 60_000,
    placeholderData: keepPreviousData,
    refetchInterval: BUILDER_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
