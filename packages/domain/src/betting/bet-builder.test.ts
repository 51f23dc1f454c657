import { correctScoreLine, MARKET_GROUP as G, OUTCOME_TYPE as T } from '@arenabet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUILDER_TERMS,
  type BuilderLeg,
  builderOdds,
  builderPredicate,
  priceBuilder,
} from './bet-builder.ts';
import { chanceOfAll, type GoalScoreModel, poissonPmf } from './goal-model.ts';
import { ODDS_SCALE } from './odds.ts';
import { settleCoupon } from './settlement.ts';
import { minor } from './test-arbitraries.ts';

const homeWin: BuilderLeg = { group: G.result1x2, type: T.home };
const over25: BuilderLeg = { group: G.total, type: T.over, param: 2.5 };
const bothScore: BuilderLeg = { group: G.bothTeamsToScore, type: T.bothScoreYes };
const favourite: GoalScoreModel = { score: { home: 0, away: 0 }, expected: { home: 2, away: 0.8 } };

/** Every leg the builder takes, on lines a football game shows. */
const builderLegs: BuilderLeg[] = [
  ...[T.home, T.draw, T.away].map((type) => ({ group: G.result1x2, type })),
  ...[T.homeOrDraw, T.homeOrAway, T.drawOrAway].map((type) => ({ group: G.doubleChance, type })),
  ...[0.5, 1.5, 2.5, 3.5, 4.5].flatMap((param) => [
    { group: G.total, type: T.over, param },
    { group: G.total, type: T.under, param },
  ]),
  ...[0.5, 1.5, 2.5].flatMap((param) => [
    { group: G.individualTotalHome, type: T.individualOverHome, param },
    { group: G.individualTotalAway, type: T.individualUnderAway, param },
  ]),
  ...[-1.5, -0.5, 0.5, 1.5].flatMap((param) => [
    { group: G.handicap, type: T.handicapHome, param },
    { group: G.handicap, type: T.handicapAway, param: -param },
  ]),
  { group: G.bothTeamsToScore, type: T.bothScoreYes },
  { group: G.bothTeamsToScore, type: T.bothScoreNo },
  ...[
    [1, 0],
    [2, 1],
    [1, 1],
    [0, 2],
  ].map(([h = 0, a = 0]) => ({
    group: G.correctScore,
    type: T.correctScore,
    param: correctScoreLine(h, a),
  })),
];

const model = fc.record({
  score: fc.record({ home: fc.integer({ min: 0, max: 4 }), away: fc.integer({ min: 0, max: 4 }) }),
  expected: fc.record({
    home: fc.double({ min: 0.05, max: 4, noNaN: true }),
    away: fc.double({ min: 0.05, max: 4, noNaN: true }),
  }),
});
const someLegs = fc.uniqueArray(fc.constantFrom(...builderLegs), { minLength: 1, maxLength: 4 });

/** Mulberry32: a seeded generator in pure code, so the Monte Carlo run is the same every time. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Knuth's Poisson sampler: fine for the small means of goals. */
function poissonSample(mean: number, random: () => number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let product = random();
  while (product > limit) {
    k += 1;
    product *= random();
  }
  return k;
}

describe('the bet builder', () => {
  it('takes only outcomes decided by the final score alone', () => {
    for (const leg of builderLegs) expect(builderPredicate(leg)).toBeDefined();
    // Whole and quarter lines can push: no single answer per score.
    expect(builderPredicate({ group: G.total, type: T.over, param: 2 })).toBeUndefined();
    expect(builderPredicate({ group: G.total, type: T.over, param: 2.25 })).toBeUndefined();
    expect(
      builderPredicate({ group: G.handicap, type: T.handicapHome, param: -1 }),
    ).toBeUndefined();
    expect(
      builderPredicate({ group: G.total, type: T.individualOverHome, param: 1.5 }),
    ).toBeUndefined();
    expect(builderPredicate({ group: G.overallWinner, type: T.home })).toBeUndefined();
    expect(builderPredicate({ group: G.raceWinner, type: 2001 })).toBeUndefined();
  });

  it('prices one leg at the model chance the simulator gives it', () => {
    const home = poissonPmf(2);
    const away = poissonPmf(0.8);
    let win = 0;
    for (const [i, ph] of home.entries())
      for (const [j, pa] of away.entries()) if (i > j) win += ph * pa;
    expect(chanceOfAll(favourite, [builderPredicate(homeWin) as never])).toBeCloseTo(win, 12);
  });

  it('prices a win with goals above the product of their chances: they are correlated', () => {
    const alone = (leg: BuilderLeg) => chanceOfAll(favourite, [builderPredicate(leg) as never]);
    const price = priceBuilder(favourite, [homeWin, over25]);
    if (!price.available) throw new Error(price.refusal);
    expect(price.chance).toBeGreaterThan(alone(homeWin) * alone(over25) * 1.05);
    expect(price.odds).toBe(builderOdds(price.chance, BUILDER_TERMS.margin));
  });

  it('never prices a combination above its least likely leg, nor below nothing', () => {
    fc.assert(
      fc.property(model, someLegs, (m, legs) => {
        const predicates = legs.map((leg) => builderPredicate(leg) as never);
        const joint = chanceOfAll(m, predicates);
        expect(joint).toBeGreaterThanOrEqual(0);
        for (const holds of predicates) {
          expect(joint).toBeLessThanOrEqual(chanceOfAll(m, [holds]) + 1e-12);
        }
      }),
    );
  });

  it('equals the joint chance with the margin taken once, rounded down', () => {
    fc.assert(
      fc.property(
        model,
        someLegs,
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        (m, legs, margin) => {
          const price = priceBuilder(m, legs, { margin, maxLegs: 6 });
          if (!price.available) return;
          const exact = ((1 - margin) / price.chance) * ODDS_SCALE;
          expect(price.odds).toBeLessThanOrEqual(Math.ceil(exact));
          if (exact < 1_000_000) expect(price.odds).toBeGreaterThan(exact - 1.000001);
          // Never above the fair odds: the house keeps its margin on every builder bet.
          expect(price.odds / ODDS_SCALE).toBeLessThanOrEqual(1 / price.chance + 1e-9);
        },
      ),
    );
  });

  it('agrees with a Monte Carlo run of the model within the 99 % bound', () => {
    const random = seeded(20_261_127);
    const runs = 200_000;
    const combos: BuilderLeg[][] = [
      [homeWin, over25],
      [homeWin, bothScore],
      [
        { group: G.doubleChance, type: T.drawOrAway },
        { group: G.total, type: T.under, param: 3.5 },
      ],
      [homeWin, over25, bothScore],
    ];
    const model: GoalScoreModel = {
      score: { home: 1, away: 0 },
      expected: { home: 1.4, away: 1.1 },
    };
    const hits = combos.map(() => 0);
    for (let run = 0; run < runs; run += 1) {
      const h = model.score.home + poissonSample(model.expected.home, random);
      const a = model.score.away + poissonSample(model.expected.away, random);
      for (const [i, legs] of combos.entries()) {
        if (legs.every((leg) => builderPredicate(leg)?.(h, a))) hits[i] = (hits[i] ?? 0) + 1;
      }
    }
    for (const [i, legs] of combos.entries()) {
      const price = priceBuilder(model, legs);
      if (!price.available) throw new Error(price.refusal);
      const observed = (hits[i] ?? 0) / runs;
      // 2.576 standard errors either side holds 99 % of runs.
      const bound = 2.576 * Math.sqrt((price.chance * (1 - price.chance)) / runs);
      expect(Math.abs(observed - price.chance)).toBeLessThan(bound);
    }
  });

  it('refuses what cannot be built, saying why', () => {
    const refusal = (legs: BuilderLeg[], maxLegs = 6) => {
      const price = priceBuilder(favourite, legs, { margin: 0.08, maxLegs });
      return price.available ? 'available' : price.refusal;
    };
    expect(refusal([homeWin])).toBe('builder_too_few');
    expect(refusal([homeWin, over25, bothScore], 2)).toBe('builder_too_many');
    expect(refusal([homeWin, over25], 0)).toBe('builder_too_many');
    expect(refusal([homeWin, { group: G.total, type: T.over, param: 3 }])).toBe('builder_market');
    expect(refusal([homeWin, { group: G.result1x2, type: T.draw }])).toBe('builder_same_market');
    expect(
      refusal([
        homeWin,
        { group: G.correctScore, type: T.correctScore, param: correctScoreLine(0, 1) },
      ]),
    ).toBe('builder_impossible');
    // Each leg is near certain at 0:0 with few goals to come: nothing above the stake is left.
    expect(
      priceBuilder({ score: { home: 3, away: 0 }, expected: { home: 0.05, away: 0.05 } }, [
        homeWin,
        { group: G.total, type: T.over, param: 0.5 },
      ]),
    ).toEqual({ available: false, refusal: 'builder_no_value' });
  });

  it('settles at the joint odds: every leg won pays, one lost loses, a void refunds', () => {
    const coupon = (results: ('won' | 'lost' | 'void')[]) =>
      settleCoupon({
        vid: 1,
        stake: minor(10_000),
        legs: results.map((result) => ({ odds: 1500, result })),
        builder: { odds: 3_070 },
      });
    expect(coupon(['won', 'won'])).toEqual({ payout: 30_700, result: 'won' });
    expect(coupon(['won', 'lost'])).toEqual({ payout: 0, result: 'lost' });
    expect(coupon(['void', 'lost'])).toEqual({ payout: 0, result: 'lost' });
    expect(coupon(['void', 'won'])).toEqual({ payout: 10_000, result: 'refunded' });
  });
});
