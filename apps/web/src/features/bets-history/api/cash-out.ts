import { type CashOutSaleRequest, cashOutCalls } from '@arenabet/contracts/cash-out';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { BALANCE_KEY } from '../../../shared/api/player-scope.ts';
import { BETS_HISTORY_KEY } from './bets-history.ts';

/** A price for selling an open bet, good for a few seconds. */
export function useCashOutQuote() {
  return useMutation({
    mutationFn: async (couponId: number) =>
      (
        await callApi(cashOutCalls.quote, {
          body: { data: { attributes: { saleBetId: couponId } } },
        })
      ).data.attributes,
  });
}

/** Sells the bet, whole or a part of its stake, with a quote; the list and balance follow. */
export function useCashOutSale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: CashOutSaleRequest) =>
      (await callApi(cashOutCalls.sell, { body: { data: { attributes } } })).data.attributes,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: BETS_HISTORY_KEY });
      void client.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
