import { describe, expect, it } from 'vitest';
import { chipLabel, chipTier, chipUnit, chipValues } from './chips.ts';

describe('the chip rack', () => {
  it('follows the currency’s smallest bet', () => {
    expect(chipValues(20)).toEqual([20, 100, 200, 500, 1_000, 2_000]);
    expect(chipValues(1_000)).toEqual([1_000, 5_000, 10_000, 25_000, 50_000, 100_000]);
    expect(chipValues(0)).toEqual([1, 5, 10, 25, 50, 100]);
  });

  it('takes one whole unit where the currency names no smallest bet', () => {
    expect(chipUnit(undefined, 2)).toBe(100);
    expect(chipUnit(20, 2)).toBe(20);
    expect(chipUnit(-1, 0)).toBe(1);
  });

  it('labels chips short', () => {
    expect([20, 100, 250, 100_000, 250_000, 150_000_000].map((v) => chipLabel(v, 2))).toEqual([
      '0.2',
      '1',
      '2.5',
      '1K',
      '2.5K',
      '1.5M',
    ]);
    expect(chipLabel(500, 0)).toBe('500');
  });

  it('draws a stake as the largest chip it reaches', () => {
    const rack = [100, 500, 1_000];
    expect([50, 100, 700, 5_000].map((stake) => chipTier(stake, rack))).toEqual([0, 0, 1, 2]);
  });
});
