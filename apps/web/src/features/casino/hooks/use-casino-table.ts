import { type CasinoRound, clientSeedText, type SeedPair } from '@arenabet/contracts/casino';
import { toMinorUnits } from '@arenabet/domain';
import { minCycleMsOf } from '@arenabet/domain/casino/player-protection';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod/mini';
import { balanceQuery } from '../../../shared/api/balance-query.ts';
import { useSessionPlayer } from '../../../shared/favorites/session-player.ts';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { currencyPrecision } from '../../../shared/i18n/format-money.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { useAct, usePlay } from '../api/play.ts';
import { useCasinoRounds } from '../api/rounds.ts';
import { useCasinoSeeds, useRotateSeeds } from '../api/seeds.ts';
import { chipUnit } from '../lib/chips.ts';
import {
  type AnyTableGame,
  DEMO_CHIP_UNIT,
  DEMO_PRECISION,
  isInteractive,
} from '../lib/demo-table.ts';
import { ROUND_TOO_SOON, refusalKey } from '../lib/refusal.ts';
import { cycleLeft } from '../lib/session.ts';
import type { SeededGameSlug } from '../lib/table-games.ts';
import { useDemoStore } from './demo-store.ts';

/** Visitors play with play money; account holders from their active account. */
export type TableMode = 'demo' | 'real' | 'pending';

export interface TableMoney {
  /** The balance in minor units; undefined while it is read. */
  balance: number | undefined;
  precision: number;
  /** The currency's symbol, or the demo's own word in the page's language. */
  symbol: string | undefined;
  /** The chips' smallest value, minor units. */
  chipUnit: number;
}

export interface CasinoTable {
  slug: SeededGameSlug;
  mode: TableMode;
  money: TableMoney;
  play(bet: unknown): void;
  /** One action in the open round (blackjack's hit, stand…). */
  act(action: string): void;
  /** A round or an action is on its way to the server. */
  playing: boolean;
  /** The last round played here, for the table to show; an open round found on entering too. */
  lastRound: CasinoRound | undefined;
  /** Why the last press played nothing: an error or a rule the demo refused. */
  failure: unknown;
  /** Milliseconds until the next round may start, and the whole cycle. */
  waitMs: number;
  cycleMs: number;
  seeds: { inPlay: SeedPair | undefined; revealed: readonly SeedPair[]; failed: boolean };
  rotate(clientSeed: string): Promise<void>;
  rotating: boolean;
  /** This game's latest rounds, newest first. */
  rounds: readonly CasinoRound[];
  /** The rounds played since the page opened, and when it opened. */
  session: { startedAt: number; rounds: readonly CasinoRound[] };
  refill: (() => void) | undefined;
}

/** A client seed the rules take, or the dictionary key of why not. */
export function clientSeedProblem(value: string): string | undefined {
  const parsed = z.safeParse(clientSeedText, value);
  return parsed.success
    ? undefined
    : (parsed.error.issues[0]?.message ?? 'validation_invalid_value');
}

/**
 * Everything a game page needs of its table, the same for demo and real play: the money, a
 * round played from the bet (and acted in, for a game the player acts in), the cycle to wait,
 * the seeds and the latest rounds.
 */
export function useCasinoTable(game: AnyTableGame): CasinoTable {
  const slug = game.slug as SeededGameSlug;
  const player = useSessionPlayer();
  const mode: TableMode = player === undefined ? 'pending' : player === null ? 'demo' : 'real';
  const settings = useSiteSettings();
  const cycleMs = minCycleMsOf(slug, settings.responsible.casino);
  const real = useRealTable(mode === 'real');
  const demo = useDemoStore();
  const [startedAt] = useState(() => Date.now());
  const [session, setSession] = useState<CasinoRound[]>([]);
  const [lastRound, setLastRound] = useState<CasinoRound>();
  const [lastStart, setLastStart] = useState<number>();
  const [demoFailure, setDemoFailure] = useState<unknown>();

  // A player who signs in or out mid-session starts a new one: the other purse's rounds are not
  // this one's.
  const [sessionMode, setSessionMode] = useState(mode);
  if (sessionMode !== mode) {
    setSessionMode(mode);
    setSession([]);
    setLastRound(undefined);
    setDemoFailure(undefined);
  }
  const openDemo = demo.open;
  useEffect(() => {
    if (mode === 'demo') openDemo();
  }, [mode, openDemo]);

  const roundsOfGame = (mode === 'real' ? real.rounds : (demo.table?.rounds ?? [])).filter(
    (round) => round.game === slug,
  );
  // The server counts the cycle from the last round of this game, played here or elsewhere (an
  // earlier visit, another tab). A round found on the list counts from its start, but never from
  // later than the moment it was seen: a clock behind the server's must not wait longer.
  const latest = roundsOfGame[0];
  const [found, setFound] = useState<{ key: string; at: number }>();
  const latestKey = latest && `${mode}:${latest.id}`;
  if (latest && latestKey && found?.key !== latestKey) {
    setFound({ key: latestKey, at: Math.min(Date.parse(latest.createdAt), Date.now()) });
  }
  const since = Math.max(lastStart ?? 0, found?.at ?? 0) || undefined;
  // Read at each render; the ticking only makes the renders come while there is a wait.
  const waitMs = cycleLeft(Date.now(), since, cycleMs);
  useNow(waitMs > 0, 200);

  // A round still open from an earlier visit or another tab (a blackjack hand) is played on,
  // and the list's copy of this page's round wins when it is further on (a move whose answer
  // was lost): the next move then counts from where the server is.
  const listed =
    latest && (latest.status === 'open' || latest.id === lastRound?.id) ? latest : undefined;
  const current = listed && (!lastRound || isAhead(listed, lastRound)) ? listed : lastRound;

  const acted = useCallback((round: CasinoRound) => {
    setLastRound(round);
    setSession((rounds) =>
      rounds.some((known) => known.id === round.id)
        ? rounds.map((known) => (known.id === round.id ? round : known))
        : [round, ...rounds],
    );
  }, []);
  const played = useCallback(
    (round: CasinoRound) => {
      setLastStart(Date.now());
      acted(round);
    },
    [acted],
  );

  // A second press before the first's pending state has rendered must not send twice.
  const sending = useRef(false);
  const release = () => {
    sending.current = false;
  };

  const busy = real.play.isPending || real.act.isPending;
  const play = (bet: unknown) => {
    if (mode === 'demo') {
      const result = demo.play(game, bet);
      setDemoFailure('problem' in result ? result : undefined);
      if ('round' in result) played(result.round);
      return;
    }
    if (mode !== 'real' || busy || sending.current) return;
    sending.current = true;
    real.act.reset();
    real.play.mutate(
      { game: slug, bet },
      {
        onSuccess: played,
        onError: (error) => {
          if (refusalKey(error) === ROUND_TOO_SOON) setLastStart(Date.now());
        },
        onSettled: release,
      },
    );
  };

  const act = (action: string) => {
    if (!current || !isInteractive(game)) return;
    if (mode === 'demo') {
      const result = demo.act(game, current.id, action);
      setDemoFailure('problem' in result ? result : undefined);
      if ('round' in result) acted(result.round);
      return;
    }
    if (mode !== 'real' || busy || sending.current) return;
    sending.current = true;
    real.play.reset();
    const input = { roundId: current.id, action, actionIndex: current.actions.length };
    real.act.mutate(input, { onSuccess: acted, onSettled: release });
  };

  const rotate = async (clientSeed: string) => {
    if (mode === 'demo') demo.rotate(clientSeed);
    else if (mode === 'real') await real.rotate.mutateAsync(clientSeed);
  };

  const demoTable = demo.table;
  return {
    slug,
    mode,
    money: mode === 'real' ? real.money : demoMoney(demoTable?.balance),
    play,
    act,
    playing: busy,
    lastRound: current,
    failure: mode === 'real' ? (real.play.error ?? real.act.error) : demoFailure,
    waitMs,
    cycleMs,
    seeds:
      mode === 'real'
        ? {
            inPlay: real.seeds.data?.inPlay,
            revealed: real.seeds.data?.revealed ?? [],
            failed: real.seeds.isError,
          }
        : { inPlay: demoTable?.inPlay, revealed: demoTable?.revealed ?? [], failed: false },
    rotate,
    rotating: real.rotate.isPending,
    rounds: roundsOfGame,
    session: { startedAt, rounds: session },
    refill: mode === 'demo' ? demo.refill : undefined,
  };
}

function demoMoney(balance: number | undefined): TableMoney {
  return { balance, precision: DEMO_PRECISION, symbol: undefined, chipUnit: DEMO_CHIP_UNIT };
}

/** The active account's money as a table counts it: minor units, precision, chips. */
export function useAccountMoney(enabled: boolean): TableMoney {
  // A visitor has no balance to read: asking would only be refused.
  const balance = useQuery({ ...balanceQuery, enabled });
  const { currencies } = useSiteSettings();
  const accounts = balance.data?.accounts ?? [];
  const active =
    accounts.find((account) => account.id === balance.data?.activeAccountId) ?? accounts[0];
  const precision = active ? currencyPrecision(active.currencyId, currencies) : 2;
  const currency = currencies.find((candidate) => candidate.id === active?.currencyId);
  return {
    balance: active ? toMinorUnits(active.money, precision, 'half-away-from-zero') : undefined,
    precision,
    symbol: active?.symbol,
    chipUnit: chipUnit(currency?.minSumBet, precision),
  };
}

/** The player's side: the active account, the seeds, the rounds and the two money calls. */
function useRealTable(enabled: boolean) {
  const money = useAccountMoney(enabled);
  const seeds = useCasinoSeeds(enabled);
  const rounds = useCasinoRounds(enabled);
  const play = usePlay();
  const act = useAct();
  const rotate = useRotateSeeds();
  return {
    money,
    seeds,
    rounds: enabled ? (rounds.data?.pages[0]?.rounds ?? []) : [],
    play,
    act,
    rotate,
  };
}

/** Whether `a` is further on than `b`: a later round, or the same one with more moves made. */
function isAhead(a: CasinoRound, b: CasinoRound): boolean {
  return a.id > b.id || (a.id === b.id && a.actions.length > b.actions.length);
}
