import { type BetPlacement, type CouponEvent, couponCalls } from '@arenabet/contracts/bets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { BALANCE_KEY } from '../../../shared/api/player-scope.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { BETS_HISTORY_KEY } from './bets-history.ts';

/** Checks a pending live bet no sooner than this. */
const MIN_RETRY_MS = 250;

/** The outcome's odds now, for a raise of `summ`: the coupon's own recount (UpdateCoupon). */
export function usePowerBetPrice(event: CouponEvent, summ: string) {
  const lng = useLanguage();
  return useQuery({
    queryKey: [...BETS_HISTORY_KEY, 'powerbet-price', event, summ, lng],
    queryFn: async ({ signal }) =>
      (
        await callApi(
          couponCalls.updateCouponLive,
          { body: { data: { attributes: { couponEvents: [event], vid: 0, summ, lng } } } },
          { signal },
        )
      ).data.attributes,
    refetchInterval: 3_000,
  });
}

/**
 * Raises an open live single (isPowerBet, saleBetId) by `summ` at `event`'s odds, taking
 * higher ones; a live bet's answer is asked again after its delay. One GUID per raise.
 */
export function usePowerBet() {
  const client = useQueryClient();
  const lng = useLanguage();
  return useMutation({
    mutationFn: async (raise: { saleBetId: number; event: CouponEvent; summ: string }) => {
      const attributes = {
        couponEvents: [raise.event],
        vid: 0 as const,
        summ: raise.summ,
        checkCf: 1 as const,
        isPowerBet: true,
        saleBetId: raise.saleBetId,
        betGuid: crypto.randomUUID(),
        lng,
      };
      let answer: BetPlacement = (
        await callApi(couponCalls.makeBetWeb, { body: { data: { attributes } } })
      ).data.attributes;
      while (answer.status === 'pending') {
        const wait = Math.max(MIN_RETRY_MS, answer.retryAfterMs ?? 1_000);
        await new Promise((resolve) => setTimeout(resolve, wait));
        answer = (await callApi(couponCalls.betStatus, { params: { betGuid: attributes.betGuid } }))
          .data.attributes;
      }
      return answer;
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: BETS_HISTORY_KEY });
      void client.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
