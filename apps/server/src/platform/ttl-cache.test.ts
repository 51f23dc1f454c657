import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.ts';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('keeps a value for its time to live', async () => {
    const clock = new ManualClock();
    const cache = new TtlCache<number>(1_000, clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    clock.advance(1_001);
    expect(await cache.getOrLoad('k', load)).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<number>(1_000, new ManualClock());
    let loads = 0;
    const load = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return ++loads;
    };
    const values = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('k', load)));
    expect(values).toEqual([1, 1, 1]);
  });

  it('does not store a value loaded before a clear', async () => {
    const cache = new TtlCache<string>(60_000, new ManualClock());
    let release: (value: string) => void = () => {};
    const slow = cache.getOrLoad('k', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.getOrLoad('k', async () => 'new')).toBe('new');
  });
});
