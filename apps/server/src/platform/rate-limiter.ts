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
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one attempt; throws 429 with Retry-After seconds once the window is full. */
  hit(key: string): void {
    const now = this.clock.now().getTime();
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      if (this.windows.size >= this.maxKeys) this.dropExpired(now);
      this.windows.set(key, { startedAt: now, count: 1 });
      return;
    }
    window.count += 1;
    if (window.count > this.limit) {
      throw new TooManyRequests(Math.ceil((window.startedAt + this.windowMs - now) / 1000));
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Only finished windows go: a flood of new keys must not lift a running lockout. */
  private dropExpired(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
  }
}

export class TooManyRequests extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_requests');
  }
}
