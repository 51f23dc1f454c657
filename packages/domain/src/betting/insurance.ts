import { type MinorUnits, safeMinorUnits } from '../money.ts';
import { COUPON_VID, type CouponVid } from './coupon-kinds.ts';
import { LEG_OPEN, type LegStatus } from './settlement.ts';

/*
 * Bet insurance (the spec's insurance switch): a player insures a share of an open bet's
 * playing stake for a premium; if the bet loses, the insured amount comes back. The premium is
 * the insured amount times the bet's chance of losing now (from the book's fair chances of its
 * open legs), with the house's margin taken once and rounded up: it is never below the fair
 * price of the cover. A bet is insured once, before any part of it is sold.
 */

export interface InsuranceLeg {
  result: LegStatus;
  /** For an open leg, its fair chance now (0-1); absent while the outcome is locked or gone. */
  chance?: number;
}

export interface InsurancePosition {
  vid: CouponVid;
  legs: readonly InsuranceLeg[];
  /** The house's share of the cover's price, from 0 up to (not including) 1. */
  margin: number;
  /** Part of the stake cashed out already. */
  sold: boolean;
  insured: boolean;
  antiExpress?: boolean;
  builder?: boolean;
  /** An advance bet: its stake is the book's credit (advance.ts), not the player's to insure. */
  advance?: boolean;
}

export type InsuranceRefusal =
  | 'system'
  | 'anti_express'
  | 'builder'
  | 'insured'
  | 'sold'
  | 'lost'
  | 'settled'
  | 'half'
  | 'locked'
  | 'no_value'
  | 'advance';

export type InsuranceOffer =
  | { available: true; lossChance: number }
  | { available: false; reason: InsuranceRefusal };

/** Whole percents of the playing stake a player may insure. */
export const INSURANCE_MIN_PERCENT = 10;
export const INSURANCE_MAX_PERCENT = 100;

function refusalOf(position: InsurancePosition): InsuranceRefusal | undefined {
  const { vid, legs, margin } = position;
  if (!(margin >= 0 && margin < 1))
    throw new RangeError(`Insurance margin ${margin} is not in [0, 1)`);
  if (vid === COUPON_VID.system) return 'system';
  if (position.antiExpress) return 'anti_express';
  if (position.builder) return 'builder';
  if (position.advance) return 'advance';
  if (position.insured) return 'insured';
  if (position.sold) return 'sold';
  if (legs.some((leg) => leg.result === 'lost' || leg.result === 'half_lost')) return 'lost';
  // A half-won leg already pays something back: "the bet loses" no longer has one meaning.
  if (legs.some((leg) => leg.result === 'half_won')) return 'half';
  const open = legs.filter((leg) => leg.result === LEG_OPEN);
  if (open.length === 0) return 'settled';
  const priced = (c: number | undefined) => c !== undefined && c >= 0 && c <= 1;
  if (open.some((leg) => !priced(leg.chance))) return 'locked';
  return undefined;
}

/** The bet's chance of losing now, or why it cannot be insured. */
export function insuranceOffer(position: InsurancePosition): InsuranceOffer {
  const refusal = refusalOf(position);
  if (refusal) return { available: false, reason: refusal };
  const open = position.legs.filter((leg) => leg.result === LEG_OPEN);
  const winChance = open.reduce((all, leg) => all * (leg.chance ?? 0), 1);
  const lossChance = 1 - winChance;
  // A cover that costs as much as it pays is worth nothing to the player.
  if (lossChance / (1 - position.margin) >= 1) return { available: false, reason: 'no_value' };
  return { available: true, lossChance };
}

/** The amount a percent of the playing stake insures, rounded down. */
export function insuredAmountOf(playingStake: MinorUnits, percent: number): MinorUnits {
  if (
    !Number.isInteger(percent) ||
    percent < INSURANCE_MIN_PERCENT ||
    percent > INSURANCE_MAX_PERCENT
  ) {
    throw new RangeError(`Insured percent ${percent} is not a whole number in [10, 100]`);
  }
  return safeMinorUnits(Math.floor((playingStake * percent) / 100));
}

/** The premium of a cover: its fair price at the margin, rounded up, at least one minor unit. */
export function insurancePremium(
  insured: MinorUnits,
  lossChance: number,
  margin: number,
): MinorUnits {
  if (!(lossChance >= 0 && lossChance <= 1)) throw new RangeError(`Chance ${lossChance}`);
  if (!(margin >= 0 && margin < 1)) throw new RangeError(`Insurance margin ${margin}`);
  // The epsilon keeps an exact product (0.5 × 200) from rounding up on float noise.
  return safeMinorUnits(Math.max(1, Math.ceil((insured * lossChance) / (1 - margin) - 1e-9)));
}

/**
 * What the insurance owes the player once the bet is settled: the insured amount when it lost,
 * the premium back when it was refunded (the risk never ran), nothing when it won.
 */
export function insuranceDue(
  result: 'won' | 'lost' | 'refunded',
  insured: MinorUnits,
  premium: MinorUnits,
): MinorUnits {
  if (result === 'lost') return insured;
  return result === 'refunded' ? premium : safeMinorUnits(0);
}
