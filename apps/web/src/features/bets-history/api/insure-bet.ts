import { type InsureBetRequest, insuranceCalls } from '@arenabet/contracts/insurance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { BALANCE_KEY } from '../../../shared/api/player-scope.ts';
import { BETS_HISTORY_KEY } from './bets-history.ts';

/**
 * Buys a cover for a share of an open bet's stake at the premium shown; list and balance follow,
 * and a refusal reloads the offer.
 */
export function useInsureBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: InsureBetRequest) =>
      (await callApi(insuranceCalls.insure, { body: { data: { attributes } } })).data.attributes,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: BETS_HISTORY_KEY });
      void client.invalidateQueries({ queryKey: BALANCE_KEY });
    },
    // A refusal (the price moved, a leg locked or settled) means the offer shown is old.
    onError: () => void client.invalidateQueries({ queryKey: BETS_HISTORY_KEY }),
  });
}
