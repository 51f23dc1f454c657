import type { MinorUnits } from '../money.ts';
import { COUPON_VID } from './coupon-kinds.ts';

/*
 * The advance (spec 001 `GetAvance`, `avanceBet`): a bet placed on credit against the pending
 * win of one of the player's open bets, its backing. The book's rule, written down in
 * docs/decisions.md:
 * - An advance is at most a share (`percent`) of the backing's possible win, less the advances
 *   it already carries. One backing carries each advance bet: the one with the most room.
 * - The advance bet stands only if its backing pays enough to repay it. When the backing
 *   settles, its credit repays the advances in the order they were taken; an advance its credit
 *   cannot cover is cancelled: its stake goes back to the book's advances, the bet plays no more.
 *   The advance bet is settled only after its backing, so nothing is paid on credit.
 * - So an advance bet is a bet conditional on its backing winning: it never shares a game with
 *   its backing, whose result would decide both (a win twice over, a free option).
 * - Nobody's balance goes below zero: the credit is the book's, repaid from a win credited in
 *   the same transaction.
 * - Gambling on credit is against the UK Gambling Commission's and the Malta Gaming
 *   Authority's rules: players of those countries are never offered an advance, whatever the
 *   operator lists.
 */

/** Country ids (the spec's geo ids) whose regulators forbid gambling on credit: GB 77, MT 154. */
export const CREDIT_FORBIDDEN_COUNTRIES: readonly number[] = [77, 154];

/** The share of a backing's possible win an advance may reach, in percent, by default. */
export const ADVANCE_PERCENT = 50;

export interface AdvanceTerms {
  /** Country ids whose players are offered advances; empty turns the advance off. */
  countries: readonly number[];
  /** The share of the backing's possible win, in percent (1-100). */
  percent: number;
}

/** The operator's list, less what a regulator forbids. */
export function advanceAllowed(terms: AdvanceTerms, countryId: number | null): boolean {
  return (
    countryId !== null &&
    terms.countries.includes(countryId) &&
    !CREDIT_FORBIDDEN_COUNTRIES.includes(countryId)
  );
}

/** Singles and expresses back an advance and are placed on one: one coupon, one possible win. */
export function isAdvanceKind(vid: number): boolean {
  return vid === COUPON_VID.single || vid === COUPON_VID.express;
}

export interface BackingCandidate {
  couponId: number;
  /** The backing's possible win, minor units. */
  possibleWin: MinorUnits;
  /** The stakes of its pending advances, minor units. */
  advanced: MinorUnits;
}

/** What an open bet can still advance: its share of the possible win less what it carries. */
export function advanceRoom(candidate: BackingCandidate, percent: number): MinorUnits {
  const cap = Math.floor((candidate.possibleWin * percent) / 100);
  return Math.max(0, cap - candidate.advanced) as MinorUnits;
}

/** The most one advance bet can take now: the roomiest backing's room; 0 without one. */
export function advanceAvailable(
  candidates: readonly BackingCandidate[],
  percent: number,
): MinorUnits {
  return candidates.reduce(
    (best, candidate) => Math.max(best, advanceRoom(candidate, percent)),
    0,
  ) as MinorUnits;
}

/** The backing of an advance of `stake`: the roomiest that covers it, the oldest of equals. */
export function chooseBacking(
  candidates: readonly BackingCandidate[],
  stake: MinorUnits,
  percent: number,
): BackingCandidate | undefined {
  let chosen: BackingCandidate | undefined;
  for (const candidate of candidates) {
    const room = advanceRoom(candidate, percent);
    if (room < stake) continue;
    const better =
      !chosen ||
      room > advanceRoom(chosen, percent) ||
      (room === advanceRoom(chosen, percent) && candidate.couponId < chosen.couponId);
    if (better) chosen = candidate;
  }
  return chosen;
}

export interface PendingAdvance {
  couponId: number;
  /** The advance bet's whole stake, minor units: what is repaid. */
  stake: MinorUnits;
}

export interface AdvanceResolution {
  repaid: number[];
  cancelled: number[];
}

/**
 * A settled backing's advances: its credit (what its settlement put on the player's account)
 * repays them in the order taken while it covers each whole; the rest are cancelled.
 */
export function resolveAdvances(
  credited: MinorUnits,
  advances: readonly PendingAdvance[],
): AdvanceResolution {
  const resolution: AdvanceResolution = { repaid: [], cancelled: [] };
  let left = credited as number;
  for (const advance of [...advances].sort((a, b) => a.couponId - b.couponId)) {
    if (advance.stake <= left) {
      left -= advance.stake;
      resolution.repaid.push(advance.couponId);
    } else {
      resolution.cancelled.push(advance.couponId);
    }
  }
  return resolution;
}
