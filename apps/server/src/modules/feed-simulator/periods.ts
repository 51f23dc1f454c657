import type { LocalizedName } from '@arenabet/reference/localized';
import type { ClockView, Span, Step, Timeline } from './model.ts';
import { BREAK_TEXT, GAME_OVER_TEXT, type PeriodUnit, periodName } from './period-names.ts';

/** Where a game with fixed periods stands: in which period, in play or in the break after it. */
export interface PeriodPosition {
  /** 0-based index of the period being played, or just finished during a break. */
  index: number;
  inPlay: boolean;
  /** Seconds of play spent in that period so far (all of it once the game has ended). */
  played: number;
  ended: boolean;
}

export function periodPosition(timeline: Timeline, elapsed: number): PeriodPosition {
  const { periods } = timeline;
  if (elapsed >= timeline.duration) {
    const index = Math.max(0, periods.length - 1);
    const last = periods[index];
    return { index, inPlay: false, played: last ? last.end - last.start : 0, ended: true };
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

/** The timer `played` seconds of play into the period at `index`, and at its nominal end. */
function periodTimer(shape: ClockShape, span: Span | undefined, index: number) {
  if (span?.timer) {
    const { from, to, rate } = span.timer;
    return { at: (played: number) => from + played * rate, end: to };
  }
  const base = index * shape.periodClock;
  const scale = shape.periodClock / shape.periodPlay;
  return { at: (played: number) => base + played * scale, end: base + shape.periodClock };
}

/**
 * A running clock across periods: the 2nd half starts at 45:00. An overtime's clock comes
 * with its period (a hockey overtime runs from 60:00 to 65:00).
 */
export function periodClock(
  shape: ClockShape,
  timeline: Timeline,
  elapsed: number,
  step: Step,
): ClockView {
  const at = periodPosition(timeline, elapsed);
  const timer = periodTimer(shape, timeline.periods[at.index], at.index);
  if (at.ended)
    return { period: step.period, text: GAME_OVER_TEXT, timer: Math.round(timer.at(at.played)) };
  if (!at.inPlay) return { period: at.index + 1, text: shape.breakText, timer: timer.end };
  return {
    period: at.index + 1,
    text: periodName(shape.unit, at.index + 1),
    timer: Math.round(timer.at(at.played)),
  };
}

/**
 * Matches of sets, maps or rounds: the text is the current set. The timer is the match time,
 * or none for sports whose matches are not timed (a CS2 map is counted in rounds).
 */
export function matchClock(
  unit: PeriodUnit,
  timeline: Timeline,
  elapsed: number,
  step: Step,
  timed = true,
): ClockView {
  const at = periodPosition(timeline, elapsed);
  const timer = timed ? { timer: Math.round(Math.min(elapsed, timeline.duration)) } : {};
  if (at.ended) return { period: step.period, text: GAME_OVER_TEXT, ...timer };
  if (!at.inPlay) return { period: at.index + 1, text: BREAK_TEXT, ...timer };
  return { period: at.index + 1, text: periodName(unit, at.index + 1), ...timer };
}
