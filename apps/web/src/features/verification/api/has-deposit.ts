import { paymentCalls } from '@arenabet/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PLAYER_SCOPE } from '../../../shared/api/player-scope.ts';

/**
 * Whether the player ever made a successful deposit, from the first page of the payment
 * history filtered to them (archive included): the identification bonus is for players who
 * have not yet deposited.
 */
export function useHasDeposit(enabled: boolean) {
  return useQuery({
    queryKey: [...PLAYER_SCOPE, 'has-deposit'],
    enabled,
    queryFn: async ({ signal }) => {
      const attributes = {
        page_number: 1,
        is_include_archive: true,
        direction: 'deposit',
        status: 'success',
      } as const;
      const answer = await callApi(
        paymentCalls.historyMainAccount,
        { body: { data: { attributes } } },
        { signal },
      );
      return answer.data.attributes.payments.length > 0;
    },
    staleTime: 5 * 60_000,
  });
}
