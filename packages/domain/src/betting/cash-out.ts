import type { MinorUnits } from '../money.ts';
import { COUPON_VID, type CouponVid } from './coupon-kinds.ts';
import { floorDiv } from './exact.ts';
import { ODDS_SCALE, type Odds } from './odds.ts';
import { FACTOR_SCALE, LEG_OPEN, type LegStatus, legFactor } from './settlement.ts';

/*
 * Cash-out (the coupon sale): what the house pays now for a bet's open position. The fair
 * value is what the position is worth at the book's current chances: the playing stake times
 * the settled legs' factors and, for every open leg, its odds at acceptance times its chance
 * now. The price takes the house's margin once per open leg, as the public engines do
 * (stake × current chance / chance at acceptance × (1 − margin) per leg), and is rounded down:
 * it is never above the fair value, nor above what the bet could pay.
 */

export interface CashOutLeg {
  /** The odds the leg was accepted at. */
  odds: Odds;
  result: LegStatus;
  /** For an open leg, its fair chance now (0-1); absent while the outcome is locked or gone. */
  chance?: number;
}

export interface CashOutPosition {
  vid: CouponVid;
  /** The stake still playing: less the stake tax and any part already sold. */
  playingStake: MinorUnits;
  /** The most the playing stake can pay. */
  possibleWin: MinorUnits;
  legs: readonly CashOutLeg[];
  /** The house's share per open leg, from 0 up to (not including) 1. */
  margin: number;
  /** A boosted express: its extra odds are paid only to the end, so it is not sold. */
  boosted?: boolean;
  /** An anti-express: its value is not the product of its legs', so it is not sold. */
  antiExpress?: boolean;
  /** A bet-builder bet: its value is its legs' joint chance, not their product; not sold. */
  builder?: boolean;
  /** An insured bet: its cover runs to the end, so it is not sold. */
  insured?: boolean;
  /** An advance bet: its stake is the book's credit until repaid (advance.ts); not sold. */
  advance?: boolean;
  /** A bet backing advances: its win repays them first; not sold while it carries any. */
  advanced?: boolean;
}

/** Why a bet has no cash-out price now. */
export type CashOutRefusal =
  | 'system'
  | 'boosted'
  | 'anti_express'
  | 'builder'
  | 'insured'
  | 'advance'
  | 'advanced'
  | 'lost'
  | 'settled'
  | 'locked'
  | 'no_value';

export type CashOutOffer =
  | { available: true; fairValue: number; price: MinorUnits }
  | { available: false; reason: CashOutRefusal };

/** The price of the whole open position, or why there is none. */
export function cashOutOffer(position: CashOutPosition): CashOutOffer {
  const refusal = refusalOf(position);
  if (refusal) return { available: false, reason: refusal };
  const open = position.legs.filter((leg) => leg.result === LEG_OPEN);
  let fairValue = position.playingStake as number;
  for (const leg of position.legs) {
    fairValue *=
      leg.result === LEG_OPEN
        ? (leg.odds / ODDS_SCALE) * (leg.chance ?? 0)
        : legFactor(leg.result, leg.odds) / FACTOR_SCALE;
  }
  const withMargin = fairValue * (1 - position.margin) ** open.length;
  const price = Math.min(position.possibleWin, Math.floor(withMargin)) as MinorUnits;
  if (price <= 0) return { available: false, reason: 'no_value' };
  return { available: true, fairValue, price };
}

function refusalOf(position: CashOutPosition): CashOutRefusal | undefined {
  const { vid, legs, margin, boosted, antiExpress, builder, insured } = position;
  if (!(margin >= 0 && margin < 1))
    throw new RangeError(`Cash-out margin ${margin} is not in [0, 1)`);
  if (vid === COUPON_VID.system) return 'system';
  if (boosted) return 'boosted';
  if (antiExpress) return 'anti_express';
  if (builder) return 'builder';
  if (insured) return 'insured';
  if (position.advance) return 'advance';
  if (position.advanced) return 'advanced';
  if (legs.some((leg) => leg.result === 'lost')) return 'lost';
  const open = legs.filter((leg) => leg.result === LEG_OPEN);
  if (open.length === 0) return 'settled';
  const priced = (chance: number | undefined) => chance !== undefined && chance >= 0 && chance <= 1;
  if (open.some((leg) => !priced(leg.chance))) return 'locked';
  return undefined;
}

/**
 * The price of a part of the playing stake: the whole position's price in proportion, rounded
 * down, so parts sold one after another never pay more than the whole would have.
 */
export function partPrice(
  price: MinorUnits,
  playingStake: MinorUnits,
  part: MinorUnits,
): MinorUnits {
  if (!(part > 0 && part <= playingStake)) {
    throw new RangeError(`A part of ${part} is not within the playing stake ${playingStake}`);
  }
  return Number(floorDiv(BigInt(price) * BigInt(part), BigInt(playingStake))) as MinorUnits;
}
