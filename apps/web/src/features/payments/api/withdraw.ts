import { paymentCalls } from '@arenabet/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { BALANCE_KEY } from '../../../shared/api/player-scope.ts';
import { DEDUCE_DATA_KEY } from './deduce-data.ts';
import { paymentKey } from './payment.ts';

export interface WithdrawInput {
  accountId: number;
  methodId: string;
  amount: string;
  /** Card number, IBAN, wallet id or address, normalised. */
  details: string;
  idempotencyKey: string;
}

const WITHDRAW_RETRIES = 2;

async function askWithdrawal(input: WithdrawInput) {
  const answer = await callApi(
    paymentCalls.withdraw,
    {
      body: {
        data: {
          attributes: {
            account_id: input.accountId,
            method_id: input.methodId,
            amount: input.amount,
            details: input.details,
          },
        },
      },
    },
    { idempotencyKey: input.idempotencyKey, retries: WITHDRAW_RETRIES },
  );
  return answer.data.attributes;
}

/**
 * Asks for a withdrawal. The amount leaves the balance at once (held for the operator), so the
 * header's balances and the deduce page are read again straight away.
 */
export function useAskWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askWithdrawal,
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentKey(payment.id), payment);
      void queryClient.invalidateQueries({ queryKey: DEDUCE_DATA_KEY });
      return queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}
