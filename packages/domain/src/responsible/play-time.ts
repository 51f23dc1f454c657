import type { LimitWindow } from './limits.ts';

/*
 * Session-time limits count minutes of play: the time the player was signed in and active.
 * Two devices at once are one player's time, not two: the spans are merged before they are
 * counted, so an hour on a phone beside the same hour on a laptop is one hour.
 */

/** A stretch of a signed-in session, from its start to its last sign of activity. */
export interface PlaySpan {
  from: Date;
  to: Date;
}

/** The spans' union as whole milliseconds within the window. */
export function playMsWithin(spans: readonly PlaySpan[], window: LimitWindow): number {
  const clipped = spans
    .map((span) => ({
      from: Math.max(span.from.getTime(), window.startsAt.getTime()),
      to: Math.min(span.to.getTime(), window.resetsAt.getTime()),
    }))
    .filter((span) => span.to > span.from)
    .sort((a, b) => a.from - b.from);
  let total = 0;
  let reached = Number.NEGATIVE_INFINITY;
  for (const span of clipped) {
    const from = Math.max(span.from, reached);
    if (span.to > from) total += span.to - from;
    reached = Math.max(reached, span.to);
  }
  return total;
}

/** Whole minutes of play within the window: a minute begun is not yet a minute used. */
export function playMinutesWithin(spans: readonly PlaySpan[], window: LimitWindow): number {
  return Math.floor(playMsWithin(spans, window) / 60_000);
}
