import { drawDistinct } from '../chance.ts';
import { type CasinoGame, type MinorUnits, MULTIPLIER_SCALE, winOf } from '../game.ts';
import { stakeFits } from './stakes.ts';

/*
 * Keno on a board of 40: the player marks 1 to 10 numbers, the house draws 10, and the paytable
 * of the pick count pays by how many marks were drawn (the hits). The chance of h hits with k
 * marks is hypergeometric, C(k, h) · C(40 − k, 10 − h) / C(40, 10), so every return is exact.
 */

export const KENO_BOARD = 40;
export const KENO_DRAWN = 10;
export const KENO_MOST_PICKS = 10;

const x = (times: number) => Math.round(times * MULTIPLIER_SCALE);

/**
 * Multipliers (ten-thousandths) by hits, one row per pick count from 1 to 10; each row returns
 * 94.6-95.6 % and no award passes 10 000×. Ten of ten pays as nine of ten: at 1 in 847 660 528
 * it would be an award the table almost never meets (the house advertises none rarer than 1e-8).
 */
const PAYTABLE: readonly (readonly number[])[] = [
  [0, x(3.8)],
  [0, x(1.8), x(4.5)],
  [0, x(1), x(2.9), x(9)],
  [0, 0, x(2), x(8), x(90)],
  [0, 0, x(1.3), x(4), x(15), x(350)],
  [0, 0, x(0.5), x(3), x(9), x(70), x(1_000)],
  [0, 0, x(0.5), x(1.5), x(6), x(24), x(250), x(3_000)],
  [0, 0, 0, x(1.5), x(3), x(17), x(105), x(800), x(8_000)],
  [0, 0, 0, x(1), x(2.5), x(9), x(40), x(300), x(2_500), x(10_000)],
  [0, 0, 0, x(0.5), x(2), x(5.5), x(25), x(150), x(1_000), x(10_000), x(10_000)],
];

/** The paytable of a pick count: its multipliers (ten-thousandths), indexed by hits. */
export function kenoPaytable(picks: number): readonly number[] {
  const row = PAYTABLE[picks - 1];
  if (!Number.isInteger(picks) || row === undefined) throw new RangeError(`no keno of ${picks}`);
  return row;
}

/** C(n, k); each step's count is C(n, i + 1), whole, and far below 2^53 on a board of 40. */
function choose(n: number, k: number): number {
  let count = 1;
  for (let i = 0; i < k; i++) count = (count * (n - i)) / (i + 1);
  return count;
}

/** Every draw of 10 of 40, equally likely: 847 660 528. */
export const KENO_DRAWS = choose(KENO_BOARD, KENO_DRAWN);

/** How many of the draws give each number of hits (indexed by hits) to a ticket of `picks`. */
export function kenoHitDraws(picks: number): number[] {
  return Array.from(
    { length: picks + 1 },
    (_, hits) => choose(picks, hits) * choose(KENO_BOARD - picks, KENO_DRAWN - hits),
  );
}

/** The exact return of a pick count's paytable. */
export function kenoReturnOf(picks: number): number {
  const paytable = kenoPaytable(picks);
  // Draws × multipliers pass 2^53, so the sum is kept whole in a bigint and divided once.
  const paid = kenoHitDraws(picks).reduce(
    (sum, draws, hits) => sum + BigInt(draws) * BigInt(paytable[hits] ?? 0),
    0n,
  );
  return Number(paid) / (KENO_DRAWS * MULTIPLIER_SCALE);
}

const PICK_COUNTS = Array.from({ length: KENO_MOST_PICKS }, (_, i) => i + 1);

/** The returns of the pick counts 1 to 10, in that order. */
export const KENO_RETURNS: readonly number[] = PICK_COUNTS.map(kenoReturnOf);

export interface KenoBet {
  stake: MinorUnits;
  /** The marked numbers, 1-40. */
  picks: readonly number[];
}

export interface KenoOutcome {
  /** The drawn numbers, 1-40, in the order drawn. */
  drawn: number[];
  /** The marked numbers that were drawn, in the order marked. */
  hits: number[];
  /** The paytable's multiplier for the hits, ten-thousandths. */
  multiplier: number;
}

export type KenoProblem = 'keno_stake_invalid' | 'keno_pick_count_invalid' | 'keno_picks_invalid';

export const keno: CasinoGame<KenoBet, KenoOutcome> = {
  slug: 'keno',
  stakeOf: (bet) => bet.stake,

  betProblem({ stake, picks }): KenoProblem | undefined {
    if (picks.length < 1 || picks.length > KENO_MOST_PICKS) return 'keno_pick_count_invalid';
    const onBoard = picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_BOARD);
    if (!onBoard || new Set(picks).size !== picks.length) return 'keno_picks_invalid';
    const largest = Math.max(...kenoPaytable(picks.length));
    return stakeFits(stake, largest) ? undefined : 'keno_stake_invalid';
  },

  play(source, { stake, picks }) {
    const drawn = drawDistinct(source, KENO_BOARD, KENO_DRAWN).map((n) => n + 1);
    const hits = picks.filter((n) => drawn.includes(n));
    const multiplier = kenoPaytable(picks.length)[hits.length] ?? 0;
    return { outcome: { drawn, hits, multiplier }, win: winOf(stake, multiplier) };
  },

  /** The lowest of the pick counts' returns: three picks, 94.59 %. */
  returnToPlayer: Math.min(...KENO_RETURNS),
};
