import { type PaymentHistory, paymentCalls } from '@arenabet/contracts/payments';
import { callApi } from '../../../shared/api/call-api.ts';
import { useGrowingList } from '../../../shared/api/growing-list.ts';
import { PLAYER_SCOPE } from '../../../shared/api/player-scope.ts';
import type { HistoryRequest } from '../lib/history-request.ts';

export const PAYMENT_HISTORY_KEY = [...PLAYER_SCOPE, 'payment-history'] as const;

/** The main account has its own call; a currency account is asked for by its id. */
async function fetchHistory(
  request: HistoryRequest,
  pageNumber: number,
  signal: AbortSignal,
): Promise<PaymentHistory> {
  const { account_id, ...filters } = request;
  const attributes = { ...filters, page_number: pageNumber };
  const answer =
    account_id === undefined
      ? await callApi(
          paymentCalls.historyMainAccount,
          { body: { data: { attributes } } },
          { signal },
        )
      : await callApi(
          paymentCalls.historyVirtualAccount,
          { body: { data: { attributes: { ...attributes, account_id } } } },
          { signal },
        );
  return answer.data.attributes;
}

export function usePaymentHistory(request: HistoryRequest) {
  return useGrowingList([...PAYMENT_HISTORY_KEY, 'list', request], (page, signal) =>
    fetchHistory(request, page, signal),
  );
}
