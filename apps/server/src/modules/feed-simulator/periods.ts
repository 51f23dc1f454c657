import type { LocalizedName } from '@arenabet/reference/localized';
import type { ClockView, Step, Timeline } from './model.ts';
import { BREAK_TEXT, GAME_OVER_TEXT, type PeriodUnit, periodName } from './period-names.ts';

/** Where a game with fixed periods stands: in which period, in play or in the break after it. */
export interface PeriodPosition {
  /** 0-based index of the period being played, or just finished during a break. */
  index: number;
  inPlay: boolean;
  /** Seconds of play spent in that period so far. */
  played: number;
  ended: boolean;
}

export function periodPosition(timeline: Timeline, elapsed: number): PeriodPosition {
  const { periods } = timeline;
  if (elapsed >= timeline.duration) {
    return { index: Math.max(0, periods.length - 1), inPlay: false, played: 0, ended: true };
  }
  for (let i = periods.length - 1; i >= 0; i -= 1) {
    const span = periods[i];
    if (span && elapsed >= span.start) {
      return {
        index: i,
        inPlay: elapsed < span.end,
        played: Math.min(elapsed, span.end) - span.start,
        ended: false,
      };
    }
  }
  return { index: 0, inPlay: true, played: 0, ended: false };
}

export interface ClockShape {
  unit: PeriodUnit;
  /** Seconds of play a period lasts (before any stoppage time). */
  periodPlay: number;
  /** What the timer shows for a whole period (a 12-minute quarter played in 28 minutes). */
  periodClock: number;
  breakText: LocalizedName;
}

/** A running clock across periods: 2nd half starts at 45:00. */
export function periodClock(
  shape: ClockShape,
  timeline: Timeline,
  elapsed: number,
  step: Step,
): ClockView {
  const at = periodPosition(timeline, elapsed);
  const scale = shape.periodClock / shape.periodPlay;
  const base = at.index * shape.periodClock;
  if (at.ended)
    return {
      period: step.period,
      text: GAME_OVER_TEXT,
      timer: Math.round(base + at.played * scale),
    };
  if (!at.inPlay)
    return {
      period: at.index + 1,
      text: shape.breakText,
      timer: (at.index + 1) * shape.periodClock,
    };
  return {
    period: at.index + 1,
    text: periodName(shape.unit, at.index + 1),
    timer: Math.round(base + at.played * scale),
  };
}

/** Matches of sets, maps or rounds: the timer is the match time, the text the current set. */
export function matchClock(
  unit: PeriodUnit,
  timeline: Timeline,
  elapsed: number,
  step: Step,
): ClockView {
  const at = periodPosition(timeline, elapsed);
  const timer = Math.round(Math.min(elapsed, timeline.duration));
  if (at.ended) return { period: step.period, text: GAME_OVER_TEXT, timer };
  if (!at.inPlay) return { period: at.index + 1, text: BREAK_TEXT, timer };
  return { period: at.index + 1, text: periodName(unit, at.index + 1), timer };
}
