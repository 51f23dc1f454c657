import { autoBetCalls } from '@arenabet/contracts/auto-bets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { BETS_HISTORY_KEY } from './bets-history.ts';

/** Under the history's key: every bets push (an auto-bet placed or dropped) reads it again. */
export const AUTO_BETS_KEY = [...BETS_HISTORY_KEY, 'auto-bets'] as const;

export function useAutoBets() {
  const lng = useLanguage();
  return useQuery({
    queryKey: [...AUTO_BETS_KEY, lng],
    queryFn: async ({ signal }) =>
      (await callApi(autoBetCalls.list, { query: { lng } }, { signal })).data.attributes.autoBets,
    staleTime: 0,
  });
}

/** Cancels a waiting auto-bet; the list follows. */
export function useCancelAutoBet() {
  const client = useQueryClient();
  const lng = useLanguage();
  return useMutation({
    mutationFn: async (autoBetId: number) =>
      (await callApi(autoBetCalls.cancel, { body: { data: { attributes: { autoBetId, lng } } } }))
        .data.attributes,
    onSettled: () => client.invalidateQueries({ queryKey: AUTO_BETS_KEY }),
  });
}
