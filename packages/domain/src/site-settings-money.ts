import {
  readFlag,
  readInteger,
  readNumber,
  readString,
  recordOf,
  recordsOf,
  type SectionRead,
  uniqueBy,
} from './config-values.ts';
import { type MinorUnits, safeMinorUnits, toMinorUnits } from './money.ts';
import type { BettingTaxes, GeoCurrency } from './site-settings-types.ts';

const DEFAULT_PRECISION = 2;

/** A rate of zero, below zero or beyond float range would turn every converted amount wrong. */
function isUsableRate(rate: number | undefined): rate is number {
  return rate !== undefined && Number.isFinite(rate) && rate > 0;
}

/**
 * coef_convert comes from the base rate: base_rate is what one unit of this currency is worth
 * in the base currency (EUR 1.08 against USD), so coef_convert = 1 / base_rate is how many
 * units of this currency one base unit buys (0.926 EUR). Multiply a base amount by it to
 * convert. A stored coef_convert is used only without a usable base rate; with neither, 1.
 */
export function coefConvertOf(raw: Record<string, unknown>): number {
  const baseRate = readNumber(raw.base_rate);
  const derived = baseRate === undefined ? undefined : 1 / baseRate;
  if (isUsableRate(derived)) return derived;
  const stored = readNumber(raw.coef_convert);
  return isUsableRate(stored) ? stored : 1;
}

function precisionOf(raw: Record<string, unknown>): number {
  const precision = readInteger(raw.precision);
  return precision !== undefined && precision >= 0 && precision <= 18
    ? precision
    : DEFAULT_PRECISION;
}

/** A minimum that is not a sane amount reads as no minimum; a fraction of a minor unit rounds. */
function minSumBetOf(raw: Record<string, unknown>, precision: number): MinorUnits {
  const amount = readString(raw.min_sum_bet);
  if (amount === undefined) return safeMinorUnits(0);
  try {
    const minor = toMinorUnits(amount, precision, 'half-away-from-zero');
    return minor > 0 ? minor : safeMinorUnits(0);
  } catch {
    return safeMinorUnits(0);
  }
}

function readGeoCurrency(raw: Record<string, unknown>): GeoCurrency | null {
  const id = readInteger(raw.id);
  const code = readString(raw.code)?.trim();
  if (id === undefined || id < 1 || !code || readFlag(raw.hide)) return null;
  const precision = precisionOf(raw);
  return {
    id,
    code,
    symbol: readString(raw.symbol) ?? code,
    name: readString(raw.name) ?? code,
    coefConvert: coefConvertOf(raw),
    minSumBet: minSumBetOf(raw, precision),
    precision,
    isCrypto: readFlag(raw.is_crypto),
  };
}

/** Hidden currencies are dropped; a repeated id keeps its first entry. */
export function readCurrencies(read: SectionRead): GeoCurrency[] {
  const currencies = recordsOf(read('currency', 'geo')).flatMap(
    (raw) => readGeoCurrency(raw) ?? [],
  );
  return uniqueBy(currencies, (currency) => currency.id);
}

/** The values arrive as strings; what is not a number reads as 0, so no tax is invented. */
export function readTaxes(read: SectionRead): BettingTaxes {
  const taxes = recordOf(read('betting', 'taxes'));
  const number = (value: unknown) => readNumber(value) ?? 0;
  return {
    taxType: readInteger(taxes.taxType) ?? 0,
    betTaxPercent: number(taxes.betTaxPercent),
    payoutTaxPercent: number(taxes.payoutTaxPercent),
    winAmountThreshold: number(taxes.winAmountThreshold),
    coefThreshold: number(taxes.coefThreshold),
    hasReturnTax: readFlag(taxes.hasReturnTax),
  };
}
