import { betHistoryCalls } from '@arenabet/contracts/bets';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { BETS_HISTORY_KEY } from './bets-history.ts';

/** Under the history's key: the bets push and a clear refresh both lists at once. */
export const MANAGER_BETS_KEY = [...BETS_HISTORY_KEY, 'manager'] as const;

export function useManagerBets() {
  const lng = useLanguage();
  return useQuery({
    queryKey: [...MANAGER_BETS_KEY, lng],
    queryFn: async ({ signal }) =>
      (await callApi(betHistoryCalls.managerBets, { query: { lng } }, { signal })).data.attributes
        .coupons,
    staleTime: 0,
  });
}
