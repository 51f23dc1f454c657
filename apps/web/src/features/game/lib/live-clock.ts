/*
 * The feed sends a live game's timer only when the game changes; between pushes the page
 * counts on by itself, so the clock on screen never stands still for a quiet minute.
 */

/**
 * How far the page counts on by itself. A game in play sends a new timer at least every minute
 * or so; silence longer than this is a break the feed did not announce (half-time starts with
 * a timer like any other), and a clock running through it would be wrong by minutes.
 */
export const MAX_LOCAL_RUN_SECONDS = 90;

/** Seconds played now, counted on from the timer the feed sent at `receivedAt` (ms). */
export function timerNow(timerSeconds: number, receivedAt: number, now: number): number {
  const run = Math.floor((now - receivedAt) / 1000);
  return timerSeconds + Math.min(MAX_LOCAL_RUN_SECONDS, Math.max(0, run));
}

const MINUTE_S = 60;
const HOUR_S = 3_600;
const DAY_S = 86_400;

export interface TimeUntil {
  value: number;
  unit: 'minute' | 'hour' | 'day';
}

/**
 * How long until a start, in the largest whole unit a reader needs ("in 3 hours", "in 2
 * days"); under a minute counts as one minute. Undefined once the start has passed.
 */
export function timeUntil(startsAt: number, nowSeconds: number): TimeUntil | undefined {
  const left = startsAt - nowSeconds;
  if (left <= 0) return undefined;
  if (left < HOUR_S) return { value: Math.max(1, Math.floor(left / MINUTE_S)), unit: 'minute' };
  if (left < DAY_S) return { value: Math.floor(left / HOUR_S), unit: 'hour' };
  return { value: Math.floor(left / DAY_S), unit: 'day' };
}
