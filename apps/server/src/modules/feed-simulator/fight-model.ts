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
import { matchClock, periodPosition } from './periods.ts';
import { addLineMarkets, addMarket, logistic, type Pricing, twoWayOdds } from './pricing.ts';
import type { Rng } from './random.ts';
import { TimelineBuilder } from './timeline.ts';

/*
 * MMA: three five-minute rounds. Half of fights end early, at a moment spread evenly over the
 * fight, by knockout or submission; the rest go to the judges. Live prices follow from the
 * fight time left: the longer a fight lasts, the likelier a decision.
 */

const ROUNDS = 3;
const ROUND_SECONDS = 300;
const BREAK_SECONDS = 60;
const FIGHT_SECONDS = ROUNDS * ROUND_SECONDS;
const FINISH_SHARE = 0.5;
const KNOCKOUT_SHARE = 0.65;
/** Judges' scorecards are read a little after the bell. */
const SCORECARDS_SECONDS = 45;

const G = MARKET_GROUP;
const T = OUTCOME_TYPE;

function wallOf(fightSeconds: number): number {
  const round = Math.min(ROUNDS - 1, Math.floor(fightSeconds / ROUND_SECONDS));
  return fightSeconds + round * BREAK_SECONDS;
}

export class FightModel implements SportModel {
  readonly repriceEvery = 30;

  private homeWins(game: GameContext, live: boolean): number {
    return logistic(1.3 * (game.home.rating - (game.away?.rating ?? 0) + (live ? 0 : game.tilt)));
  }

  simulate(game: GameContext, rng: Rng): Timeline {
    const builder = new TimelineBuilder();
    const homeWins = rng.chance(this.homeWins(game, true));
    const finishAt = rng.chance(FINISH_SHARE)
      ? Math.round(rng.range(20, FIGHT_SECONDS - 5))
      : undefined;
    const method =
      finishAt === undefined ? 'decision' : rng.chance(KNOCKOUT_SHARE) ? 'ko' : 'submission';
    const lastRound = finishAt === undefined ? ROUNDS : Math.floor(finishAt / ROUND_SECONDS) + 1;
    for (let round = 1; round <= lastRound; round += 1) {
      const start = wallOf((round - 1) * ROUND_SECONDS);
      builder.startPeriod(start, round);
      const end =
        round === lastRound && finishAt !== undefined ? wallOf(finishAt) : start + ROUND_SECONDS;
      builder.endPeriod(end);
    }
    const resultAt =
      finishAt === undefined ? wallOf(FIGHT_SECONDS) + SCORECARDS_SECONDS : wallOf(finishAt);
    builder.lock(resultAt, 20, 0);
    const info = [{ key: 'method', value: method }];
    builder.setInfo(resultAt, info);
    builder.setScore(resultAt, homeWins ? { home: 1, away: 0 } : { home: 0, away: 1 });
    return builder.finish(resultAt);
  }

  clock(timeline: Timeline, elapsed: number, step: Step): ClockView {
    return matchClock('round', timeline, elapsed, step);
  }

  /** Chance the fight still ends early, given how much of it is left. */
  private finishChance(live: LiveView | undefined): { finish: number; left: number } {
    if (!live) return { finish: FINISH_SHARE, left: FIGHT_SECONDS };
    const at = periodPosition(live.timeline, live.elapsed);
    const fought = at.index * ROUND_SECONDS + (at.inPlay ? at.played : ROUND_SECONDS);
    const left = Math.max(0, FIGHT_SECONDS - fought);
    const early = (FINISH_SHARE * left) / FIGHT_SECONDS;
    return { finish: early / (early + 1 - FINISH_SHARE), left };
  }

  price(game: GameContext, live: LiveView | undefined, pricing: Pricing): PricedMarkets {
    const home = this.homeWins(game, live !== undefined);
    const { finish, left } = this.finishChance(live);
    const outcomes: SourceOutcome[] = [];
    addMarket(outcomes, pricing, G.result1x2, [
      { type: T.home, probability: home },
      { type: T.away, probability: 1 - home },
    ]);
    addMarket(outcomes, pricing, G.methodOfVictory, [
      { type: T.winByKnockout, probability: finish * KNOCKOUT_SHARE },
      { type: T.winBySubmission, probability: finish * (1 - KNOCKOUT_SHARE) },
      { type: T.winByDecision, probability: 1 - finish },
    ]);
    const fought = FIGHT_SECONDS - left;
    addLineMarkets(
      outcomes,
      pricing,
      G.total,
      [T.over, T.under],
      [1.5, 2.5]
        .filter((line) => line * ROUND_SECONDS > fought)
        .map((line) => {
          // Ends before the line: finished early within the part of the fight up to it.
          const before = left > 0 ? finish * ((line * ROUND_SECONDS - fought) / left) : 0;
          return { line, probability: 1 - before };
        }),
    );
    return { outcomes, subGames: [] };
  }

  mainOdds(
    game: GameContext,
    live: LiveView | undefined,
    margin: number,
  ): Record<number, number> | undefined {
    return twoWayOdds(this.homeWins(game, live !== undefined), margin);
  }
}
