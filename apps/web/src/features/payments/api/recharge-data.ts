import { paymentCalls } from '@arenabet/contracts/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PLAYER_SCOPE } from '../../../shared/api/player-scope.ts';

export const PAYMENTS_SCOPE = [...PLAYER_SCOPE, 'payments'] as const;

/** Deposit methods and limits of an account; undefined asks for the active one. */
export function rechargeDataQuery(accountId: number | undefined) {
  return queryOptions({
    queryKey: [...PAYMENTS_SCOPE, 'recharge-data', accountId ?? 'active'],
    queryFn: async ({ signal }) =>
      (
        await callApi(
          paymentCalls.rechargeData,
          { query: accountId === undefined ? {} : { account_id: accountId } },
          { signal },
        )
      ).data.attributes,
    // Another account's methods replace these only once they arrive: the picker stays put.
    placeholderData: keepPreviousData,
  });
}

export function useRechargeData(accountId: number | undefined) {
  return useQuery(rechargeDataQuery(accountId));
}
