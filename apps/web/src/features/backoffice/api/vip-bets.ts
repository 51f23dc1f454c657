import { type VipDecision, vipBetCalls } from '@arenabet/contracts/vip-bets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { BACKOFFICE_SCOPE, endSessionOnUnauthorized, operatorQueryFn } from './operator-session.ts';

/** A request waits two minutes at most: the list is read as often as the risk screen. */
export const VIP_BETS_REFRESH_MS = 3_000;
const VIP_BETS_KEY = [...BACKOFFICE_SCOPE, 'vip-bets'] as const;

export function useVipBets() {
  const lng = useLanguage();
  return useQuery({
    queryKey: [...VIP_BETS_KEY, lng],
    queryFn: operatorQueryFn(
      async ({ signal }) =>
        (await callApi(vipBetCalls.backofficeList, { query: { lng } }, { signal })).data.attributes
          .vipBets,
    ),
    refetchInterval: VIP_BETS_REFRESH_MS,
    staleTime: 0,
  });
}

/** A trader's answer (audited on the server); the list is read again whatever came of it. */
export function useDecideVipBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: number; decision: VipDecision }) =>
      (
        await callApi(vipBetCalls.decide, {
          params: { id },
          body: { data: { attributes: decision } },
        })
      ).data.attributes,
    onError: (error) => endSessionOnUnauthorized(client, error),
    onSettled: () => client.invalidateQueries({ queryKey: VIP_BETS_KEY }),
  });
}
