import { afterEach, describe, expect, it, vi } from 'vitest';
import { runTablesInBackground, TABLE_LOOP_MAX_SLEEP_MS } from './table-loop.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the shared tables’ loop', () => {
  it('steps each table when its next step is due, only on the holder, and stops', async () => {
    vi.useFakeTimers();
    const steps: string[] = [];
    let holder = false;
    const tables = {
      advance: async (game: string) => {
        steps.push(game);
        return game === 'crash' ? 300 : 5_000;
      },
    };
    const log = { error: vi.fn() };
    const stop = runTablesInBackground(tables, () => holder, log);
    await vi.advanceTimersByTimeAsync(TABLE_LOOP_MAX_SLEEP_MS * 2);
    expect(steps).toEqual([]);

    holder = true;
    await vi.advanceTimersByTimeAsync(TABLE_LOOP_MAX_SLEEP_MS);
    const crashSteps = () => steps.filter((game) => game === 'crash').length;
    const wheelSteps = () => steps.filter((game) => game === 'live-roulette').length;
    expect([crashSteps(), wheelSteps()]).toEqual([1, 1]);
    // Crash's next step in 300 ms; the wheel's 5 s away is looked at again within a second.
    await vi.advanceTimersByTimeAsync(300);
    expect([crashSteps(), wheelSteps()]).toEqual([2, 1]);
    await vi.advanceTimersByTimeAsync(TABLE_LOOP_MAX_SLEEP_MS - 300);
    expect(wheelSteps()).toBe(2);

    await stop();
    const after = steps.length;
    await vi.advanceTimersByTimeAsync(TABLE_LOOP_MAX_SLEEP_MS * 3);
    expect(steps.length).toBe(after);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs a failed step and tries again', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const tables = {
      advance: async () => {
        calls += 1;
        throw new Error('database away');
      },
    };
    const log = { error: vi.fn() };
    const stop = runTablesInBackground(tables, () => true, log);
    await vi.advanceTimersByTimeAsync(TABLE_LOOP_MAX_SLEEP_MS * 2 + 10);
    expect(calls).toBe(6);
    expect(log.error).toHaveBeenCalledTimes(6);
    await stop();
  });
});
