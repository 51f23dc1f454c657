import { describe, expect, it } from 'vitest';
import { AURORA_RETURN, AURORA_SEGMENTS, auroraWin } from './aurora-wheel.ts';

describe('Aurora Wheel', () => {
  it('returns exactly 96 % over its 25 segments, and pays at most 4 times the stake', () => {
    expect(AURORA_SEGMENTS).toHaveLength(25);
    expect(AURORA_RETURN).toBe(0.96);
    expect(Math.max(...AURORA_SEGMENTS)).toBe(40);
  });

  it('pays a stake times the segment, rounded down to the minor unit', () => {
    expect(auroraWin(100, 1)).toBe(150);
    expect(auroraWin(3, 1)).toBe(4);
    expect(auroraWin(100, 0)).toBe(0);
  });
});
