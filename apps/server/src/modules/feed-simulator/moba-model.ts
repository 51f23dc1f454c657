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
import { BREAK_TEXT, GAME_OVER_TEXT, periodName } from './period-names.ts';
import { periodPosition } from './periods.ts';
import { addLineMarkets, halfLinesAround, logistic, type Pricing, twoWayOdds } from './pricing.ts';
import type { Rng } from './random.ts';
import {
  addSeriesMarkets,
  addWinnerMarket,
  seriesLength,
  seriesWinProbability,
} from './series-markets.ts';
import { finalSetScores } from './set-odds.ts';
import { TimelineBuilder } from './timeline.ts';

/*
 * MOBAs (Dota 2, League of Legends): a match is a series of maps, and a map is won by
 * destroying the other side's base after 25 to 45 minutes, not by a count. Its score is the
 * kills, which come as a Poisson stream; the side that wins the map takes the larger share of
 * them. Each map is played out from its winner, that share and its length, so the book's live
 * chance of a map is that winner's chance given the kills seen so far (Bayes), and its total
 * kills the stream's over the time the map may still last.
 */

export interface MobaTitle {
  /** A map's length in seconds of play, shortest and longest (drawn evenly between). */
  mapSeconds: readonly [number, number];
  /** Kills of both sides per second of play. */
  killRate: number;
}

export interface MobaSport {
  bestOf: number;
  titleOf(sportId: number): MobaTitle;
  mapBreak: number;
  ratingWeight: number;
}

const ALLOWED_BEST_OF = [1, 3, 5] as const;
/** The map winner's share of the kills, one drawn per map: a close game or a stomp. */
const WINNER_KILL_SHARES = [0.52, 0.57, 0.62, 0.67, 0.72] as const;
/** Points over which the rest of a map's length is averaged for its total kills. */
const LENGTH_POINTS = 8;

/** The chance the home side wins the map, from its chance before it and the kills so far. */
export function mapChanceGivenKills(prior: number, kills: ScorePair): number {
  let homeWins = 0;
  let awayWins = 0;
  for (const share of WINNER_KILL_SHARES) {
    homeWins += share ** kills.home * (1 - share) ** kills.away;
    awayWins += (1 - share) ** kills.home * share ** kills.away;
  }
  const home = prior * homeWins;
  return home / (home + (1 - prior) * awayWins);
}

/** P(X > k) for X Poisson with this mean. */
function poissonAbove(mean: number, k: number): number {
  if (k < 0) return 1;
  let p = Math.exp(-mean);
  let cumulative = p;
  for (let i = 1; i <= k; i += 1) {
    p = (p * mean) / i;
    cumulative += p;
  }
  return Math.max(0, 1 - cumulative);
}

/** Seconds of play the map may still last, evenly spread, given it lasted `played` so far. */
function remainingLengths(title: MobaTitle, played: number): number[] {
  const [shortest, longest] = title.mapSeconds;
  const from = Math.min(longest, Math.max(shortest, played));
  return Array.from(
    { length: LENGTH_POINTS },
    (_, k) => from + ((k + 0.5) * (longest - from)) / LENGTH_POINTS - played,
  );
}

export class MobaModel implements SportModel {
  readonly repriceEvery = 60;

  constructor(private readonly sport: MobaSport) {}

  private bestOf(game: GameContext): number {
    return seriesLength(game.format, ALLOWED_BEST_OF, this.sport.bestOf);
  }

  mapProbability(game: GameContext, live: boolean): number {
    const edge =
      this.sport.ratingWeight *
      (game.home.rating - (game.away?.rating ?? 0) + (live ? 0 : game.tilt));
    return Math.min(0.85, Math.max(0.15, logistic(edge)));
  }

  simulate(game: GameContext, rng: Rng): Timeline {
    const { sport } = this;
    const title = sport.titleOf(game.sportId);
    const bestOf = this.bestOf(game);
    const need = (bestOf + 1) / 2;
    const q = this.mapProbability(game, true);
    const builder = new TimelineBuilder();
    builder.setInfo(0, [{ key: LIVE_INFO_KEY.bestOf, value: String(bestOf) }]);
    const maps = { home: 0, away: 0 };
    let at = 0;
    for (let map = 1; maps.home < need && maps.away < need; map += 1) {
      const winner = rng.chance(q) ? 1 : 2;
      const share = rng.pick(WINNER_KILL_SHARES);
      const length = Math.round(rng.range(title.mapSeconds[0], title.mapSeconds[1]));
      // The map's own clock: kills and its end are timed from the map's first second.
      builder.startPeriod(at, map, { from: 0, to: length, rate: 1 });
      const times = Array.from({ length: rng.poisson(title.killRate * length) }, () =>
        Math.round(rng.range(1, length - 1)),
      ).sort((a, b) => a - b);
      const kills = { home: 0, away: 0 };
      const loser = winner === 1 ? 2 : 1;
      for (const time of times) {
        const side = rng.chance(share) ? winner : loser;
        if (side === 1) kills.home += 1;
        else kills.away += 1;
        builder.setInner(at + time, { ...kills }, side);
      }
      at += length;
      if (winner === 1) maps.home += 1;
      else maps.away += 1;
      builder.lock(at, 20, 30);
      builder.setScore(at, { ...maps });
      builder.endPeriod(at);
      if (maps.home < need && maps.away < need) at += sport.mapBreak;
    }
    return builder.finish(at);
  }

  /** The map's game time runs in play; between maps and after the match there is none. */
  clock(timeline: Timeline, elapsed: number, step: Step): ClockView {
    const at = periodPosition(timeline, elapsed);
    if (at.ended) return { period: step.period, text: GAME_OVER_TEXT };
    if (!at.inPlay) return { period: at.index + 1, text: BREAK_TEXT };
    return {
      period: at.index + 1,
      text: periodName('map', at.index + 1),
      timer: Math.round(at.played),
    };
  }

  private outlook(game: GameContext, live: LiveView | undefined) {
    const bestOf = this.bestOf(game);
    const q = this.mapProbability(game, live !== undefined);
    const maps = live?.step.score ?? { home: 0, away: 0 };
    const at = live ? periodPosition(live.timeline, live.elapsed) : undefined;
    const inPlay = at?.inPlay === true;
    const kills: ScorePair = (inPlay && live?.step.inner) || { home: 0, away: 0 };
    const now = mapChanceGivenKills(q, kills);
    const finals = finalSetScores(maps, bestOf, now, q, q);
    const played = inPlay && at ? at.played : 0;
    return { bestOf, mapIndex: maps.home + maps.away, kills, now, finals, played };
  }

  price(game: GameContext, live: LiveView | undefined, pricing: Pricing): PricedMarkets {
    const o = this.outlook(game, live);
    const title = this.sport.titleOf(game.sportId);
    const outcomes: SourceOutcome[] = [];
    addSeriesMarkets(outcomes, pricing, o.finals, o.bestOf);
    const mapOutcomes: SourceOutcome[] = [];
    addWinnerMarket(mapOutcomes, pricing, o.now);
    const killed = o.kills.home + o.kills.away;
    const means = remainingLengths(title, o.played).map((left) => title.killRate * left);
    const expected = killed + means.reduce((sum, m) => sum + m, 0) / means.length;
    addLineMarkets(
      mapOutcomes,
      pricing,
      MARKET_GROUP.total,
      [OUTCOME_TYPE.over, OUTCOME_TYPE.under],
      halfLinesAround(expected, 2, killed + 0.5).map((line) => ({
        line,
        probability:
          means.reduce((sum, m) => sum + poissonAbove(m, Math.floor(line - killed)), 0) /
          means.length,
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
