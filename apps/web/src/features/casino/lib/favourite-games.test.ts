import { describe, expect, it } from 'vitest';
import { storedGameIds, toggledGames } from './favourite-games.ts';

describe('the casino favourites kept in the browser', () => {
  it('read back only distinct whole ids', () => {
    expect(storedGameIds({ games: [1001, '1002', 1001, -3, 1.5, 1004] })).toEqual([1001, 1004]);
    expect(storedGameIds(null)).toEqual([]);
    expect(storedGameIds({ games: 'all' })).toEqual([]);
  });

  it('star a game to the front and unstar it', () => {
    expect(toggledGames([1001], 1003)).toEqual([1003, 1001]);
    expect(toggledGames([1003, 1001], 1003)).toEqual([1001]);
  });
});
