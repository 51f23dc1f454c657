import {
  type BackofficeBets,
  backofficeBetCalls as calls,
  type OPERATOR_LEG_RESULTS,
} from '@arenabet/contracts/bets';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import type { BetsSearch } from '../lib/bets-search.ts';
import { BACKOFFICE_SCOPE, endSessionOnUnauthorized, operatorQueryFn } from './operator-session.ts';
import { PLAYER_LEDGER_KEY } from './player-ledger.ts';

export const BETS_KEY = [...BACKOFFICE_SCOPE, 'bets'] as const;

type Searched = Exclude<BetsSearch, { by: 'none' }>;

export function betsQuery(search: Searched, page: number, lng: string) {
  return queryOptions({
    queryKey: [...BETS_KEY, search, page, lng] as const,
    queryFn: operatorQueryFn(async ({ signal }): Promise<BackofficeBets> => {
      const query =
        search.by === 'game'
          ? { gameId: search.id, page, lng }
          : { playerId: search.id, page, lng };
      return (await callApi(calls.list, { query }, { signal })).data.attributes;
    }),
    staleTime: 0,
  });
}

/** Nothing is read until a game or a player is given; rows stay while "show more" loads. */
export function useBets(search: BetsSearch, page: number) {
  const searched: Searched = search.by === 'none' ? { by: 'game', id: 0 } : search;
  const language = useLanguage();
  return useQuery({
    ...betsQuery(searched, page, language),
    enabled: search.by !== 'none',
    placeholderData: keepPreviousData,
  });
}

export type GameDecision =
  | {
      kind: 'settle';
      gameId: number;
      reason: string;
      results: {
        gameId: number;
        group: number;
        type: number;
        param?: number;
        result: (typeof OPERATOR_LEG_RESULTS)[number];
      }[];
    }
  | { kind: 'void'; gameId: number; reason: string };

async function sendDecision(decision: GameDecision): Promise<number> {
  const params = { gameId: decision.gameId };
  const answer =
    decision.kind === 'settle'
      ? await callApi(calls.settleGame, {
          params,
          body: { data: { attributes: { results: decision.results, reason: decision.reason } } },
        })
      : await callApi(calls.voidGame, {
          params,
          body: { data: { attributes: { reason: decision.reason } } },
        });
  return answer.data.attributes.settledCoupons;
}

/**
 * Settling or voiding a game by hand answers how many coupons it settled. Every bets list and
 * every ledger is read again: the payouts moved players' money.
 */
export function useGameDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendDecision,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: BETS_KEY }),
        client.invalidateQueries({ queryKey: PLAYER_LEDGER_KEY }),
      ]),
    onError: (error) => endSessionOnUnauthorized(client, error),
  });
}
