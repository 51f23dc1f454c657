/*
 * Odds are decimal odds as fixed-point integers of thousandths (1.85 -> 1850): the feed prices
 * to three decimals, and integers keep the payout maths exact.
 */

export const ODDS_SCALE = 1000;
export const ODDS_SCALE_BIG = 1000n;

/** Decimal odds in thousandths; an integer between MIN_ODDS and MAX_ODDS. */
export type Odds = number;

/** 1.001: odds of 1.000 or less pay nothing beyond the stake and are not offered. */
export const MIN_ODDS: Odds = 1001;
/** 1000.00, the highest price a feed quotes. */
export const MAX_ODDS: Odds = 1_000_000;

const ODDS_DECIMALS = 3;
const MIN_SHOWN_DECIMALS = 2;

export function isOdds(value: number): value is Odds {
  return Number.isSafeInteger(value) && value >= MIN_ODDS && value <= MAX_ODDS;
}

/**
 * 1.85 or '1.85' -> 1850. Parsed as text: a number goes through its shortest round-trip form,
 * so 1.15 is 1150 and never 1149. More than three significant decimals, signs, exponents or a
 * value out of range give undefined.
 */
export function oddsFromDecimal(value: number | string): Odds | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const [, integer = '', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(ODDS_DECIMALS))) return undefined;
  const thousandths = Number(integer + fraction.slice(0, ODDS_DECIMALS).padEnd(ODDS_DECIMALS, '0'));
  return isOdds(thousandths) ? thousandths : undefined;
}

/** The feed's style: at least two decimals, a third only when it is not zero (2.50, 1.125). */
export function oddsToDecimalText(odds: Odds): string {
  if (!Number.isSafeInteger(odds) || odds < 0) throw new RangeError(`Not odds: ${odds}`);
  const integer = Math.floor(odds / ODDS_SCALE);
  const fraction = String(odds % ODDS_SCALE).padStart(ODDS_DECIMALS, '0');
  const shown = fraction.endsWith('0') ? fraction.slice(0, MIN_SHOWN_DECIMALS) : fraction;
  return `${integer}.${shown}`;
}

export type OddsChange = 'up' | 'down' | 'none';

export function oddsChange(seen: Odds, current: Odds): OddsChange {
  if (current > seen) return 'up';
  return current < seen ? 'down' : 'none';
}

/** The player's `checkCf`: what to do when the odds moved between the page and the server. */
export const CHECK_CF = { confirmEvery: 0, acceptHigher: 1, acceptAny: 2 } as const;
export type CheckCf = (typeof CHECK_CF)[keyof typeof CHECK_CF];

export function isCheckCf(value: unknown): value is CheckCf {
  return value === 0 || value === 1 || value === 2;
}

/** False means the player must confirm the new odds before the bet is taken. */
export function oddsAcceptable(policy: CheckCf, seen: Odds, current: Odds): boolean {
  if (policy === CHECK_CF.acceptAny) return true;
  if (policy === CHECK_CF.acceptHigher) return current >= seen;
  return current === seen;
}
