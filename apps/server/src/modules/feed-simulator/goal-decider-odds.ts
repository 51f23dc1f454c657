import { LIVE_INFO_KEY } from '@arenabet/contracts';
import { type Decider, lead } from './goal-deciders.ts';
import type { LiveView, ScorePair } from './model.ts';
import { periodPosition } from './periods.ts';
import { GoalDistribution } from './poisson.ts';
import {
  SHOOTOUT_START,
  type ShootoutState,
  shootoutStateAt,
  shootoutWinProbability,
} from './shootout.ts';

/*
 * The chance the home side wins a game that must have a winner (goal-deciders.ts): from the
 * regulation-time distribution, then through overtime or extra time, then the shoot-out, each
 * priced by the same rates the game is played with.
 */

/** Where a game stands: in regulation time, in an overtime (or just before one), in a shoot-out. */
export type DeciderStage =
  | { kind: 'regulation' }
  /** `index` of the overtime period (-1 before the first), `left` the share of it still to play. */
  | { kind: 'extra'; index: number; left: number }
  | { kind: 'shootout'; state: ShootoutState };

function extraPlay(decider: Decider): number {
  if (decider.kind === 'overtime')
    return (decider.playoff ? decider.rules.playoff : decider.rules.regular).play;
  return decider.kind === 'extraTime' ? decider.rules.half.play : 1;
}

export function deciderStage(
  decider: Decider,
  live: LiveView | undefined,
  periods: number,
): DeciderStage {
  if (!live || decider.kind === 'none') return { kind: 'regulation' };
  const info = live.step.info ?? [];
  if (info.some((i) => i.key === LIVE_INFO_KEY.shootout || i.key === LIVE_INFO_KEY.penalties))
    return { kind: 'shootout', state: shootoutStateAt(live.timeline, live.elapsed) };
  const at = periodPosition(live.timeline, live.elapsed);
  if (at.index >= periods) {
    // The period's nominal length, not its span: a sudden-death span ends at the goal to come.
    const left = at.inPlay ? Math.max(0.01, 1 - at.played / extraPlay(decider)) : 0;
    return { kind: 'extra', index: at.index - periods, left };
  }
  if (at.index === periods - 1 && !at.inPlay) return { kind: 'extra', index: -1, left: 0 };
  return { kind: 'regulation' };
}

/**
 * The chance the home side wins once regulation time ended level (on aggregate: `aggregateLead`
 * is the lead in extra time so far).
 */
export function deciderHomeChance(
  decider: Decider,
  means: ScorePair,
  stage: Exclude<DeciderStage, { kind: 'regulation' }>,
  aggregateLead = 0,
): number {
  const share = means.home / (means.home + means.away);
  if (decider.kind === 'overtime') {
    const { rules } = decider;
    if (decider.playoff) return share;
    const shootout = shootoutWinProbability(
      stage.kind === 'shootout' ? stage.state : SHOOTOUT_START,
      rules.shootout,
    );
    if (stage.kind === 'shootout') return shootout;
    const left = stage.index < 0 ? 1 : stage.left;
    const goal = 1 - Math.exp(-(means.home + means.away) * rules.regular.goalShare * left);
    return goal * share + (1 - goal) * shootout;
  }
  if (decider.kind === 'extraTime') {
    const { rules } = decider;
    if (stage.kind === 'shootout') return shootoutWinProbability(stage.state, rules.penalties);
    const halves = stage.index < 0 ? 2 : stage.index === 0 ? 1 + stage.left : stage.left;
    const goals = rules.half.goalShare * halves;
    const level = { home: Math.max(0, aggregateLead), away: Math.max(0, -aggregateLead) };
    const r = new GoalDistribution(level, means.home * goals, means.away * goals).result();
    return r.home + r.draw * shootoutWinProbability(SHOOTOUT_START, rules.penalties);
  }
  return share;
}

/** The chance the home side wins (goes through), from the regulation-time distribution. */
export function overallHomeChance(
  decider: Decider,
  dist: GoalDistribution,
  means: ScorePair,
): number {
  const carry = decider.kind === 'extraTime' ? decider.carry : undefined;
  const ahead = dist.probability((home, away) => lead({ home, away }, carry) > 0);
  const level = dist.probability((home, away) => lead({ home, away }, carry) === 0);
  return ahead + level * deciderHomeChance(decider, means, { kind: 'extra', index: -1, left: 0 });
}
