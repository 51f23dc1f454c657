import type { SourceOutcome } from '../feed/source.ts';
import type {
  ClockView,
  GameContext,
  LiveView,
  PricedMarkets,
  SportModel,
  Step,
  Timeline,
} from './model.ts';
import { type PeriodUnit, periodName } from './period-names.ts';
import { matchClock, periodPosition } from './periods.ts';
import { logistic, type Pricing, twoWayOdds } from './pricing.ts';
import type { Rng } from './random.ts';
import {
  addSeriesMarkets,
  addWinnerMarket,
  seriesLength,
  seriesWinProbability,
} from './series-markets.ts';
import { finalSetScores, type SetRace, setWinProbability } from './set-odds.ts';
import { TimelineBuilder } from './timeline.ts';

/*
 * Sports played in sets or games: tennis (sets of games, a tie-break at 6:6), volleyball (sets
 * to 25, the fifth to 15) and table tennis (games to 11). Points are won with a probability from
 * the two ratings; the same probability prices the match, the set handicaps and totals, and each
 * set. A competition may ask for a longer match (a men's Grand Slam is best of five sets).
 */

export interface SetSport {
  /** Sets played when the competition does not say: best of this many. */
  bestOf: number;
  /** Series lengths the sport is played in. */
  allowedBestOf: readonly number[];
  race: SetRace;
  /** The deciding set's race when it differs (volleyball's fifth set to 15). */
  lastRace?: SetRace;
  /** Seconds of play a point (a tennis game) lasts, min and max. */
  pointSeconds: readonly [number, number];
  setBreak: number;
  unit: PeriodUnit;
  ratingWeight: number;
  /** Tennis: points are service games, held with this base probability. */
  serveHold?: number;
}

/** Who serves next, shown among the live extras (shared: steps never change them). */
const SERVE_INFO = [[{ key: 'serve', value: '1' }], [{ key: 'serve', value: '2' }]] as const;

export class SetModel implements SportModel {
  readonly repriceEvery = 60;

  constructor(private readonly sport: SetSport) {}

  bestOf(game: GameContext): number {
    return seriesLength(game.format, this.sport.allowedBestOf, this.sport.bestOf);
  }

  /** Probability the home side wins a point (for tennis: a game, averaged over serves). */
  pointProbability(game: GameContext, live: boolean): number {
    const edge =
      this.sport.ratingWeight *
      (game.home.rating - (game.away?.rating ?? 0) + (live ? 0 : game.tilt));
    const hold = this.sport.serveHold;
    if (hold === undefined) return Math.min(0.75, Math.max(0.25, logistic(edge)));
    const base = Math.log(hold / (1 - hold));
    return (logistic(base + edge) + 1 - logistic(base - edge)) / 2;
  }

  private raceOf(setIndex: number, bestOf: number): SetRace {
    return setIndex === bestOf - 1 ? (this.sport.lastRace ?? this.sport.race) : this.sport.race;
  }

  simulate(game: GameContext, rng: Rng): Timeline {
    const { sport } = this;
    const bestOf = this.bestOf(game);
    const need = (bestOf + 1) / 2;
    const builder = new TimelineBuilder();
    const won = { home: 0, away: 0 };
    const edge = sport.ratingWeight * (game.home.rating - (game.away?.rating ?? 0));
    const hold = sport.serveHold;
    let at = 0;
    let served = 0;
    for (let set = 0; won.home < need && won.away < need; set += 1) {
      builder.startPeriod(at, set + 1);
      const race = this.raceOf(set, bestOf);
      const points = { home: 0, away: 0 };
      while (!setOver(points, race)) {
        const homeServes = served % 2 === 0;
        const p =
          hold === undefined
            ? this.pointProbability(game, true)
            : homeServes
              ? logistic(Math.log(hold / (1 - hold)) + edge)
              : 1 - logistic(Math.log(hold / (1 - hold)) - edge);
        at += Math.round(rng.range(sport.pointSeconds[0], sport.pointSeconds[1]));
        const side = rng.chance(p) ? 1 : 2;
        if (side === 1) points.home += 1;
        else points.away += 1;
        served += 1;
        builder.setInner(at, { ...points }, side, [...SERVE_INFO[served % 2 === 0 ? 0 : 1]]);
      }
      if (points.home > points.away) won.home += 1;
      else won.away += 1;
      builder.lock(at, 6, 20);
      builder.setScore(at, { ...won });
      builder.endPeriod(at);
      if (won.home < need && won.away < need) at += sport.setBreak;
    }
    return builder.finish(at);
  }

  clock(timeline: Timeline, elapsed: number, step: Step): ClockView {
    return matchClock(this.sport.unit, timeline, elapsed, step);
  }

  /** Set win chances: of the set in play (or the next), of a later set, of a deciding set. */
  private chances(game: GameContext, live: LiveView | undefined) {
    const bestOf = this.bestOf(game);
    const p = this.pointProbability(game, live !== undefined);
    const next = setWinProbability(0, 0, p, this.sport.race);
    const last = setWinProbability(0, 0, p, this.raceOf(bestOf - 1, bestOf));
    const won = live?.step.score ?? { home: 0, away: 0 };
    const setIndex = won.home + won.away;
    let current = setIndex === bestOf - 1 ? last : next;
    if (live) {
      const at = periodPosition(live.timeline, live.elapsed);
      const inner = live.step.inner;
      if (at.inPlay && inner)
        current = setWinProbability(inner.home, inner.away, p, this.raceOf(setIndex, bestOf));
    }
    const finals = finalSetScores(won, bestOf, current, next, last);
    return { bestOf, setIndex, current, finals };
  }

  price(game: GameContext, live: LiveView | undefined, pricing: Pricing): PricedMarkets {
    const { bestOf, setIndex, current, finals } = this.chances(game, live);
    const outcomes: SourceOutcome[] = [];
    addSeriesMarkets(outcomes, pricing, finals, bestOf);
    const subGames: PricedMarkets['subGames'] = [];
    const setOutcomes: SourceOutcome[] = [];
    if (addWinnerMarket(setOutcomes, pricing, current)) {
      subGames.push({
        index: setIndex,
        periodName: periodName(this.sport.unit, setIndex + 1),
        outcomes: setOutcomes,
      });
    }
    return { outcomes, subGames };
  }

  mainOdds(
    game: GameContext,
    live: LiveView | undefined,
    margin: number,
  ): Record<number, number> | undefined {
    return twoWayOdds(seriesWinProbability(this.chances(game, live).finals), margin);
  }
}

function setOver(points: { home: number; away: number }, race: SetRace): boolean {
  const { home, away } = points;
  if (
    race.decidingAt !== undefined &&
    home + away === 2 * race.decidingAt + 1 &&
    Math.max(home, away) === race.decidingAt + 1
  ) {
    return true;
  }
  return (home >= race.target || away >= race.target) && Math.abs(home - away) >= 2;
}
