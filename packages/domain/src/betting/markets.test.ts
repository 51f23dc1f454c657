import { MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { fairProbability, marketKeyOf, marketsOf } from './markets.ts';

const G = MARKET_GROUP;

describe('markets of a game', () => {
  it('pairs a handicap with its opposite line, and an over with its under', () => {
    const home = { group: G.handicap, type: OUTCOME_TYPE.handicapHome, odds: 1.9, line: -1.5 };
    const away = { group: G.handicap, type: OUTCOME_TYPE.handicapAway, odds: 1.9, line: 1.5 };
    expect(marketKeyOf(home)).toBe(marketKeyOf(away));
    const over = { group: G.total, type: OUTCOME_TYPE.over, odds: 1.8, line: 2.5 };
    const under = { group: G.total, type: OUTCOME_TYPE.under, odds: 2.0, line: 2.5 };
    const otherLine = { ...over, line: 3.5 };
    expect([...marketsOf([over, under, otherLine]).values()]).toEqual([[over, under], [otherLine]]);
  });

  it('takes the margin out of a chance in proportion', () => {
    // 1X2 at 2.00 / 3.50 / 4.00: implied 0.5 + 0.2857 + 0.25 = 1.0357.
    const market = [2, 3.5, 4].map((odds, i) => ({ group: G.result1x2, type: i + 1, odds }));
    const home = { group: G.result1x2, type: 1, odds: 2 };
    expect(fairProbability(home, market)).toBeCloseTo(0.5 / 1.035714, 6);
    const chances = market.map((o) => fairProbability(o, market));
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });

  it('counts a double chance as covering every case twice', () => {
    const market = [1.3, 1.25, 1.4].map((odds, i) => ({ group: G.doubleChance, type: i, odds }));
    const total = market.reduce((sum, o) => sum + fairProbability(o, market), 0);
    expect(total).toBeCloseTo(2, 9);
  });
});
