import type { FeedEventKind } from '@arenabet/contracts';
import type { Timeline } from './model.ts';
import type { Rng } from './random.ts';
import type { TimelineBuilder } from './timeline.ts';

/*
 * Shoot-outs: football's penalties (five kicks each, then sudden death) and ice hockey's (three
 * attempts each, then sudden death). The home side goes first; a shoot-out ends as soon as one
 * side cannot be caught. The same rule plays it and prices it from any point in it.
 */

export interface ShootoutRules {
  /** Attempts each before sudden death. */
  rounds: number;
  /** Chance an attempt is scored. */
  conversion: number;
  /** Seconds of play between two attempts. */
  attemptSeconds: number;
}

export interface ShootoutState {
  homeKicks: number;
  awayKicks: number;
  homeGoals: number;
  awayGoals: number;
}

export const SHOOTOUT_START: ShootoutState = {
  homeKicks: 0,
  awayKicks: 0,
  homeGoals: 0,
  awayGoals: 0,
};

export const SHOOTOUT_EVENTS = {
  scored: 'penalty_scored',
  missed: 'penalty_missed',
} as const satisfies Record<string, FeedEventKind>;

/** 1 or 2 once a side cannot be caught, 0 while the shoot-out goes on. */
export function shootoutWinner(state: ShootoutState, rounds: number): 0 | 1 | 2 {
  const { homeKicks, awayKicks, homeGoals, awayGoals } = state;
  if (homeKicks < rounds || awayKicks < rounds) {
    if (homeGoals > awayGoals + Math.max(0, rounds - awayKicks)) return 1;
    if (awayGoals > homeGoals + Math.max(0, rounds - homeKicks)) return 2;
    return 0;
  }
  if (homeKicks !== awayKicks || homeGoals === awayGoals) return 0;
  return homeGoals > awayGoals ? 1 : 2;
}

function kick(state: ShootoutState, scored: boolean): ShootoutState {
  const home = state.homeKicks === state.awayKicks;
  if (home)
    return {
      ...state,
      homeKicks: state.homeKicks + 1,
      homeGoals: state.homeGoals + (scored ? 1 : 0),
    };
  return {
    ...state,
    awayKicks: state.awayKicks + 1,
    awayGoals: state.awayGoals + (scored ? 1 : 0),
  };
}

/** The chance the home side wins the shoot-out from `state`, both sides scoring alike. */
export function shootoutWinProbability(state: ShootoutState, rules: ShootoutRules): number {
  const winner = shootoutWinner(state, rules.rounds);
  if (winner !== 0) return winner === 1 ? 1 : 0;
  const p = rules.conversion;
  const suddenDeath = state.homeKicks >= rules.rounds && state.awayKicks >= rules.rounds;
  // A level sudden death is even: both sides score alike, and who kicks first does not matter
  // when every kick is independent.
  if (suddenDeath && state.homeKicks === state.awayKicks) return 0.5;
  return (
    p * shootoutWinProbability(kick(state, true), rules) +
    (1 - p) * shootoutWinProbability(kick(state, false), rules)
  );
}

/**
 * Plays a shoot-out from `at`: each attempt an event, the tally in the live extras under
 * `infoKey`. Returns when it ended and who won.
 */
export function playShootout(
  builder: TimelineBuilder,
  rng: Rng,
  rules: ShootoutRules,
  at: number,
  infoKey: string,
): { at: number; winner: 1 | 2 } {
  let state = SHOOTOUT_START;
  let time = at;
  builder.setInfo(time, [{ key: infoKey, value: '0:0' }]);
  for (;;) {
    const winner = shootoutWinner(state, rules.rounds);
    if (winner !== 0) return { at: time, winner };
    time += rules.attemptSeconds;
    const side = state.homeKicks === state.awayKicks ? 1 : 2;
    const scored = rng.chance(rules.conversion);
    state = kick(state, scored);
    builder.lock(time, 10, 5);
    builder.setInfo(time, [{ key: infoKey, value: `${state.homeGoals}:${state.awayGoals}` }]);
    builder.event(time, scored ? SHOOTOUT_EVENTS.scored : SHOOTOUT_EVENTS.missed, side);
  }
}

/** The shoot-out as it stands at `elapsed`, from the attempts seen so far. */
export function shootoutStateAt(timeline: Timeline, elapsed: number): ShootoutState {
  let state = SHOOTOUT_START;
  for (const { at, event } of timeline.events) {
    if (at > elapsed) break;
    if (event.kind === SHOOTOUT_EVENTS.scored) state = kick(state, true);
    else if (event.kind === SHOOTOUT_EVENTS.missed) state = kick(state, false);
  }
  return state;
}
