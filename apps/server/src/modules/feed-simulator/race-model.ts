import { MARKET_GROUP, RACE_RUNNER_TYPE_BASE } from '@arenabet/contracts';
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
import { GAME_OVER_TEXT, periodName } from './period-names.ts';
import {
  addMarket,
  addPartialMarket,
  type FairOutcome,
  fairToOdds,
  MAX_ODDS,
  MIN_ODDS,
  type Pricing,
} from './pricing.ts';
import type { Rng } from './random.ts';
import { TimelineBuilder } from './timeline.ts';

/*
 * Horse racing: runners finish in a Plackett-Luce order (each next place drawn in proportion to
 * the strengths of the runners left), which also gives exact win and top-three chances. No
 * in-running betting: markets stay locked while the race is run.
 */

const RACE_SECONDS: readonly [number, number] = [95, 190];

function strengths(game: GameContext): number[] {
  return (game.runners ?? []).map((runner) => Math.exp(1.4 * runner.rating));
}

export function winProbabilities(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => w / total);
}

/** Chance of each runner finishing in the first three, summed over every ordered podium. */
export function placeProbabilities(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const place = weights.map(() => 0);
  weights.forEach((wa, a) => {
    const pa = wa / total;
    weights.forEach((wb, b) => {
      if (b === a) return;
      const pb = pa * (wb / (total - wa));
      weights.forEach((wc, c) => {
        if (c === a || c === b) return;
        const pc = pb * (wc / (total - wa - wb));
        place[a] = (place[a] ?? 0) + pc;
        place[b] = (place[b] ?? 0) + pc;
        place[c] = (place[c] ?? 0) + pc;
      });
    });
  });
  return place;
}

/** One outcome per runner, by number: runner n is RACE_RUNNER_TYPE_BASE + n. */
function runnerOutcomes(probabilities: readonly number[]): FairOutcome[] {
  return probabilities.map((probability, i) => ({
    type: RACE_RUNNER_TYPE_BASE + i + 1,
    probability,
  }));
}

export class RaceModel implements SportModel {
  readonly repriceEvery = 3600;
  readonly lockedInPlay = true;

  simulate(game: GameContext, rng: Rng): Timeline {
    const builder = new TimelineBuilder();
    builder.startPeriod(0, 1);
    const left = strengths(game).map((weight, index) => ({ weight, number: index + 1 }));
    const order: number[] = [];
    while (left.length > 0) {
      let draw = rng.next() * left.reduce((sum, r) => sum + r.weight, 0);
      const index = left.findIndex((r) => {
        draw -= r.weight;
        return draw <= 0;
      });
      const [runner] = left.splice(index === -1 ? left.length - 1 : index, 1);
      if (runner) order.push(runner.number);
    }
    const at = Math.round(rng.range(RACE_SECONDS[0], RACE_SECONDS[1]));
    const info = [{ key: 'order', value: order.join(',') }];
    builder.setScore(at, { home: order[0] ?? 0, away: 0 });
    builder.setInfo(at, info);
    builder.endPeriod(at);
    return builder.finish(at);
  }

  clock(timeline: Timeline, elapsed: number, step: Step): ClockView {
    const timer = Math.round(Math.min(elapsed, timeline.duration));
    if (elapsed >= timeline.duration) return { period: step.period, text: GAME_OVER_TEXT, timer };
    return { period: 1, text: periodName('race', 1), timer };
  }

  price(game: GameContext, _live: LiveView | undefined, pricing: Pricing): PricedMarkets {
    const weights = strengths(game);
    const outcomes: SourceOutcome[] = [];
    addMarket(
      outcomes,
      pricing,
      MARKET_GROUP.raceWinner,
      runnerOutcomes(winProbabilities(weights)),
    );
    addPartialMarket(
      outcomes,
      pricing,
      MARKET_GROUP.racePlace,
      runnerOutcomes(placeProbabilities(weights)),
    );
    return { outcomes, subGames: [] };
  }

  mainOdds(
    game: GameContext,
    _live: LiveView | undefined,
    margin: number,
  ): Record<number, number> | undefined {
    const odds: Record<number, number> = {};
    const probabilities = winProbabilities(strengths(game));
    for (const [i, probability] of probabilities.entries()) {
      const value = fairToOdds(probability, margin);
      if (!(value >= MIN_ODDS && value <= MAX_ODDS)) return undefined;
      odds[RACE_RUNNER_TYPE_BASE + i + 1] = value;
    }
    return odds;
  }
}
