import {
  MARKET_COVERAGE,
  marketsOf,
  PARTIAL_MARKET_GROUPS,
} from '@arenabet/domain/betting/markets';
import type { SourceOutcome } from '../feed/source.ts';
import { MIN_ODDS } from './pricing.ts';

/*
 * The book's own check of its prices: within each market the implied probabilities sum to
 * 1 + margin (times how often the market covers every case), up to the odds' rounding.
 */

/** Odds rounding moves a market's implied total by at most this much. */
const ROUNDING = 0.012;

/** Every market that breaks the margin or the minimum odds, described; empty when all hold. */
export function bookMarginErrors(outcomes: readonly SourceOutcome[], margin: number): string[] {
  const errors: string[] = [];
  for (const [key, market] of marketsOf(outcomes)) {
    const group = market[0]?.group ?? 0;
    const implied = market.reduce((total, o) => total + 1 / o.odds, 0);
    const target = (1 + margin) * (MARKET_COVERAGE[group] ?? 1);
    const tooLow = market.find((o) => o.odds < MIN_ODDS);
    if (tooLow) errors.push(`${key}: odds ${tooLow.odds} below ${MIN_ODDS}`);
    const fits = PARTIAL_MARKET_GROUPS.has(group)
      ? implied <= target + ROUNDING
      : Math.abs(implied - target) <= ROUNDING;
    if (!fits) errors.push(`${key}: implied ${implied.toFixed(4)}, expected ${target.toFixed(4)}`);
  }
  return errors;
}
