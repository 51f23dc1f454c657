import { SHARED_TABLE_GAMES, type SharedTableGameSlug } from '@arenabet/contracts/casino-tables';
import { uniformInt } from './chance.ts';
import { type MinorUnits, MULTIPLIER_SCALE, winOf } from './game.ts';
import { crashPointOf, flightMsOf, multiplierAt } from './games/crash.ts';
import { ROULETTE_RETURN } from './games/roulette.ts';
import { stakeFits } from './games/stakes.ts';
import { FairWords, type SeedHmac } from './provably-fair.ts';

/*
 * The shared tables: games whose one round is played for every player at once, on the server's
 * clock, from a published hash chain (hash-chain.ts) rather than a player's seed pair: one
 * outcome serves every bet, so no player's client seed may steer it. A round takes bets while
 * betting is open, then runs (the crash multiplier climbs, the wheel spins), then settles and
 * shows its result for a moment before the next round opens.
 */

export { SHARED_TABLE_GAMES };
export type SharedTableGame = SharedTableGameSlug;

export function isSharedTableGame(slug: string | undefined): slug is SharedTableGame {
  return (SHARED_TABLE_GAMES as readonly (string | undefined)[]).includes(slug);
}

export interface TablePace {
  /** From the round's opening to the last moment a bet is taken. */
  bettingMs: number;
  /** How long the result shows before the next round opens. */
  pauseMs: number;
}

export const CRASH_PACE: TablePace = { bettingMs: 7_000, pauseMs: 3_000 };

/** The live wheel: betting, the spin and the result make one wheel every 30 s. */
export const LIVE_ROULETTE_PACE: TablePace & { spinMs: number } = {
  bettingMs: 18_000,
  spinMs: 9_000,
  pauseMs: 3_000,
};
export const LIVE_ROULETTE_CYCLE_MS = 30_000;

export const TABLE_PACES: Readonly<Record<SharedTableGame, TablePace>> = {
  crash: CRASH_PACE,
  'live-roulette': LIVE_ROULETTE_PACE,
};

/**
 * The highest crash point a round flies to, in hundredths (10 000.00×): a round whose hash
 * gives more ends there, and every bet still in is paid at it. A cash-out target at or below it
 * keeps its 99 %; the longest flight is 2 min 34 s.
 */
export const CRASH_MAX_POINT = 1_000_000;
/** The lowest cash-out target, hundredths: 1.01×. */
export const CRASH_MIN_TARGET = 101;

export type TableOutcome = { crashPoint: number } | { pocket: number };

/**
 * A round's outcome from its chain hash and the chain's salt. The wheel's pocket is drawn as a
 * player's roulette round is, with the hash as server seed, the salt as client seed and the
 * position as nonce: the verification page recomputes it with the same code.
 */
export function tableOutcomeOf(
  game: SharedTableGame,
  round: { hash: string; salt: string; position: number },
  hmac?: SeedHmac,
): TableOutcome {
  if (game === 'crash') {
    return { crashPoint: Math.min(crashPointOf(round.hash, round.salt), CRASH_MAX_POINT) };
  }
  const seeds = { serverSeed: round.hash, clientSeed: round.salt, nonce: round.position };
  return { pocket: uniformInt(new FairWords(seeds, hmac), 37) };
}

/** How long a round runs from the close of betting to its result. */
export function runMsOf(outcome: TableOutcome): number {
  return 'crashPoint' in outcome ? flightMsOf(outcome.crashPoint) : LIVE_ROULETTE_PACE.spinMs;
}

/** The theoretical return of each shared table, exact from its rules. */
export const TABLE_RETURNS: Readonly<Record<SharedTableGame, number>> = {
  crash: 0.99,
  'live-roulette': ROULETTE_RETURN,
};

export interface CrashBet {
  stake: MinorUnits;
  /** Hundredths: cash out by itself once the multiplier reaches it. */
  autoCashout?: number | undefined;
}

/** A dictionary key for a crash bet the rules refuse, or undefined. */
export function crashBetProblem(bet: CrashBet): string | undefined {
  if (!stakeFits(bet.stake, CRASH_MAX_POINT * (MULTIPLIER_SCALE / 100))) {
    return 'crash_stake_invalid';
  }
  const target = bet.autoCashout;
  if (target === undefined) return undefined;
  const inRange = Number.isInteger(target) && target >= CRASH_MIN_TARGET;
  return inRange && target <= CRASH_MAX_POINT ? undefined : 'crash_target_invalid';
}

/** A crash win: the stake times the cash-out (hundredths), rounded down to the minor unit. */
export function crashWinOf(stake: MinorUnits, cashout: number): MinorUnits {
  return winOf(stake, cashout * (MULTIPLIER_SCALE / 100));
}

/**
 * The most one crash bet may win, in minor units of its currency (the euro's €100 000, at the
 * site's rate): a bet is cashed out by itself where its win would reach it. Every target returns
 * 99 %, so this cap costs the player nothing of the return.
 */
export const CRASH_MAX_WIN_EUROS = 100_000;

/**
 * Where a bet is cashed out by itself: its own target, or where its win reaches the most a bet
 * may win, whichever comes first; undefined when the stake is too large for any target.
 */
export function crashTargetOf(bet: CrashBet, maxWin: MinorUnits): number | undefined {
  const capped = Math.min(Math.floor((maxWin * 100) / bet.stake), CRASH_MAX_POINT);
  if (capped < CRASH_MIN_TARGET) return undefined;
  return Math.min(bet.autoCashout ?? CRASH_MAX_POINT, capped);
}

/**
 * The cash-out a player asking `elapsedMs` into the flight gets, or undefined when the round
 * had crashed by then. A bet whose target (`crashTargetOf`) came first was out at the target,
 * even when the player asks after the crash.
 */
export function crashCashoutAt(target: number, crashPoint: number, elapsedMs: number) {
  const now = multiplierAt(elapsedMs);
  if (target <= Math.min(now, crashPoint)) return target;
  return now >= crashPoint ? undefined : now;
}

/**
 * Where a bet still in ends when the round is over: at its target if the round reached it
 * (every bet has one: its own, the most a bet may win, or the round's highest point), else
 * lost (null).
 */
export function crashSettlementOf(target: number, crashPoint: number): number | null {
  return target <= crashPoint ? target : null;
}
