import { describe, expect, it } from 'vitest';
import type { PlaySession } from '../api/limits.ts';
import { sessionElapsedMs, untilNextCheck } from './play-session.ts';

const session = (overrides: Partial<PlaySession> = {}): PlaySession => ({
  startedAt: '2031-05-06T10:00:00.000Z',
  at: '2031-05-06T10:10:00.000Z',
  elapsedSeconds: 600,
  staked: '3.00',
  returned: '1.00',
  net: '-2.00',
  currency: 'EUR',
  realityCheckMinutes: 15,
  nextCheckAt: '2031-05-06T10:15:00.000Z',
  // The browser's clock, an hour and more off the server's: only its steps count.
  readAt: 1_000_000,
  ...overrides,
});

describe('the session counted on in the browser', () => {
  it('waits for the next check on the server’s clock, not the browser’s', () => {
    expect(untilNextCheck(session(), 1_000_000)).toBe(5 * 60_000);
    expect(untilNextCheck(session(), 1_000_000 + 4 * 60_000)).toBe(60_000);
    expect(untilNextCheck(session(), 1_000_000 + 9 * 60_000)).toBe(0);
    expect(untilNextCheck(session({ nextCheckAt: null }), 1_000_000)).toBeNull();
  });

  it('counts the session’s time on from its reading', () => {
    expect(sessionElapsedMs(session(), 1_000_000)).toBe(600_000);
    expect(sessionElapsedMs(session(), 1_030_000)).toBe(630_000);
    // A browser clock stepped back does not take time off the session.
    expect(sessionElapsedMs(session(), 900_000)).toBe(600_000);
  });
});
