import { betHistoryCalls } from '@arenabet/contracts/bets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { BETS_HISTORY_KEY } from './bets-history.ts';

/** Hides every settled coupon from the list (the server keeps the records); open ones stay. */
export function useClearBetsHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await callApi(betHistoryCalls.clear, { body: { data: { attributes: {} } } })).data.attributes
        .hidden,
    onSuccess: () => client.invalidateQueries({ queryKey: BETS_HISTORY_KEY }),
  });
}
