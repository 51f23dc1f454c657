import { MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';

/*
 * A game's outcomes by market, and what the book's own prices say each outcome's chance is:
 * the book's check of its margin (the simulator) and a cash-out's fair value read them alike.
 */

/** What a market needs of an outcome: decimal odds as the feed writes them. */
export interface PricedOutcome {
  group: number;
  type: number;
  odds: number;
  line?: number;
}

/** How many times over a market's outcomes cover every case (a double chance covers it twice). */
export const MARKET_COVERAGE: Readonly<Record<number, number>> = {
  [MARKET_GROUP.doubleChance]: 2,
  [MARKET_GROUP.racePlace]: 3,
};

/** Markets listing only some outcomes (the likely scores, runners in range). */
export const PARTIAL_MARKET_GROUPS: ReadonlySet<number> = new Set([
  MARKET_GROUP.correctScore,
  MARKET_GROUP.racePlace,
]);

/** The market an outcome belongs to: a handicap pairs H1(h) with H2(-h), lines pair over with under. */
export function marketKeyOf(outcome: PricedOutcome): string {
  const line =
    outcome.group === MARKET_GROUP.handicap && outcome.type === OUTCOME_TYPE.handicapAway
      ? -(outcome.line ?? 0)
      : outcome.line;
  const whole = PARTIAL_MARKET_GROUPS.has(outcome.group);
  return whole || line === undefined ? `${outcome.group}` : `${outcome.group}:${line}`;
}

export function marketsOf<T extends PricedOutcome>(outcomes: readonly T[]): Map<string, T[]> {
  const markets = new Map<string, T[]>();
  for (const outcome of outcomes) {
    const key = marketKeyOf(outcome);
    markets.set(key, [...(markets.get(key) ?? []), outcome]);
  }
  return markets;
}

/**
 * The chance the book's prices give an outcome, its margin taken out in proportion (each
 * implied probability divided by the market's overround). A market listing only some cases
 * cannot tell its overround: its implied probabilities are taken as they are, an upper bound.
 */
export function fairProbability(outcome: PricedOutcome, market: readonly PricedOutcome[]): number {
  const implied = 1 / outcome.odds;
  if (PARTIAL_MARKET_GROUPS.has(outcome.group)) return Math.min(1, implied);
  const coverage = MARKET_COVERAGE[outcome.group] ?? 1;
  const overround = market.reduce((total, o) => total + 1 / o.odds, 0) / coverage;
  return Math.min(1, implied / Math.max(1, overround));
}
