import { describe, expect, it } from 'vitest';
import { DUEL_FIRST_ID, DUEL_LAST_ID, isDuelId } from '../feed/duels/duel-ids.ts';
import {
  CONTINUOUS_GAMES_HELD,
  continuousGameId,
  DUEL_ID_BLOCK,
  GAME_ID_LIMIT,
  subGameId,
} from './game-ids.ts';

describe('game ids and the duels’ range', () => {
  it('keeps a continuous block for the duels, which no champ can take', () => {
    expect(DUEL_ID_BLOCK).toBe(30);
    expect(() => continuousGameId(DUEL_ID_BLOCK, 0)).toThrow(/duels/);
    expect(continuousGameId(DUEL_ID_BLOCK - 1, CONTINUOUS_GAMES_HELD - 1)).toBe(DUEL_FIRST_ID - 1);
    expect(continuousGameId(DUEL_ID_BLOCK + 1, 0)).toBe(DUEL_LAST_ID + 1);
  });

  it('never builds a sub-game id in the duels’ range', () => {
    for (const gameId of [1, DUEL_FIRST_ID - 1, GAME_ID_LIMIT - 1]) {
      for (let index = 0; index <= 6; index += 1)
        expect(isDuelId(subGameId(gameId, index))).toBe(false);
    }
  });
});
