import { LIVE_INFO_KEY } from '@arenabet/contracts';
import type { LocalizedName } from '@arenabet/reference/localized';
import type { MatchFormat, ScorePair, Step, Timeline } from './model.ts';
import {
  BREAK_TEXT,
  EXTRA_TIME_HALF_TEXTS,
  OVERTIME_TEXT,
  overtimeText,
  PENALTIES_TEXT,
  SHOOTOUT_TEXT,
} from './period-names.ts';
import { periodPosition } from './periods.ts';
import type { Rng } from './random.ts';
import { playShootout, type ShootoutRules } from './shootout.ts';
import type { TimelineBuilder } from './timeline.ts';

/*
 * How a goal sport decides a game still level after regulation time. Ice hockey always plays
 * on: in the regular season a 3-on-3 sudden-death overtime of five minutes, then a shoot-out
 * whose winner is credited one goal (as the NHL and the KHL record it); in the playoffs
 * 20-minute sudden-death overtimes until a goal. Football plays on only when the game must have
 * a winner (a knockout): 2x15 minutes of extra time when level on aggregate, then penalties,
 * which are not part of the score. Goals in overtime come at the match's own rates, scaled.
 */

export interface OvertimePeriod {
  /** Seconds of play and what the timer shows for the whole period. */
  play: number;
  clock: number;
  /** Share of a match's expected goals expected in one such period (3-on-3 scores faster). */
  goalShare: number;
  /** Seconds of play before it starts. */
  breakPlay: number;
}

export interface HockeyOvertime {
  /** The regular season's 3-on-3 overtime. */
  regular: OvertimePeriod;
  /** A playoff overtime, played 5-on-5 like a regulation period. */
  playoff: OvertimePeriod;
  /** Seconds of play between the overtime and the shoot-out. */
  shootoutBreak: number;
  shootout: ShootoutRules;
}

export interface ExtraTime {
  half: OvertimePeriod;
  halfBreak: number;
  /** Most stoppage time added to a half of extra time. */
  stoppage: number;
  penaltiesBreak: number;
  penalties: ShootoutRules;
}

export type Decider =
  | { kind: 'none' }
  | { kind: 'overtime'; rules: HockeyOvertime; playoff: boolean }
  | { kind: 'extraTime'; rules: ExtraTime; carry: ScorePair };

/**
 * Playoff overtimes played before the next goal is made certain: a game must end within the
 * simulator's longest game (six hours of play). Four 20-minute overtimes go without a goal
 * about once in a thousand games.
 */
const MOST_PLAYOFF_OVERTIMES = 4;

export function deciderOf(
  sport: { overtime?: HockeyOvertime; extraTime?: ExtraTime },
  format: MatchFormat,
): Decider {
  if (sport.overtime)
    return { kind: 'overtime', rules: sport.overtime, playoff: format.mustWin === true };
  if (sport.extraTime && format.mustWin)
    return {
      kind: 'extraTime',
      rules: sport.extraTime,
      carry: format.carry ?? { home: 0, away: 0 },
    };
  return { kind: 'none' };
}

/** What the rest of the game needs from the goal model while it plays a decider. */
export interface DeciderPlay {
  builder: TimelineBuilder;
  rng: Rng;
  means: ScorePair;
  /** The regulation periods, and the timer at their end (60:00, 90:00). */
  periods: number;
  clock: number;
  /** Plays goals and cards over a stretch of play, at `share` of the match's rates. */
  playStretch(start: number, length: number, share: number): void;
}

/** The home side's lead, on aggregate when goals are carried from a first leg. */
export function lead(score: ScorePair, carry: ScorePair = { home: 0, away: 0 }): number {
  return score.home + carry.home - (score.away + carry.away);
}

function sideOf(difference: number): 0 | 1 | 2 {
  return difference === 0 ? 0 : difference > 0 ? 1 : 2;
}

/** A sudden-death period from `at`: the first goal ends it. Returns when it ended. */
function suddenDeath(
  play: DeciderPlay,
  period: OvertimePeriod,
  at: number,
  number: number,
  from: number,
  certain: boolean,
): { end: number; scored: boolean } {
  const { builder, rng, means } = play;
  builder.startPeriod(at, number, {
    from,
    to: from + period.clock,
    rate: period.clock / period.play,
  });
  const rate = ((means.home + means.away) * period.goalShare) / period.play;
  const wait = certain ? rng.range(1, period.play - 1) : -Math.log(1 - rng.next()) / rate;
  if (wait >= period.play) {
    builder.endPeriod(at + period.play);
    return { end: at + period.play, scored: false };
  }
  const goalAt = at + Math.max(1, Math.round(wait));
  const side = rng.chance(means.home / (means.home + means.away)) ? 1 : 2;
  builder.lock(goalAt, 8, 35);
  builder.addScore(goalAt, side, 1);
  builder.event(goalAt, 'goal', side);
  builder.endPeriod(goalAt);
  return { end: goalAt, scored: true };
}

function playHockey(play: DeciderPlay, rules: HockeyOvertime, playoff: boolean, start: number) {
  const { builder, periods, clock } = play;
  let at = start;
  if (playoff) {
    for (let n = 1; ; n += 1) {
      at += rules.playoff.breakPlay;
      const from = clock + (n - 1) * rules.playoff.clock;
      const certain = n >= MOST_PLAYOFF_OVERTIMES;
      const overtime = suddenDeath(play, rules.playoff, at, periods + n, from, certain);
      at = overtime.end;
      if (overtime.scored) return { at, winner: sideOf(lead(builder.current)) };
    }
  }
  at += rules.regular.breakPlay;
  const overtime = suddenDeath(play, rules.regular, at, periods + 1, clock, false);
  if (overtime.scored) return { at: overtime.end, winner: sideOf(lead(builder.current)) };
  at = overtime.end + rules.shootoutBreak;
  const standing = clock + rules.regular.clock;
  builder.startPeriod(at, periods + 2, { from: standing, to: standing, rate: 0 });
  const shootout = playShootout(builder, play.rng, rules.shootout, at, LIVE_INFO_KEY.shootout);
  builder.addScore(shootout.at, shootout.winner, 1);
  builder.endPeriod(shootout.at);
  return shootout;
}

function playExtraTime(play: DeciderPlay, rules: ExtraTime, carry: ScorePair, start: number) {
  const { builder, rng, periods, clock } = play;
  let at = start + rules.half.breakPlay;
  for (let half = 1; half <= 2; half += 1) {
    const from = clock + (half - 1) * rules.half.clock;
    const rate = rules.half.clock / rules.half.play;
    builder.startPeriod(at, periods + half, { from, to: from + rules.half.clock, rate });
    const length = rules.half.play + rng.int(0, rules.stoppage);
    play.playStretch(at, length, rules.half.goalShare);
    builder.endPeriod(at + length);
    at += length + (half === 1 ? rules.halfBreak : 0);
  }
  const after = lead(builder.current, carry);
  if (after !== 0) return { at, winner: sideOf(after) };
  return playShootout(
    builder,
    rng,
    rules.penalties,
    at + rules.penaltiesBreak,
    LIVE_INFO_KEY.penalties,
  );
}

/**
 * Plays what follows regulation time, if anything, from `end`: returns when the game ends and
 * who won (who went through, for a second leg).
 */
export function playDecider(decider: Decider, play: DeciderPlay, end: number) {
  const carry = decider.kind === 'extraTime' ? decider.carry : undefined;
  const after = lead(play.builder.current, carry);
  if (decider.kind === 'none' || after !== 0) return { at: end, winner: sideOf(after) };
  if (decider.kind === 'overtime') return playHockey(play, decider.rules, decider.playoff, end);
  return playExtraTime(play, decider.rules, decider.carry, end);
}

/** The period text past regulation time, or in the break before it; undefined otherwise. */
export function extraPeriodText(
  sport: { periods: number; extraTime?: ExtraTime },
  timeline: Timeline,
  elapsed: number,
  step: Step,
): LocalizedName | undefined {
  const info = step.info ?? [];
  if (info.some((i) => i.key === LIVE_INFO_KEY.penalties)) return PENALTIES_TEXT;
  if (info.some((i) => i.key === LIVE_INFO_KEY.shootout)) return SHOOTOUT_TEXT;
  const at = periodPosition(timeline, elapsed);
  // After the last period of regulation it is no longer half-time.
  if (!at.inPlay) return at.index >= sport.periods - 1 ? BREAK_TEXT : undefined;
  const extra = at.index - sport.periods;
  if (extra < 0) return undefined;
  if (sport.extraTime) return EXTRA_TIME_HALF_TEXTS[extra] ?? OVERTIME_TEXT;
  return overtimeText(extra + 1);
}
