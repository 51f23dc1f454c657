import { decodeGame } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { outcome, wireGame } from '../../../shared/feed/feed-test-kit.ts';
import { EXPRESS_DAY_LEGS, expressOfTheDay, favouriteOf } from './express-day.ts';

function game(id: number, champ: number, odds: [number, number, number], priority = 0) {
  const wire = wireGame(id, {
    LI: champ,
    L: `Champ ${champ}`,
    R: priority,
    E: [outcome(1, 1, odds[0]), outcome(1, 2, odds[1]), outcome(1, 3, odds[2])],
  });
  return decodeGame(wire);
}

describe('the express of the day', () => {
  it('takes the favourite of a game only when it is a clear one', () => {
    expect(favouriteOf(game(1, 1, [1.5, 4, 6]))?.type).toBe(1);
    expect(favouriteOf(game(2, 1, [6, 4, 1.6]))?.type).toBe(3);
    expect(favouriteOf(game(3, 1, [2.6, 3.1, 2.7]))).toBeUndefined();
    expect(favouriteOf(game(4, 1, [1.05, 12, 30]))).toBeUndefined();
  });

  it('picks one leg per champ from the most prominent games and multiplies the odds', () => {
    const games = [
      game(1, 1, [1.5, 4, 6], 10),
      game(2, 1, [1.4, 4, 7], 9),
      game(3, 2, [1.8, 3.5, 4], 8),
      game(4, 3, [2.6, 3.1, 2.7], 7),
      game(5, 4, [5, 4, 1.6], 6),
      game(6, 5, [1.9, 3.4, 4], 5),
      game(7, 6, [1.3, 5, 9], 1),
    ];
    const express = expressOfTheDay(games);
    expect(express?.legs.map((leg) => leg.game.id)).toEqual([1, 3, 5, 6]);
    expect(express?.totalOdds).toBe(Math.round(1.5 * 1.8 * 1.6 * 1.9 * 1000) / 1000);
  });

  it('suggests nothing when the day has too few favourites', () => {
    const games = Array.from({ length: EXPRESS_DAY_LEGS - 1 }, (_, i) => game(i, i, [1.5, 4, 6]));
    expect(expressOfTheDay(games)).toBeUndefined();
  });
});
