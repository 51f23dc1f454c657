import { describe, expect, it } from 'vitest';
import { MAX_LOCAL_RUN_SECONDS, timerNow, timeUntil } from './live-clock.ts';

describe('timerNow', () => {
  it('counts on from the timer the feed sent, in whole seconds', () => {
    expect(timerNow(600, 10_000, 10_999)).toBe(600);
    expect(timerNow(600, 10_000, 13_500)).toBe(603);
  });

  it('never runs backwards when the page clock is behind the receipt', () => {
    expect(timerNow(600, 10_000, 9_000)).toBe(600);
  });

  it('stops counting when the feed has been silent for long (an unannounced break)', () => {
    expect(timerNow(2700, 0, 10 * 60_000)).toBe(2700 + MAX_LOCAL_RUN_SECONDS);
  });
});

describe('timeUntil', () => {
  const now = 1_800_000_000;

  it('names the wait in its largest whole unit', () => {
    expect(timeUntil(now + 30, now)).toEqual({ value: 1, unit: 'minute' });
    expect(timeUntil(now + 25 * 60 + 59, now)).toEqual({ value: 25, unit: 'minute' });
    expect(timeUntil(now + 3 * 3600 + 1800, now)).toEqual({ value: 3, unit: 'hour' });
    expect(timeUntil(now + 2 * 86_400 + 5, now)).toEqual({ value: 2, unit: 'day' });
  });

  it('has nothing to say once the start has passed', () => {
    expect(timeUntil(now, now)).toBeUndefined();
    expect(timeUntil(now - 60, now)).toBeUndefined();
  });
});
