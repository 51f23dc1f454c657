import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagingLimit } from './paging.ts';

describe('pagingLimit', () => {
  it('is 50 times the page number', () => {
    expect(pagingLimit(1)).toBe(50);
    expect(pagingLimit(4)).toBe(200);
  });

  it('refuses pages that are not positive integers', () => {
    for (const page of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => pagingLimit(page)).toThrow(RangeError);
    }
  });

  it('grows by 50 with each page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (page) => {
        expect(pagingLimit(page + 1) - pagingLimit(page)).toBe(50);
      }),
    );
  });
});
