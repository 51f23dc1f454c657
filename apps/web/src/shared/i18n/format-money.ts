import type { Account } from '@arenabet/contracts/accounts';
import { formatAmount, fromMinorUnits, toMinorUnits } from '@arenabet/domain';
import { intlLocale } from './format.ts';

/** What a sum needs of its currency to be written down. */
export interface MoneyCurrency {
  /** The label the template puts beside the value: the currency's symbol or its ISO code. */
  symbol: string;
  /** Digits of the minor unit. */
  precision: number;
}

/** Decimals of a currency the site's settings do not list. */
const DEFAULT_PRECISION = 2;

/**
 * Rounded to the currency's decimals half away from zero from the decimal text itself, so a
 * float ('1.005' is 1.00499… as a number) never rounds it the wrong way first. An amount too
 * large for exact minor units is left to Intl's own rounding rather than failing the page.
 */
function roundedValue(amount: string | number, precision: number): number {
  try {
    return Number(
      fromMinorUnits(toMinorUnits(amount, precision, 'half-away-from-zero'), precision),
    );
  } catch {
    return Number(amount);
  }
}

/**
 * A sum (decimal text or number, in major units) as the visitor reads numbers ("1 234,50" in
 * Russian, "1,234.50" in English), with the currency's own decimals, put into the site's amount
 * template (value then currency by default). Every money figure of the site goes through here,
 * so the header, the payment forms and the history always write a sum the same way.
 */
export function formatMoney(
  amount: string | number,
  currency: MoneyCurrency,
  template: string,
  language: string,
): string {
  const value = new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: currency.precision,
    maximumFractionDigits: currency.precision,
  }).format(roundedValue(amount, currency.precision));
  return formatAmount(value, currency.symbol, template);
}

/** The decimals of a currency from the site's currencies; two when it is not listed. */
export function currencyPrecision(
  currencyId: number,
  currencies: readonly { id: number; precision: number }[],
): number {
  return currencies.find((currency) => currency.id === currencyId)?.precision ?? DEFAULT_PRECISION;
}

/** How an account's money is written: its symbol, its currency's decimals. */
export function accountCurrency(
  account: Pick<Account, 'symbol' | 'currencyId'>,
  currencies: readonly { id: number; precision: number }[],
): MoneyCurrency {
  return { symbol: account.symbol, precision: currencyPrecision(account.currencyId, currencies) };
}
