import { SeededWords } from '@arenabet/domain/casino/chance';
import { keno } from '@arenabet/domain/casino/games/keno';
import { describe, expect, it, vi } from 'vitest';
import { quickPick } from './keno-picks.ts';

describe('quickPick', () => {
  it('marks distinct numbers the game takes', () => {
    const picks = quickPick(7, new SeededWords(42));
    expect(picks).toHaveLength(7);
    expect([...picks].sort((a, b) => a - b)).toEqual(picks);
    expect(keno.betProblem({ stake: 100, picks })).toBeUndefined();
  });

  it('keeps to 1-10 numbers', () => {
    expect(quickPick(0, new SeededWords(1))).toHaveLength(1);
    expect(quickPick(40, new SeededWords(1))).toHaveLength(10);
  });

  it('draws from the cryptographic source, never Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    expect(quickPick(5)).toHaveLength(5);
    expect(random).not.toHaveBeenCalled();
    random.mockRestore();
  });
});
