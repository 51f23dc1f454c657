import { exceedsPrecision, type MinorUnits, safeMinorUnits, toMinorUnits } from '../money.ts';
import type { AmountLimitsText, PaymentMethodSetting } from './payment-settings.ts';
import { roundFigureDown, roundFigureNearest, roundFigureUp } from './round-figures.ts';

/*
 * A method's limits in one currency, in minor units. The currency's own figures are taken as
 * they are; base-currency ones are converted with the currency's coef_convert and rounded to
 * round figures (round-figures.ts): the minimum up and the maximum down, so a converted limit
 * never lets through an amount the operator's base limit would refuse.
 */

export interface AmountLimits {
  min: MinorUnits;
  max: MinorUnits;
}

/** What the limits need to know of a currency. */
export interface LimitCurrency {
  id: number;
  /** Digits of the minor unit (the ledger's precision). */
  precision: number;
  /** Units of this currency per one base unit. */
  coefConvert: number;
}

const NO_MAXIMUM = safeMinorUnits(Number.MAX_SAFE_INTEGER);
const ONE_MINOR_UNIT = safeMinorUnits(1);

function toMinor(value: string | number, precision: number, direction: 'up' | 'down') {
  try {
    const down = toMinorUnits(value, precision, 'toward-zero');
    const up = direction === 'up' && exceedsPrecision(value, precision);
    return up ? safeMinorUnits(down + 1) : down;
  } catch {
    return null;
  }
}

/** A base-currency amount in this currency, to 12 significant digits (no float noise). */
function converted(text: string, coefConvert: number): number {
  return Number((Number(text) * coefConvert).toPrecision(12));
}

/** The base currency (coef_convert 1) keeps the operator's own figures, unrounded. */
function convertedRound(text: string, coefConvert: number, round: (value: number) => number) {
  return coefConvert === 1 ? text : round(converted(text, coefConvert));
}

function limitsInCurrency(
  limits: AmountLimitsText,
  currency: LimitCurrency,
  convert: boolean,
): AmountLimits {
  const { coefConvert, precision } = currency;
  const min =
    limits.min === null
      ? null
      : toMinor(
          convert ? convertedRound(limits.min, coefConvert, roundFigureUp) : limits.min,
          precision,
          'up',
        );
  const max =
    limits.max === null
      ? null
      : toMinor(
          convert ? convertedRound(limits.max, coefConvert, roundFigureDown) : limits.max,
          precision,
          'down',
        );
  return {
    min: min !== null && min > 0 ? min : ONE_MINOR_UNIT,
    max: max !== null && max > 0 ? max : NO_MAXIMUM,
  };
}

/** The method's limits in the currency, or null when the method does not serve it. */
export function methodLimits(
  method: PaymentMethodSetting,
  currency: LimitCurrency,
): AmountLimits | null {
  if (method.currencyIds !== null && !method.currencyIds.includes(currency.id)) return null;
  const own = method.currencyLimits[currency.id];
  const limits = own
    ? limitsInCurrency(own, currency, false)
    : limitsInCurrency(method.baseLimits, currency, true);
  return limits.min <= limits.max ? limits : null;
}

/**
 * One-tap amounts in the currency: its own when configured, else the base ones converted to
 * the nearest round figure; kept within the limits.
 */
export function methodPresets(
  method: PaymentMethodSetting,
  currency: LimitCurrency,
  limits: AmountLimits,
): MinorUnits[] {
  const own = method.currencyLimits[currency.id]?.presets;
  const figures =
    own ??
    method.presets.map((preset) =>
      convertedRound(preset, currency.coefConvert, roundFigureNearest),
    );
  const presets = figures.flatMap((preset) => {
    const amount = toMinor(preset, currency.precision, 'down');
    return amount !== null && amount >= limits.min && amount <= limits.max ? [amount] : [];
  });
  return [...new Set(presets)].sort((a, b) => a - b);
}

export type PaymentAmountProblem =
  | 'required'
  | 'payment_amount_invalid'
  | 'payment_amount_precision'
  | 'payment_amount_below_min'
  | 'payment_amount_above_max';

export type PaymentAmountCheck =
  | { ok: true; amount: MinorUnits }
  | { ok: false; problem: PaymentAmountProblem };

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * An amount the player typed (major units, as the numeric input leaves it) checked against the
 * limits: the same rule in the form and on the server.
 */
export function checkPaymentAmount(
  input: unknown,
  precision: number,
  limits: AmountLimits,
): PaymentAmountCheck {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input : '';
  if (input === undefined || input === null || text.trim() === '') {
    return { ok: false, problem: 'required' };
  }
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed) || trimmed.length > 40) {
    return { ok: false, problem: 'payment_amount_invalid' };
  }
  if (exceedsPrecision(trimmed, precision))
    return { ok: false, problem: 'payment_amount_precision' };
  const amount = toMinor(trimmed, precision, 'down');
  if (amount === null || amount > limits.max) {
    return { ok: false, problem: 'payment_amount_above_max' };
  }
  if (amount < limits.min) return { ok: false, problem: 'payment_amount_below_min' };
  return { ok: true, amount };
}
