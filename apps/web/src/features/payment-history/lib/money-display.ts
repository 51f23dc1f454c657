import type { Payment, PaymentDirection } from '@arenabet/contracts/payments';
import { MONEY_DISPLAY_DECIMALS, roundMoney } from '@arenabet/domain';
import { formatMoney } from '../../../shared/i18n/format-money.ts';

/*
 * Money on the history screen: the site's one formatter, at 2 decimals for every currency (the
 * spec rounds money for display to 2; rounded half away from zero from the server's decimal
 * text), with a sign in front of the whole template for what came in and what went out.
 */

/** A true minus sign: a hyphen reads as a dash beside a currency sign. */
export const MINUS = '\u2212';

export type MoneySign = '+' | '-' | '';

/** '1234.5' -> '1 234,50 ₽' (ru) with the sign asked for in front of the whole template. */
export function formatSignedMoney(
  amount: string | number,
  currencyLabel: string,
  template: string,
  language: string,
  sign: MoneySign = '',
): string {
  const magnitude = Math.abs(roundMoney(amount));
  const currency = { symbol: currencyLabel, precision: MONEY_DISPLAY_DECIMALS };
  return `${sign === '-' ? MINUS : sign}${formatMoney(magnitude, currency, template, language)}`;
}

/** A deposit adds to the account, a withdrawal takes from it. */
export function directionSign(direction: PaymentDirection): MoneySign {
  return direction === 'deposit' ? '+' : '-';
}

/** A payment's amount signed by its direction: '+500,00 ₽', '−120,00 $'. */
export function formatPaymentAmount(
  payment: Pick<Payment, 'amount' | 'direction' | 'currency'>,
  template: string,
  language: string,
): string {
  const sign = directionSign(payment.direction);
  return formatSignedMoney(payment.amount, payment.currency.symbol, template, language, sign);
}

/** The sign a signed decimal shows once rounded for display: nothing for zero. */
export function signOf(amount: string | number): MoneySign {
  const rounded = roundMoney(amount);
  if (rounded > 0) return '+';
  return rounded < 0 ? '-' : '';
}

/** A net that may be negative or zero: '+12,50 ₽', '−3,00 €', '0,00 $'. */
export function formatNet(
  amount: string | number,
  currencyLabel: string,
  template: string,
  language: string,
): string {
  return formatSignedMoney(amount, currencyLabel, template, language, signOf(amount));
}
