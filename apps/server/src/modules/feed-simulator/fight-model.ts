import { FIGHT_ROUND_TYPE_BASE, MARKET_GROUP, OUTCOME_TYPE } from '@arenabet/contracts';
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
import { BREAK_TEXT, GAME_OVER_TEXT, periodName } from './period-names.ts';
import { periodPosition } from './periods.ts';
import { addLineMarkets, addMarket, logistic, type Pricing, twoWayOdds } from './pricing.ts';
import type { Rng } from './random.ts';
import { addWinnerMarket } from './series-markets.ts';
import { TimelineBuilder } from './timeline.ts';

/*
 * MMA: three five-minute rounds, or five for a main event or a title fight. A fight ends early
 * (knockout or submission) at a steady rate, half of three-rounders doing so; the rest go to
 * the judges. The same rate prices the method, whether the fight goes the distance, the round
 * it ends in and the total rounds: the longer a fight lasts, the likelier a decision.
 */

const ROUND_SECONDS = 300;
const BREAK_SECONDS = 60;
/** Finishes per second of fighting: half of 15-minute fights end early. */
const FINISH_RATE = Math.LN2 / (3 * ROUND_SECONDS);
const KNOCKOUT_SHARE = 0.65;
/** Judges' scorecards are read a little after the bell. */
const SCORECARDS_SECONDS = 45;

const G = MARKET_GROUP;
const T = OUTCOME_TYPE;

function roundsOf(game: GameContext): number {
  return game.format.rounds === 5 ? 5 : 3;
}

/** Seconds of play (breaks included) at `fought` seconds of fighting. */
function wallOf(fought: number, rounds: number): number {
  const round = Math.min(rounds - 1, Math.floor(fought / ROUND_SECONDS));
  return fought + round * BREAK_SECONDS;
}

/** The chance a fight ends early within the next `seconds` of fighting. */
function finishWithin(seconds: number): number {
  return 1 - Math.exp(-FINISH_RATE * Math.max(0, seconds));
}

export class FightModel implements SportModel {
  readonly repriceEvery = 30;

  private homeWins(game: GameContext, live: boolean): number {
    return logistic(1.3 * (game.home.rating - (game.away?.rating ?? 0) + (live ? 0 : game.tilt)));
  }

  simulate(game: GameContext, rng: Rng): Timeline {
    const rounds = roundsOf(game);
    const length = rounds * ROUND_SECONDS;
    const builder = new TimelineBuilder();
    const homeWins = rng.chance(this.homeWins(game, true));
    const drawn = -Math.log(1 - rng.next()) / FINISH_RATE;
    const finishAt =
      drawn < length ? Math.min(length - 5, Math.max(20, Math.round(drawn))) : undefined;
    const method =
      finishAt === undefined ? 'decision' : rng.chance(KNOCKOUT_SHARE) ? 'ko' : 'submission';
    const lastRound = finishAt === undefined ? rounds : Math.floor(finishAt / ROUND_SECONDS) + 1;
    for (let round = 1; round <= lastRound; round += 1) {
      const start = wallOf((round - 1) * ROUND_SECONDS, rounds);
      builder.startPeriod(start, round, { from: 0, to: ROUND_SECONDS, rate: 1 });
      const end =
        round === lastRound && finishAt !== undefined
          ? wallOf(finishAt, rounds)
          : start + ROUND_SECONDS;
      builder.endPeriod(end);
    }
    const resultAt =
      finishAt === undefined
        ? wallOf(length, rounds) + SCORECARDS_SECONDS
        : wallOf(finishAt, rounds);
    builder.lock(resultAt, 20, 0);
    builder.setInfo(resultAt, [{ key: 'method', value: method }]);
    builder.setScore(resultAt, homeWins ? { home: 1, away: 0 } : { home: 0, away: 1 });
    return builder.finish(resultAt, homeWins ? 1 : 2);
  }

  /** Its total rounds settle on this: the rounds before the last, and the share of it fought. */
  roundsFought(timeline: Timeline): number {
    const last = timeline.periods.at(-1);
    if (!last) return 0;
    return timeline.periods.length - 1 + Math.min(1, (last.end - last.start) / ROUND_SECONDS);
  }

  /** The round and its clock, as a fight is shown: "Round 2 · 03:12". */
  clock(timeline: Timeline, elapsed: number, step: Step): ClockView {
    const at = periodPosition(timeline, elapsed);
    if (at.ended) return { period: step.period, text: GAME_OVER_TEXT };
    if (!at.inPlay) return { period: at.index + 1, text: BREAK_TEXT };
    return {
      period: at.index + 1,
      text: periodName('round', at.index + 1),
      timer: Math.round(at.played),
    };
  }

  /** Seconds of fighting done so far. */
  private fought(live: LiveView | undefined, rounds: number): number {
    if (!live) return 0;
    const at = periodPosition(live.timeline, live.elapsed);
    const done = at.index * ROUND_SECONDS + (at.inPlay ? at.played : ROUND_SECONDS);
    return Math.min(rounds * ROUND_SECONDS, done);
  }

  price(game: GameContext, live: LiveView | undefined, pricing: Pricing): PricedMarkets {
    const rounds = roundsOf(game);
    const fought = this.fought(live, rounds);
    const left = rounds * ROUND_SECONDS - fought;
    const finish = finishWithin(left);
    const outcomes: SourceOutcome[] = [];
    addWinnerMarket(outcomes, pricing, this.homeWins(game, live !== undefined));
    addMarket(outcomes, pricing, G.methodOfVictory, [
      { type: T.winByKnockout, probability: finish * KNOCKOUT_SHARE },
      { type: T.winBySubmission, probability: finish * (1 - KNOCKOUT_SHARE) },
      { type: T.winByDecision, probability: 1 - finish },
    ]);
    addMarket(outcomes, pricing, G.fightDistance, [
      { type: T.bothScoreYes, probability: 1 - finish },
      { type: T.bothScoreNo, probability: finish },
    ]);
    const current = Math.min(rounds, Math.floor(fought / ROUND_SECONDS) + 1);
    const endsIn = [];
    for (let round = current; round <= rounds; round += 1) {
      const before = Math.max(0, (round - 1) * ROUND_SECONDS - fought);
      const probability = finishWithin(round * ROUND_SECONDS - fought) - finishWithin(before);
      endsIn.push({ type: FIGHT_ROUND_TYPE_BASE + round, probability });
    }
    addMarket(outcomes, pricing, G.fightEndRound, [
      ...endsIn,
      { type: T.winByDecision, probability: 1 - finish },
    ]);
    const lines = rounds === 5 ? [1.5, 2.5, 3.5, 4.5] : [1.5, 2.5];
    addLineMarkets(
      outcomes,
      pricing,
      G.total,
      [T.over, T.under],
      lines
        .filter((line) => line * ROUND_SECONDS > fought)
        .map((line) => ({ line, probability: 1 - finishWithin(line * ROUND_SECONDS - fought) })),
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
