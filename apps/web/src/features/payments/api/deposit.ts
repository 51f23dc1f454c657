import { paymentCalls } from '@arenabet/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

export interface DepositInput {
  accountId: number;
  methodId: string;
  /** Decimal major units, as the amount field holds them. */
  amount: string;
  language: string;
  /** One per intent to pay: the same key again answers the first deposit. */
  idempotencyKey: string;
}

/** A lost answer is asked again with the same key: the server answers the same deposit. */
const DEPOSIT_RETRIES = 2;

async function startDeposit(input: DepositInput) {
  const answer = await callApi(
    paymentCalls.deposit,
    {
      body: {
        data: {
          attributes: {
            account_id: input.accountId,
            method_id: input.methodId,
            amount: input.amount,
            language: input.language,
          },
        },
      },
    },
    { idempotencyKey: input.idempotencyKey, retries: DEPOSIT_RETRIES },
  );
  return answer.data.attributes;
}

/** Starts a deposit; the caller sends the browser to the provider's hosted page it answers. */
export function useStartDeposit() {
  return useMutation({ mutationFn: startDeposit });
}
