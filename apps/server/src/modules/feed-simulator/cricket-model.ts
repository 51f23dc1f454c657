import { LIVE_INFO_KEY, MARKET_GROUP, OUTCOME_TYPE, SUPER_OVER_TEXT } from '@arenabet/contracts';
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
import { matchClock, periodPosition } from './periods.ts';
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
 * T20 cricket: each side bats one innings of up to 20 overs (fewer if ten wickets fall, and
 * the chase stops once the target is passed); a tie is decided by a super over. Runs come over
 * by over; a lost wicket makes the rest of the innings poorer. Prices read the expected final
 * runs of both sides as normal.
 */

const OVERS = 20;
const WICKETS = 10;
const OVER_SECONDS: readonly [number, number] = [200, 260];
const INNINGS_BREAK = 900;
/** A super over (one over each) after a tie, with the time to set it up. */
const SUPER_OVER_SECONDS = 900;
const RUNS_PER_OVER = 8.2;
/** Variance of an over's runs. */
const OVER_VARIANCE = 14;
const WICKETS_PER_OVER = 0.32;

const G = MARKET_GROUP;
const T = OUTCOME_TYPE;

interface Innings {
  runs: number;
  wickets: number;
  overs: number;
}

export class CricketModel implements SportModel {
  readonly repriceEvery = 240;

  private rates(game: GameContext, live: boolean): { home: number; away: number } {
    const edge = 0.12 * (game.home.rating - (game.away?.rating ?? 0) + (live ? 0 : game.tilt));
    return { home: RUNS_PER_OVER * Math.exp(edge), away: RUNS_PER_OVER * Math.exp(-edge) };
  }

  simulate(game: GameContext, rng: Rng): Timeline {
    const builder = new TimelineBuilder();
    const rates = this.rates(game, true);
    let at = 0;
    const first = this.playInnings(
      builder,
      rng,
      1,
      rates.home,
      Number.POSITIVE_INFINITY,
      at,
      undefined,
    );
    at = first.at + INNINGS_BREAK;
    const second = this.playInnings(
      builder,
      rng,
      2,
      rates.away,
      first.innings.runs,
      at,
      first.innings.runs,
    );
    at = second.at;
    if (first.innings.runs !== second.innings.runs) return builder.finish(at);
    // A tie stays a tie in the score, as cricket records it; a super over decides the winner.
    const info = this.info(2, second.innings, first.innings.runs);
    builder.setInfo(at, [...info, { key: LIVE_INFO_KEY.superOver, value: '0' }]);
    at += SUPER_OVER_SECONDS;
    const winner = rng.chance(0.5) ? 1 : 2;
    builder.lock(at, 60, 0);
    builder.setInfo(at, [...info, { key: LIVE_INFO_KEY.superOver, value: String(winner) }]);
    return builder.finish(at, winner);
  }

  private playInnings(
    builder: TimelineBuilder,
    rng: Rng,
    innings: 1 | 2,
    rate: number,
    target: number,
    start: number,
    firstRuns: number | undefined,
  ): { at: number; innings: Innings } {
    const state: Innings = { runs: 0, wickets: 0, overs: 0 };
    let at = start;
    builder.startPeriod(at, innings);
    builder.setInfo(at, this.info(innings, state, firstRuns));
    while (state.overs < OVERS && state.wickets < WICKETS && state.runs <= target) {
      at += Math.round(rng.range(OVER_SECONDS[0], OVER_SECONDS[1]));
      const wickets = Math.min(WICKETS - state.wickets, rng.poisson(WICKETS_PER_OVER));
      const runs = Math.max(
        0,
        Math.round(rate * (1 - state.wickets / 14) + Math.sqrt(OVER_VARIANCE) * rng.normal()),
      );
      state.overs += 1;
      state.wickets += wickets;
      state.runs += runs;
      if (runs > 0) builder.addScore(at, innings, runs);
      if (wickets > 0) {
        builder.lock(at, 10, 20);
        builder.event(at, 'point', innings);
      }
      builder.setInfo(at, this.info(innings, state, firstRuns));
    }
    builder.endPeriod(at);
    return { at, innings: state };
  }

  private info(innings: 1 | 2, state: Innings, firstRuns: number | undefined) {
    return [
      { key: 'innings', value: String(innings) },
      { key: 'wickets', value: String(state.wickets) },
      { key: 'overs', value: `${state.overs}.0` },
      ...(firstRuns === undefined ? [] : [{ key: 'target', value: String(firstRuns + 1) }]),
    ];
  }

  clock(timeline: Timeline, elapsed: number, step: Step): ClockView {
    const view = matchClock('innings', timeline, elapsed, step);
    const superOver = step.info?.some((i) => i.key === LIVE_INFO_KEY.superOver);
    return superOver && elapsed < timeline.duration ? { ...view, text: SUPER_OVER_TEXT } : view;
  }

  /** Expected final runs of both sides and the spread of their difference. */
  private outlook(game: GameContext, live: LiveView | undefined) {
    const rates = this.rates(game, live !== undefined);
    const score = live?.step.score ?? { home: 0, away: 0 };
    let homeOvers = OVERS;
    let awayOvers = OVERS;
    let wicketsLeft = 1;
    if (live) {
      const at = periodPosition(live.timeline, live.elapsed);
      const overs = Number(
        live.step.info?.find((i) => i.key === 'overs')?.value.split('.')[0] ?? 0,
      );
      const wickets = Number(live.step.info?.find((i) => i.key === 'wickets')?.value ?? 0);
      wicketsLeft = 1 - wickets / 14;
      if (at.index === 0 && at.inPlay) homeOvers = OVERS - overs;
      else homeOvers = 0;
      if (at.index === 1) awayOvers = OVERS - overs;
      if (at.ended) awayOvers = 0;
    }
    const home = score.home + rates.home * homeOvers * (homeOvers < OVERS ? wicketsLeft : 1);
    const away = score.away + rates.away * awayOvers * (awayOvers < OVERS ? wicketsLeft : 1);
    const spread = Math.sqrt(OVER_VARIANCE * (homeOvers + awayOvers) + 4);
    return { home, away, spread, homeOvers };
  }

  price(game: GameContext, live: LiveView | undefined, pricing: Pricing): PricedMarkets {
    const o = this.outlook(game, live);
    const outcomes: SourceOutcome[] = [];
    const homeWins = normalCdf((o.home - o.away) / o.spread);
    addMarket(outcomes, pricing, G.result1x2, [
      { type: T.home, probability: homeWins },
      { type: T.away, probability: 1 - homeWins },
    ]);
    if (o.homeOvers > 0) {
      const spread = Math.sqrt(OVER_VARIANCE * o.homeOvers + 1);
      addLineMarkets(
        outcomes,
        pricing,
        G.individualTotalHome,
        [T.individualOverHome, T.individualUnderHome],
        halfLinesAround(o.home, 1, 1).map((line) => ({
          line,
          probability: 1 - normalCdf((line - o.home) / spread),
        })),
      );
    }
    return { outcomes, subGames: [] };
  }

  mainOdds(
    game: GameContext,
    live: LiveView | undefined,
    margin: number,
  ): Record<number, number> | undefined {
    const o = this.outlook(game, live);
    return twoWayOdds(normalCdf((o.home - o.away) / o.spread), margin);
  }
}
