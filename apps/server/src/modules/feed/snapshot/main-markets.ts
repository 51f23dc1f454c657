import { MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';
import type { SourceOutcome } from '../source.ts';

/*
 * The outcomes a list of games shows: the result (1X2, without its X where a draw cannot
 * happen), double chance, and the main line of the total and of the handicap, the line whose two
 * sides are priced closest to each other. A race, which has none of these, shows its winner.
 */

const WHOLE_GROUPS: ReadonlySet<number> = new Set([
  MARKET_GROUP.result1x2,
  MARKET_GROUP.doubleChance,
]);

export function mainOutcomes(outcomes: readonly SourceOutcome[]): SourceOutcome[] {
  const whole = outcomes.filter((o) => WHOLE_GROUPS.has(o.group));
  const total = mainLine(outcomes, MARKET_GROUP.total, OUTCOME_TYPE.over, OUTCOME_TYPE.under);
  const handicap = mainLine(
    outcomes,
    MARKET_GROUP.handicap,
    OUTCOME_TYPE.handicapHome,
    OUTCOME_TYPE.handicapAway,
  );
  const main = [...whole, ...handicap, ...total];
  if (main.length > 0) return main;
  return outcomes.filter((o) => o.group === MARKET_GROUP.raceWinner);
}

/** Markets a list shows one line of; their other lines travel beside it (`AE`). */
const LINE_GROUPS: ReadonlySet<number> = new Set([MARKET_GROUP.handicap, MARKET_GROUP.total]);

/** The other lines of the markets `main` shows one line of, in the source's order. */
export function additionalOutcomes(
  outcomes: readonly SourceOutcome[],
  main: readonly SourceOutcome[],
): SourceOutcome[] {
  const shown = new Set(main);
  return outcomes.filter((o) => LINE_GROUPS.has(o.group) && !shown.has(o));
}

/**
 * Whether a list shows the game: only with a main market to show (unless asked for `getEmpty`).
 * Counts promise exactly the games lists show, so both read this one rule.
 */
export function hasMainMarket(outcomes: readonly SourceOutcome[]): boolean {
  return mainOutcomes(outcomes).length > 0;
}

/**
 * The pair of one line of a two-sided market with the smallest gap between its odds. A handicap
 * pairs the home line with the away side of the opposite line (-1.5 with +1.5), or of the same
 * line when the source writes both sides with one number.
 */
function mainLine(
  outcomes: readonly SourceOutcome[],
  group: number,
  firstType: number,
  secondType: number,
): SourceOutcome[] {
  let best: SourceOutcome[] = [];
  let bestGap = Number.POSITIVE_INFINITY;
  for (const first of outcomes) {
    if (first.group !== group || first.type !== firstType) continue;
    const second = partnerOf(outcomes, first, group, secondType);
    if (!second) continue;
    const gap = Math.abs(first.odds - second.odds);
    if (gap < bestGap) {
      bestGap = gap;
      best = [first, second];
    }
  }
  return best;
}

function partnerOf(
  outcomes: readonly SourceOutcome[],
  first: SourceOutcome,
  group: number,
  secondType: number,
): SourceOutcome | undefined {
  const sides = outcomes.filter((o) => o.group === group && o.type === secondType);
  const line = first.line ?? 0;
  return (
    (group === MARKET_GROUP.handicap ? sides.find((o) => (o.line ?? 0) === -line) : undefined) ??
    sides.find((o) => (o.line ?? 0) === line)
  );
}
