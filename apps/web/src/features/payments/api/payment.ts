import { type Payment, paymentCalls } from '@arenabet/contracts/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '../../../shared/api/call-api.ts';
import { BALANCE_KEY } from '../../../shared/api/player-scope.ts';
import { paycheckPollInterval, settledNow } from '../lib/paycheck-poll.ts';
import { DEDUCE_DATA_KEY } from './deduce-data.ts';
import { PAYMENTS_SCOPE } from './recharge-data.ts';

export const paymentKey = (id: number) => [...PAYMENTS_SCOPE, 'payment', id] as const;

async function readPayment(id: number, signal: AbortSignal): Promise<Payment> {
  return (await callApi(paymentCalls.get, { params: { id } }, { signal })).data.attributes;
}

/**
 * One payment, asked again while it is pending (often at first, then less often). When it is
 * decided the balances are read again, so the header shows the new money without a reload.
 */
export function usePaycheck(id: number | null) {
  const queryClient = useQueryClient();
  const watchedSince = useRef(Date.now());
  const query = useQuery({
    queryKey: paymentKey(id ?? 0),
    queryFn: ({ signal }) => readPayment(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      return status ? paycheckPollInterval(status, Date.now() - watchedSince.current) : false;
    },
  });

  const status = query.data?.status;
  const previous = useRef(status);
  useEffect(() => {
    if (status && settledNow(previous.current, status)) {
      void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
      void queryClient.invalidateQueries({ queryKey: DEDUCE_DATA_KEY });
    }
    previous.current = status;
  }, [status, queryClient]);

  return query;
}
