import { MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';
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
import { addMarket, normalCdf, type Pricing, twoWayOdds } from './pricing.ts';
import type { Rng } from './random.ts';
import { TimelineBuilder } from './timeline.ts';

/*
 * Elections between two candidates: the polls give the book an expected vote share; on the
 * night the count comes in over a few hours, early returns noisier than late ones. The score is
 * each candidate's share of the votes counted, in percent.
 */

const COUNT_STEPS = 12;
const COUNT_STEP_SECONDS = 900;
/** How far the final share may land from the polls. */
const POLL_ERROR = 0.04;
/** How far early returns may stray from the final share, shrinking as the count goes on. */
const RETURNS_NOISE = 0.05;

const COUNT_TEXT = { en: 'Vote count', ru: 'Подсчёт голосов', ar: 'فرز الأصوات' } as const;
const RESULT_TEXT = { en: 'Final result', ru: 'Итоги', ar: 'النتيجة النهائية' } as const;

export class PoliticsModel implements SportModel {
  readonly repriceEvery = COUNT_STEP_SECONDS;

  /** The home candidate's expected vote share from the polls. */
  private expectedShare(game: GameContext, live: boolean): number {
    const edge = game.home.rating - (game.away?.rating ?? 0) + (live ? 0 : game.tilt);
    return 0.5 + 0.06 * Math.tanh(edge);
  }

  simulate(game: GameContext, rng: Rng): Timeline {
    const builder = new TimelineBuilder();
    builder.startPeriod(0, 1);
    const share = Math.min(
      0.7,
      Math.max(0.3, this.expectedShare(game, true) + POLL_ERROR * rng.normal()),
    );
    for (let step = 1; step <= COUNT_STEPS; step += 1) {
      const counted = step / COUNT_STEPS;
      const reported =
        step === COUNT_STEPS ? share : share + RETURNS_NOISE * (1 - counted) * rng.normal();
      const at = step * COUNT_STEP_SECONDS;
      builder.setInfo(at, [{ key: 'counted', value: `${Math.round(counted * 100)}%` }]);
      builder.setScore(at, percentages(reported, share));
    }
    const end = COUNT_STEPS * COUNT_STEP_SECONDS;
    builder.endPeriod(end);
    return builder.finish(end);
  }

  clock(timeline: Timeline, elapsed: number, step: Step): ClockView {
    const timer = Math.round(Math.min(elapsed, timeline.duration));
    const text = elapsed >= timeline.duration ? RESULT_TEXT : COUNT_TEXT;
    return { period: step.period, text, timer };
  }

  /** Chance the home candidate wins, from the polls or the returns so far. */
  private homeWins(game: GameContext, live: LiveView | undefined): number {
    if (!live) return normalCdf((this.expectedShare(game, false) - 0.5) / POLL_ERROR);
    const counted = live.elapsed / live.timeline.duration;
    const reported = live.step.score.home / 100;
    if (counted <= 0) return normalCdf((this.expectedShare(game, true) - 0.5) / POLL_ERROR);
    return normalCdf((reported - 0.5) / (RETURNS_NOISE * (1 - counted) + 0.004));
  }

  price(game: GameContext, live: LiveView | undefined, pricing: Pricing): PricedMarkets {
    const home = this.homeWins(game, live);
    const outcomes: SourceOutcome[] = [];
    addMarket(outcomes, pricing, MARKET_GROUP.result1x2, [
      { type: OUTCOME_TYPE.home, probability: home },
      { type: OUTCOME_TYPE.away, probability: 1 - home },
    ]);
    return { outcomes, subGames: [] };
  }

  mainOdds(
    game: GameContext,
    live: LiveView | undefined,
    margin: number,
  ): Record<number, number> | undefined {
    return twoWayOdds(this.homeWins(game, live), margin);
  }
}

/** Shares in whole percent; the final count never shows a tie its winner did not have. */
function percentages(reported: number, final: number): { home: number; away: number } {
  let home = Math.round(reported * 100);
  if (home === 50 && reported === final) home = final > 0.5 ? 51 : 49;
  return { home, away: 100 - home };
}
