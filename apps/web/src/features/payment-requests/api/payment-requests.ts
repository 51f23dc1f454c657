import {
  type CreatePaymentRequestAttributes,
  paymentRequestCalls as calls,
  type PaymentRequestStatus,
  type PaymentRequestTopic,
} from '@arenabet/contracts/payment-requests';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PLAYER_SCOPE } from '../../../shared/api/player-scope.ts';

/** Inside the player's scope: signing out drops every request the player had on screen. */
const REQUESTS_KEY = [...PLAYER_SCOPE, 'payment-requests'] as const;

/** The player's requests, newest first; pages load cumulatively, so page n holds all before it. */
export function paymentRequestsQuery(status: PaymentRequestStatus | undefined, page: number) {
  return queryOptions({
    queryKey: [...REQUESTS_KEY, 'list', status ?? 'all', page],
    queryFn: async ({ signal }) =>
      (await callApi(calls.list, { query: { status, page } }, { signal })).data.attributes,
    // An operator may answer at any moment: the list is asked again whenever it is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function usePaymentRequests(status: PaymentRequestStatus | undefined, page = 1) {
  return useQuery(paymentRequestsQuery(status, page));
}

/** The player's newest payments a request about the topic may point at. */
export function useTopicPayments(topic: PaymentRequestTopic | null) {
  return useQuery({
    queryKey: [...REQUESTS_KEY, 'payments', topic ?? 'none'],
    queryFn: async ({ signal }) =>
      (await callApi(calls.payments, { query: { topic: topic ?? undefined } }, { signal })).data
        .attributes.payments,
    enabled: topic !== null,
    staleTime: 30_000,
  });
}

export function useCreatePaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: CreatePaymentRequestAttributes) =>
      (await callApi(calls.create, { body: { data: { attributes } } })).data.attributes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}

export function useClosePaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await callApi(calls.close, { params: { id } })).data.attributes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
