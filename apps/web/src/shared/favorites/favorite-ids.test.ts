import { describe, expect, it } from 'vitest';
import { applyFavorite, sanitizeIds, storedIds, withFavorite } from './favorite-ids.ts';

describe('withFavorite', () => {
  it('puts a starred id first, once', () => {
    expect(withFavorite([3, 2], 5, true, 10)).toEqual([5, 3, 2]);
    expect(withFavorite([3, 5, 2], 5, true, 10)).toEqual([5, 3, 2]);
  });

  it('drops an unstarred id and ignores one not there', () => {
    expect(withFavorite([3, 5, 2], 5, false, 10)).toEqual([3, 2]);
    expect(withFavorite([3, 2], 9, false, 10)).toEqual([3, 2]);
  });

  it('lets the oldest go past the cap', () => {
    expect(withFavorite([3, 2, 1], 4, true, 3)).toEqual([4, 3, 2]);
  });
});

describe('applyFavorite', () => {
  it('changes only the list of the kind', () => {
    const before = { gameIds: [1], champIds: [7] };
    expect(applyFavorite(before, 'champs', 8, true, 10)).toEqual({
      gameIds: [1],
      champIds: [8, 7],
    });
    expect(applyFavorite(before, 'games', 1, false, 10)).toEqual({ gameIds: [], champIds: [7] });
  });
});

describe('sanitizeIds', () => {
  it('keeps positive whole ids a database column holds, once each, up to the cap', () => {
    expect(sanitizeIds([4, 4, -1, 0, 1.5, '3', null, 2_147_483_648, 9], 10)).toEqual([4, 9]);
    expect(sanitizeIds([1, 2, 3], 2)).toEqual([1, 2]);
  });

  it('reads anything that is not a list as empty', () => {
    expect(sanitizeIds({ games: [1] }, 10)).toEqual([]);
    expect(sanitizeIds(undefined, 10)).toEqual([]);
  });
});

describe('storedIds', () => {
  it('reads one field of a stored value, and nothing from what is not an object', () => {
    expect(storedIds({ games: [2, 2, 'x'] }, 'games', 10)).toEqual([2]);
    expect(storedIds('[1]', 'games', 10)).toEqual([]);
    expect(storedIds(null, 'games', 10)).toEqual([]);
  });
});
