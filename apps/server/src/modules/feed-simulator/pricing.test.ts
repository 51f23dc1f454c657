import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SourceOutcome } from '../feed/source.ts';
import { bookMarginErrors } from './market-check.ts';
import { addGoalMarkets, FULL_GOAL_MARKETS, GoalDistribution, poissonPmf } from './poisson.ts';
import { BOOK_MARGIN, roundOdds } from './pricing.ts';
import { placeProbabilities, winProbabilities } from './race-model.ts';
import { finalSetScores, setWinProbability } from './set-odds.ts';

const sum = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

describe('Poisson goals', () => {
  it('gives a distribution that sums to one', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 6, noNaN: true }), (mean) => {
        expect(sum(poissonPmf(mean))).toBeCloseTo(1, 12);
      }),
    );
  });

  it('splits every final score into home, draw and away', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.05, max: 4, noNaN: true }),
        fc.double({ min: 0.05, max: 4, noNaN: true }),
        fc.nat(4),
        fc.nat(4),
        (home, away, scoredHome, scoredAway) => {
          const r = new GoalDistribution(
            { home: scoredHome, away: scoredAway },
            home,
            away,
          ).result();
          expect(r.home + r.draw + r.away).toBeCloseTo(1, 9);
          expect(Math.min(r.home, r.draw, r.away)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('favours the side expected to score more', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.3, max: 3, noNaN: true }),
        fc.double({ min: 1.05, max: 3, noNaN: true }),
        (mean, edge) => {
          const r = new GoalDistribution({ home: 0, away: 0 }, mean * edge, mean).result();
          expect(r.home).toBeGreaterThan(r.away);
        },
      ),
    );
  });

  it('prices every goal market with the margin', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 3.5, noNaN: true }),
        fc.double({ min: 0.2, max: 3.5, noNaN: true }),
        fc.nat(3),
        fc.nat(3),
        (home, away, scoredHome, scoredAway) => {
          const outcomes: SourceOutcome[] = [];
          const dist = new GoalDistribution({ home: scoredHome, away: scoredAway }, home, away);
          addGoalMarkets(outcomes, { margin: BOOK_MARGIN, locked: false }, dist, FULL_GOAL_MARKETS);
          expect(bookMarginErrors(outcomes, BOOK_MARGIN)).toEqual([]);
        },
      ),
    );
  });
});

describe('sets', () => {
  it('makes the better player likelier to win a set, more so from ahead', () => {
    const race = { target: 11 };
    expect(setWinProbability(0, 0, 0.5, race)).toBeCloseTo(0.5, 12);
    expect(setWinProbability(0, 0, 0.55, race)).toBeGreaterThan(0.6);
    expect(setWinProbability(8, 3, 0.5, race)).toBeGreaterThan(setWinProbability(3, 8, 0.5, race));
    expect(setWinProbability(10, 10, 0.5, race)).toBeCloseTo(0.5, 12);
    expect(setWinProbability(6, 6, 0.7, { target: 6, decidingAt: 6 })).toBeCloseTo(0.7, 12);
  });

  it('gives final set scores that sum to one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 3, 5),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        (bestOf, current, next) => {
          const finals = finalSetScores({ home: 0, away: 0 }, bestOf, current, next, next);
          expect(sum(finals.map((f) => f.probability))).toBeCloseTo(1, 9);
          for (const f of finals) expect(Math.max(f.home, f.away)).toBe((bestOf + 1) / 2);
        },
      ),
    );
  });
});

describe('races', () => {
  it('gives win chances summing to one and place chances summing to three', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.2, max: 5, noNaN: true }), { minLength: 4, maxLength: 14 }),
        (weights) => {
          expect(sum(winProbabilities(weights))).toBeCloseTo(1, 9);
          expect(sum(placeProbabilities(weights))).toBeCloseTo(3, 9);
        },
      ),
    );
  });
});

describe('odds', () => {
  it('are written the way a book writes them', () => {
    expect(roundOdds(1.8549)).toBe(1.85);
    expect(roundOdds(12.34)).toBe(12.3);
    expect(roundOdds(151.4)).toBe(151);
  });
});
