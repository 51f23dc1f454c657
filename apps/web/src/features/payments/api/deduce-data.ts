import { paymentCalls } from '@arenabet/contracts/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PAYMENTS_SCOPE } from './recharge-data.ts';

export const DEDUCE_DATA_KEY = [...PAYMENTS_SCOPE, 'deduce-data'] as const;

/** What may be withdrawn from an account and how; undefined asks for the active one. */
export function deduceDataQuery(accountId: number | undefined) {
  return queryOptions({
    queryKey: [...DEDUCE_DATA_KEY, accountId ?? 'active'],
    queryFn: async ({ signal }) =>
      (
        await callApi(
          paymentCalls.deduceData,
          { query: accountId === undefined ? {} : { account_id: accountId } },
          { signal },
        )
      ).data.attributes,
    // Another account's methods replace these only once they arrive: the picker stays put.
    placeholderData: keepPreviousData,
    // The available amount moves with every bet and payment: read it fresh on every visit.
    staleTime: 0,
  });
}

export function useDeduceData(accountId: number | undefined) {
  return useQuery(deduceDataQuery(accountId));
}
