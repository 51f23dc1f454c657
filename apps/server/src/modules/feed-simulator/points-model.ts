import { MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';
import type { SourceOutcome } from '../feed/source.ts';
import type {
  ClockView,
  GameContext,
  LiveView,
  PricedMarkets,
  ScorePair,
  SportModel,
  Step,
  Timeline,
} from './model.ts';
import { BREAK_TEXT, overtimeText, periodName } from './period-names.ts';
import { periodClock, periodPosition } from './periods.ts';
import {
  addLineMarkets,
  addMarket,
  halfLinesAround,
  normalCdf,
  type Pricing,
  twoWayOdds,
} from './pricing.ts';
import type { Rng } from './random.ts';
import { TimelineBuilder } from './timeline.ts';

/*
 * Basketball and its cyber version: points come in bursts (twos, threes, free throws) every
 * possession window, so the final margin and total are close to normal; the book prices them
 * with a normal distribution whose variance the scoring process implies. A game level after four
 * quarters plays five-minute overtimes until one side leads; the winner, handicaps and totals
 * include overtime, as books settle them.
 */

export interface PointSport {
  periods: number;
  periodPlay: number;
  periodClock: number;
  breakPlay: number;
  /** Points both sides score in a match, on average. */
  pointsPerMatch: number;
  homeAdvantage: number;
  /** Points of margin per unit of rating difference. */
  ratingPoints: number;
  /** Seconds of play per scoring window. */
  windowSeconds: number;
  /** Scoring windows of an overtime, and what its timer shows (five minutes in the NBA). */
  overtimeWindows: number;
  overtimeClock: number;
}

/**
 * Overtimes played before the last possession decides a game still level: a game must end
 * within the simulator's longest game. A fourth overtime is rarer than one game in a thousand.
 */
const MOST_OVERTIMES = 3;

/** Variance of a side's points per point expected, for 2/3/1-point scoring at these rates. */
const VARIANCE_PER_POINT = 2.6 / 1.2;

const G = MARKET_GROUP;
const T = OUTCOME_TYPE;

export class PointModel implements SportModel {
  readonly repriceEvery: number;

  constructor(private readonly sport: PointSport) {
    this.repriceEvery = sport.windowSeconds;
  }

  private means(game: GameContext, live: boolean): ScorePair {
    const { sport } = this;
    const lead =
      sport.ratingPoints * (game.home.rating - (game.away?.rating ?? 0) + (live ? 0 : game.tilt)) +
      sport.homeAdvantage;
    const total = sport.pointsPerMatch * (1 + 0.04 * game.shape);
    return { home: (total + lead) / 2, away: (total - lead) / 2 };
  }

  simulate(game: GameContext, rng: Rng): Timeline {
    const { sport } = this;
    const means = this.means(game, true);
    const builder = new TimelineBuilder({ clock: sport.periodClock, play: sport.periodPlay });
    const windows = Math.round(sport.periodPlay / sport.windowSeconds);
    let at = 0;
    for (
      let period = 1;
      period <= sport.periods || builder.current.home === builder.current.away;
      period += 1
    ) {
      const overtime = period - sport.periods;
      if (overtime > 0) builder.startPeriod(at, period, this.overtimeTimer(overtime));
      else builder.startPeriod(at, period);
      const periodWindows = overtime > 0 ? sport.overtimeWindows : windows;
      const share = 1 / (sport.periods * windows);
      for (let w = 0; w < periodWindows; w += 1) {
        at += sport.windowSeconds;
        scoreWindow(builder, at, rng, means.home * share, 1);
        scoreWindow(builder, at, rng, means.away * share, 2);
      }
      if (overtime >= MOST_OVERTIMES && builder.current.home === builder.current.away) {
        builder.addScore(at, rng.chance(0.5) ? 1 : 2, 1);
      }
      builder.lock(at, 5, 10);
      builder.endPeriod(at);
      if (period < sport.periods || builder.current.home === builder.current.away)
        at += sport.breakPlay;
    }
    return builder.finish(at);
  }

  /** The n-th overtime's timer: 48:00 to 53:00, then 53:00 to 58:00, ... */
  private overtimeTimer(n: number) {
    const { sport } = this;
    const from = sport.periods * sport.periodClock + (n - 1) * sport.overtimeClock;
    const play = sport.overtimeWindows * sport.windowSeconds;
    return { from, to: from + sport.overtimeClock, rate: sport.overtimeClock / play };
  }

  clock(timeline: Timeline, elapsed: number, step: Step): ClockView {
    const { sport } = this;
    const shape = {
      unit: 'quarter',
      periodPlay: sport.periodPlay,
      periodClock: sport.periodClock,
      breakText: BREAK_TEXT,
    } as const;
    const view = periodClock(shape, timeline, elapsed, step);
    const at = periodPosition(timeline, elapsed);
    const inOvertime = at.inPlay && at.index >= sport.periods;
    return inOvertime ? { ...view, text: overtimeText(at.index + 1 - sport.periods) } : view;
  }

  /** Mean and spread of the final margin and total, from the state of play. */
  private outlook(game: GameContext, live: LiveView | undefined) {
    const { sport } = this;
    const means = this.means(game, live !== undefined);
    const windows = Math.round(sport.periodPlay / sport.windowSeconds);
    // An overtime's share of a match's points, by its scoring windows.
    const overtimeShare = sport.overtimeWindows / (sport.periods * windows);
    let left = 1;
    let periodLeft = 1 / sport.periods;
    let periodIndex = 0;
    if (live) {
      const at = periodPosition(live.timeline, live.elapsed);
      periodIndex = at.index;
      const overtime = at.index >= sport.periods;
      const play = overtime ? sport.overtimeWindows * sport.windowSeconds : sport.periodPlay;
      const inPeriod = at.ended || !at.inPlay ? 0 : Math.max(0, 1 - at.played / play);
      periodLeft = overtime ? inPeriod * overtimeShare : inPeriod / sport.periods;
      left = overtime
        ? periodLeft
        : Math.max(0, sport.periods - at.index - 1) / sport.periods + periodLeft;
    }
    const score = live?.step.score ?? { home: 0, away: 0 };
    const total = means.home + means.away;
    const spread = Math.sqrt(VARIANCE_PER_POINT * total * left) + 0.5;
    const margin = score.home - score.away + (means.home - means.away) * left;
    // Totals count overtime: a level end of regulation (about one point of margin's chance)
    // adds an overtime's points.
    const tie =
      left > 0
        ? Math.exp(-(margin * margin) / (2 * spread * spread)) / (spread * Math.sqrt(2 * Math.PI))
        : 0;
    return {
      margin,
      total: score.home + score.away + total * left + tie * total * overtimeShare,
      spread,
      means,
      periodLeft,
      periodIndex,
    };
  }

  price(game: GameContext, live: LiveView | undefined, pricing: Pricing): PricedMarkets {
    const o = this.outlook(game, live);
    const outcomes: SourceOutcome[] = [];
    const homeWins = normalCdf(o.margin / o.spread);
    addMarket(outcomes, pricing, G.result1x2, [
      { type: T.home, probability: homeWins },
      { type: T.away, probability: 1 - homeWins },
    ]);
    addLineMarkets(
      outcomes,
      pricing,
      G.handicap,
      [T.handicapHome, T.handicapAway],
      halfLinesAround(-o.margin, 2, -60).map((line) => ({
        line,
        otherLine: -line,
        probability: normalCdf((o.margin + line) / o.spread),
      })),
    );
    addLineMarkets(
      outcomes,
      pricing,
      G.total,
      [T.over, T.under],
      halfLinesAround(o.total, 2, 1).map((line) => ({
        line,
        probability: 1 - normalCdf((line - o.total) / o.spread),
      })),
    );
    return { outcomes, subGames: this.periodMarkets(o, live, pricing) };
  }

  /** The current (or first) quarter: three-way, since a quarter can end level. */
  private periodMarkets(
    o: ReturnType<PointModel['outlook']>,
    live: LiveView | undefined,
    pricing: Pricing,
  ): PricedMarkets['subGames'] {
    if (o.periodLeft <= 0 || o.periodIndex >= this.sport.periods) return [];
    const period = o.periodIndex + 1;
    const score = live?.step.periodScores.find((p) => p.period === period)?.score ?? {
      home: 0,
      away: 0,
    };
    const margin = score.home - score.away + (o.means.home - o.means.away) * o.periodLeft;
    const spread =
      Math.sqrt(VARIANCE_PER_POINT * (o.means.home + o.means.away) * o.periodLeft) + 0.5;
    const home = 1 - normalCdf((0.5 - margin) / spread);
    const away = normalCdf((-0.5 - margin) / spread);
    const outcomes: SourceOutcome[] = [];
    addMarket(outcomes, pricing, G.result1x2, [
      { type: T.home, probability: home },
      { type: T.draw, probability: 1 - home - away },
      { type: T.away, probability: away },
    ]);
    return outcomes.length > 0
      ? [{ index: o.periodIndex, periodName: periodName('quarter', period), outcomes }]
      : [];
  }

  mainOdds(
    game: GameContext,
    live: LiveView | undefined,
    margin: number,
  ): Record<number, number> | undefined {
    const o = this.outlook(game, live);
    return twoWayOdds(normalCdf(o.margin / o.spread), margin);
  }
}

function scoreWindow(
  builder: TimelineBuilder,
  at: number,
  rng: Rng,
  mean: number,
  side: 1 | 2,
): void {
  const rate = mean / 1.2;
  const points =
    2 * rng.poisson(rate * 0.4) + 3 * rng.poisson(rate * 0.1) + rng.poisson(rate * 0.1);
  if (points > 0) builder.addScore(at, side, points);
}
