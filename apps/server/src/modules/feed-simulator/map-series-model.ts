import { LIVE_INFO_KEY, MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';
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
import { periodName } from './period-names.ts';
import { matchClock, periodPosition } from './periods.ts';
import { addLineMarkets, halfLinesAround, logistic, type Pricing, twoWayOdds } from './pricing.ts';
import type { Rng } from './random.ts';
import { mapFinals, mapOver, mapWinProbability, type RoundRules } from './round-race.ts';
import {
  addSeriesMarkets,
  addWinnerMarket,
  seriesLength,
  seriesWinProbability,
} from './series-markets.ts';
import { finalSetScores } from './set-odds.ts';
import { TimelineBuilder } from './timeline.ts';

/*
 * Shooters (CS2, Valorant): a match is a series of maps, best of one, three or five, and a map
 * is won in rounds by the title's rules (round-race.ts). There is no match clock: the
 * scoreboard shows the maps won and the current map's rounds. The chance of winning a round
 * prices the series, each map and its total rounds.
 */

export interface MapSeriesSport {
  /** Maps played when the event does not say. */
  bestOf: number;
  /** The round rules of a title, by sport id (CS2's MR12, Valorant's win by two). */
  rulesOf(sportId: number): RoundRules;
  /** Seconds a round lasts with the buy time, min and max. */
  roundSeconds: readonly [number, number];
  /** Seconds between two maps. */
  mapBreak: number;
  ratingWeight: number;
}

const ALLOWED_BEST_OF = [1, 3, 5] as const;

export class MapSeriesModel implements SportModel {
  readonly repriceEvery = 60;

  constructor(private readonly sport: MapSeriesSport) {}

  private bestOf(game: GameContext): number {
    return seriesLength(game.format, ALLOWED_BEST_OF, this.sport.bestOf);
  }

  /** Chance the home side wins a round. */
  roundProbability(game: GameContext, live: boolean): number {
    const edge =
      this.sport.ratingWeight *
      (game.home.rating - (game.away?.rating ?? 0) + (live ? 0 : game.tilt));
    return Math.min(0.68, Math.max(0.32, logistic(edge)));
  }

  simulate(game: GameContext, rng: Rng): Timeline {
    const { sport } = this;
    const rules = sport.rulesOf(game.sportId);
    const bestOf = this.bestOf(game);
    const need = (bestOf + 1) / 2;
    const p = this.roundProbability(game, true);
    const builder = new TimelineBuilder();
    builder.setInfo(0, [{ key: LIVE_INFO_KEY.bestOf, value: String(bestOf) }]);
    const maps = { home: 0, away: 0 };
    let at = 0;
    for (let map = 1; maps.home < need && maps.away < need; map += 1) {
      builder.startPeriod(at, map);
      const rounds = { home: 0, away: 0 };
      while (!mapOver(rounds, rules)) {
        at += Math.round(rng.range(sport.roundSeconds[0], sport.roundSeconds[1]));
        const side = rng.chance(p) ? 1 : 2;
        if (side === 1) rounds.home += 1;
        else rounds.away += 1;
        builder.setInner(at, { ...rounds }, side);
      }
      if (rounds.home > rounds.away) maps.home += 1;
      else maps.away += 1;
      builder.lock(at, 6, 30);
      builder.setScore(at, { ...maps });
      builder.endPeriod(at);
      if (maps.home < need && maps.away < need) at += sport.mapBreak;
    }
    return builder.finish(at);
  }

  clock(timeline: Timeline, elapsed: number, step: Step): ClockView {
    return matchClock('map', timeline, elapsed, step, false);
  }

  /** The series and the map in play (or the next one, between maps). */
  private outlook(game: GameContext, live: LiveView | undefined) {
    const rules = this.sport.rulesOf(game.sportId);
    const bestOf = this.bestOf(game);
    const p = this.roundProbability(game, live !== undefined);
    const maps = live?.step.score ?? { home: 0, away: 0 };
    const inPlay = live ? periodPosition(live.timeline, live.elapsed).inPlay : false;
    const rounds: ScorePair = (inPlay && live?.step.inner) || { home: 0, away: 0 };
    const current = mapFinals(rounds, p, rules);
    const next = mapWinProbability({ home: 0, away: 0 }, p, rules);
    const now = mapWinProbability(rounds, p, rules);
    const finals = finalSetScores(maps, bestOf, now, next, next);
    return { bestOf, mapIndex: maps.home + maps.away, rounds, current, now, finals };
  }

  price(game: GameContext, live: LiveView | undefined, pricing: Pricing): PricedMarkets {
    const o = this.outlook(game, live);
    const outcomes: SourceOutcome[] = [];
    addSeriesMarkets(outcomes, pricing, o.finals, o.bestOf);
    const mapOutcomes: SourceOutcome[] = [];
    addWinnerMarket(mapOutcomes, pricing, o.now);
    const played = o.rounds.home + o.rounds.away;
    const expected = o.current.reduce((sum, f) => sum + f.probability * (f.home + f.away), 0);
    addLineMarkets(
      mapOutcomes,
      pricing,
      MARKET_GROUP.total,
      [OUTCOME_TYPE.over, OUTCOME_TYPE.under],
      halfLinesAround(expected, 2, played + 0.5).map((line) => ({
        line,
        probability: o.current
          .filter((f) => f.home + f.away > line)
          .reduce((sum, f) => sum + f.probability, 0),
      })),
    );
    const subGames =
      mapOutcomes.length > 0
        ? [
            {
              index: o.mapIndex,
              periodName: periodName('map', o.mapIndex + 1),
              outcomes: mapOutcomes,
            },
          ]
        : [];
    return { outcomes, subGames };
  }

  mainOdds(
    game: GameContext,
    live: LiveView | undefined,
    margin: number,
  ): Record<number, number> | undefined {
    return twoWayOdds(seriesWinProbability(this.outlook(game, live).finals), margin);
  }
}
