import { MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';
import type { LocalizedName } from '@arenabet/reference/localized';
import type { SourceOutcome } from '../feed/source.ts';
import { deciderHomeChance, deciderStage, overallHomeChance } from './goal-decider-odds.ts';
import {
  type Decider,
  deciderOf,
  type ExtraTime,
  extraPeriodText,
  type HockeyOvertime,
  lead,
  playDecider,
} from './goal-deciders.ts';
import type {
  ClockView,
  Contender,
  GameContext,
  LiveView,
  PricedMarkets,
  ScorePair,
  SportModel,
  Step,
  Timeline,
} from './model.ts';
import { type PeriodUnit, periodName } from './period-names.ts';
import { type ClockShape, periodClock, periodPosition } from './periods.ts';
import {
  addGoalMarkets,
  FULL_GOAL_MARKETS,
  GoalDistribution,
  PERIOD_GOAL_MARKETS,
} from './poisson.ts';
import { addMarket, type Pricing, threeWayOdds, twoWayOdds } from './pricing.ts';
import type { Rng } from './random.ts';
import { TimelineBuilder } from './timeline.ts';

/*
 * Goal sports (football, hockey and their cyber versions): each side scores as a Poisson
 * process whose rate comes from the two ratings, period by period. The same rates price the
 * markets, so the book's probabilities are the simulation's own. Their markets are of regulation
 * time (90 minutes, 60 minutes), as books offer them; a game that must have a winner plays on
 * (goal-deciders.ts) and adds the market of who wins it in the end.
 */

export interface GoalSport extends ClockShape {
  periods: number;
  breakPlay: number;
  /** Most stoppage time added to a period, seconds of play (0 for a stopped clock). */
  stoppage: number;
  goalsPerMatch: number;
  /** Share of the match's goals expected in each period. */
  periodShares: readonly number[];
  homeAdvantage: number;
  /** How much a rating difference moves the goal rates. */
  ratingWeight: number;
  cards: boolean;
  /** Video reviews that suspend markets for a while. */
  reviews: boolean;
  unit: PeriodUnit;
  breakText: LocalizedName;
  /** Ice hockey: a level game always goes to overtime (and a shoot-out, in the regular season). */
  overtime?: HockeyOvertime;
  /** Football: a knockout game level (on aggregate) after 90 minutes goes to extra time. */
  extraTime?: ExtraTime;
}

interface Moment {
  at: number;
  kind: 'goal' | 'yellow_card' | 'red_card' | 'danger' | 'review';
  side: 1 | 2;
}

export class GoalModel implements SportModel {
  readonly repriceEvery: number;
  readonly regulationPeriods: number;

  constructor(private readonly sport: GoalSport) {
    this.repriceEvery = Math.max(15, Math.round(sport.periodPlay / 45));
    this.regulationPeriods = sport.periods;
  }

  /** Goals each side is expected to score over the whole match. */
  means(game: GameContext): { home: number; away: number } {
    const away = game.away ?? game.home;
    const edge =
      this.sport.ratingWeight * (game.home.rating - away.rating + game.tilt) +
      this.sport.homeAdvantage;
    const total = this.sport.goalsPerMatch * Math.exp(0.12 * game.shape);
    const home = (total / 2) * Math.exp(edge / 2);
    return { home, away: (total * total) / 4 / home };
  }

  simulate(game: GameContext, rng: Rng): Timeline {
    const { sport } = this;
    const means = this.means({ ...game, tilt: 0 });
    const builder = new TimelineBuilder({ clock: sport.periodClock, play: sport.periodPlay });
    let start = 0;
    for (let p = 0; p < sport.periods; p += 1) {
      const length =
        sport.periodPlay +
        (sport.stoppage > 0 ? rng.int(Math.round(sport.stoppage / 4), sport.stoppage) : 0);
      if (p > 0) builder.startPeriod(start, p + 1);
      else builder.startPeriod(0, 1);
      const share = sport.periodShares[p] ?? 1 / sport.periods;
      const moments = this.moments(rng, means, share, start, length);
      for (const moment of moments) this.play(builder, moment, game, rng);
      builder.endPeriod(start + length);
      if (p < sport.periods - 1) start += length + sport.breakPlay;
      else start += length;
    }
    const end = playDecider(
      deciderOf(sport, game.format),
      {
        builder,
        rng,
        means,
        periods: sport.periods,
        clock: sport.periods * sport.periodClock,
        playStretch: (from, length, share) => {
          for (const moment of this.moments(rng, means, share, from, length))
            this.play(builder, moment, game, rng);
        },
      },
      start,
    );
    return builder.finish(end.at, end.winner);
  }

  private moments(
    rng: Rng,
    means: { home: number; away: number },
    share: number,
    start: number,
    length: number,
  ): Moment[] {
    const { sport } = this;
    const moments: Moment[] = [];
    const add = (count: number, kind: Moment['kind'], side: 1 | 2) => {
      for (let i = 0; i < count; i += 1)
        moments.push({ at: start + rng.range(5, length - 1), kind, side });
    };
    add(rng.poisson(means.home * share), 'goal', 1);
    add(rng.poisson(means.away * share), 'goal', 2);
    add(rng.poisson(4 * share), 'danger', rng.chance(0.5) ? 1 : 2);
    if (sport.cards) {
      add(rng.poisson(1.9 * share), 'yellow_card', 1);
      add(rng.poisson(2.1 * share), 'yellow_card', 2);
      add(rng.poisson(0.06 * share), 'red_card', 1);
      add(rng.poisson(0.07 * share), 'red_card', 2);
    }
    if (sport.reviews) add(rng.poisson(0.3 * share), 'review', 1);
    // Whole seconds keep every change time exact across loads.
    for (const m of moments) m.at = Math.round(m.at);
    return moments.sort((a, b) => a.at - b.at || a.kind.localeCompare(b.kind));
  }

  private play(builder: TimelineBuilder, moment: Moment, game: GameContext, rng: Rng): void {
    const contender = moment.side === 1 ? game.home : (game.away ?? game.home);
    const playerId = pickPlayer(contender, rng);
    switch (moment.kind) {
      case 'goal':
        builder.lock(moment.at, 8, 35);
        builder.addScore(moment.at, moment.side, 1);
        builder.event(moment.at, 'goal', moment.side, undefined, playerId);
        return;
      case 'danger':
        builder.lock(moment.at, 4, 6);
        return;
      case 'review':
        builder.lock(moment.at, 0, 75);
        return;
      default:
        builder.event(moment.at, moment.kind, moment.side, undefined, playerId);
    }
  }

  clock(timeline: Timeline, elapsed: number, step: Step): ClockView {
    const view = periodClock(this.sport, timeline, elapsed, step);
    if (elapsed >= timeline.duration) return view;
    const extra = extraPeriodText(this.sport, timeline, elapsed, step);
    return extra ? { ...view, text: extra } : view;
  }

  /** Goals each side is still expected to score, in the match and in each period left. */
  private remaining(game: GameContext, live: LiveView | undefined) {
    const means = this.means(live ? { ...game, tilt: 0 } : game);
    const shares = this.sport.periods;
    const periodLeft: number[] = [];
    let current = 0;
    if (live) {
      const at = periodPosition(live.timeline, live.elapsed);
      current = at.index;
      const left = at.ended
        ? 0
        : at.inPlay
          ? Math.max(0.01, 1 - at.played / this.sport.periodPlay)
          : 0;
      for (let p = 0; p < shares; p += 1)
        periodLeft.push(p < current ? 0 : p === current ? left : 1);
    } else {
      for (let p = 0; p < shares; p += 1) periodLeft.push(1);
    }
    const factor = periodLeft.reduce(
      (sum, left, p) => sum + left * (this.sport.periodShares[p] ?? 1 / shares),
      0,
    );
    return { means, periodLeft, factor, current };
  }

  /** The chance the home side wins in the end, where the game must have a winner. */
  private overall(game: GameContext, live: LiveView | undefined): number | undefined {
    const decider = deciderOf(this.sport, game.format);
    if (decider.kind === 'none') return undefined;
    const { means, factor } = this.remaining(game, live);
    const score = live?.step.score ?? { home: 0, away: 0 };
    const stage = deciderStage(decider, live, this.sport.periods);
    if (stage.kind === 'regulation') {
      const dist = new GoalDistribution(score, means.home * factor, means.away * factor);
      return overallHomeChance(decider, dist, means);
    }
    return deciderHomeChance(decider, means, stage, lead(score, carryOf(decider)));
  }

  price(game: GameContext, live: LiveView | undefined, pricing: Pricing): PricedMarkets {
    const outcomes: SourceOutcome[] = [];
    const overall = this.overall(game, live);
    if (overall !== undefined) {
      addMarket(outcomes, pricing, MARKET_GROUP.overallWinner, [
        { type: OUTCOME_TYPE.home, probability: overall },
        { type: OUTCOME_TYPE.away, probability: 1 - overall },
      ]);
    }
    if (this.regulationOver(game, live)) return { outcomes, subGames: [] };
    const { means, periodLeft, factor, current } = this.remaining(game, live);
    const score = live?.step.score ?? { home: 0, away: 0 };
    const match = new GoalDistribution(score, means.home * factor, means.away * factor);
    addGoalMarkets(outcomes, pricing, match, FULL_GOAL_MARKETS);
    const subGames: PricedMarkets['subGames'] = [];
    for (let p = current; p < this.sport.periods; p += 1) {
      const left = (periodLeft[p] ?? 0) * (this.sport.periodShares[p] ?? 0);
      if (left <= 0) continue;
      const periodScore = live?.step.periodScores.find((s) => s.period === p + 1)?.score ?? {
        home: 0,
        away: 0,
      };
      const periodOutcomes: SourceOutcome[] = [];
      addGoalMarkets(
        periodOutcomes,
        pricing,
        new GoalDistribution(periodScore, means.home * left, means.away * left),
        PERIOD_GOAL_MARKETS,
      );
      if (periodOutcomes.length > 0)
        subGames.push({
          index: p,
          periodName: periodName(this.sport.unit, p + 1),
          outcomes: periodOutcomes,
        });
    }
    return { outcomes, subGames, scoreModel: match.model() };
  }

  /** Regulation time is over: its markets are settled, the game plays on to a winner. */
  private regulationOver(game: GameContext, live: LiveView | undefined): boolean {
    const decider = deciderOf(this.sport, game.format);
    return deciderStage(decider, live, this.sport.periods).kind !== 'regulation';
  }

  mainOdds(
    game: GameContext,
    live: LiveView | undefined,
    margin: number,
  ): Record<number, number> | undefined {
    if (this.regulationOver(game, live)) {
      const overall = this.overall(game, live);
      return overall === undefined ? undefined : twoWayOdds(overall, margin);
    }
    const { means, factor } = this.remaining(game, live);
    const r = new GoalDistribution(
      live?.step.score ?? { home: 0, away: 0 },
      means.home * factor,
      means.away * factor,
    ).result();
    return threeWayOdds(r.home, r.draw, r.away, margin);
  }
}

function pickPlayer(contender: Contender, rng: Rng): number | undefined {
  const players = contender.players;
  if (!players || players.length === 0) return undefined;
  return rng.pick(players);
}

function carryOf(decider: Decider): ScorePair | undefined {
  return decider.kind === 'extraTime' ? decider.carry : undefined;
}
