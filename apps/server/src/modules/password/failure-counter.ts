import type { Clock } from '../../platform/clock.ts';

/**
 * Counts failures per key in a fixed window without refusing anything by itself: the caller
 * decides what a count means (ask for a captcha from 3 on). In this process, as RateLimiter.
 */
export class FailureCounter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  count(key: string): number {
    const window = this.windows.get(key);
    if (!window || this.clock.now().getTime() - window.startedAt >= this.windowMs) return 0;
    return window.count;
  }

  add(key: string): void {
    const count = this.count(key);
    const startedAt =
      count === 0 ? this.clock.now().getTime() : (this.windows.get(key)?.startedAt ?? 0);
    this.windows.set(key, { startedAt, count: count + 1 });
  }

  reset(key: string): void {
    this.windows.delete(key);
  }
}
