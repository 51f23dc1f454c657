import { describe, expect, it } from 'vitest';
import { MicroBatch } from './micro-batch.ts';

describe('MicroBatch', () => {
  it('runs a lone call by itself and calls made meanwhile together', async () => {
    const batches: number[][] = [];
    const batch = new MicroBatch(async (items: readonly number[]) => {
      batches.push([...items]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return items.map((n) => n * 10);
    }, 3);

    const first = batch.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [2, 3, 4, 5, 6].map((n) => batch.submit(n));

    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40, 50, 60]);
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it('fails only the item at fault: a failed batch runs again one item at a time', async () => {
    const batch = new MicroBatch(async (items: readonly number[]) => {
      if (items.includes(13)) throw new Error('unlucky');
      return items.map((n) => n + 1);
    }, 10);

    const answers = await Promise.allSettled([12, 13, 14].map((n) => batch.submit(n)));

    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : 'failed'))).toEqual([
      13,
      'failed',
      15,
    ]);
  });

  it('refuses an answer that does not fit the batch', async () => {
    const batch = new MicroBatch(async (): Promise<number[]> => [], 10);
    const answers = await Promise.allSettled([batch.submit(1), batch.submit(2)]);
    expect(answers.map((a) => a.status)).toEqual(['rejected', 'rejected']);
  });
});
