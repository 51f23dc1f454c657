import { uniformInt } from '../chance.ts';
import { type CasinoGame, type MinorUnits, MULTIPLIER_SCALE, winOf } from '../game.ts';
import { stakeFits } from './stakes.ts';

/*
 * Dice, as the crypto casinos play it: a roll of 0.00-99.99, and the player names a target and
 * whether the roll must land under or over it. The multiplier follows from the chance and the
 * house edge, rounded down to the ten-thousandth, so a target whose winning rolls do not divide
 * the payback exactly returns a shade under 99 % (never less than 98.99 %).
 */

/** Rolls are counted in hundredths: roll 4950 is shown as 49.50. */
export const DICE_ROLLS = 10_000;

/** The house's share of every bet, in ten-thousandths (as multipliers are): 1 %. */
export const DICE_HOUSE_EDGE = 100;

/** Win chances the table takes, in winning rolls of the 10 000: 1 % to 98 %. */
export const DICE_FEWEST_WINNING_ROLLS = 100;
export const DICE_MOST_WINNING_ROLLS = 9_800;

export type DiceDirection = 'under' | 'over';

export interface DiceBet {
  stake: MinorUnits;
  /** In hundredths, as the roll: 4950 is 49.50. */
  target: number;
  /** Under wins on a roll below the target, over on a roll above it. */
  direction: DiceDirection;
}

export interface DiceOutcome {
  /** In hundredths, 0-9999. */
  roll: number;
  /** The bet's multiplier in ten-thousandths, paid when the roll wins. */
  multiplier: number;
}

export type DiceProblem = 'dice_stake_invalid' | 'dice_target_invalid' | 'dice_chance_out_of_range';

type DiceCall = Pick<DiceBet, 'target' | 'direction'>;

/** How many of the 10 000 rolls win: under 49.50 wins on 0.00-49.49, over 49.50 on 49.51-99.99. */
export function winningRolls({ target, direction }: DiceCall): number {
  return direction === 'under' ? target : DICE_ROLLS - 1 - target;
}

export function diceWins(roll: number, { target, direction }: DiceCall): boolean {
  return direction === 'under' ? roll < target : roll > target;
}

/**
 * MULTIPLIER_SCALE × (1 − edge) / chance, rounded down: with the edge in ten-thousandths and the
 * chance winning / DICE_ROLLS, that is (MULTIPLIER_SCALE − edge) × DICE_ROLLS / winning, whole.
 */
export function diceMultiplier(winning: number): number {
  return Math.floor(((MULTIPLIER_SCALE - DICE_HOUSE_EDGE) * DICE_ROLLS) / winning);
}

/** The exact return of a target: the floored multiplier times the chance. */
export function diceReturnOf(call: DiceCall): number {
  const winning = winningRolls(call);
  return (diceMultiplier(winning) * winning) / (DICE_ROLLS * MULTIPLIER_SCALE);
}

export const dice: CasinoGame<DiceBet, DiceOutcome> = {
  slug: 'dice',
  stakeOf: (bet) => bet.stake,

  betProblem(bet): DiceProblem | undefined {
    const { target, direction } = bet;
    const known = direction === 'under' || direction === 'over';
    if (!known || !Number.isInteger(target) || target < 0 || target > DICE_ROLLS) {
      return 'dice_target_invalid';
    }
    const winning = winningRolls(bet);
    if (winning < DICE_FEWEST_WINNING_ROLLS || winning > DICE_MOST_WINNING_ROLLS) {
      return 'dice_chance_out_of_range';
    }
    return stakeFits(bet.stake, diceMultiplier(winning)) ? undefined : 'dice_stake_invalid';
  },

  play(source, bet) {
    const roll = uniformInt(source, DICE_ROLLS);
    const multiplier = diceMultiplier(winningRolls(bet));
    return {
      outcome: { roll, multiplier },
      win: diceWins(roll, bet) ? winOf(bet.stake, multiplier) : 0,
    };
  },

  /** The most any target returns, met where the winning rolls divide 99 000 000 (50 % does). */
  returnToPlayer: (MULTIPLIER_SCALE - DICE_HOUSE_EDGE) / MULTIPLIER_SCALE,
};
