import { describe, expect, it } from 'vitest';
import { CoalescingRounds } from './coalescing-rounds.ts';

describe('CoalescingRounds', () => {
  it('takes the keys added during a round in one next round, and survives a failed round', async () => {
    const rounds: number[][] = [];
    const errors: unknown[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((done) => {
      release = done;
    });
    const work = new CoalescingRounds<number>(
      async (keys) => {
        rounds.push(keys);
        if (rounds.length === 1) await gate;
        if (keys.includes(9)) throw new Error('round failed');
      },
      (error) => errors.push(error),
    );
    work.add([1]);
    work.add([2, 3]);
    work.add([3, 9]);
    release();
    await work.idle();
    expect(rounds).toEqual([[1], [2, 3, 9]]);
    expect(errors).toHaveLength(1);
    work.add([4]);
    await work.idle();
    expect(rounds.at(-1)).toEqual([4]);
  });
});
