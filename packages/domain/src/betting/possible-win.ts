import type { MinorUnits } from '../money.ts';
import { combinationCountBig, elementarySymmetric } from './combinations.ts';
import { COUPON_VID, type CouponVid } from './coupon-kinds.ts';
import { assertLegCount, assertOddsList, assertStake, CouponShapeError } from './coupon-shape.ts';
import { floorDiv, minorUnitsOf, productOf, safeNumberOf, saturatedMinorUnits } from './exact.ts';
import { ODDS_SCALE_BIG, type Odds } from './odds.ts';

/*
 * What a coupon can win if every leg wins, as the page shows it and the server accepts it.
 * Every amount is rounded down to the minor unit, once, at the end: products stay exact in
 * BigInt until then. Settlement (settlement.ts) uses the same single floor, so it can never pay
 * more than the possible win shown at acceptance.
 */

/** The exact product of decimal odds: numerator / scale, with scale = 1000^legs. */
export interface ExactOdds {
  numerator: bigint;
  scale: bigint;
}

export function expressOdds(legs: readonly Odds[]): ExactOdds {
  return {
    numerator: productOf(legs.map(BigInt)),
    scale: ODDS_SCALE_BIG ** BigInt(legs.length),
  };
}

/**
 * The total odds a coupon shows: the product rounded down to three decimals. Saturates at 2^53
 * thousandths (9e12), far beyond any payout an operator allows.
 */
export function expressOddsRounded(legs: readonly Odds[]): Odds {
  const { numerator, scale } = expressOdds(legs);
  return saturatedMinorUnits(floorDiv(numerator * ODDS_SCALE_BIG, scale));
}

/** floor(stake × Π odds): exact for any number of legs. */
export function winOfBig(stake: MinorUnits, legs: readonly Odds[]): bigint {
  const { numerator, scale } = expressOdds(legs);
  return floorDiv(BigInt(stake) * numerator, scale);
}

/** As `winOfBig`; throws a RangeError when the win passes a safe integer. */
export function winOf(stake: MinorUnits, legs: readonly Odds[]): MinorUnits {
  return minorUnitsOf(winOfBig(stake, legs));
}

/**
 * The stake of each express of a system "k of n". What does not divide is not taken: 100.00 on
 * a system 2 of 3 is 3 bets of 33.33, and the player pays 99.99.
 */
export function systemStakePerBet(total: MinorUnits, n: number, k: number): MinorUnits {
  return minorUnitsOf(floorDiv(BigInt(total), combinationCountBig(n, k)));
}

/**
 * A system's win if every leg wins: the exact sum over its expresses, floored once,
 * floor(perBet × e_k(odds) / 1000^k). Flooring each express instead would pay at most this.
 */
export function systemWinBig(perBet: MinorUnits, legs: readonly Odds[], k: number): bigint {
  const sum = elementarySymmetric(legs.map(BigInt), k);
  return floorDiv(BigInt(perBet) * sum, ODDS_SCALE_BIG ** BigInt(k));
}

export interface CouponStakeInput {
  vid: CouponVid;
  /** The whole coupon's stake; for a multi coupon it must equal the sum of `stakes`. */
  stake: MinorUnits;
  legs: readonly Odds[];
  /** k of a system "k of n". */
  systemSize?: number;
  /** Multi only: one stake per leg (`groupsSumms`). */
  stakes?: readonly MinorUnits[];
  /** Express only: the express boost's percent on the odds (`isExpressBoost`). */
  boostPercent?: number;
}

export interface PossibleWin {
  /** What the player pays: the stake less a system's remainder that does not divide. */
  stakeTaken: MinorUnits;
  betCount: number;
  /** Undefined for a multi coupon, whose singles each have their own stake. */
  stakePerBet: MinorUnits | undefined;
  /**
   * Single: its odds. Express: the product. System: the mean odds of its expresses. Multi: the
   * stake-weighted mean of its singles. All rounded down to three decimals.
   */
  totalOdds: Odds;
  possibleWin: MinorUnits;
}

/** floor(amount × (100 + percent) / 100): a boost on odds or on a win, rounded down once. */
export function withBoost(amount: bigint, percent: number): bigint {
  if (!(Number.isInteger(percent) && percent >= 0 && percent <= 100)) {
    throw new CouponShapeError('coupon_boost_unavailable');
  }
  return floorDiv(amount * BigInt(100 + percent), 100n);
}

function singleOrExpress(stake: MinorUnits, legs: readonly Odds[], boostPercent = 0): PossibleWin {
  const { numerator, scale } = expressOdds(legs);
  const boosted = (amount: bigint) => withBoost(floorDiv(amount * numerator, scale), boostPercent);
  return {
    stakeTaken: stake,
    betCount: 1,
    stakePerBet: stake,
    totalOdds: saturatedMinorUnits(boosted(ODDS_SCALE_BIG)),
    possibleWin: saturatedMinorUnits(boosted(BigInt(stake))),
  };
}

/** The mean of the expresses' odds: e_k / (C(n,k) × 1000^(k-1)), rounded down. */
function systemMeanOdds(legs: readonly Odds[], k: number): Odds {
  const sum = elementarySymmetric(legs.map(BigInt), k);
  const count = combinationCountBig(legs.length, k);
  return saturatedMinorUnits(floorDiv(sum, count * ODDS_SCALE_BIG ** BigInt(k - 1)));
}

function system(stake: MinorUnits, legs: readonly Odds[], k: number): PossibleWin {
  const perBet = systemStakePerBet(stake, legs.length, k);
  const count = combinationCountBig(legs.length, k);
  return {
    stakeTaken: minorUnitsOf(BigInt(perBet) * count),
    betCount: safeNumberOf(count),
    stakePerBet: perBet,
    totalOdds: systemMeanOdds(legs, k),
    possibleWin: saturatedMinorUnits(systemWinBig(perBet, legs, k)),
  };
}

function multiStakes(coupon: CouponStakeInput): readonly MinorUnits[] {
  const { stakes, legs, stake } = coupon;
  if (!stakes || stakes.length !== legs.length) {
    throw new CouponShapeError('coupon_multi_stakes_mismatch');
  }
  stakes.forEach(assertStake);
  const sum = stakes.reduce((total, one) => total + BigInt(one), 0n);
  if (sum !== BigInt(stake)) throw new CouponShapeError('coupon_multi_stakes_mismatch');
  return stakes;
}

/** Stake-weighted mean of the singles' odds; with no stake at all, the plain mean. */
function multiMeanOdds(stakes: readonly MinorUnits[], legs: readonly Odds[]): Odds {
  const weights = stakes.some((one) => one > 0) ? stakes.map(BigInt) : stakes.map(() => 1n);
  const weighted = legs.reduce((sum, odds, i) => sum + BigInt(odds) * (weights[i] ?? 0n), 0n);
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  return saturatedMinorUnits(floorDiv(weighted, total));
}

function multi(coupon: CouponStakeInput): PossibleWin {
  const stakes = multiStakes(coupon);
  const wins = stakes.map((stake, i) => winOfBig(stake, coupon.legs.slice(i, i + 1)));
  return {
    stakeTaken: coupon.stake,
    betCount: coupon.legs.length,
    stakePerBet: undefined,
    totalOdds: multiMeanOdds(stakes, coupon.legs),
    possibleWin: saturatedMinorUnits(wins.reduce((sum, win) => sum + win, 0n)),
  };
}

/**
 * What the coupon wins if every leg wins. Throws a CouponShapeError for a shape no kind allows.
 * Amounts past 2^53 minor units saturate there, so the maximum payout rule refuses them.
 */
export function possibleWin(coupon: CouponStakeInput): PossibleWin {
  assertStake(coupon.stake);
  assertOddsList(coupon.legs);
  assertLegCount(coupon.vid, coupon.legs.length, coupon.systemSize);
  if (coupon.boostPercent && coupon.vid !== COUPON_VID.express) {
    throw new CouponShapeError('coupon_boost_unavailable');
  }
  switch (coupon.vid) {
    case COUPON_VID.system:
      return system(coupon.stake, coupon.legs, coupon.systemSize ?? 0);
    case COUPON_VID.multi:
      return multi(coupon);
    default:
      return singleOrExpress(coupon.stake, coupon.legs, coupon.boostPercent);
  }
}
