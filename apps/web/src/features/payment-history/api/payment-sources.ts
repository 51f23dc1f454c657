import { paymentCalls } from '@arenabet/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PAYMENT_HISTORY_KEY } from './payment-history.ts';

/** What the history can be filtered by: above all, the accounts that have payments. */
export function usePaymentSources() {
  return useQuery({
    queryKey: [...PAYMENT_HISTORY_KEY, 'sources'],
    queryFn: async ({ signal }) =>
      (await callApi(paymentCalls.historySource, {}, { signal })).data.attributes,
    staleTime: 60_000,
  });
}
