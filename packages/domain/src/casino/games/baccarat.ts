import { type CasinoGame, type MinorUnits, MULTIPLIER_SCALE, winOf } from '../game.ts';
import {
  type Card,
  COUPS,
  type CoupResult,
  coupCounts,
  dealCoup,
  resultOf,
  totalOf,
} from './baccarat-tableau.ts';
import { isStake, stakeFits } from './stakes.ts';

/*
 * Punto banco from an infinite deck: every card is drawn from a fresh, fully shuffled deck of
 * 52, as provably fair casinos deal it, so no card depends on the cards before. That moves the
 * returns a little from the eight-deck shoe's published figures: banker 98.936 % (98.942 %),
 * player 98.772 % (98.765 %), tie 85.883 % (85.640 %). The figures here are the infinite deck's,
 * enumerated exactly; they continue the published trend from six decks to eight.
 */

export type BaccaratSpot = CoupResult;
export const BACCARAT_SPOTS: readonly BaccaratSpot[] = ['player', 'banker', 'tie'];

/** Stakes on the spots; an absent or zero stake is no bet there. */
export type BaccaratBet = Partial<Record<BaccaratSpot, MinorUnits>>;

export interface BaccaratOutcome {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  result: CoupResult;
  /** What each spot paid back; 0 where it lost or held no bet. */
  wins: Record<BaccaratSpot, MinorUnits>;
}

export type BaccaratProblem = 'baccarat_no_bets' | 'baccarat_stake_invalid';

/**
 * What a winning spot pays back, stake included, in ten-thousandths: player 1:1, banker 1:1 less
 * the 5 % commission, tie 8:1. A player or banker bet gets its stake back on a tie.
 */
export const BACCARAT_PAYBACKS: Readonly<Record<BaccaratSpot, number>> = {
  player: 2 * MULTIPLIER_SCALE,
  banker: 19_500,
  tie: 9 * MULTIPLIER_SCALE,
};

const PUSH = MULTIPLIER_SCALE;

/** The multiplier (ten-thousandths) a spot pays on a result. */
export function paybackOf(spot: BaccaratSpot, result: CoupResult): number {
  if (spot === result) return BACCARAT_PAYBACKS[spot];
  return result === 'tie' ? PUSH : 0;
}

/** How many of the 13^6 equally likely rank sequences end in each result. */
export const BACCARAT_COUP_COUNTS: Readonly<Record<CoupResult, number>> = coupCounts();

/** The exact return of each spot from an infinite deck, before rounding to the minor unit. */
export const BACCARAT_RETURNS: Readonly<Record<BaccaratSpot, number>> = Object.fromEntries(
  BACCARAT_SPOTS.map((spot) => {
    const paid = BACCARAT_SPOTS.reduce(
      (sum, result) => sum + BACCARAT_COUP_COUNTS[result] * paybackOf(spot, result),
      0,
    );
    return [spot, paid / (COUPS * MULTIPLIER_SCALE)];
  }),
) as Record<BaccaratSpot, number>;

// The deal lives with the tableau, so a page that only shows cards (the verification page) need
// not load this module, whose returns enumerate every deal when it loads.
export { type Coup, dealCoup } from './baccarat-tableau.ts';

const stakeOn = (bet: BaccaratBet, spot: BaccaratSpot): MinorUnits => bet[spot] ?? 0;

const stakeOf = (bet: BaccaratBet): MinorUnits =>
  BACCARAT_SPOTS.reduce((sum, spot) => sum + stakeOn(bet, spot), 0);

export const baccarat: CasinoGame<BaccaratBet, BaccaratOutcome> = {
  slug: 'baccarat',
  stakeOf,

  betProblem(bet): BaccaratProblem | undefined {
    const stakes = BACCARAT_SPOTS.map((spot) => stakeOn(bet, spot));
    if (!stakes.every((stake) => stake === 0 || isStake(stake))) return 'baccarat_stake_invalid';
    if (stakes.every((stake) => stake === 0)) return 'baccarat_no_bets';
    // The tie's payback bounds every spot's, so a total that fits it keeps each win exact.
    return stakeFits(stakeOf(bet), BACCARAT_PAYBACKS.tie) ? undefined : 'baccarat_stake_invalid';
  },

  play(source, bet) {
    const { player, banker } = dealCoup(source);
    const [playerTotal, bankerTotal] = [totalOf(player), totalOf(banker)];
    const result = resultOf(playerTotal, bankerTotal);
    const winOn = (spot: BaccaratSpot) => winOf(stakeOn(bet, spot), paybackOf(spot, result));
    const wins = { player: winOn('player'), banker: winOn('banker'), tie: winOn('tie') };
    return {
      outcome: { player, banker, playerTotal, bankerTotal, result, wins },
      win: wins.player + wins.banker + wins.tie,
    };
  },

  /** The lowest spot's return: the tie's. */
  returnToPlayer: Math.min(...Object.values(BACCARAT_RETURNS)),
};
