import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEST_INSTANT } from '../testing/test-instant.ts';
import { playMinutesWithin, playMsWithin } from './play-time.ts';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(TEST_INSTANT.getTime() + minutes * MINUTE);
const span = (from: number, to: number) => ({ from: at(from), to: at(to) });
const window = { startsAt: at(0), resetsAt: at(24 * 60) };

describe('minutes of play', () => {
  it('counts two devices at once as one player’s time', () => {
    expect(playMinutesWithin([span(10, 70), span(40, 100)], window)).toBe(90);
    expect(playMinutesWithin([span(10, 20), span(30, 40)], window)).toBe(20);
    expect(playMinutesWithin([span(10, 100), span(20, 30)], window)).toBe(90);
  });

  it('counts only what falls in the window', () => {
    expect(playMinutesWithin([span(-30, 15)], window)).toBe(15);
    expect(playMinutesWithin([span(24 * 60 - 5, 24 * 60 + 50)], window)).toBe(5);
    expect(playMinutesWithin([span(-60, -1)], window)).toBe(0);
  });

  it('does not count a minute begun as a minute used', () => {
    expect(playMinutesWithin([{ from: at(0), to: new Date(at(1).getTime() - 1) }], window)).toBe(0);
  });

  it('is never more than the sum of the spans nor less than the longest', () => {
    const spanArb = fc
      .tuple(fc.integer({ min: -100, max: 1_500 }), fc.integer({ min: 0, max: 300 }))
      .map(([from, length]) => span(from, from + length));
    fc.assert(
      fc.property(fc.array(spanArb, { maxLength: 8 }), (spans) => {
        const total = playMsWithin(spans, window);
        const parts = spans.map((part) => playMsWithin([part], window));
        expect(total).toBeLessThanOrEqual(parts.reduce((sum, part) => sum + part, 0));
        expect(total).toBeGreaterThanOrEqual(Math.max(0, ...parts));
        expect(playMsWithin([...spans].reverse(), window)).toBe(total);
      }),
    );
  });
});
