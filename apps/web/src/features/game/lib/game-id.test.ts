import { describe, expect, it } from 'vitest';
import { gameIdOf } from './game-id.ts';

describe('the game id of an address', () => {
  it('is the positive whole number the address names', () => {
    expect(gameIdOf('172373932')).toBe(172373932);
  });

  it('is 0, no game, for anything else', () => {
    for (const param of [undefined, '', 'abc', '-4', '0', '1.5', '9007199254740993']) {
      expect(gameIdOf(param), String(param)).toBe(0);
    }
  });
});
