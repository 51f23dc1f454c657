import { DEFAULT_COEFFICIENT_FORMAT } from './constants.ts';

/*
 * Coefficient formats: the feed prices every outcome in decimal odds, and the player reads them
 * in the format of their setting (`coefficientFormat`, default 0 = decimal). The ids are the
 * ones this family of sites uses for its `coefViewId`, so a stored setting keeps its meaning.
 */
export const ODDS_FORMAT = {
  decimal: 0,
  /** British: the winnings per unit staked as a fraction, 17/20. */
  fractional: 1,
  /** Moneyline: +150 is the winnings on 100 staked, -118 the stake that wins 100. */
  american: 2,
  hongKong: 3,
  indonesian: 4,
  malay: 5,
} as const;
export type OddsFormatKey = keyof typeof ODDS_FORMAT;
export type OddsFormatId = (typeof ODDS_FORMAT)[OddsFormatKey];

export const ODDS_FORMAT_IDS: readonly OddsFormatId[] = Object.values(ODDS_FORMAT);

export function isOddsFormatId(value: unknown): value is OddsFormatId {
  return (ODDS_FORMAT_IDS as readonly unknown[]).includes(value);
}

/** A stored setting from an older or foreign version falls back to decimal. */
export function oddsFormatOf(setting: unknown): OddsFormatId {
  return isOddsFormatId(setting) ? setting : (DEFAULT_COEFFICIENT_FORMAT as OddsFormatId);
}

/** Odds of 1 or less pay nothing back beyond the stake: no other format can express them. */
function isPriced(decimal: number): boolean {
  return Number.isFinite(decimal) && decimal > 1;
}

export interface Fraction {
  numerator: number;
  denominator: number;
}

/** Bookmakers write 1.91 as 10/11, not 91/100: the simplest fraction this close is chosen. */
const FRACTION_TOLERANCE = 0.0015;
const FRACTION_MAX_DENOMINATOR = 100;
/** Odds are exact to three decimals (fixed-point x1000 elsewhere in the site). */
const ODDS_SCALE = 1000;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export function toFractional(decimal: number): Fraction {
  const profit = decimal - 1;
  for (let denominator = 1; denominator <= FRACTION_MAX_DENOMINATOR; denominator += 1) {
    const numerator = Math.round(profit * denominator);
    if (numerator > 0 && Math.abs(numerator / denominator - profit) < FRACTION_TOLERANCE) {
      return { numerator, denominator };
    }
  }
  const thousandths = Math.max(1, Math.round(profit * ODDS_SCALE));
  const divisor = gcd(thousandths, ODDS_SCALE);
  return { numerator: thousandths / divisor, denominator: ODDS_SCALE / divisor };
}

export function fromFractional({ numerator, denominator }: Fraction): number {
  return 1 + numerator / denominator;
}

/** Whole numbers, as the moneyline is written; odds of exactly 2 are +100. */
export function toAmerican(decimal: number): number {
  return decimal >= 2 ? Math.round((decimal - 1) * 100) : Math.round(-100 / (decimal - 1));
}

export function fromAmerican(american: number): number {
  return american > 0 ? 1 + american / 100 : 1 - 100 / american;
}

export function toHongKong(decimal: number): number {
  return decimal - 1;
}

export function fromHongKong(hongKong: number): number {
  return hongKong + 1;
}

/** The American line divided by 100: negative below even money. */
export function toIndonesian(decimal: number): number {
  return decimal >= 2 ? decimal - 1 : -1 / (decimal - 1);
}

export function fromIndonesian(indonesian: number): number {
  return indonesian > 0 ? indonesian + 1 : 1 - 1 / indonesian;
}

/** Positive up to even money, negative above it: the sign flips at 2.00. */
export function toMalay(decimal: number): number {
  return decimal <= 2 ? decimal - 1 : -1 / (decimal - 1);
}

export function fromMalay(malay: number): number {
  return malay > 0 ? malay + 1 : 1 - 1 / malay;
}

/** Two decimals below 10, fewer above: the way the feed writes decimal odds. */
function decimalText(value: number): string {
  const size = Math.abs(value);
  if (size >= 100) return value.toFixed(0);
  if (size >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** Decimal odds as the player reads them in their format; unpriced odds show a dash. */
export function formatOdds(decimal: number, format: number): string {
  if (!isPriced(decimal)) return '—';
  switch (oddsFormatOf(format)) {
    case ODDS_FORMAT.fractional: {
      const { numerator, denominator } = toFractional(decimal);
      return `${numerator}/${denominator}`;
    }
    case ODDS_FORMAT.american: {
      const american = toAmerican(decimal);
      return american > 0 ? `+${american}` : String(american);
    }
    case ODDS_FORMAT.hongKong:
      return toHongKong(decimal).toFixed(2);
    case ODDS_FORMAT.indonesian:
      return toIndonesian(decimal).toFixed(2);
    case ODDS_FORMAT.malay:
      return toMalay(decimal).toFixed(2);
    default:
      return decimalText(decimal);
  }
}
