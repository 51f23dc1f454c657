import type { CasinoRound } from '@arenabet/contracts/casino';
import { casinoTableCalls, type SharedTableGameSlug } from '@arenabet/contracts/casino-tables';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { CASINO_PLAYER_KEY } from './keys.ts';
import { roundPlayed } from './play.ts';

/*
 * The shared tables' calls. The table itself is public and followed over the push after one
 * read; the player's bets on it are theirs, inside the player scope.
 */

export const tableKey = (game: SharedTableGameSlug) => ['casino-table', game] as const;

/** The table's round now and its latest results: one read, then the push. */
export async function fetchTable(game: SharedTableGameSlug, signal?: AbortSignal) {
  return (await callApi(casinoTableCalls.table, { params: { game } }, { signal })).data.attributes;
}

export const myTableBetsKey = (game: SharedTableGameSlug) =>
  [...CASINO_PLAYER_KEY, 'table-bets', game] as const;

/** The player's bets in the table's latest round (the server's latest, not the page's). */
export function useMyTableBets(game: SharedTableGameSlug, enabled: boolean) {
  return useQuery({
    queryKey: myTableBetsKey(game),
    queryFn: async ({ signal }): Promise<CasinoRound[]> =>
      (await callApi(casinoTableCalls.myBets, { params: { game } }, { signal })).data.attributes
        .bets,
    enabled,
  });
}

export interface TableBetInput {
  roundId: number;
  bet: unknown;
}

/**
 * A bet in the round named. The request id is made once per press and sent again on a lost
 * answer, so a repeat answers the same bet instead of placing a second one.
 */
export function useTableBet(game: SharedTableGameSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ roundId, bet }: TableBetInput) => {
      const requestId = crypto.randomUUID();
      const body = { data: { attributes: { roundId, requestId, bet } } };
      const answer = await callApi(
        casinoTableCalls.bet,
        { params: { game }, body },
        { retries: 1, idempotencyKey: requestId },
      );
      return answer.data.attributes;
    },
    onSuccess: ({ bet, balance }) => roundPlayed(queryClient, { ...bet, balance }),
  });
}

/** Cashes the player's crash bet out at the multiplier the server reads when it gets the call. */
export function useCashOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (roundId: number) => {
      const body = { data: { attributes: { roundId } } };
      const answer = await callApi(
        casinoTableCalls.cashOut,
        { body },
        { retries: 1, idempotencyKey: crypto.randomUUID() },
      );
      return answer.data.attributes;
    },
    onSuccess: ({ bet, balance }) => roundPlayed(queryClient, { ...bet, balance }),
  });
}
