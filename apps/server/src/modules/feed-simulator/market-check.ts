import { MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';
import type { SourceOutcome } from '../feed/source.ts';
import { MIN_ODDS } from './pricing.ts';

/*
 * The book's own check of its prices: within each market the implied probabilities sum to
 * 1 + margin (times how often the market covers every case), up to the odds' rounding.
 */

/** How many times over a market's outcomes cover every case (a double chance covers it twice). */
const COVERAGE: Readonly<Record<number, number>> = {
  [MARKET_GROUP.doubleChance]: 2,
  [MARKET_GROUP.racePlace]: 3,
};

/** Markets listing only some outcomes (the likely scores, runners in range): at most the margin. */
const PARTIAL_GROUPS: ReadonlySet<number> = new Set([
  MARKET_GROUP.correctScore,
  MARKET_GROUP.racePlace,
]);

/** Odds rounding moves a market's implied total by at most this much. */
const ROUNDING = 0.012;

/** Outcomes by market: a handicap pairs H1(h) with H2(-h), lines pair over with under. */
export function marketsOf(outcomes: readonly SourceOutcome[]): Map<string, SourceOutcome[]> {
  const markets = new Map<string, SourceOutcome[]>();
  for (const o of outcomes) {
    const line =
      o.group === MARKET_GROUP.handicap && o.type === OUTCOME_TYPE.handicapAway
        ? -(o.line ?? 0)
        : o.line;
    const whole = PARTIAL_GROUPS.has(o.group);
    const key = whole || line === undefined ? `${o.group}` : `${o.group}:${line}`;
    markets.set(key, [...(markets.get(key) ?? []), o]);
  }
  return markets;
}

/** Every market that breaks the margin or the minimum odds, described; empty when all hold. */
export function bookMarginErrors(outcomes: readonly SourceOutcome[], margin: number): string[] {
  const errors: string[] = [];
  for (const [key, market] of marketsOf(outcomes)) {
    const group = market[0]?.group ?? 0;
    const implied = market.reduce((total, o) => total + 1 / o.odds, 0);
    const target = (1 + margin) * (COVERAGE[group] ?? 1);
    const tooLow = market.find((o) => o.odds < MIN_ODDS);
    if (tooLow) errors.push(`${key}: odds ${tooLow.odds} below ${MIN_ODDS}`);
    const fits = PARTIAL_GROUPS.has(group)
      ? implied <= target + ROUNDING
      : Math.abs(implied - target) <= ROUNDING;
    if (!fits) errors.push(`${key}: implied ${implied.toFixed(4)}, expected ${target.toFixed(4)}`);
  }
  return errors;
}
