import { backofficePaymentCalls as calls, type PlayerLedger } from '@arenabet/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { BACKOFFICE_SCOPE, operatorQueryFn } from './operator-session.ts';

export const PLAYER_LEDGER_KEY = [...BACKOFFICE_SCOPE, 'player-ledger'] as const;

/** A player's accounts and postings, newest first; page n holds the first 50 x n postings. */
export function playerLedgerQuery(playerId: number, page: number) {
  return queryOptions({
    queryKey: [...PLAYER_LEDGER_KEY, playerId, page] as const,
    queryFn: operatorQueryFn(
      async ({ signal }): Promise<PlayerLedger> =>
        (await callApi(calls.playerLedger, { params: { playerId }, query: { page } }, { signal }))
          .data.attributes,
    ),
    // An audit view: what the ledger says now, not a minute ago.
    staleTime: 0,
  });
}

/** Nothing is read until an account number is given. */
export function usePlayerLedger(playerId: number | null, page: number) {
  return useQuery({
    ...playerLedgerQuery(playerId ?? 0, page),
    enabled: playerId !== null,
    placeholderData: (previous, previousQuery) =>
      // Keep the rows while "show more" loads, but never show one player's rows under another.
      previousQuery?.queryKey[2] === playerId ? previous : undefined,
  });
}
