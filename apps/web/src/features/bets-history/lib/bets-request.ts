import type { BetHistoryFilters } from '@arenabet/contracts/bets';
import { orderedDays, utcDay } from '../../../shared/dates/calendar-day.ts';
import type { BetsView } from './bets-view.ts';

/** The history call's filters without the page, which the list adds as it grows. */
export type BetsRequest = Omit<BetHistoryFilters, 'page_number'> & {
  date_from: string;
  date_to: string;
};

/**
 * The days a view covers. Without dates: the last `historyDays` days, today included (the site
 * setting couponHistoryDays). A missing end is today; a missing start is `historyDays` before the
 * end, so a half-given range never asks the server for a start after its end.
 */
export function betsPeriod(
  view: Pick<BetsView, 'from' | 'to'>,
  today: Date,
  historyDays: number,
): { date_from: string; date_to: string } {
  const [from, to] = orderedDays(view.from, view.to);
  const dateTo = to ?? utcDay(today);
  const dateFrom = from ?? utcDay(new Date(`${dateTo}T00:00:00Z`), Math.max(historyDays, 1) - 1);
  return { date_from: dateFrom, date_to: dateTo };
}

/** The body of bets-history (and of its mail) for a view. */
export function betsRequest(view: BetsView, today: Date, historyDays: number): BetsRequest {
  return {
    ...betsPeriod(view, today, historyDays),
    ...(view.state ? { state: view.state } : {}),
    ...(view.kind ? { kind: view.kind } : {}),
  };
}
