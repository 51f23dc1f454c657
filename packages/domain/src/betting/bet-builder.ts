import { correctScoreOf, MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';
import { BUILDER_MARGIN_PERCENT, BUILDER_MAX_LEGS } from '../constants.ts';
import { chanceOfAll, type GoalScoreModel, type ScorePredicate } from './goal-model.ts';
import { marketKeyOf } from './markets.ts';
import { MAX_ODDS, MIN_ODDS, ODDS_SCALE, type Odds } from './odds.ts';

/*
 * The bet builder (spec 001: `builderCoupon`, UpdateCouponBuilder, MakeBetWebBuilder): outcomes
 * of one game's regulation score taken together as one bet. Its chance is the joint chance of
 * the game's score model, not the product of the legs' (a favourite's win and over 2.5 goals
 * come together more often than apart); its odds take the builder's own margin once and are
 * rounded down, as the anti-express's are. Only outcomes that are won or lost on the final
 * score alone can be built: the result, double chance, half-goal totals and handicaps, both
 * teams to score and the correct score. A line that can push (2.0, 2.25) has no single answer
 * per score, so it is not offered.
 */

export interface BuilderLeg {
  group: number;
  type: number;
  /** The line: a total or handicap, a correct score (home + away / 1000). */
  param?: number;
}

export interface BuilderTerms {
  /** The house's share of the fair odds, from 0 up to (not including) 1. */
  margin: number;
  /** Most legs in one builder bet; 0 turns the builder off. */
  maxLegs: number;
}

export const BUILDER_TERMS: BuilderTerms = {
  margin: BUILDER_MARGIN_PERCENT / 100,
  maxLegs: BUILDER_MAX_LEGS,
};
export const BUILDER_MIN_LEGS = 2;

export const BUILDER_REFUSALS = [
  'builder_too_few',
  'builder_too_many',
  'builder_market',
  'builder_same_market',
  'builder_impossible',
  'builder_no_value',
] as const;
export type BuilderRefusal = (typeof BUILDER_REFUSALS)[number];

export type BuilderPrice =
  | { available: true; chance: number; odds: Odds }
  | { available: false; refusal: BuilderRefusal; index?: number };

const G = MARKET_GROUP;
const T = OUTCOME_TYPE;
const EPSILON = 1e-9;

function isHalfLine(line: number | undefined): line is number {
  if (line === undefined || !Number.isFinite(line)) return false;
  const halves = Math.round(line * 2);
  return Math.abs(line * 2 - halves) < EPSILON && Math.abs(halves % 2) === 1;
}

type GoalCount = (home: number, away: number) => number;

function overUnder(line: number | undefined, over: boolean, count: GoalCount) {
  if (!isHalfLine(line)) return undefined;
  return over
    ? (h: number, a: number) => count(h, a) > line
    : (h: number, a: number) => count(h, a) < line;
}

const TOTAL_COUNTS: Readonly<Record<number, GoalCount>> = {
  [G.total]: (h, a) => h + a,
  [G.individualTotalHome]: (h) => h,
  [G.individualTotalAway]: (_, a) => a,
};
const OVER_TYPES: ReadonlySet<number> = new Set([
  T.over,
  T.individualOverHome,
  T.individualOverAway,
]);
const UNDER_TYPES: ReadonlySet<number> = new Set([
  T.under,
  T.individualUnderHome,
  T.individualUnderAway,
]);
const TOTAL_TYPES: Readonly<Record<number, readonly number[]>> = {
  [G.total]: [T.over, T.under],
  [G.individualTotalHome]: [T.individualOverHome, T.individualUnderHome],
  [G.individualTotalAway]: [T.individualOverAway, T.individualUnderAway],
};

const RESULT: Readonly<Record<number, ScorePredicate>> = {
  [T.home]: (h, a) => h > a,
  [T.draw]: (h, a) => h === a,
  [T.away]: (h, a) => h < a,
};
const DOUBLE_CHANCE: Readonly<Record<number, ScorePredicate>> = {
  [T.homeOrDraw]: (h, a) => h >= a,
  [T.homeOrAway]: (h, a) => h !== a,
  [T.drawOrAway]: (h, a) => h <= a,
};

/** When the leg wins, as a test of the final regulation score; undefined if it cannot be built. */
export function builderPredicate(leg: BuilderLeg): ScorePredicate | undefined {
  const { group, type, param } = leg;
  switch (group) {
    case G.result1x2:
      return RESULT[type];
    case G.doubleChance:
      return DOUBLE_CHANCE[type];
    case G.bothTeamsToScore:
      if (type === T.bothScoreYes) return (h, a) => h > 0 && a > 0;
      return type === T.bothScoreNo ? (h, a) => h === 0 || a === 0 : undefined;
    case G.handicap:
      if (!isHalfLine(param)) return undefined;
      if (type === T.handicapHome) return (h, a) => h - a + param > 0;
      return type === T.handicapAway ? (h, a) => a - h + param > 0 : undefined;
    case G.correctScore: {
      if (type !== T.correctScore || param === undefined) return undefined;
      const named = correctScoreOf(param);
      return (h, a) => h === named.home && a === named.away;
    }
    default:
      return totalPredicate(leg);
  }
}

function totalPredicate(leg: BuilderLeg): ScorePredicate | undefined {
  const count = TOTAL_COUNTS[leg.group];
  if (!count || !TOTAL_TYPES[leg.group]?.includes(leg.type)) return undefined;
  if (OVER_TYPES.has(leg.type)) return overUnder(leg.param, true, count);
  return UNDER_TYPES.has(leg.type) ? overUnder(leg.param, false, count) : undefined;
}

/** The builder's odds for a joint chance, at its margin and rounded down; undefined below 1.001. */
export function builderOdds(chance: number, margin: number): Odds | undefined {
  if (!(margin >= 0 && margin < 1)) throw new RangeError(`Margin ${margin} is not in [0, 1)`);
  if (!(chance > 0 && chance <= 1)) return undefined;
  const odds = Math.floor(((1 - margin) / chance) * ODDS_SCALE + EPSILON);
  if (odds < MIN_ODDS) return undefined;
  return Math.min(MAX_ODDS, odds);
}

function shapeRefusal(legs: readonly BuilderLeg[], terms: BuilderTerms): BuilderPrice | undefined {
  if (legs.length < BUILDER_MIN_LEGS) return { available: false, refusal: 'builder_too_few' };
  if (legs.length > terms.maxLegs) return { available: false, refusal: 'builder_too_many' };
  const markets = new Set<string>();
  for (const [index, leg] of legs.entries()) {
    if (!builderPredicate(leg)) return { available: false, refusal: 'builder_market', index };
    const market = marketKeyOf({ group: leg.group, type: leg.type, odds: 0, line: leg.param });
    if (markets.has(market)) return { available: false, refusal: 'builder_same_market', index };
    markets.add(market);
  }
  return undefined;
}

/** The price of outcomes of one game taken together, or why they cannot be built. */
export function priceBuilder(
  model: GoalScoreModel,
  legs: readonly BuilderLeg[],
  terms: BuilderTerms = BUILDER_TERMS,
): BuilderPrice {
  const refused = shapeRefusal(legs, terms);
  if (refused) return refused;
  const chance = chanceOfAll(
    model,
    legs.map((leg) => builderPredicate(leg) as ScorePredicate),
  );
  if (chance <= EPSILON) return { available: false, refusal: 'builder_impossible' };
  const odds = builderOdds(chance, terms.margin);
  if (odds === undefined) return { available: false, refusal: 'builder_no_value' };
  return { available: true, chance, odds };
}
