import {
  PAYMENT_DIRECTIONS,
  PAYMENT_STATUSES,
  type PaymentDirection,
  type PaymentStatus,
} from '@arenabet/contracts/payments';
import { isCalendarDay } from '../../../shared/dates/calendar-day.ts';

/*
 * What the history shows, kept in the address's query string so a reload or a shared link opens
 * the same list: `?account=7&period=custom&from=2025-01-01&to=2025-01-31&type=deposit&status=success&archive=1`.
 * Defaults are left out of the address, and a value that is not one of ours reads as the default:
 * a hand-edited link shows the whole history rather than an error.
 */

export const HISTORY_PERIODS = ['all', 'today', '7d', '30d', 'custom'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

export interface HistoryView {
  /** A currency account's id; null is the main account. */
  accountId: number | null;
  period: HistoryPeriod;
  /** Calendar days 'YYYY-MM-DD' of the custom period; either end may be open. */
  from: string | null;
  to: string | null;
  direction: PaymentDirection | null;
  status: PaymentStatus | null;
  includeArchive: boolean;
}

export const DEFAULT_HISTORY_VIEW: HistoryView = {
  accountId: null,
  period: 'all',
  from: null,
  to: null,
  direction: null,
  status: null,
  includeArchive: false,
};

const PARAM = {
  account: 'account',
  period: 'period',
  from: 'from',
  to: 'to',
  type: 'type',
  status: 'status',
  archive: 'archive',
} as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

function accountIdOf(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

export function readHistoryView(params: URLSearchParams): HistoryView {
  const period = oneOf(HISTORY_PERIODS, params.get(PARAM.period)) ?? 'all';
  const day = (name: string) => {
    const value = params.get(name);
    return period === 'custom' && isCalendarDay(value) ? value : null;
  };
  return {
    accountId: accountIdOf(params.get(PARAM.account)),
    period,
    from: day(PARAM.from),
    to: day(PARAM.to),
    direction: oneOf(PAYMENT_DIRECTIONS, params.get(PARAM.type)),
    status: oneOf(PAYMENT_STATUSES, params.get(PARAM.status)),
    includeArchive: params.get(PARAM.archive) === '1',
  };
}

/** The query string of a view, defaults left out; the same view always gives the same string. */
export function writeHistoryView(view: HistoryView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.accountId !== null) params.set(PARAM.account, String(view.accountId));
  if (view.period !== 'all') params.set(PARAM.period, view.period);
  if (view.period === 'custom' && view.from) params.set(PARAM.from, view.from);
  if (view.period === 'custom' && view.to) params.set(PARAM.to, view.to);
  if (view.direction) params.set(PARAM.type, view.direction);
  if (view.status) params.set(PARAM.status, view.status);
  if (view.includeArchive) params.set(PARAM.archive, '1');
  return params;
}

/** True when something narrows the list (the account tab does not: it is a different list). */
export function isFiltered(view: HistoryView): boolean {
  return (
    view.period !== 'all' || view.direction !== null || view.status !== null || view.includeArchive
  );
}

/** The same account with every filter back to its default. */
export function withoutFilters(view: HistoryView): HistoryView {
  return { ...DEFAULT_HISTORY_VIEW, accountId: view.accountId };
}
