import { MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';
import { DUEL_MARGIN_PERCENT } from '../constants.ts';
import { builderOdds, builderPredicate } from './bet-builder.ts';
import { chanceOfAll, type GoalScoreModel, type ScorePair } from './goal-model.ts';
import type { Odds } from './odds.ts';

/*
 * Duels (spec 001: BuildDuel, GetAvailablePlayersForDuel): one team of a game against one team
 * of another game of the same sport, on who scores more in regulation time. Each side's goals
 * are its score now plus its own Poisson count still to come, from its game's model; the two
 * games are independent, so a duel is priced as one game whose "home" is the first side and
 * "away" the second, and its outcomes are tested on that pair as the builder's are.
 */

/**
 * The sports the duels page offers: those the line prices from a goal model (football, ice
 * hockey, cyber football). A game of another sport has no model and is refused by the server.
 */
export const DUEL_SPORT_IDS: readonly number[] = [1, 2, 85];

/** Periods of regulation time in the duel sports: two halves, three periods, two halves. */
export const DUEL_REGULATION_PERIODS: Readonly<Record<number, number>> = { 1: 2, 2: 3, 85: 2 };

type Goals = { home: number; away: number };

/**
 * A game's regulation goals: its score, or once it played on past regulation (extra time,
 * overtime; a period past the sport's last) the goals of its regulation periods. The duel is on
 * regulation time.
 */
export function regulationGoals(
  sportId: number,
  live: { score: Goals; periodScores: readonly { period: number; score: Goals }[] },
): Goals {
  const regulation = DUEL_REGULATION_PERIODS[sportId];
  if (regulation === undefined || !live.periodScores.some(({ period }) => period > regulation)) {
    return live.score;
  }
  return live.periodScores
    .filter(({ period }) => period <= regulation)
    .reduce((sum, { score }) => ({ home: sum.home + score.home, away: sum.away + score.away }), {
      home: 0,
      away: 0,
    });
}

/** 1 for a game's home team, 2 for its away team. */
export type DuelSide = 1 | 2;

export interface DuelPick {
  model: GoalScoreModel;
  side: DuelSide;
}

/** The outcomes a duel offers: who scores more, double chance, a goal's start, both totals. */
export const DUEL_OUTCOMES: readonly { group: number; type: number; param?: number }[] = [
  { group: MARKET_GROUP.result1x2, type: OUTCOME_TYPE.home },
  { group: MARKET_GROUP.result1x2, type: OUTCOME_TYPE.draw },
  { group: MARKET_GROUP.result1x2, type: OUTCOME_TYPE.away },
  { group: MARKET_GROUP.doubleChance, type: OUTCOME_TYPE.homeOrDraw },
  { group: MARKET_GROUP.doubleChance, type: OUTCOME_TYPE.homeOrAway },
  { group: MARKET_GROUP.doubleChance, type: OUTCOME_TYPE.drawOrAway },
  { group: MARKET_GROUP.handicap, type: OUTCOME_TYPE.handicapHome, param: -1.5 },
  { group: MARKET_GROUP.handicap, type: OUTCOME_TYPE.handicapAway, param: 1.5 },
  { group: MARKET_GROUP.handicap, type: OUTCOME_TYPE.handicapHome, param: 1.5 },
  { group: MARKET_GROUP.handicap, type: OUTCOME_TYPE.handicapAway, param: -1.5 },
  { group: MARKET_GROUP.total, type: OUTCOME_TYPE.over, param: 2.5 },
  { group: MARKET_GROUP.total, type: OUTCOME_TYPE.under, param: 2.5 },
];

export const DUEL_MARGIN = DUEL_MARGIN_PERCENT / 100;
/** At or below this chance an outcome counts as impossible, as the bet builder counts it. */
const IMPOSSIBLE_CHANCE = 1e-9;

function sideOf(pair: ScorePair, side: DuelSide): number {
  return side === 1 ? pair.home : pair.away;
}

/** The duel as one game's model: the first pick's goals as home, the second's as away. */
export function duelModel(first: DuelPick, second: DuelPick): GoalScoreModel {
  return {
    score: {
      home: sideOf(first.model.score, first.side),
      away: sideOf(second.model.score, second.side),
    },
    expected: {
      home: sideOf(first.model.expected, first.side),
      away: sideOf(second.model.expected, second.side),
    },
  };
}

/** The duel's score from its games' scores: the first pick's goals, then the second's. */
export function duelScore(
  first: { score: ScorePair; side: DuelSide },
  second: { score: ScorePair; side: DuelSide },
): ScorePair {
  return { home: sideOf(first.score, first.side), away: sideOf(second.score, second.side) };
}

export interface DuelChance {
  group: number;
  type: number;
  param?: number;
  chance: number;
}

export interface DuelOutcome extends DuelChance {
  odds: Odds;
}

/** The chance of each outcome a duel offers. */
export function duelChances(model: GoalScoreModel): DuelChance[] {
  return DUEL_OUTCOMES.flatMap((outcome) => {
    const wins = builderPredicate(outcome);
    return wins ? [{ ...outcome, chance: chanceOfAll(model, [wins]) }] : [];
  });
}

/**
 * Each outcome's odds at the margin, rounded down; an outcome so likely that it would pay below
 * the least odds (1.001), or so unlikely that it cannot happen, is not offered.
 */
export function priceDuel(model: GoalScoreModel, margin = DUEL_MARGIN): DuelOutcome[] {
  return duelChances(model).flatMap((outcome) => {
    // A chance from the far tail of the counts is no outcome anyone should be offered.
    if (outcome.chance <= IMPOSSIBLE_CHANCE) return [];
    const odds = builderOdds(outcome.chance, margin);
    return odds === undefined ? [] : [{ ...outcome, odds }];
  });
}
