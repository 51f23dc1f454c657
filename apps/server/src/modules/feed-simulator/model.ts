import type { GoalScoreModel } from '@arenabet/domain/betting/goal-model';
import type { LocalizedName } from '@arenabet/reference/localized';
import type { SourceGameEvent, SourceOutcome } from '../feed/source.ts';
import type { Pricing } from './pricing.ts';
import type { Rng } from './random.ts';

/*
 * A sport model plays a whole game ahead of time (its timeline: every score, card and period
 * end, at seconds of play) and prices markets from a state of that timeline. The engine then
 * only has to look up where a game is at a moment, which keeps a tick cheap and makes a game a
 * pure function of its seed and the time.
 */

export interface ScorePair {
  home: number;
  away: number;
}

export interface PeriodScore {
  period: number;
  score: ScorePair;
}

/** The state of a game from `at` (seconds of play since the start) to the next step. */
export interface Step {
  at: number;
  score: ScorePair;
  periodScores: PeriodScore[];
  /** The period being played, or just played during a break. */
  period: number;
  /** Points inside the current set, map or game, for sports that score inside a period. */
  inner?: ScorePair;
  info?: { key: string; value: string }[];
}

/**
 * How a period's timer runs: what it shows when the period starts, at its nominal end (and in
 * the break after it), and how many seconds of clock pass per second of play (0 while it
 * stands, as in a shoot-out).
 */
export interface PeriodTimer {
  from: number;
  to: number;
  rate: number;
}

/** A span of play (a half, a set, a round) in seconds of play. */
export interface Span {
  start: number;
  end: number;
  /** Set where the period's clock differs from the sport's regular one (overtime). */
  timer?: PeriodTimer;
}

export interface TimedEvent {
  /** Seconds of play since the start: when the event becomes visible. */
  at: number;
  event: SourceGameEvent;
}

export interface Timeline {
  /** Who won: 1 home, 2 away, 0 a draw (after extra time, overtime or a shoot-out, if played). */
  winner: 0 | 1 | 2;
  steps: Step[];
  periods: Span[];
  events: TimedEvent[];
  /** Intervals of play during which markets are suspended. */
  locks: Span[];
  /** Seconds of play from the start to the final result. */
  duration: number;
}

/** One side of a game as the model sees it. */
export interface Contender {
  id: number;
  /** Strength on a logit-like scale: 0 average, about -1..1 across a champ. */
  rating: number;
  /** Player ids of the squad, for scorers and cards. */
  players?: readonly number[];
}

/**
 * How one game is played where its competition decides it: a knockout tie needs a winner, a
 * stage sets the series length. Sports read what applies to them and ignore the rest.
 */
export interface MatchFormat {
  /** Sets, maps or games played: best of this many (tennis 3 or 5, esports 1, 3 or 5). */
  bestOf?: number;
  /** A knockout game ends with a winner: extra time and penalties, sudden-death overtime. */
  mustWin?: boolean;
  /** Goals carried from the first leg of a two-legged tie, in this game's home and away order. */
  carry?: ScorePair;
  /** Scheduled rounds of a fight: 3, or 5 for a main event or a title fight. */
  rounds?: number;
}

export interface GameContext {
  id: number;
  sportId: number;
  home: Contender;
  away?: Contender;
  /** Runners of a race, by number (1-based index + 1). */
  runners?: Contender[];
  /** Small pre-match move of the book's view towards one side, on the rating scale. */
  tilt: number;
  /** Model parameters fixed per game (a derby is tighter, a cup tie more open). */
  shape: number;
  format: MatchFormat;
}

export interface LiveView {
  elapsed: number;
  step: Step;
  timeline: Timeline;
}

export interface PricedMarkets {
  outcomes: SourceOutcome[];
  /** The regulation score's model the match markets were priced from (goal sports). */
  scoreModel?: GoalScoreModel;
  subGames: { index: number; periodName: LocalizedName; outcomes: SourceOutcome[] }[];
}

export interface ClockView {
  period: number;
  text: LocalizedName;
  /** Seconds on the clock; undefined for sports without a running match clock (CS2 rounds). */
  timer?: number;
}

export interface SportModel {
  /** Seconds of play between re-pricings of a live game as time runs down. */
  readonly repriceEvery: number;
  /** Seconds of play before the start markets close for in-play settings (horse races). */
  readonly lockedInPlay?: boolean;
  /**
   * Periods of regulation time, for sports whose markets settle on it while a game may play on
   * (football's extra time, ice hockey's overtime); absent where every market counts the whole
   * game (basketball's overtime).
   */
  readonly regulationPeriods?: number;
  simulate(game: GameContext, rng: Rng): Timeline;
  /** A fight's length in rounds once it is over (1.5 is halfway through round 2). */
  roundsFought?(timeline: Timeline): number;
  clock(timeline: Timeline, elapsed: number, step: Step): ClockView;
  price(game: GameContext, live: LiveView | undefined, pricing: Pricing): PricedMarkets;
  /** The main market's odds by outcome type (the odds graph), or undefined when not offered. */
  mainOdds(
    game: GameContext,
    live: LiveView | undefined,
    margin: number,
  ): Record<number, number> | undefined;
}
