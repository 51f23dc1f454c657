import type { MinorUnits } from '../money.ts';
import { elementarySymmetric } from './combinations.ts';
import { COUPON_VID, type CouponVid } from './coupon-kinds.ts';
import { assertLegCount, assertOddsList, assertStake, CouponShapeError } from './coupon-shape.ts';
import { floorDiv, minorUnitsOf, productOf } from './exact.ts';
import { boostPercentOf, type ExpressBoostTerms } from './express-extras.ts';
import { ODDS_SCALE, type Odds } from './odds.ts';
import { systemStakePerBet, withBoost } from './possible-win.ts';

/*
 * Settlement of a coupon from its legs' results. A leg's result is a factor on the stake, as
 * the feeds express it: won pays the odds, lost nothing, void 1.000, and the Asian-handicap
 * halves pay half the stake at the odds (or lose it) and return the other half.
 */

export const LEG_RESULTS = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;
export type LegResult = (typeof LEG_RESULTS)[number];
/** A leg whose game is not resolved yet. */
export const LEG_OPEN = 'open';
export type LegStatus = LegResult | typeof LEG_OPEN;

/**
 * Factors are integers over 2 × ODDS_SCALE: the halves, (1 + odds) / 2 and 1 / 2, are then
 * exact (odds 1.851 half-won is 2851 / 2000).
 */
export const FACTOR_SCALE = 2 * ODDS_SCALE;
const FACTOR_SCALE_BIG = BigInt(FACTOR_SCALE);

export function isLegResult(value: unknown): value is LegResult {
  return (LEG_RESULTS as readonly unknown[]).includes(value);
}

/** The leg's factor in 1/2000ths. Never more than the odds themselves (2 × odds), which is what
 * keeps a settlement at or below the possible win. */
export function legFactor(result: LegResult, odds: Odds): number {
  switch (result) {
    case 'won':
      return 2 * odds;
    case 'lost':
      return 0;
    case 'void':
      return FACTOR_SCALE;
    case 'half_won':
      return ODDS_SCALE + odds;
    case 'half_lost':
      return ODDS_SCALE;
  }
}

export interface SettledLeg {
  odds: Odds;
  result: LegResult;
}

function factorsOf(legs: readonly SettledLeg[]): bigint[] {
  return legs.map(({ result, odds }) => BigInt(legFactor(result, odds)));
}

/**
 * floor(stake × Π factors). All legs void give the stake back; any lost leg gives 0. A boosted
 * express adds its percent to that, floored once more, as its possible win was
 * (possible-win.ts `withBoost`), so it never pays above it.
 */
export function settleExpress(
  stake: MinorUnits,
  legs: readonly SettledLeg[],
  boostPercent = 0,
): MinorUnits {
  const factors = factorsOf(legs);
  const scale = FACTOR_SCALE_BIG ** BigInt(legs.length);
  const win = floorDiv(BigInt(stake) * productOf(factors), scale);
  return minorUnitsOf(boostPercent > 0 ? withBoost(win, boostPercent) : win);
}

/**
 * The boost a settled express earns under its terms: none when a leg lost, even in half (the
 * boost rewards an express that came in); else the percent of the legs that played.
 */
export function settledBoostPercent(
  terms: ExpressBoostTerms | undefined,
  legs: readonly SettledLeg[],
): number {
  if (!terms || legs.some((leg) => leg.result === 'lost' || leg.result === 'half_lost')) return 0;
  return boostPercentOf(
    terms,
    legs.map((leg) => ({ odds: leg.odds, void: leg.result === 'void' })),
  );
}

/**
 * A system "k of n": the same single floor as its possible win, perBet × e_k(factors) / 2000^k,
 * rather than a floor per express. It pays at most C(n,k) - 1 minor units more than flooring each
 * express, and since each factor is at most the leg's odds it never passes the possible win.
 */
export function settleSystem(
  totalStake: MinorUnits,
  k: number,
  legs: readonly SettledLeg[],
): MinorUnits {
  const perBet = systemStakePerBet(totalStake, legs.length, k);
  const sum = elementarySymmetric(factorsOf(legs), k);
  return minorUnitsOf(floorDiv(BigInt(perBet) * sum, FACTOR_SCALE_BIG ** BigInt(k)));
}

/** Won: something is paid (maybe less than the stake, after half-lost legs). */
export const COUPON_RESULTS = ['won', 'lost', 'refunded'] as const;
export type CouponResult = (typeof COUPON_RESULTS)[number];

export interface SettlementLeg {
  odds: Odds;
  result: LegStatus;
}

/** Multi coupons are settled per single: each single is a bet of its own. */
export interface CouponToSettle {
  vid: Exclude<CouponVid, typeof COUPON_VID.multi>;
  /** The stake that plays: for a system, the whole stake as entered. */
  stake: MinorUnits;
  systemSize?: number;
  legs: readonly SettlementLeg[];
  /** A boosted express's terms, as accepted. */
  boost?: ExpressBoostTerms;
  /** An anti-express: a bet that not every leg wins, at these odds. */
  antiExpress?: { odds: Odds };
  /** A bet-builder bet: every leg of one game wins, at these joint odds. */
  builder?: { odds: Odds };
}

export interface CouponSettlement {
  payout: MinorUnits;
  result: CouponResult;
}

function isSettled(leg: SettlementLeg): leg is SettledLeg {
  return leg.result !== LEG_OPEN;
}

function assertSettleable(coupon: CouponToSettle): void {
  if ((coupon.vid as CouponVid) === COUPON_VID.multi) {
    throw new CouponShapeError('coupon_multi_settled_per_single');
  }
  assertStake(coupon.stake);
  assertOddsList(coupon.legs.map((leg) => leg.odds));
  assertLegCount(coupon.vid, coupon.legs.length, coupon.systemSize);
}

/** Every leg void refunds, whatever the kind; a zero payout loses; any other payout wins. */
function resultOf(payout: MinorUnits, legs: readonly SettledLeg[]): CouponResult {
  if (legs.every((leg) => leg.result === 'void')) return 'refunded';
  return payout > 0 ? 'won' : 'lost';
}

/**
 * An anti-express wins at its odds once a leg lost (in half too: that leg did not win); every
 * leg won loses it; otherwise (a void or half-won leg and none lost) nobody can say whether
 * every leg would have won, and the stake comes back.
 */
export function settleAntiExpress(
  stake: MinorUnits,
  odds: Odds,
  legs: readonly SettledLeg[],
): CouponSettlement {
  if (legs.some((leg) => leg.result === 'lost' || leg.result === 'half_lost')) {
    return {
      payout: minorUnitsOf(floorDiv(BigInt(stake) * BigInt(odds), BigInt(ODDS_SCALE))),
      result: 'won',
    };
  }
  if (legs.every((leg) => leg.result === 'won'))
    return { payout: minorUnitsOf(0n), result: 'lost' };
  return { payout: stake, result: 'refunded' };
}

/**
 * A bet-builder bet wins at its joint odds when every leg won, and loses with any leg lost. A
 * void leg (the game cancelled) leaves a joint price nobody can recompute: the stake comes back.
 */
export function settleBuilder(
  stake: MinorUnits,
  odds: Odds,
  legs: readonly SettledLeg[],
): CouponSettlement {
  if (legs.some((leg) => leg.result === 'lost' || leg.result === 'half_lost')) {
    return { payout: minorUnitsOf(0n), result: 'lost' };
  }
  if (legs.every((leg) => leg.result === 'won')) {
    return {
      payout: minorUnitsOf(floorDiv(BigInt(stake) * BigInt(odds), BigInt(ODDS_SCALE))),
      result: 'won',
    };
  }
  return { payout: stake, result: 'refunded' };
}

/** Undefined while any leg is open: a coupon is settled once, with every result known. */
export function settleCoupon(coupon: CouponToSettle): CouponSettlement | undefined {
  assertSettleable(coupon);
  const legs = coupon.legs.filter(isSettled);
  if (legs.length !== coupon.legs.length) return undefined;
  if (coupon.antiExpress) return settleAntiExpress(coupon.stake, coupon.antiExpress.odds, legs);
  if (coupon.builder) return settleBuilder(coupon.stake, coupon.builder.odds, legs);
  const payout =
    coupon.vid === COUPON_VID.system
      ? settleSystem(coupon.stake, coupon.systemSize ?? 0, legs)
      : settleExpress(coupon.stake, legs, settledBoostPercent(coupon.boost, legs));
  return { payout, result: resultOf(payout, legs) };
}
