import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPinnedGames,
  MAX_PINNED_GAMES,
  parsePinnedGames,
  withGame,
  withoutGame,
} from './pinned-games.ts';

describe('parsePinnedGames', () => {
  it('reads ids, drops what is not an id and repeats, keeps at most four', () => {
    expect(parsePinnedGames('12, 34,abc,-5,0,12,1.5,56,78,90')).toEqual([12, 34, 56, 78]);
    expect(parsePinnedGames(null)).toEqual([]);
    expect(parsePinnedGames('')).toEqual([]);
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1e9 }), { maxLength: MAX_PINNED_GAMES }),
        (ids) => {
          expect(parsePinnedGames(formatPinnedGames(ids))).toEqual(ids);
        },
      ),
    );
  });
});

describe('withGame / withoutGame', () => {
  it('adds at the end, once, and not past four', () => {
    expect(withGame([1, 2], 3)).toEqual([1, 2, 3]);
    expect(withGame([1, 2], 2)).toEqual([1, 2]);
    expect(withGame([1, 2, 3, 4], 5)).toEqual([1, 2, 3, 4]);
  });

  it('removes only the game asked', () => {
    expect(withoutGame([1, 2, 3], 2)).toEqual([1, 3]);
    expect(withoutGame([1, 3], 2)).toEqual([1, 3]);
  });
});
