import { describe, expect, it } from 'vitest';
import { formatClock, formatGameTime, formatPlayTime } from './statistics-time.ts';

// 2026-03-01 18:30 UTC
const AT = Date.UTC(2026, 2, 1, 18, 30) / 1000;

describe('game times', () => {
  it('shows the time in the frame time zone, fractional zones included', () => {
    expect(formatGameTime(AT, 'ru', 0)).toBe('01.03, 18:30');
    expect(formatGameTime(AT, 'ru', 3)).toBe('01.03, 21:30');
    expect(formatClock(AT, 'en', 5.5)).toBe('00:00');
    expect(formatClock(AT, 'en', -12)).toBe('06:30');
  });

  it('shows minutes of play', () => {
    expect(formatPlayTime(0)).toBe("0'");
    expect(formatPlayTime(61 * 60 + 59)).toBe("61'");
  });
});
