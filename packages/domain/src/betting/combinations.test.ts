import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combinationCount,
  combinationCountBig,
  combinations,
  elementarySymmetric,
  systemBetCount,
} from './combinations.ts';
import { bigProduct } from './test-arbitraries.ts';

describe('combinationCount', () => {
  it('knows the counts a coupon meets', () => {
    expect(combinationCount(3, 2)).toBe(3);
    expect(combinationCount(20, 10)).toBe(184_756);
    expect(combinationCount(50, 25)).toBe(126_410_606_437_752);
    expect(combinationCount(7, 0)).toBe(1);
    expect(combinationCount(7, 7)).toBe(1);
  });

  it('refuses impossible choices and counts past 2^53', () => {
    expect(() => combinationCount(3, 4)).toThrow(RangeError);
    expect(() => combinationCount(-1, 0)).toThrow(RangeError);
    expect(() => combinationCount(5, 1.5)).toThrow(RangeError);
    expect(() => combinationCount(100, 50)).toThrow(RangeError);
    expect(combinationCountBig(100, 50)).toBe(100891344545564193334812497256n);
  });

  it('adds up to 2^n over every k', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), (n) => {
        let sum = 0n;
        for (let k = 0; k <= n; k += 1) sum += combinationCountBig(n, k);
        expect(sum).toBe(2n ** BigInt(n));
      }),
    );
  });

  it('is the length of the enumeration', () => {
    const choice = fc
      .integer({ min: 0, max: 12 })
      .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n })));
    fc.assert(
      fc.property(choice, ([n, k]) => {
        const items = Array.from({ length: n }, (_, i) => i);
        expect(combinations(items, k)).toHaveLength(combinationCount(n, k));
      }),
    );
  });
});

describe('combinations', () => {
  it('lists subsets in lexicographic order of indices', () => {
    expect(combinations(['a', 'b', 'c'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
    expect(combinations(['a', 'b'], 0)).toEqual([[]]);
    expect(combinations([], 0)).toEqual([[]]);
    expect(() => combinations(['a'], 2)).toThrow(RangeError);
  });

  it('gives distinct increasing index tuples, each after the one before', () => {
    const choice = fc
      .integer({ min: 1, max: 10 })
      .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 1, max: n })));
    fc.assert(
      fc.property(choice, ([n, k]) => {
        const tuples = combinations(
          Array.from({ length: n }, (_, i) => i),
          k,
        );
        const texts = tuples.map((tuple) => tuple.map((i) => String(i).padStart(2, '0')).join());
        expect(new Set(texts).size).toBe(tuples.length);
        expect([...texts].sort()).toEqual(texts);
        for (const tuple of tuples) expect([...tuple].sort((a, b) => a - b)).toEqual(tuple);
      }),
    );
  });
});

describe('systemBetCount', () => {
  it('counts the expresses of a valid system only', () => {
    expect(systemBetCount(3, 2)).toBe(3);
    expect(systemBetCount(20, 10)).toBe(184_756);
    expect(() => systemBetCount(3, 3)).toThrow(RangeError);
    expect(() => systemBetCount(2, 1)).toThrow(RangeError);
  });
});

describe('elementarySymmetric', () => {
  it('equals the sum of products over every subset, by enumeration', () => {
    const values = fc.array(fc.bigInt({ min: 0n, max: 2_000_000n }), { maxLength: 8 });
    const input = values.chain((list) =>
      fc.tuple(fc.constant(list), fc.integer({ min: 0, max: list.length })),
    );
    fc.assert(
      fc.property(input, ([list, k]) => {
        const brute = combinations(list, k).reduce((sum, combo) => sum + bigProduct(combo), 0n);
        expect(elementarySymmetric(list, k)).toBe(brute);
      }),
    );
  });

  it('knows small cases', () => {
    expect(elementarySymmetric([2n, 3n, 5n], 2)).toBe(6n + 10n + 15n);
    expect(elementarySymmetric([2n, 3n, 5n], 0)).toBe(1n);
    expect(elementarySymmetric([2n, 3n, 5n], 3)).toBe(30n);
    expect(() => elementarySymmetric([2n], 2)).toThrow(RangeError);
  });
});
