import { DEFAULT_AMOUNT_TEMPLATE, MONEY_DISPLAY_DECIMALS } from './constants.ts';

/*
 * Money is an integer count of minor units behind a named type. Decimal amounts are parsed as
 * text, digit by digit, so 0.1 + 0.2 style float drift never reaches a balance; conversion
 * happens only at the edges (input, display, payment provider).
 */

declare const minorUnitsBrand: unique symbol;
export type MinorUnits = number & { readonly [minorUnitsBrand]: 'MinorUnits' };

export type MinorUnitsRounding = 'exact' | 'half-away-from-zero' | 'toward-zero';

export function safeMinorUnits(value: number): MinorUnits {
  if (!Number.isSafeInteger(value)) throw new Error(`Not a safe integer amount: ${value}`);
  return (Object.is(value, -0) ? 0 : value) as MinorUnits;
}

interface DecimalParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

/** Numbers print in their shortest round-trip form; only exponent forms need expanding. */
function expandExponent(text: string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', integer = '', fraction = '', exponent = '0'] = match;
  const digits = integer + fraction;
  const point = integer.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

function decimalParts(amount: string | number): DecimalParts {
  if (typeof amount === 'number' && !Number.isFinite(amount)) {
    throw new Error(`Not a decimal amount: ${amount}`);
  }
  const text = typeof amount === 'number' ? expandExponent(String(amount)) : amount.trim();
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || !/\d/.test(text)) throw new Error(`Not a decimal amount: ${String(amount)}`);
  return { negative: match[1] === '-', integer: match[2] ?? '', fraction: match[3] ?? '' };
}

function assertPrecision(precision: number): void {
  if (!Number.isInteger(precision) || precision < 0 || precision > 18) {
    throw new Error(`Not a currency precision: ${precision}`);
  }
}

function scaled(amount: string | number, precision: number, rounding: MinorUnitsRounding): bigint {
  assertPrecision(precision);
  const { negative, integer, fraction } = decimalParts(amount);
  const rest = fraction.slice(precision);
  if (rounding === 'exact' && /[1-9]/.test(rest)) {
    throw new Error(`Amount ${String(amount)} has more than ${precision} decimal places`);
  }
  const roundUp = rounding === 'half-away-from-zero' && (rest[0] ?? '0') >= '5';
  const magnitude = BigInt(`0${integer}${fraction.slice(0, precision).padEnd(precision, '0')}`);
  const rounded = roundUp ? magnitude + 1n : magnitude;
  return negative ? -rounded : rounded;
}

function scaledToDecimal(value: bigint, precision: number): string {
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(precision + 1, '0');
  const integer = digits.slice(0, digits.length - precision);
  return precision === 0 ? sign + integer : `${sign}${integer}.${digits.slice(-precision)}`;
}

/** '12.34' at precision 2 -> 1234. With 'exact' (the default) extra non-zero decimals throw. */
export function toMinorUnits(
  amount: string | number,
  precision: number,
  rounding: MinorUnitsRounding = 'exact',
): MinorUnits {
  const value = scaled(amount, precision, rounding);
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new Error(`Not a safe integer amount: ${String(amount)}`);
  }
  return safeMinorUnits(Number(value));
}

/**
 * A positive amount as a player typed it ('12.50'), in minor units; undefined when empty, not
 * an amount, zero or finer than the currency's precision.
 */
export function typedAmount(value: string | number | undefined, precision: number) {
  if (value === undefined || value === '') return undefined;
  try {
    const amount = toMinorUnits(value, precision);
    return amount > 0 ? amount : undefined;
  } catch {
    return undefined;
  }
}

/** True when the amount has non-zero digits beyond the precision ('10.005' at 2 decimals). */
export function exceedsPrecision(amount: string | number, precision: number): boolean {
  assertPrecision(precision);
  return /[1-9]/.test(decimalParts(amount).fraction.slice(precision));
}

/** 1234 at precision 2 -> '12.34'; always exactly `precision` decimals. */
export function fromMinorUnits(value: MinorUnits, precision: number): string {
  assertPrecision(precision);
  return scaledToDecimal(BigInt(safeMinorUnits(value)), precision);
}

/** Rounds to 2 decimals half away from zero for display: 1.005 -> 1.01, -2.675 -> -2.68. */
export function roundMoney(value: number | string): number {
  if (typeof value === 'number' && !Number.isFinite(value)) return value;
  const rounded = scaled(value, MONEY_DISPLAY_DECIMALS, 'half-away-from-zero');
  return Number(scaledToDecimal(rounded, MONEY_DISPLAY_DECIMALS));
}

/** Whole amounts print without decimals, others with exactly two: 100, 12.50. */
export function formatMoneyValue(value: number | string): string {
  const rounded = roundMoney(value);
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(MONEY_DISPLAY_DECIMALS);
}

/**
 * Fills the amount template (value then currency by default). A string value is shown as
 * given, so callers can pass `fromMinorUnits` output with the currency's own precision.
 */
export function formatAmount(
  value: number | string,
  currencyLabel: string,
  template: string = DEFAULT_AMOUNT_TEMPLATE,
): string {
  const shown = typeof value === 'number' ? formatMoneyValue(value) : value;
  return template.replaceAll('{value}', shown).replaceAll('{currency}', currencyLabel).trim();
}
