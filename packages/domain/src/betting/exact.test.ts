import { describe, expect, it } from 'vitest';
import {
  assertNonNegativeSafeInteger,
  floorDiv,
  minorUnitsOf,
  productOf,
  safeNumberOf,
  saturatedMinorUnits,
} from './exact.ts';

describe('exact helpers', () => {
  it('divides down and refuses signs it does not handle', () => {
    expect(floorDiv(7n, 2n)).toBe(3n);
    expect(floorDiv(0n, 5n)).toBe(0n);
    expect(() => floorDiv(-7n, 2n)).toThrow(RangeError);
    expect(() => floorDiv(7n, 0n)).toThrow(RangeError);
  });

  it('multiplies past 2^53 without rounding', () => {
    expect(productOf([2n ** 40n, 2n ** 40n, 3n])).toBe(3n * 2n ** 80n);
    expect(productOf([])).toBe(1n);
  });

  it('refuses unsafe amounts unless asked to saturate', () => {
    const max = BigInt(Number.MAX_SAFE_INTEGER);
    expect(minorUnitsOf(max)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => minorUnitsOf(max + 1n)).toThrow(RangeError);
    expect(() => safeNumberOf(-max - 1n)).toThrow(RangeError);
    expect(saturatedMinorUnits(max * 10n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(saturatedMinorUnits(12n)).toBe(12);
  });

  it('checks counts', () => {
    expect(() => assertNonNegativeSafeInteger(-1, 'n')).toThrow('n must be');
    expect(() => assertNonNegativeSafeInteger(1.5, 'n')).toThrow(RangeError);
    expect(() => assertNonNegativeSafeInteger(3, 'n')).not.toThrow();
  });
});
