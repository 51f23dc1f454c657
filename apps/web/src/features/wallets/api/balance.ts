import { accountsCalls as calls, type UserBalance } from '@arenabet/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { BALANCE_KEY } from '../../../shared/api/player-scope.ts';

/**
 * Every account call answers the accounts as they are after it: that answer goes straight into
 * the cache, and the read is invalidated too, so anything else watching it catches up.
 */
function useAccountMutation<Input>(send: (input: Input) => Promise<UserBalance>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (balance) => {
      queryClient.setQueryData(BALANCE_KEY, balance);
      return queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}

export function useSetActiveAccount() {
  return useAccountMutation(
    async (accountId: number) =>
      (
        await callApi(calls.setActiveAccount, {
          body: { data: { attributes: { account_id: accountId } } },
        })
      ).data.attributes,
  );
}

export function useCreateCurrencyAccount() {
  return useAccountMutation(
    async (currencyId: number) =>
      (
        await callApi(calls.createCurrencyAccount, {
          body: { data: { attributes: { currency_id: currencyId } } },
        })
      ).data.attributes,
  );
}

export function useDeleteCurrencyAccount() {
  return useAccountMutation(
    async (accountId: number) =>
      (
        await callApi(calls.deleteCurrencyAccount, {
          body: { data: { attributes: { account_id: accountId } } },
        })
      ).data.attributes,
  );
}
