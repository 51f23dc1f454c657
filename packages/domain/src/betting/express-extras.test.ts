import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  antiExpressChance,
  antiExpressOdds,
  boostPercentOf,
  EXPRESS_BOOST_MIN_LEG_ODDS,
  EXPRESS_BOOST_TABLE,
  expressBoostPercent,
  expressBoostTerms,
  isRisingBoostTable,
} from './express-extras.ts';
import { ODDS_SCALE } from './odds.ts';
import { lineOdds } from './test-arbitraries.ts';

const chance = fc.double({ min: 0.01, max: 0.99, noNaN: true });
const margin = fc.double({ min: 0, max: 0.2, noNaN: true });

describe('express boost', () => {
  it('follows the table by the count of legs at the minimum price or above', () => {
    const legs = (count: number, odds = 1500) => Array.from({ length: count }, () => odds);
    expect(expressBoostPercent(legs(2))).toBe(0);
    expect(expressBoostPercent(legs(3))).toBe(3);
    expect(expressBoostPercent(legs(6))).toBe(10);
    expect(expressBoostPercent(legs(14))).toBe(20);
    // Short prices do not count: five legs, two of them at 1.10, earn the three-leg row.
    expect(expressBoostPercent([...legs(3), 1100, 1100])).toBe(3);
    expect(expressBoostPercent(legs(4), { 2: 1, 4: 9 }, 1000)).toBe(9);
  });

  it('never falls as legs are added', () => {
    fc.assert(
      fc.property(fc.array(lineOdds, { maxLength: 20 }), lineOdds, (legs, more) => {
        expect(expressBoostPercent([...legs, more])).toBeGreaterThanOrEqual(
          expressBoostPercent(legs),
        );
      }),
    );
  });

  it('fixes its terms at acceptance: a void leg lowers the percent to the legs that played', () => {
    const terms = expressBoostTerms(5);
    expect(terms.percents).toEqual([0, 0, 0, 3, 5, 7]);
    const leg = (odds: number, isVoid = false) => ({ odds, void: isVoid });
    expect(boostPercentOf(terms, [leg(1500), leg(1500), leg(1500), leg(1500), leg(1500)])).toBe(7);
    expect(
      boostPercentOf(terms, [leg(1500), leg(1500, true), leg(1500), leg(1500), leg(1100)]),
    ).toBe(3);
    expect(EXPRESS_BOOST_MIN_LEG_ODDS).toBe(1200);
  });

  it('never pays more for fewer legs, even under a table that falls', () => {
    const falling = { 3: 10, 5: 2 };
    expect(isRisingBoostTable(falling)).toBe(false);
    expect(isRisingBoostTable(EXPRESS_BOOST_TABLE)).toBe(true);
    expect(expressBoostTerms(6, falling, 1000).percents).toEqual([0, 0, 0, 10, 10, 10, 10]);
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.integer({ min: 2, max: 12 }).map(String),
          fc.integer({ min: 0, max: 100 }),
        ),
        fc.integer({ min: 0, max: 15 }),
        (table, legs) => {
          const { percents } = expressBoostTerms(legs, table, 1000);
          percents.forEach((percent, i) => {
            expect(percent).toBeGreaterThanOrEqual(percents[i - 1] ?? 0);
          });
        },
      ),
    );
  });
});

describe('anti-express', () => {
  it('is the complement of the express: their fair chances sum to one', () => {
    fc.assert(
      fc.property(fc.array(chance, { minLength: 2, maxLength: 8 }), (chances) => {
        const express = chances.reduce((all, c) => all * c, 1);
        expect(antiExpressChance(chances) + express).toBeCloseTo(1, 12);
      }),
    );
  });

  it('never pays above the fair price, and less with a higher margin', () => {
    fc.assert(
      fc.property(fc.array(chance, { minLength: 2, maxLength: 8 }), margin, (chances, m) => {
        const odds = antiExpressOdds(chances, m);
        if (odds === undefined) return;
        const fairOdds = 1 / antiExpressChance(chances);
        expect(odds / ODDS_SCALE).toBeLessThanOrEqual(fairOdds);
        const dearer = antiExpressOdds(chances, Math.min(0.5, m + 0.05));
        expect(dearer ?? 0).toBeLessThanOrEqual(odds);
      }),
    );
  });

  it('prices two legs at even chances: three in four that not both win', () => {
    // Fair odds 1/0.75 = 1.333; at 5 % margin 1.266.
    expect(antiExpressOdds([0.5, 0.5], 0)).toBe(1333);
    expect(antiExpressOdds([0.5, 0.5], 0.05)).toBe(1266);
    expect(antiExpressOdds([0.02, 0.02], 0.05)).toBeUndefined();
    expect(() => antiExpressChance([0.5, 1.5])).toThrow(RangeError);
  });
});
