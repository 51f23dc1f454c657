import { MAX_ODDS, MIN_ODDS, ODDS_SCALE, type Odds } from './odds.ts';

/*
 * What an express can carry beyond its odds (spec 001: `isExpressBoost`, `antiExpressCoef`).
 *
 * Express boost: extra odds by the number of legs, from a table the operator configures, as
 * the big books' accumulator boosts do: only legs at or above a minimum price count (a boost
 * must not pay for stacking sure things), and the whole express's odds grow by the percent of
 * the longest row the count reaches.
 *
 * Anti-express: a bet that not every leg of an express wins. Its chance is one less the chance
 * that all win, from the book's fair chances of the legs; its odds take the house's margin once
 * and are rounded down, so they never pay above the fair price.
 */

/** Leg count → percent added to the express's odds; the longest row reached applies. */
export type ExpressBoostTable = Readonly<Record<number, number>>;

/** The default table: +3 % at 3 legs rising to +20 % at 10 or more. */
export const EXPRESS_BOOST_TABLE: ExpressBoostTable = {
  3: 3,
  4: 5,
  5: 7,
  6: 10,
  7: 12,
  8: 15,
  9: 17,
  10: 20,
};

/** Legs below 1.20 do not count toward a boost. */
export const EXPRESS_BOOST_MIN_LEG_ODDS: Odds = 1200;

/** The percent `counted` legs earn: the longest row they reach, 0 below the first. */
function percentForCount(counted: number, table: ExpressBoostTable): number {
  let percent = 0;
  let reached = 0;
  for (const [size, rowPercent] of Object.entries(table)) {
    const legsNeeded = Number(size);
    if (counted >= legsNeeded && legsNeeded > reached) {
      reached = legsNeeded;
      percent = rowPercent;
    }
  }
  return percent;
}

/** The percent the express earns: 0 below the table's first row. */
export function expressBoostPercent(
  legs: readonly Odds[],
  table: ExpressBoostTable = EXPRESS_BOOST_TABLE,
  minLegOdds: Odds = EXPRESS_BOOST_MIN_LEG_ODDS,
): number {
  return percentForCount(legs.filter((odds) => odds >= minLegOdds).length, table);
}

/** Whether each longer row pays at least the shorter ones: a void leg must never raise a boost. */
export function isRisingBoostTable(table: ExpressBoostTable): boolean {
  const rows = Object.entries(table)
    .map(([size, percent]) => [Number(size), percent] as const)
    .sort(([a], [b]) => a - b);
  return rows.every(
    ([size, percent], i) =>
      Number.isInteger(size) &&
      size >= 2 &&
      // Whole percents: the boost is floored on whole percents (possible-win.ts `withBoost`).
      Number.isInteger(percent) &&
      percent >= 0 &&
      percent <= 100 &&
      (i === 0 || percent >= (rows[i - 1]?.[1] ?? 0)),
  );
}

/**
 * A boosted express's own terms, fixed when it is accepted, so a later change of the table
 * never touches it: the percent each count of counted legs earns (index = count), and the
 * price a leg needs to count. Settlement reads the percent of the legs that did not void.
 */
export interface ExpressBoostTerms {
  percents: readonly number[];
  minLegOdds: Odds;
}

export function expressBoostTerms(
  legCount: number,
  table: ExpressBoostTable = EXPRESS_BOOST_TABLE,
  minLegOdds: Odds = EXPRESS_BOOST_MIN_LEG_ODDS,
): ExpressBoostTerms {
  const percents: number[] = [];
  for (let count = 0; count <= legCount; count += 1) {
    // A running maximum: the terms never pay less for more legs, whatever the table.
    percents.push(Math.max(percentForCount(count, table), percents[count - 1] ?? 0));
  }
  return { percents, minLegOdds };
}

/** The percent under these terms of the legs that count (at the price, and played, not void). */
export function boostPercentOf(
  terms: ExpressBoostTerms,
  legs: readonly { odds: Odds; void?: boolean }[],
): number {
  const counted = legs.filter((leg) => !leg.void && leg.odds >= terms.minLegOdds).length;
  return terms.percents[Math.min(counted, terms.percents.length - 1)] ?? 0;
}

/** The anti-express's fair chance: one less the chance that every leg wins. */
export function antiExpressChance(chances: readonly number[]): number {
  if (chances.some((chance) => !(chance >= 0 && chance <= 1))) {
    throw new RangeError('A chance is not between 0 and 1');
  }
  return 1 - chances.reduce((all, chance) => all * chance, 1);
}

/**
 * The anti-express's odds at the house's margin, rounded down to the thousandth; undefined
 * when they would not pay above the stake (a near-certain anti-express is not offered).
 */
export function antiExpressOdds(chances: readonly number[], margin: number): Odds | undefined {
  if (!(margin >= 0 && margin < 1)) throw new RangeError(`Margin ${margin} is not in [0, 1)`);
  const chance = antiExpressChance(chances);
  if (chance <= 0) return undefined;
  const odds = Math.floor(((1 - margin) / chance) * ODDS_SCALE);
  if (odds < MIN_ODDS) return undefined;
  return Math.min(MAX_ODDS, odds);
}
