import { MARKET_GROUP } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import type { SourceOutcome } from '../feed/source.ts';
import { asianProbability, isQuarterLine } from './asian-lines.ts';
import { bookMarginErrors } from './market-check.ts';
import { addGoalMarkets, FULL_GOAL_MARKETS, GoalDistribution } from './poisson.ts';
import { BOOK_MARGIN } from './pricing.ts';

const dist = new GoalDistribution({ home: 0, away: 0 }, 1.45, 1.2);
const totalOf = (predicate: (goals: number) => boolean) =>
  dist.probability((h, a) => predicate(h + a));

describe('Asian lines', () => {
  it('prices Over 2.25 as half on Over 2 (void on two goals) and half on Over 2.5', () => {
    const over = asianProbability(2.25, {
      beats: (stake) => totalOf((g) => g > stake),
      lands: (stake) => totalOf((g) => g === stake),
    });
    const two = totalOf((g) => g === 2);
    // Fair odds o: o·P(over 2) + P(two)/2 = 1, written as a probability.
    expect(over).toBeCloseTo(totalOf((g) => g > 2) / (1 - two / 2), 12);
  });

  it('offers quarter handicaps and totals beside the balanced line, with the same margin', () => {
    const outcomes: SourceOutcome[] = [];
    addGoalMarkets(outcomes, { margin: BOOK_MARGIN, locked: false }, dist, FULL_GOAL_MARKETS);
    const quarters = (group: number) =>
      outcomes.filter((o) => o.group === group && isQuarterLine(o.line ?? 0));
    expect(quarters(MARKET_GROUP.total).map((o) => o.line)).toEqual([2.25, 2.25, 2.75, 2.75]);
    expect(quarters(MARKET_GROUP.handicap).length).toBeGreaterThanOrEqual(2);
    expect(bookMarginErrors(outcomes, BOOK_MARGIN)).toEqual([]);
  });
});
