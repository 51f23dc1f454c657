import { FEED_SEARCH_MAX_LENGTH } from '@arenabet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSearchable, searchText } from './search-text.ts';

describe('searchText', () => {
  it('trims the ends and folds runs of spaces', () => {
    expect(searchText('  Real   Madrid ')).toBe('Real Madrid');
  });

  it('never sends more than the feed accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (typed) => {
        expect(searchText(typed).length).toBeLessThanOrEqual(FEED_SEARCH_MAX_LENGTH);
      }),
    );
  });
});

describe('isSearchable', () => {
  it('waits for two letters, counting letters rather than code units', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('R')).toBe(false);
    expect(isSearchable('Re')).toBe(true);
    expect(isSearchable('𝔸')).toBe(false);
  });
});
