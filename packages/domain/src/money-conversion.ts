import { fromMinorUnits, type MinorUnits, safeMinorUnits } from './money.ts';

/*
 * Converting between currencies with the site's rates (geo currency coef_convert: units of a
 * currency per one unit of the base currency). An amount in A is A / A.coef in the base and
 * (A / A.coef) x B.coef in B. Rates are floats, so a converted amount is an estimate for
 * display (a totals line); no balance is ever moved with it.
 */

export interface RatedCurrency {
  id: number;
  /** Units of this currency per one unit of the base currency; above zero. */
  coefConvert: number;
  /** Digits of the minor unit. */
  precision: number;
}

/** An amount in major units of one currency, the way the server's decimal text reads. */
export interface CurrencyAmount {
  currencyId: number;
  amount: number;
}

/** Twelve significant digits drop float noise (0.1 x 3 = 0.30000000000000004) before rounding. */
function denoise(value: number): number {
  return Number(value.toPrecision(12));
}

/** Half away from zero, as money is rounded everywhere else on the site. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

function isUsableRate(rate: number): boolean {
  return Number.isFinite(rate) && rate > 0;
}

/** An amount in major units of `from` as major units of `to`, unrounded. */
export function convertAmount(amount: number, from: RatedCurrency, to: RatedCurrency): number {
  if (!isUsableRate(from.coefConvert) || !isUsableRate(to.coefConvert)) {
    throw new RangeError(`No usable rate between currencies ${from.id} and ${to.id}`);
  }
  if (from.id === to.id) return amount;
  return denoise((amount / from.coefConvert) * to.coefConvert);
}

/**
 * The sum of amounts in several currencies, in minor units of `target`, rounded once at the
 * end so small rounding errors of each part do not add up. Null when a currency has no rate on
 * the site (hidden or unknown): a total that silently left it out would be wrong.
 */
export function totalInCurrency(
  amounts: readonly CurrencyAmount[],
  currencies: readonly RatedCurrency[],
  target: RatedCurrency,
): MinorUnits | null {
  let sum = 0;
  for (const { currencyId, amount } of amounts) {
    const from = currencies.find((currency) => currency.id === currencyId);
    if (!from || !isUsableRate(from.coefConvert)) return null;
    sum += convertAmount(amount, from, target);
  }
  return safeMinorUnits(roundHalfAway(denoise(sum * 10 ** target.precision)));
}

/** One currency's net: the server's signed decimal text, in major units of that currency. */
export interface CurrencyNet {
  currency: { id: number };
  net: string;
}

export interface ConvertedTotal<Currency extends RatedCurrency> {
  currency: Currency;
  /** Decimal text in major units of `currency`, signed. */
  amount: string;
}

/**
 * The nets of every currency summed in one currency (the active account's), with the site's
 * rates. Null when it would say nothing new (one currency, already the target) or cannot be
 * told (a currency without a rate on the site).
 */
export function convertedTotal<Currency extends RatedCurrency>(
  nets: readonly CurrencyNet[],
  currencies: readonly Currency[],
  targetId: number | undefined,
): ConvertedTotal<Currency> | null {
  const target = currencies.find((currency) => currency.id === targetId);
  if (!target || nets.length === 0) return null;
  if (nets.length === 1 && nets[0]?.currency.id === target.id) return null;
  const amounts = nets.map(({ currency, net }) => ({
    currencyId: currency.id,
    amount: Number(net),
  }));
  if (amounts.some((entry) => !Number.isFinite(entry.amount))) return null;
  const minor = totalInCurrency(amounts, currencies, target);
  return minor === null
    ? null
    : { currency: target, amount: fromMinorUnits(minor, target.precision) };
}
