import { BET_HISTORY_KINDS, COUPON_STATES, type CouponState } from '@arenabet/contracts/bets';
import { isCalendarDay } from '../../../shared/dates/calendar-day.ts';

/*
 * What the bets history shows, kept in the address's query string so a reload or a shared link
 * opens the same list: `?from=2025-01-01&to=2025-01-31&state=won&kind=system`. No dates means
 * the site's default period (the last couponHistoryDays); a value that is not one of ours reads
 * as the default.
 */

export type BetKindFilter = (typeof BET_HISTORY_KINDS)[number];

export interface BetsView {
  /** Calendar days 'YYYY-MM-DD'; null is the default period's end. */
  from: string | null;
  to: string | null;
  state: CouponState | null;
  kind: BetKindFilter | null;
}

export const DEFAULT_BETS_VIEW: BetsView = { from: null, to: null, state: null, kind: null };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

const dayOf = (value: string | null) => (isCalendarDay(value) ? value : null);

export function readBetsView(params: URLSearchParams): BetsView {
  return {
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    state: oneOf(COUPON_STATES, params.get('state')),
    kind: oneOf(BET_HISTORY_KINDS, params.get('kind')),
  };
}

/** The query string of a view, defaults left out; the same view always gives the same string. */
export function writeBetsView(view: BetsView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.state) params.set('state', view.state);
  if (view.kind) params.set('kind', view.kind);
  return params;
}

export function isFiltered(view: BetsView): boolean {
  return Object.values(view).some((value) => value !== null);
}
