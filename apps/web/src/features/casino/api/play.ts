import type { UserBalance } from '@arenabet/contracts/accounts';
import { casinoCalls, type PlayedRound } from '@arenabet/contracts/casino';
import { fromMinorUnits, safeMinorUnits } from '@arenabet/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';
import { BALANCE_KEY } from '../../../shared/api/player-scope.ts';
import { CASINO_PLAYER_KEY } from './keys.ts';

export interface PlayInput {
  game: string;
  bet: unknown;
}

/**
 * One round for money from the active account. The request id is made once per press and sent
 * again on a lost answer, so a repeat answers the same round instead of playing a second one.
 */
export function usePlay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ game, bet }: PlayInput): Promise<PlayedRound> => {
      const requestId = crypto.randomUUID();
      const body = { data: { attributes: { game, requestId, bet } } };
      const answer = await callApi(
        casinoCalls.play,
        { body },
        { retries: 1, idempotencyKey: requestId },
      );
      return answer.data.attributes;
    },
    onSuccess: (round) => roundPlayed(queryClient, round),
    // A round refused as one too many (a hand open in another tab) shows up on the rounds read.
    onError: () => queryClient.invalidateQueries({ queryKey: CASINO_PLAYER_KEY }),
  });
}

export interface ActInput {
  roundId: number;
  action: string;
  /** How many actions of the round the page has seen: a repeat answers the round again. */
  actionIndex: number;
}

/** One action in the player's open round (blackjack's hit, stand, double…). */
export function useAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ roundId, action, actionIndex }: ActInput): Promise<PlayedRound> => {
      const body = { data: { attributes: { action, actionIndex } } };
      const answer = await callApi(
        casinoCalls.act,
        { params: { id: roundId }, body },
        { retries: 1, idempotencyKey: `${roundId}:${actionIndex}` },
      );
      return answer.data.attributes;
    },
    onSuccess: (round) => roundPlayed(queryClient, round),
    // A move refused as out of turn or over was made elsewhere, or its answer lost: the rounds
    // read again show the hand where the server has it.
    onError: () => queryClient.invalidateQueries({ queryKey: CASINO_PLAYER_KEY }),
  });
}

/** A round's answer moved money: the header shows the balance it left at once, then reads it. */
export function roundPlayed(queryClient: QueryClient, round: PlayedRound) {
  queryClient.setQueryData<UserBalance>(BALANCE_KEY, (balance) =>
    balance ? withActiveMoney(balance, round) : balance,
  );
  void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
  return queryClient.invalidateQueries({ queryKey: CASINO_PLAYER_KEY });
}

function withActiveMoney(balance: UserBalance, round: PlayedRound): UserBalance {
  const money = Number(fromMinorUnits(safeMinorUnits(round.balance), round.precision));
  return {
    ...balance,
    accounts: balance.accounts.map((account) =>
      account.id === balance.activeAccountId && account.iso === round.currencyIso
        ? { ...account, money }
        : account,
    ),
  };
}
