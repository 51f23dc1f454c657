import type { CouponState, LegState } from '@arenabet/contracts/bets';
import { i18nKey } from '../i18n/i18n-key.ts';

/*
 * A placed coupon's words, shared by the player's history and the back office: dictionary keys
 * as tables, so the dictionary test sees every one.
 */

export const COUPON_STATE_LABEL: Record<CouponState, string> = {
  open: i18nKey('bets_state_open'),
  won: i18nKey('bets_state_won'),
  lost: i18nKey('bets_state_lost'),
  refunded: i18nKey('bets_state_refunded'),
  sold: i18nKey('bets_state_sold'),
  cancelled: i18nKey('bets_state_cancelled'),
};

export const LEG_STATE_LABEL: Record<LegState, string> = {
  open: i18nKey('bets_leg_open'),
  won: i18nKey('bets_leg_won'),
  lost: i18nKey('bets_leg_lost'),
  void: i18nKey('bets_leg_void'),
  half_won: i18nKey('bets_leg_half_won'),
  half_lost: i18nKey('bets_leg_half_lost'),
};

/** The kinds the history filters by; a multi is stored as singles, one coupon each. */
export type CouponKind = 'single' | 'express' | 'system';

export const COUPON_KIND_LABEL: Record<CouponKind, string> = {
  single: i18nKey('bets_kind_single'),
  express: i18nKey('bets_kind_express'),
  system: i18nKey('bets_kind_system'),
};

/** A coupon's kind by its `vid` (COUPON_VIDS): 1 express, 2 system, any other a single. */
export function couponKind(vid: number): CouponKind {
  if (vid === 1) return 'express';
  if (vid === 2) return 'system';
  return 'single';
}

export interface KindText {
  key: string;
  values?: { size: number; of: number };
}

/**
 * What a coupon's kind reads as: a system names its size, "System 3 of 5"; a bet builder (an
 * express of one game's outcomes at their joint odds) is named as such, not as an express.
 */
export function couponKindText(coupon: {
  vid: number;
  expressNum?: number | undefined;
  legs: readonly unknown[];
  builder?: boolean | undefined;
}): KindText {
  if (coupon.builder) return { key: i18nKey('bets_kind_builder') };
  const kind = couponKind(coupon.vid);
  if (kind === 'system' && coupon.expressNum !== undefined) {
    return {
      key: i18nKey('bets_kind_system_of'),
      values: { size: coupon.expressNum, of: coupon.legs.length },
    };
  }
  return { key: COUPON_KIND_LABEL[kind] };
}

/** The game of a leg: "Home – Away", or the one name of an outright or a race. */
export function legTeams(leg: { home: string; away?: string | undefined }): string {
  return leg.away ? `${leg.home} – ${leg.away}` : leg.home;
}

/** The market as the line names it, with its period first when it is not the whole match. */
export function legMarket(leg: { periodName: string; marketName: string }): string {
  return leg.periodName ? `${leg.periodName}. ${leg.marketName}` : leg.marketName;
}
