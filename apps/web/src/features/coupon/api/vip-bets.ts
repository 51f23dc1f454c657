import type { CouponRequest, VipBetView } from '@arenabet/contracts';
import { vipBetCalls } from '@arenabet/contracts/vip-bets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../shared/api/call-api.ts';
import { BALANCE_KEY } from '../../../shared/api/player-scope.ts';
import { livePush } from '../../../shared/feed/index.ts';
import { texts } from '../../../shared/i18n/texts.ts';

/** How often the slip reads a VIP request again: the push usually comes first. */
export const VIP_REFRESH_MS = 3_000;
const VIP_BETS_KEY = ['vip-bets', 'mine'] as const;

/** MakeBetBidWeb: the coupon sent to a trader, the stake (VIPBetSumm) held until the answer. */
export async function requestVipBet(request: CouponRequest, stake: string, betGuid: string) {
  const answer = await callApi(
    vipBetCalls.request,
    {
      body: {
        data: { attributes: { ...request, VIPBetSumm: stake, betGuid, lng: texts.language } },
      },
    },
    { idempotencyKey: betGuid },
  );
  return answer.data.attributes;
}

export function useRequestVipBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { request: CouponRequest; stake: string; betGuid: string }) =>
      requestVipBet(input.request, input.stake, input.betGuid),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: BALANCE_KEY });
      void client.invalidateQueries({ queryKey: VIP_BETS_KEY });
    },
  });
}

/** The player's VIP requests, read every few seconds and on every `vip_bet` push while shown. */
export function useMyVipBets(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return undefined;
    return livePush.onBets((message) => {
      if (message.event !== 'vip_bet') return;
      void client.invalidateQueries({ queryKey: VIP_BETS_KEY });
      void client.invalidateQueries({ queryKey: BALANCE_KEY });
    });
  }, [client, enabled]);
  return useQuery({
    queryKey: VIP_BETS_KEY,
    queryFn: async ({ signal }): Promise<VipBetView[]> =>
      (await callApi(vipBetCalls.mine, { body: { data: { attributes: {} } } }, { signal })).data
        .attributes.vipBets,
    enabled,
    refetchInterval: VIP_REFRESH_MS,
    staleTime: 0,
  });
}

/** VipBetAnswer: the player's yes or no to a counter-offer. */
export function useAnswerVipBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; accept: boolean }) =>
      (await callApi(vipBetCalls.answer, { body: { data: { attributes: input } } })).data
        .attributes,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: VIP_BETS_KEY });
      void client.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
