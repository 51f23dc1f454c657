import type { HistoryFilters } from '@arenabet/contracts/payments';
import { orderedDays, utcDay } from '../../../shared/dates/calendar-day.ts';
import type { HistoryPeriod, HistoryView } from './history-view.ts';

/** The history call's filters without the page, which the list adds as it grows. */
export type HistoryRequest = Omit<HistoryFilters, 'page_number'> & { account_id?: number };

/** The server counts calendar days in UTC, so the presets do. How many days before today a preset starts: 7 days are today and the six before it. */
const PRESET_DAYS_BACK: Record<Exclude<HistoryPeriod, 'all' | 'custom'>, number> = {
  today: 0,
  '7d': 6,
  '30d': 29,
};

/**
 * The inclusive day range of a period. A custom range given backwards (a hand-edited link) is
 * read the way round that makes sense instead of showing nothing.
 */
export function periodRange(
  view: Pick<HistoryView, 'period' | 'from' | 'to'>,
  now: Date,
): { date_from?: string; date_to?: string } {
  if (view.period === 'all') return {};
  if (view.period === 'custom') {
    const [from, to] = orderedDays(view.from, view.to);
    return { ...(from ? { date_from: from } : {}), ...(to ? { date_to: to } : {}) };
  }
  return { date_from: utcDay(now, PRESET_DAYS_BACK[view.period]), date_to: utcDay(now) };
}

/** The body of gethistorypaymentmainaccount / gethistorypaymentvirtualaccount for a view. */
export function historyRequest(view: HistoryView, now: Date): HistoryRequest {
  return {
    is_include_archive: view.includeArchive,
    ...periodRange(view, now),
    ...(view.direction ? { direction: view.direction } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.accountId !== null ? { account_id: view.accountId } : {}),
  };
}
