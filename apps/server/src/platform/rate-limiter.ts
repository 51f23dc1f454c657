import type { Clock } from './clock.ts';
import { AppError } from './http/errors.ts';

/**
 * A fixed-window counter per key, in this process. Enough for one instance; several instances
 * will share a counter store once the pub/sub engine arrives.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt; throws 429 with Retry-After seconds once the window is full. */
  hit(key: string): void {
    const now = this.clock.now().getTime();
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      if (this.windows.size > 100_000) this.windows.clear();
      this.windows.set(key, { startedAt: now, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > this.limit) {
      const retryAfter = Math.ceil((window.startedAt + this.windowMs - now) / 1000);
      throw new TooManyRequests(retryAfter);
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }
}

export class TooManyRequests extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_requests');
  }
}
