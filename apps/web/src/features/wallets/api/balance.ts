import { accountsCalls as calls, type UserBalance } from '@arenabet/contracts/accounts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { PLAYER_SCOPE } from '../../../shared/api/player-scope.ts';

/** Inside the player scope: signing in or out drops one player's balances before the next. */
export const BALANCE_KEY = [...PLAYER_SCOPE, 'balance'] as const;

/** A movement can happen anywhere (a bet settled, a payment): the header asks again this often. */
const BALANCE_REFRESH_MS = 30_000;

/*
 * The POST form of the balance read: the dev proxy and the site's own origin serve /web-api,
 * while /account-api is another service's prefix.
 */
export const balanceQuery = queryOptions({
  queryKey: BALANCE_KEY,
  queryFn: async ({ signal }) => (await callApi(calls.balancePost, {}, { signal })).data.attributes,
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchInterval: BALANCE_REFRESH_MS,
});

export function useBalance() {
  return useQuery(balanceQuery);
}

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
