import { uniformInt } from '../chance.ts';
import type { CasinoGame, MinorUnits } from '../game.ts';
import {
  type InsideBetKind,
  isInsideBet,
  isPlacement,
  OUTSIDE_BET_NUMBERS,
  OUTSIDE_BETS,
  type OutsideBetName,
  POCKETS,
  ROULETTE_PAYOUTS,
} from './roulette-layout.ts';
import { isStake } from './stakes.ts';

/*
 * European roulette: one spin settles every chip on the table. Each bet pays its stake times
 * (payout + 1) when the pocket is among its numbers, so every bet returns 36 of each 37 staked:
 * the zero is the house's only edge.
 */

export interface InsideBet {
  kind: InsideBetKind;
  /** The numbers the chip covers, in any order. */
  numbers: readonly number[];
  stake: MinorUnits;
}

export interface OutsideBet {
  kind: OutsideBetName;
  stake: MinorUnits;
}

export type RouletteBet = InsideBet | OutsideBet;

/** The chips of one spin. */
export interface RouletteBets {
  bets: readonly RouletteBet[];
}

export interface RouletteOutcome {
  pocket: number;
  /** What each bet paid back, in the order of the bets; 0 for a losing one. */
  wins: MinorUnits[];
}

export type RouletteProblem =
  | 'roulette_no_bets'
  | 'roulette_too_many_bets'
  | 'roulette_bet_invalid'
  | 'roulette_stake_invalid';

/** More than the table's 157 places; it bounds what one stored round may hold. */
export const MAX_BETS_PER_SPIN = 200;

/** Every bet returns 36 of the 37 pockets' worth: (payout + 1) × covered numbers = 36. */
export const ROULETTE_RETURN = 36 / 37;

const LARGEST_PAYBACK = ROULETTE_PAYOUTS.straight + 1;

// By the kind, never by the shape: an outside bet that arrives with numbers must not cover them.
const isInside = (bet: RouletteBet): bet is InsideBet => isInsideBet(bet.kind);

/** The numbers a bet covers. */
export function numbersOf(bet: RouletteBet): readonly number[] {
  return isInside(bet) ? bet.numbers : OUTSIDE_BET_NUMBERS[bet.kind];
}

function isLegal(bet: RouletteBet): boolean {
  if (isInside(bet)) return Array.isArray(bet.numbers) && isPlacement(bet.kind, bet.numbers);
  return (OUTSIDE_BETS as readonly string[]).includes(bet.kind);
}

/** What a bet pays back when the ball lands in the pocket. */
export function rouletteWinOf(bet: RouletteBet, pocket: number): MinorUnits {
  return numbersOf(bet).includes(pocket) ? bet.stake * (ROULETTE_PAYOUTS[bet.kind] + 1) : 0;
}

const stakeOf = ({ bets }: RouletteBets): MinorUnits =>
  bets.reduce((sum, bet) => sum + bet.stake, 0);

export const roulette: CasinoGame<RouletteBets, RouletteOutcome> = {
  slug: 'roulette',
  stakeOf,

  betProblem(spin: RouletteBets): RouletteProblem | undefined {
    const { bets } = spin;
    if (bets.length === 0) return 'roulette_no_bets';
    if (bets.length > MAX_BETS_PER_SPIN) return 'roulette_too_many_bets';
    if (!bets.every(isLegal)) return 'roulette_bet_invalid';
    // Every chip paying at once bounds any win, so a total that stays exact keeps every win exact.
    const total = stakeOf(spin);
    const exact = bets.every((bet) => isStake(bet.stake)) && Number.isSafeInteger(total);
    if (!exact || !Number.isSafeInteger(total * LARGEST_PAYBACK)) return 'roulette_stake_invalid';
    return undefined;
  },

  play(source, { bets }) {
    const pocket = uniformInt(source, POCKETS);
    const wins = bets.map((bet) => rouletteWinOf(bet, pocket));
    return { outcome: { pocket, wins }, win: wins.reduce((sum, win) => sum + win, 0) };
  },

  returnToPlayer: ROULETTE_RETURN,
};
