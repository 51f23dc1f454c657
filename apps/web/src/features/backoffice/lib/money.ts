import { formatAmount, toMinorUnits } from '@arenabet/domain';
import { intlLocale } from '../../../shared/i18n/format.ts';

export interface MoneyCurrency {
  symbol: string;
  precision: number;
}

export type DecimalText = `${number}`;

const isDecimal = (text: string): text is DecimalText => /^[+-]?\d+(\.\d+)?$/.test(text.trim());

/**
 * A decimal amount as the operator's language writes numbers, with all of the currency's
 * decimals: the back office audits money, so nothing is rounded away. Intl formats the decimal
 * text itself, so no float ever carries the amount. `signed` adds a plus to credits.
 */
export function formatDecimal(
  amount: string,
  precision: number,
  language: string,
  signed = false,
): string {
  const text = amount.trim();
  if (!isDecimal(text)) return amount;
  return new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(text);
}

/** The amount in the site's amount template (value then currency by default). */
export function formatMoney(
  amount: string,
  currency: MoneyCurrency,
  template: string,
  language: string,
  signed = false,
): string {
  return formatAmount(
    formatDecimal(amount, currency.precision, language, signed),
    currency.symbol,
    template,
  );
}

/** Minor units (what the consistency report counts in) as a decimal of the currency. */
export function minorToDecimal(minor: number, precision: number): string {
  const negative = minor < 0;
  const digits = String(Math.abs(Math.trunc(minor))).padStart(precision + 1, '0');
  const whole = digits.slice(0, digits.length - precision);
  const fraction = precision > 0 ? `.${digits.slice(-precision)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Whether a stored balance and the sum of the account's postings differ. Compared in minor
 * units, so '10.5' and '10.50' are the same money; text that is not an amount is a difference.
 */
export function amountsDiffer(a: string, b: string, precision: number): boolean {
  try {
    return toMinorUnits(a, precision) !== toMinorUnits(b, precision);
  } catch {
    return a.trim() !== b.trim();
  }
}

/**
 * How far a stored balance is from the sum of its postings (balance minus postings), as a
 * decimal of the currency; null when they agree or either is not an amount.
 */
export function amountDifference(
  balance: string,
  postings: string,
  precision: number,
): string | null {
  try {
    const difference = toMinorUnits(balance, precision) - toMinorUnits(postings, precision);
    return difference === 0 ? null : minorToDecimal(difference, precision);
  } catch {
    return null;
  }
}

/** -1, 0 or 1: which way a signed amount moved the player's money, for its colour. */
export function signOf(amount: string): -1 | 0 | 1 {
  const text = amount.trim();
  if (!isDecimal(text) || /^[+-]?0*(\.0*)?$/.test(text)) return 0;
  return text.startsWith('-') ? -1 : 1;
}

/**
 * Isolates a value put into a sentence (an amount, an account number), so a right-to-left
 * sentence around it cannot reorder its digits and signs.
 */
export const isolate = (value: string | number): string => `\u2068${value}\u2069`;
