import { COUPON_VIDS, outcomeKey } from '@arenabet/contracts';
import type { OutcomePick } from '../../../shared/feed/index.ts';

/*
 * The coupon's outcomes and its kind, as pure functions over plain values: the store, the
 * statistics frame and one-click bets all go through these, so the rules hold in one place.
 */

export type CouponPick = OutcomePick;

/** The kinds the player chooses between by tabs; a coupon of one outcome is always a single. */
export const CHOSEN_KINDS = ['express', 'system', 'multi'] as const;
export type ChosenKind = (typeof CHOSEN_KINDS)[number];

export interface CouponLimits {
  /** Outcomes in a single or an express coupon (spec: 50). */
  maxBets: number;
  /** Outcomes in a system or multi coupon (spec: 20). */
  maxSystemBets: number;
}

export function keyOfPick(pick: Pick<CouponPick, 'gameId' | 'group' | 'type' | 'param'>) {
  return `${pick.gameId}/${outcomeKey({
    group: pick.group,
    type: pick.type,
    ...(pick.param === undefined ? {} : { line: pick.param }),
  })}`;
}

export function maxEventsOf(kind: ChosenKind, limits: CouponLimits): number {
  return kind === 'express' ? limits.maxBets : limits.maxSystemBets;
}

export type ToggleResult =
  | { change: 'added' | 'removed' | 'replaced'; picks: CouponPick[] }
  /** `reason` is a dictionary key; `values` fill its slots. */
  | { change: 'refused'; picks: CouponPick[]; reason: string; values: Record<string, string> };

/**
 * A click on a price: the same price again takes it out; another outcome of the same market
 * of the same game takes the old one's place (one cannot back both sides of one market); any
 * other price is added while the coupon has room.
 */
export function togglePick(
  picks: readonly CouponPick[],
  pick: CouponPick,
  kind: ChosenKind,
  limits: CouponLimits,
): ToggleResult {
  const key = keyOfPick(pick);
  if (picks.some((each) => keyOfPick(each) === key)) {
    return { change: 'removed', picks: picks.filter((each) => keyOfPick(each) !== key) };
  }
  const sameMarket = picks.findIndex(
    (each) => each.gameId === pick.gameId && each.group === pick.group,
  );
  if (sameMarket >= 0) {
    return { change: 'replaced', picks: picks.map((each, i) => (i === sameMarket ? pick : each)) };
  }
  const max = maxEventsOf(kind, limits);
  if (picks.length >= max) {
    return {
      change: 'refused',
      picks: [...picks],
      reason: 'coupon_too_many_events',
      values: { max: String(max) },
    };
  }
  return { change: 'added', picks: [...picks, pick] };
}

/** Puts a whole coupon in (a loaded code, the express of the day), up to the limit. */
export function mergePicks(
  picks: readonly CouponPick[],
  added: readonly CouponPick[],
  max: number,
): CouponPick[] {
  let result = [...picks];
  for (const pick of added) {
    const key = keyOfPick(pick);
    if (result.some((each) => keyOfPick(each) === key)) continue;
    const sameMarket = result.findIndex(
      (each) => each.gameId === pick.gameId && each.group === pick.group,
    );
    if (sameMarket >= 0) result = result.map((each, i) => (i === sameMarket ? pick : each));
    else if (result.length < max) result = [...result, pick];
  }
  return result;
}

/** Sizes k a system of n outcomes can have: 2 to n - 1. */
export function systemSizes(count: number): number[] {
  return Array.from({ length: Math.max(0, count - 2) }, (_, i) => i + 2);
}

/** The `vid` the coupon is sent with: a system needs three outcomes, else it is an express. */
export function vidOf(count: number, kind: ChosenKind): number {
  if (count <= 1) return COUPON_VIDS.single;
  if (kind === 'multi') return COUPON_VIDS.multi;
  if (kind === 'system' && count >= 3) return COUPON_VIDS.system;
  return COUPON_VIDS.express;
}

/** The chosen k when it fits n, else the nearest size that does. */
export function systemSizeFor(count: number, chosen: number): number {
  const sizes = systemSizes(count);
  if (sizes.length === 0) return 2;
  return Math.min(Math.max(chosen, sizes[0] ?? 2), sizes[sizes.length - 1] ?? 2);
}
