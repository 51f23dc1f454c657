import { type PaymentHistory, paymentCalls } from '@arenabet/contracts/payments';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
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

/**
 * The history grows by pages the spec's way: page n answers the first 50 x n payments, so each
 * answer holds the whole list so far and only the newest one is kept (maxPages 1). "Show more"
 * asks for the next page while the current list stays on screen; a refetch (focus, another tab's
 * deposit) asks again for the page the player has reached.
 */
export function usePaymentHistory(request: HistoryRequest) {
  return useInfiniteQuery({
    queryKey: [...PAYMENT_HISTORY_KEY, 'list', request],
    queryFn: ({ pageParam, signal }) => fetchHistory(request, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.pageNumber + 1 : undefined),
    // maxPages needs both directions; there is nothing before the list's first payment.
    getPreviousPageParam: () => undefined,
    maxPages: 1,
    staleTime: 0,
    select: (data) => data.pages.at(-1),
  });
}
