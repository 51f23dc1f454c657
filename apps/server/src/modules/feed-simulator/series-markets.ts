import { correctScoreLine, MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';
import type { SourceOutcome } from '../feed/source.ts';
import type { MatchFormat } from './model.ts';
import { addLineMarkets, addMarket, addPartialMarket, type Pricing } from './pricing.ts';
import type { FinalSetScore } from './set-odds.ts';

/*
 * Markets of a match played as a series of sets or maps (tennis, volleyball, esports): the
 * winner, and where the series is longer than one, the handicap and total in sets or maps and
 * the correct score, all from the distribution of final series scores.
 */

const G = MARKET_GROUP;
const T = OUTCOME_TYPE;

/** The group two-way match winners are priced in (one place, should the format move them). */
export const MATCH_WINNER_GROUP: number = G.result1x2;

/**
 * The series length a competition asked for when the sport plays it (tennis 3 or 5, esports 1, 3
 * or 5), else the sport's own.
 */
export function seriesLength(
  format: MatchFormat,
  allowed: readonly number[],
  fallback: number,
): number {
  const asked = format.bestOf;
  return asked !== undefined && allowed.includes(asked) ? asked : fallback;
}

export function seriesWinProbability(finals: readonly FinalSetScore[]): number {
  return finals.filter((f) => f.home > f.away).reduce((sum, f) => sum + f.probability, 0);
}

/** Two-way winner of a match, a set or a map. */
export function addWinnerMarket(
  into: SourceOutcome[],
  pricing: Pricing,
  homeWins: number,
): boolean {
  return addMarket(into, pricing, MATCH_WINNER_GROUP, [
    { type: T.home, probability: homeWins },
    { type: T.away, probability: 1 - homeWins },
  ]);
}

export function addSeriesMarkets(
  into: SourceOutcome[],
  pricing: Pricing,
  finals: readonly FinalSetScore[],
  bestOf: number,
): void {
  addWinnerMarket(into, pricing, seriesWinProbability(finals));
  if (bestOf < 3) return;
  const chance = (predicate: (home: number, away: number) => boolean) =>
    finals.filter((f) => predicate(f.home, f.away)).reduce((sum, f) => sum + f.probability, 0);
  const need = (bestOf + 1) / 2;
  const handicapLines = need === 2 ? [-1.5, 1.5] : [-2.5, -1.5, 1.5, 2.5];
  addLineMarkets(
    into,
    pricing,
    G.handicap,
    [T.handicapHome, T.handicapAway],
    handicapLines.map((line) => ({
      line,
      otherLine: -line,
      probability: chance((h, a) => h - a + line > 0),
    })),
  );
  const totalLines: number[] = [];
  for (let line = need + 0.5; line < bestOf; line += 1) totalLines.push(line);
  addLineMarkets(
    into,
    pricing,
    G.total,
    [T.over, T.under],
    totalLines.map((line) => ({ line, probability: chance((h, a) => h + a > line) })),
  );
  addPartialMarket(
    into,
    pricing,
    G.correctScore,
    finals.map((f) => ({
      type: T.correctScore,
      probability: f.probability,
      line: correctScoreLine(f.home, f.away),
    })),
  );
}
