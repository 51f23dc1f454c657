import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatUntilStopped } from './repeat.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('repeatUntilStopped', () => {
  it('runs a tick an interval after the last ended, goes on after a failure, and stops', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let ticks = 0;
    const stop = repeatUntilStopped(
      async () => {
        ticks++;
        if (ticks === 2) throw new Error('tick 2 failed');
      },
      1_000,
      (error) => errors.push(error),
    );
    expect(ticks).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ticks).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(ticks).toBe(3);
    expect(errors).toEqual([new Error('tick 2 failed')]);
    await stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ticks).toBe(3);
  });

  it('waits, when stopped, for the tick that is running', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    let finished = false;
    const stop = repeatUntilStopped(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            finished = true;
            resolve();
          };
        }),
      100,
      () => {},
    );
    await vi.advanceTimersByTimeAsync(100);
    let stopDone = false;
    const stopped = stop().then(() => {
      stopDone = true;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stopDone).toBe(false);
    finish();
    await stopped;
    expect(finished).toBe(true);
  });
});
