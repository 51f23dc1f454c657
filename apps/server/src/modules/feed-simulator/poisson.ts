import { correctScoreLine, MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';
import { type GoalScoreModel, poissonPmf } from '@arenabet/domain/betting/goal-model';
import type { SourceOutcome } from '../feed/source.ts';
import { asianProbability, quarterLinesBeside } from './asian-lines.ts';
import type { ScorePair } from './model.ts';
import {
  addLineMarkets,
  addMarket,
  addPartialMarket,
  halfLinesAround,
  type Pricing,
} from './pricing.ts';

/*
 * Independent Poisson goals for each side (the classic football model, fine for hockey too):
 * the final score is the current score plus the goals of the time left.
 */

export { poissonPmf };

/** The distribution of the final score given the current one and the goals still expected. */
export class GoalDistribution {
  readonly home: number[];
  readonly away: number[];

  constructor(
    readonly current: ScorePair,
    readonly meanHome: number,
    readonly meanAway: number,
  ) {
    this.home = poissonPmf(meanHome);
    this.away = poissonPmf(meanAway);
  }

  /** Probability that `predicate` holds for the final score. */
  probability(predicate: (home: number, away: number) => boolean): number {
    let sum = 0;
    for (let i = 0; i < this.home.length; i += 1) {
      const ph = this.home[i] ?? 0;
      for (let j = 0; j < this.away.length; j += 1) {
        if (predicate(this.current.home + i, this.current.away + j))
          sum += ph * (this.away[j] ?? 0);
      }
    }
    return sum;
  }

  result(): { home: number; draw: number; away: number } {
    let home = 0;
    let draw = 0;
    const lead = this.current.home - this.current.away;
    for (let i = 0; i < this.home.length; i += 1) {
      const ph = this.home[i] ?? 0;
      for (let j = 0; j < this.away.length; j += 1) {
        const diff = lead + i - j;
        const p = ph * (this.away[j] ?? 0);
        if (diff > 0) home += p;
        else if (diff === 0) draw += p;
      }
    }
    return { home, draw, away: Math.max(0, 1 - home - draw) };
  }

  expectedTotal(): number {
    return this.current.home + this.current.away + this.meanHome + this.meanAway;
  }

  /** The model this distribution is: what the bet builder prices outcomes together from. */
  model(): GoalScoreModel {
    return { score: { ...this.current }, expected: { home: this.meanHome, away: this.meanAway } };
  }
}

export interface GoalMarketSet {
  doubleChance: boolean;
  handicaps: boolean;
  bothTeamsToScore: boolean;
  correctScore: boolean;
  individualTotals: boolean;
  /** Total lines each side of the expected total. */
  totalLines: number;
  /** Quarter lines (2.25, -0.75) beside the balanced total and handicap. */
  quarterLines: boolean;
}

export const FULL_GOAL_MARKETS: GoalMarketSet = {
  doubleChance: true,
  handicaps: true,
  bothTeamsToScore: true,
  correctScore: true,
  individualTotals: true,
  totalLines: 2,
  quarterLines: true,
};

export const PERIOD_GOAL_MARKETS: GoalMarketSet = {
  doubleChance: false,
  handicaps: false,
  bothTeamsToScore: false,
  correctScore: false,
  individualTotals: false,
  totalLines: 1,
  quarterLines: false,
};

const G = MARKET_GROUP;
const T = OUTCOME_TYPE;

export function addResultMarket(
  into: SourceOutcome[],
  pricing: Pricing,
  dist: GoalDistribution,
): void {
  const r = dist.result();
  addMarket(into, pricing, G.result1x2, [
    { type: T.home, probability: r.home },
    { type: T.draw, probability: r.draw },
    { type: T.away, probability: r.away },
  ]);
}

/** Every goal market of one game or period, from its distribution. */
export function addGoalMarkets(
  into: SourceOutcome[],
  pricing: Pricing,
  dist: GoalDistribution,
  set: GoalMarketSet,
): void {
  addResultMarket(into, pricing, dist);
  const r = dist.result();
  if (set.doubleChance) {
    addMarket(into, pricing, G.doubleChance, [
      { type: T.homeOrDraw, probability: r.home + r.draw },
      { type: T.homeOrAway, probability: r.home + r.away },
      { type: T.drawOrAway, probability: r.draw + r.away },
    ]);
  }
  addTotals(into, pricing, dist, set);
  if (set.handicaps) addHandicaps(into, pricing, dist, set.quarterLines);
  if (set.bothTeamsToScore) {
    const yes = dist.probability((h, a) => h > 0 && a > 0);
    if (yes < 1) {
      addMarket(into, pricing, G.bothTeamsToScore, [
        { type: T.bothScoreYes, probability: yes },
        { type: T.bothScoreNo, probability: 1 - yes },
      ]);
    }
  }
  if (set.individualTotals) addIndividualTotals(into, pricing, dist);
  if (set.correctScore) addCorrectScores(into, pricing, dist);
}

type LineQuote = { line: number; probability: number; otherLine?: number };

/**
 * Half lines first, then the quarter lines beside the balanced one: a list picking its main line
 * by the smallest gap between the two sides keeps the half line when a quarter line ties it.
 */
function withQuarterLines(
  halfLines: readonly LineQuote[],
  min: number,
  quote: (line: number) => LineQuote | undefined,
): LineQuote[] {
  return [...halfLines, ...quarterLinesBeside(halfLines, min).flatMap((line) => quote(line) ?? [])];
}

function addTotals(
  into: SourceOutcome[],
  pricing: Pricing,
  dist: GoalDistribution,
  set: GoalMarketSet,
): void {
  const min = dist.current.home + dist.current.away + 0.5;
  const quote = (line: number): LineQuote | undefined => {
    const probability = asianProbability(line, {
      beats: (stake) => dist.probability((h, a) => h + a > stake),
      lands: (stake) => dist.probability((h, a) => h + a === stake),
    });
    return probability === undefined ? undefined : { line, probability };
  };
  const halfLines = halfLinesAround(dist.expectedTotal(), set.totalLines, min).flatMap(
    (line) => quote(line) ?? [],
  );
  addLineMarkets(
    into,
    pricing,
    G.total,
    [T.over, T.under],
    set.quarterLines ? withQuarterLines(halfLines, min, quote) : halfLines,
  );
}

function addHandicaps(
  into: SourceOutcome[],
  pricing: Pricing,
  dist: GoalDistribution,
  quarterLines: boolean,
): void {
  const expectedLead = dist.current.home - dist.current.away + dist.meanHome - dist.meanAway;
  // A home handicap h wins when lead + h > 0; lines centred where that is closest to even.
  const min = -10;
  const quote = (line: number): LineQuote | undefined => {
    const probability = asianProbability(line, {
      beats: (stake) => dist.probability((h, a) => h - a + stake > 0),
      lands: (stake) => dist.probability((h, a) => h - a + stake === 0),
    });
    return probability === undefined ? undefined : { line, otherLine: -line, probability };
  };
  const halfLines = halfLinesAround(-expectedLead, 2, min).flatMap((line) => quote(line) ?? []);
  addLineMarkets(
    into,
    pricing,
    G.handicap,
    [T.handicapHome, T.handicapAway],
    quarterLines ? withQuarterLines(halfLines, min, quote) : halfLines,
  );
}

const INDIVIDUAL_TOTALS = [
  {
    group: G.individualTotalHome,
    types: [T.individualOverHome, T.individualUnderHome],
    side: 'home',
  },
  {
    group: G.individualTotalAway,
    types: [T.individualOverAway, T.individualUnderAway],
    side: 'away',
  },
] as const;

function addIndividualTotals(
  into: SourceOutcome[],
  pricing: Pricing,
  dist: GoalDistribution,
): void {
  for (const { group, types, side } of INDIVIDUAL_TOTALS) {
    const scored = dist.current[side];
    const expected = scored + (side === 'home' ? dist.meanHome : dist.meanAway);
    addLineMarkets(
      into,
      pricing,
      group,
      types,
      halfLinesAround(expected, 1, scored + 0.5).map((line) => ({
        line,
        probability: dist.probability((h, a) => (side === 'home' ? h : a) > line),
      })),
    );
  }
}

function addCorrectScores(into: SourceOutcome[], pricing: Pricing, dist: GoalDistribution): void {
  const scores: { type: number; probability: number; line: number }[] = [];
  for (let i = 0; i <= 5; i += 1) {
    for (let j = 0; j <= 5; j += 1) {
      const probability = (dist.home[i] ?? 0) * (dist.away[j] ?? 0);
      if (probability < 0.004) continue;
      scores.push({
        type: T.correctScore,
        probability,
        line: correctScoreLine(dist.current.home + i, dist.current.away + j),
      });
    }
  }
  addPartialMarket(into, pricing, G.correctScore, scores);
}
