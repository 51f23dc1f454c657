import { accountsCalls } from '@arenabet/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './call-api.ts';
import { BALANCE_KEY } from './player-scope.ts';

/** A movement can happen anywhere (a bet settled, a payment): the header asks again this often. */
const BALANCE_REFRESH_MS = 30_000;

/*
 * The player's accounts and balances: the header's switcher, the wallets screen, the payment
 * forms' account picker and the payment history all read this one cache entry, so a payment's
 * invalidation of BALANCE_KEY updates every one of them. The POST form of the read: the dev proxy
 * and the site's own origin serve /web-api, while /account-api is another service's prefix.
 */
export const balanceQuery = queryOptions({
  queryKey: BALANCE_KEY,
  queryFn: async ({ signal }) =>
    (await callApi(accountsCalls.balancePost, {}, { signal })).data.attributes,
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchInterval: BALANCE_REFRESH_MS,
});

export function useBalance() {
  return useQuery(balanceQuery);
}
