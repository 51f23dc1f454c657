import type { CasinoRound } from '@arenabet/contracts/casino';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { BALANCE_KEY } from '../../../shared/api/player-scope.ts';
import { useSessionPlayer } from '../../../shared/favorites/session-player.ts';
import { CASINO_PLAYER_KEY } from '../api/keys.ts';
import { myTableBetsKey, useCashOut, useMyTableBets, useTableBet } from '../api/shared-tables.ts';
import type { SessionTable } from '../components/session-bar.tsx';
import { type TableMoney, useAccountMoney } from './use-casino-table.ts';
import type { SharedTable } from './use-shared-table.ts';

/** A visitor watches (betting asks them to sign in); an account holder bets from the account. */
export type SharedTableMode = 'pending' | 'visitor' | 'real';

export interface TablePlayer {
  mode: SharedTableMode;
  money: TableMoney;
  /** The player's bets in the round shown, oldest first. */
  bets: readonly CasinoRound[];
  /** `onPlaced` once the server took it. */
  placeBet(bet: unknown, onPlaced?: () => void): void;
  cashOut(): void;
  placing: boolean;
  cashingOut: boolean;
  /** Why the last bet or cash-out was refused, for the refusal's words. */
  failure: unknown;
  /** What the session bar shows: the bets placed from this page since it opened. */
  session: SessionTable;
}

/** Newer copies of bets already known replace them; new ones join. */
function mergedBets(known: readonly CasinoRound[], news: readonly CasinoRound[], add: boolean) {
  const byId = new Map(known.map((bet) => [bet.id, bet]));
  for (const bet of news) {
    const kept = byId.get(bet.id);
    if (kept ? kept.status === 'open' || bet.status === 'settled' : add) byId.set(bet.id, bet);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The player at a shared table: their bets in the round shown, a bet and a crash cash-out sent
 * for the round in play, and the session's bets. When the round moves on, the player's bets are
 * read again; when it settles with a bet of theirs, the balance and the history too.
 */
export function useTablePlayer(table: SharedTable): TablePlayer {
  const player = useSessionPlayer();
  const mode: SharedTableMode =
    player === undefined ? 'pending' : player === null ? 'visitor' : 'real';
  const real = mode === 'real';
  const client = useQueryClient();
  const money = useAccountMoney(real);
  const read = useMyTableBets(table.game, real);
  const place = useTableBet(table.game);
  const cash = useCashOut();
  const [startedAt] = useState(() => Date.now());
  const [session, setSession] = useState<CasinoRound[]>([]);

  // Signing in or out starts a new session: the other purse's bets are not this one's.
  const [sessionMode, setSessionMode] = useState(mode);
  if (sessionMode !== mode) {
    setSessionMode(mode);
    setSession([]);
  }

  const { round } = table;
  const roundId = round?.id;
  const settled = round?.phase === 'settled';
  const moment = round ? `${round.id}:${round.phase}` : '';
  const heldHere = session.some((bet) => bet.tableRoundId === roundId && bet.status === 'open');
  // Once per phase of each round: the bets held are read as the moment came.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the moment is what matters
  useEffect(() => {
    if (!real || moment === '') return;
    // A settled bet moved money (a win credited, an auto cash-out paid): every read of it again.
    const key = settled && heldHere ? CASINO_PLAYER_KEY : myTableBetsKey(table.game);
    if (settled && heldHere) void client.invalidateQueries({ queryKey: BALANCE_KEY });
    void client.invalidateQueries({ queryKey: key });
  }, [moment, real]);

  const { data: readBets } = read;
  useEffect(() => {
    if (readBets) setSession((known) => mergedBets(known, readBets, false));
  }, [readBets]);

  const sending = useRef(false);
  const release = () => {
    sending.current = false;
  };
  const placeBet = (bet: unknown, onPlaced?: () => void) => {
    if (!real || roundId === undefined || sending.current) return;
    sending.current = true;
    cash.reset();
    place.mutate(
      { roundId, bet },
      {
        onSuccess: (answer) => {
          setSession((known) => mergedBets(known, [answer.bet], true));
          onPlaced?.();
        },
        // A refusal (betting closed, one bet only) may mean a bet made elsewhere: read again.
        onError: () => void client.invalidateQueries({ queryKey: myTableBetsKey(table.game) }),
        onSettled: release,
      },
    );
  };
  const cashOut = () => {
    if (!real || roundId === undefined || sending.current) return;
    sending.current = true;
    place.reset();
    cash.mutate(roundId, {
      onSuccess: (answer) => setSession((known) => mergedBets(known, [answer.bet], true)),
      onSettled: release,
    });
  };

  // A refusal belongs to the round it was made in.
  const { reset: resetPlace } = place;
  const { reset: resetCash } = cash;
  useEffect(() => {
    if (roundId === undefined) return;
    resetPlace();
    resetCash();
  }, [roundId, resetPlace, resetCash]);

  const fromRead = (readBets ?? []).filter((bet) => bet.tableRoundId === roundId);
  const bets = mergedBets(
    session.filter((bet) => bet.tableRoundId === roundId),
    fromRead,
    true,
  );
  return {
    mode,
    money,
    bets,
    placeBet,
    cashOut,
    placing: place.isPending,
    cashingOut: cash.isPending,
    failure: place.error ?? cash.error,
    session: {
      mode: real ? 'real' : 'pending',
      money,
      session: { startedAt, rounds: session },
      refill: undefined,
    },
  };
}
