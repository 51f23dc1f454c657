import { MARKET_GROUP as G, OUTCOME_TYPE as T } from '@arenabet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DUEL_MARGIN,
  type DuelChance,
  type DuelPick,
  duelChances,
  duelModel,
  duelScore,
  priceDuel,
  regulationGoals,
} from './duel.ts';
import { poissonPmf } from './goal-model.ts';
import { MAX_ODDS, ODDS_SCALE } from './odds.ts';

const model = (home: number, away: number, score = { home: 0, away: 0 }) => ({
  score,
  expected: { home, away },
});
const chanceOf = (prices: readonly DuelChance[], group: number, type: number, param?: number) =>
  prices.find((p) => p.group === group && p.type === type && p.param === param)?.chance ?? 0;

const mean = fc.double({ min: 0.05, max: 4, noNaN: true });
const goals = fc.integer({ min: 0, max: 5 });
const pick = fc.record({
  model: fc.record({
    score: fc.record({ home: goals, away: goals }),
    expected: fc.record({ home: mean, away: mean }),
  }),
  side: fc.constantFrom(1 as const, 2 as const),
}) as fc.Arbitrary<DuelPick>;

describe('duelModel', () => {
  it('takes each pick’s own side: the first as home, the second as away', () => {
    const first = { model: model(2.1, 0.7, { home: 1, away: 0 }), side: 2 as const };
    const second = { model: model(1.2, 1.6, { home: 0, away: 3 }), side: 1 as const };
    expect(duelModel(first, second)).toEqual({
      score: { home: 0, away: 0 },
      expected: { home: 0.7, away: 1.2 },
    });
    expect(
      duelScore({ score: { home: 1, away: 0 }, side: 2 }, { score: { home: 4, away: 3 }, side: 1 }),
    ).toEqual({
      home: 0,
      away: 4,
    });
  });
});

describe('priceDuel', () => {
  it('gives who-scores-more chances that add up to one, each odds at the margin', () => {
    fc.assert(
      fc.property(pick, pick, (first, second) => {
        const model = duelModel(first, second);
        const chances = duelChances(model);
        const sum = [T.home, T.draw, T.away].reduce(
          (total, type) => total + chanceOf(chances, G.result1x2, type),
          0,
        );
        expect(sum).toBeCloseTo(1, 9);
        for (const price of priceDuel(model)) {
          const fair = Math.min(MAX_ODDS / ODDS_SCALE, (1 - DUEL_MARGIN) / price.chance);
          expect(price.odds / ODDS_SCALE).toBeLessThanOrEqual(fair + 1e-9);
          expect(price.odds / ODDS_SCALE).toBeGreaterThan(fair - 1 / ODDS_SCALE - 1e-9);
        }
      }),
    );
  });

  it('prices equal sides as a symmetric market', () => {
    const prices = priceDuel(
      duelModel({ model: model(1.4, 1), side: 1 }, { model: model(0.9, 1.4), side: 2 }),
    );
    expect(chanceOf(prices, G.result1x2, T.home)).toBeCloseTo(
      chanceOf(prices, G.result1x2, T.away),
      12,
    );
  });

  it('computes the draw exactly as two independent Poisson counts meeting', () => {
    const prices = priceDuel(
      duelModel({ model: model(1.8, 1), side: 1 }, { model: model(1, 0.6), side: 2 }),
    );
    const a = poissonPmf(1.8);
    const b = poissonPmf(0.6);
    const draw = a.reduce((sum, p, k) => sum + p * (b[k] ?? 0), 0);
    expect(chanceOf(prices, G.result1x2, T.draw)).toBeCloseTo(draw, 12);
  });

  it('counts the goals already scored, and offers no outcome that cannot pay', () => {
    const ahead = duelModel(
      { model: model(0.2, 0.2, { home: 3, away: 0 }), side: 1 },
      { model: model(0.2, 0.2), side: 1 },
    );
    expect(chanceOf(duelChances(ahead), G.result1x2, T.home)).toBeGreaterThan(0.99);
    const offered = priceDuel(ahead);
    // Nearly certain: below 1.001 at the margin. Impossible: under 2.5 with three scored.
    expect(offered.some((p) => p.group === G.result1x2 && p.type === T.home)).toBe(false);
    expect(offered.some((p) => p.group === G.total && p.type === T.under)).toBe(false);
    expect(offered.some((p) => p.group === G.result1x2 && p.type === T.away)).toBe(true);
  });
});

describe('regulationGoals', () => {
  const periodScores = [
    { period: 1, score: { home: 1, away: 0 } },
    { period: 2, score: { home: 0, away: 1 } },
    { period: 3, score: { home: 1, away: 0 } },
    { period: 4, score: { home: 0, away: 0 } },
  ];
  const score = { home: 2, away: 1 };

  it('counts the regulation periods of the sport once it played past them', () => {
    expect(regulationGoals(1, { score, periodScores })).toEqual({ home: 1, away: 1 });
    expect(regulationGoals(85, { score, periodScores })).toEqual({ home: 1, away: 1 });
    expect(regulationGoals(2, { score, periodScores: periodScores.slice(0, 4) })).toEqual({
      home: 2,
      away: 1,
    });
  });

  it('takes the score as it is within regulation, or without period scores', () => {
    expect(regulationGoals(1, { score, periodScores: periodScores.slice(0, 2) })).toBe(score);
    expect(regulationGoals(1, { score, periodScores: [] })).toBe(score);
    expect(regulationGoals(3, { score, periodScores })).toBe(score);
  });
});
