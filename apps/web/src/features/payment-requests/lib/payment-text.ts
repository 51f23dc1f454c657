import type { Payment } from '@arenabet/contracts/payments';
import { formatAmount } from '@arenabet/domain';
import { intlLocale } from '../../../shared/i18n/format.ts';

/**
 * A payment's amount as the visitor reads numbers, with its currency's decimals, in the site's
 * amount template. The amount arrives as exact decimal text; it becomes a number only here, to
 * be printed.
 */
export function paymentAmountText(
  payment: Pick<Payment, 'amount' | 'currency'>,
  template: string,
  language: string,
): string {
  const { precision, symbol } = payment.currency;
  const value = new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  }).format(Number(payment.amount));
  return formatAmount(value, symbol, template);
}

/** A calendar day the player typed ('2026-03-09'), printed as that day wherever they are. */
export function calendarDayText(day: string, language: string): string {
  const moment = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(moment)) return day;
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(moment);
}

/** Today in the visitor's own calendar, for the date field's upper bound. */
export function todayInput(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
