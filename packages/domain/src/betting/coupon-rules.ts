import type { MinorUnits } from '../money.ts';
import { COUPON_VID, type CouponVid, isSystemSize } from './coupon-kinds.ts';

/*
 * Checks of a coupon that the page runs as the player builds it and the server runs again on
 * the request: the same answers, with the dictionary keys the page shows.
 */

export type CouponProblemKey =
  | 'coupon_empty'
  | 'coupon_too_many_events'
  | 'coupon_duplicate_event'
  | 'coupon_same_game_in_express'
  | 'coupon_single_needs_one'
  | 'coupon_express_needs_two'
  | 'coupon_system_size_invalid';

/** `index` points at the event to remove: the later of two that clash. */
export interface CouponProblem {
  key: CouponProblemKey;
  index?: number;
}

export interface CouponEvent {
  gameId: number;
  /** Set for a sub-game (a period, a half): it belongs to that main game. */
  parentGameId?: number;
  /**
   * Set for a duel: the two games it is played in. Its outcomes correlate with theirs, and with
   * any other duel of either game (the same pair mirrored is the same bet).
   */
  playedIn?: readonly number[];
  group: number;
  type: number;
  param?: number;
}

export interface CouponToCheck {
  vid: CouponVid;
  events: readonly CouponEvent[];
  maxEvents: number;
  /** Applies to system and multi coupons instead of `maxEvents`. */
  maxSystemEvents: number;
  systemSize?: number;
}

function outcomeKey(event: CouponEvent): string {
  return `${event.gameId}:${event.group}:${event.type}:${event.param ?? ''}`;
}

/**
 * The games whose play decides an event: a period's main game, a duel's two games, else its
 * own game. Two events sharing one correlate.
 */
function matchKeys(event: CouponEvent): readonly number[] {
  return event.playedIn ?? [event.parentGameId ?? event.gameId];
}

function eventLimit(coupon: CouponToCheck): number {
  const systemLike = coupon.vid === COUPON_VID.system || coupon.vid === COUPON_VID.multi;
  return systemLike ? coupon.maxSystemEvents : coupon.maxEvents;
}

/** Indexes of events one of whose keys was already seen earlier in the coupon. */
function repeatedIndexes(
  events: readonly CouponEvent[],
  keysOf: (e: CouponEvent) => readonly unknown[],
) {
  const seen = new Set<unknown>();
  return events.flatMap((event, index) => {
    const keys = keysOf(event);
    const repeated = keys.some((key) => seen.has(key));
    for (const key of keys) seen.add(key);
    return repeated ? [index] : [];
  });
}

/** Correlated outcomes cannot be combined; a repeated outcome is already a duplicate. */
function sameGameProblems(coupon: CouponToCheck, duplicates: readonly number[]): CouponProblem[] {
  if (coupon.vid !== COUPON_VID.express && coupon.vid !== COUPON_VID.system) return [];
  return repeatedIndexes(coupon.events, matchKeys)
    .filter((index) => !duplicates.includes(index))
    .map((index) => ({ key: 'coupon_same_game_in_express', index }));
}

function countProblems(coupon: CouponToCheck): CouponProblem[] {
  const count = coupon.events.length;
  if (coupon.vid === COUPON_VID.single && count > 1) return [{ key: 'coupon_single_needs_one' }];
  if (coupon.vid === COUPON_VID.express && count < 2) return [{ key: 'coupon_express_needs_two' }];
  if (coupon.vid === COUPON_VID.system && !isSystemSize(count, coupon.systemSize ?? 0)) {
    return [{ key: 'coupon_system_size_invalid' }];
  }
  return [];
}

export function couponProblems(coupon: CouponToCheck): CouponProblem[] {
  if (coupon.events.length === 0) return [{ key: 'coupon_empty' }];
  const tooMany: CouponProblem[] =
    coupon.events.length > eventLimit(coupon) ? [{ key: 'coupon_too_many_events' }] : [];
  const duplicates = repeatedIndexes(coupon.events, (event) => [outcomeKey(event)]);
  return [
    ...tooMany,
    ...duplicates.map((index): CouponProblem => ({ key: 'coupon_duplicate_event', index })),
    ...sameGameProblems(coupon, duplicates),
    ...countProblems(coupon),
  ];
}

export type StakeProblemKey =
  | 'coupon_stake_below_min'
  | 'coupon_stake_above_max'
  | 'coupon_payout_above_max';

export interface StakeToCheck {
  /** The stake taken (`PossibleWin.stakeTaken`): a system's remainder does not count. */
  stake: MinorUnits;
  minStake: MinorUnits;
  /** Undefined: the operator sets no limit. */
  maxStake?: MinorUnits;
  possibleWin: MinorUnits;
  maxPayout?: MinorUnits;
}

export function stakeProblems(check: StakeToCheck): { key: StakeProblemKey }[] {
  const problems: { key: StakeProblemKey }[] = [];
  // A zero stake is never a bet, whatever minimum is configured.
  if (check.stake < Math.max(check.minStake, 1)) problems.push({ key: 'coupon_stake_below_min' });
  if (check.maxStake !== undefined && check.stake > check.maxStake) {
    problems.push({ key: 'coupon_stake_above_max' });
  }
  if (check.maxPayout !== undefined && check.possibleWin > check.maxPayout) {
    problems.push({ key: 'coupon_payout_above_max' });
  }
  return problems;
}
