import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollReadiness } from './poll-readiness.ts';

afterEach(() => vi.useRealTimers());

describe('captcha readiness polling', () => {
  it('checks every 100 ms and gives up after 300 checks', async () => {
    vi.useFakeTimers();
    const ready = vi.fn(() => false);
    const result = pollReadiness(ready, { cancelled: false });
    await vi.advanceTimersByTimeAsync(299 * 100);
    expect(ready).toHaveBeenCalledTimes(300);
    await expect(result).resolves.toBe(false);
  });

  it('resolves as soon as the work is ready, and stops when cancelled', async () => {
    vi.useFakeTimers();
    let done = false;
    const result = pollReadiness(() => done, { cancelled: false });
    await vi.advanceTimersByTimeAsync(250);
    done = true;
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe(true);
    const signal = { cancelled: false };
    const cancelled = pollReadiness(() => false, signal);
    signal.cancelled = true;
    await vi.advanceTimersByTimeAsync(100);
    await expect(cancelled).resolves.toBe(false);
  });
});
