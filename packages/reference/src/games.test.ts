import { describe, expect, it } from 'vitest';
import {
  ANDROID_APP_TYPE,
  DEVICE_KINDS,
  EVENT_KINDS,
  GAME_CATEGORY,
  GAME_STATUS,
  isGameCategory,
  isGameStatus,
} from './games.ts';

describe('game tables', () => {
  it('keeps the spec ids', () => {
    expect(GAME_CATEGORY).toEqual({
      fifteen: 1,
      score: 2,
      football: 3,
      hockey: 4,
      cyberfootball: 6,
      free: 7,
      jackpot: 8,
      cybersport: 9,
      cricket: 11,
      basket: 12,
    });
    expect(GAME_STATUS).toEqual({
      BETS_ARE_BEING_ACCEPTED: 1,
      SETTLED: 2,
      BETS_ARE_NO_LONGER_ACCEPTED: 3,
      CANCELED: 4,
    });
    expect(EVENT_KINDS).toEqual(['line', 'live']);
    expect(DEVICE_KINDS).toHaveLength(4);
    expect(ANDROID_APP_TYPE).toEqual({ normal: 0, lite: 1, asia: 2 });
  });

  it('guards values', () => {
    expect(isGameStatus(4)).toBe(true);
    expect(isGameStatus(5)).toBe(false);
    expect(isGameStatus('1')).toBe(false);
    expect(isGameCategory(12)).toBe(true);
    expect(isGameCategory(5)).toBe(false);
  });
});
