import { operatorCalls } from '@arenabet/contracts/operators';
import {
  backofficePaymentRequestCalls as calls,
  type PaymentRequestStatus,
} from '@arenabet/contracts/payment-requests';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { Unauthorized } from '../../../shared/api/errors.ts';

/*
 * The operator's side. Outside the player's scope: the operator's session is its own cookie,
 * and a player signing in or out in the same browser must not drop the operator's screens.
 */
const BACKOFFICE_KEY = ['backoffice', 'payment-requests'] as const;
const OPERATOR_SESSION_KEY = ['backoffice', 'session'] as const;

/** A 401 from a back office call means the operator's session ended: back to the sign-in. */
function endSessionOnUnauthorized(client: QueryClient, error: unknown): void {
  if (error instanceof Unauthorized) client.setQueryData(OPERATOR_SESSION_KEY, null);
}

/**
 * The signed-in operator, or null when nobody is (me answers 401). The key and the answer are
 * the back office's own, so its sign-in and this screen share one cached session.
 */
export function useOperatorSession() {
  return useQuery({
    queryKey: OPERATOR_SESSION_KEY,
    queryFn: async ({ signal }) => {
      try {
        return (await callApi(operatorCalls.me, {}, { signal })).data.attributes;
      } catch (error) {
        if (error instanceof Unauthorized) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

export function useBackofficePaymentRequests(
  status: PaymentRequestStatus | undefined,
  page: number,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...BACKOFFICE_KEY, status ?? 'all', page],
    queryFn: async ({ signal, client }) => {
      try {
        return (await callApi(calls.list, { query: { status, page } }, { signal })).data.attributes;
      } catch (error) {
        endSessionOnUnauthorized(client, error);
        throw error;
      }
    },
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}

export function useAnswerPaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, answer }: { id: number; answer: string }) =>
      (await callApi(calls.answer, { params: { id }, body: { data: { attributes: { answer } } } }))
        .data.attributes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY }),
    onError: (error) => endSessionOnUnauthorized(queryClient, error),
  });
}

export function useCloseBackofficePaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await callApi(calls.close, { params: { id } })).data.attributes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY }),
    onError: (error) => endSessionOnUnauthorized(queryClient, error),
  });
}
