import {
  type BackofficePayment,
  backofficePaymentCalls as calls,
  type PaymentDirection,
  type PaymentStatus,
} from '@arenabet/contracts/payments';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { HTTPError } from '../../../shared/api/errors.ts';
import { replacePayment } from '../lib/payment-list.ts';
import { BACKOFFICE_SCOPE, endSessionOnUnauthorized, operatorQueryFn } from './operator-session.ts';
import { PLAYER_LEDGER_KEY } from './player-ledger.ts';

export const PAYMENTS_KEY = [...BACKOFFICE_SCOPE, 'payments'] as const;

export interface PaymentListFilter {
  direction: PaymentDirection;
  /** null: every status. */
  status: PaymentStatus | null;
  /** The player's account number, or null for every player. */
  playerId: number | null;
  /** Pages are cumulative: page n holds the first 50 x n payments. */
  page: number;
}

export interface PaymentList {
  payments: BackofficePayment[];
  hasMore: boolean;
}

/** Someone may ask for a withdrawal any minute: the operator's lists stay this fresh. */
const LIST_REFRESH_MS = 30_000;

export function paymentListQuery(filter: PaymentListFilter) {
  return queryOptions({
    queryKey: [...PAYMENTS_KEY, filter] as const,
    queryFn: operatorQueryFn(async ({ signal }): Promise<PaymentList> => {
      const query = {
        direction: filter.direction,
        status: filter.status ?? undefined,
        player_id: filter.playerId ?? undefined,
        page: filter.page,
      };
      return (await callApi(calls.list, { query }, { signal })).data.attributes;
    }),
    staleTime: 0,
    refetchInterval: LIST_REFRESH_MS,
  });
}

/** The list keeps showing the previous page while "show more" or a new filter loads. */
export function usePaymentList(filter: PaymentListFilter) {
  return useQuery({ ...paymentListQuery(filter), placeholderData: keepPreviousData });
}

/** The first page of pending withdrawals: the navigation's count of what waits for a decision. */
export const PENDING_WITHDRAWALS: PaymentListFilter = {
  direction: 'withdrawal',
  status: 'pending',
  playerId: null,
  page: 1,
};

export function usePendingWithdrawals() {
  return useQuery(paymentListQuery(PENDING_WITHDRAWALS));
}

export type PaymentAction =
  | { kind: 'approve'; payment: BackofficePayment }
  | { kind: 'reject'; payment: BackofficePayment; reason: string }
  | { kind: 'refund'; payment: BackofficePayment };

function sendAction(action: PaymentAction): Promise<BackofficePayment> {
  const params = { id: action.payment.id };
  const answer =
    action.kind === 'approve'
      ? callApi(calls.approve, { params })
      : action.kind === 'refund'
        ? callApi(calls.refund, { params })
        : callApi(calls.reject, {
            params,
            body: { data: { attributes: { reason: action.reason } } },
          });
  return answer.then((resource) => resource.data.attributes);
}

/** 409 means the payment is no longer what the operator saw (someone else decided first). */
const isStale = (error: unknown) => error instanceof HTTPError && error.status === 409;

/**
 * Approving, rejecting or refunding. The answered payment replaces its row in every list the
 * operator has open, so the row shows its new status where it was instead of vanishing from a
 * "pending" list; the lists are only marked stale and are read again on the next visit or
 * filter. The player's ledger moved, so it is read again.
 */
export function usePaymentAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendAction,
    onSuccess: async (payment) => {
      client.setQueriesData<PaymentList>({ queryKey: PAYMENTS_KEY }, (list) =>
        list ? replacePayment(list, payment) : list,
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: PAYMENTS_KEY, refetchType: 'none' }),
        client.invalidateQueries({ queryKey: [...PLAYER_LEDGER_KEY, payment.playerId] }),
      ]);
    },
    onError: async (error) => {
      endSessionOnUnauthorized(client, error);
      // The list the operator acted on was out of date: show what is true now.
      if (isStale(error)) await client.invalidateQueries({ queryKey: PAYMENTS_KEY });
    },
  });
}
