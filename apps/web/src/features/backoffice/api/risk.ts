import { riskCalls } from '@arenabet/contracts/risk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../shared/api/call-api.ts';
import { livePush } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { BACKOFFICE_SCOPE, endSessionOnUnauthorized, operatorQueryFn } from './operator-session.ts';

/**
 * The risk screen reads the book again when the push says bets were accepted; this slower read
 * covers what the push cannot tell (a settlement, a sale) and a connection being re-made.
 */
export const RISK_REFRESH_MS = 15_000;

export function useRisk() {
  const lng = useLanguage();
  const client = useQueryClient();
  useEffect(
    () =>
      livePush.onRisk(() => {
        void client.invalidateQueries({ queryKey: [...BACKOFFICE_SCOPE, 'risk'] });
      }),
    [client],
  );
  return useQuery({
    queryKey: [...BACKOFFICE_SCOPE, 'risk', lng],
    queryFn: operatorQueryFn(
      async ({ signal }) =>
        (await callApi(riskCalls.view, { query: { lng } }, { signal })).data.attributes,
    ),
    refetchInterval: RISK_REFRESH_MS,
    staleTime: 0,
  });
}

/** Sets a player's stake factor (audited on the server); the screen reads the book again. */
export function useStakeFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (change: { playerId: number; factorPercent: number; reason: string }) =>
      (
        await callApi(riskCalls.stakeFactor, {
          params: { playerId: change.playerId },
          body: {
            data: { attributes: { factorPercent: change.factorPercent, reason: change.reason } },
          },
        })
      ).data.attributes,
    onError: (error) => endSessionOnUnauthorized(client, error),
    onSettled: () => client.invalidateQueries({ queryKey: [...BACKOFFICE_SCOPE, 'risk'] }),
  });
}

/** Takes bets again on an outcome the book suspended (audited with the reason). */
export function useLiftSuspension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: {
      gameId: number;
      group: number;
      type: number;
      param?: number;
      reason: string;
    }) => (await callApi(riskCalls.lift, { body: { data: { attributes } } })).data.attributes,
    onError: (error) => endSessionOnUnauthorized(client, error),
    onSettled: () => client.invalidateQueries({ queryKey: [...BACKOFFICE_SCOPE, 'risk'] }),
  });
}
