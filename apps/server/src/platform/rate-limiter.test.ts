import { TEST_INSTANT } from '@arenabet/domain/testing/test-instant';
import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.ts';
import { RateLimiter, TooManyRequests } from './rate-limiter.ts';

describe('a rate limiter', () => {
  it('lets `limit` attempts a window through per key, then refuses with the seconds left', () => {
    const clock = new ManualClock(TEST_INSTANT);
    const limiter = new RateLimiter(2, 60_000, clock);
    limiter.hit('a');
    limiter.hit('a');
    limiter.hit('b');
    clock.advance(15_000);
    const refusal = (() => {
      try {
        limiter.hit('a');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(TooManyRequests);
    expect((refusal as TooManyRequests).retryAfterSeconds).toBe(45);
    clock.advance(45_000);
    expect(() => limiter.hit('a')).not.toThrow();
  });

  it('starts a key again once reset', () => {
    const limiter = new RateLimiter(1, 60_000, new ManualClock(TEST_INSTANT));
    limiter.hit('a');
    expect(() => limiter.hit('a')).toThrow(TooManyRequests);
    limiter.reset('a');
    expect(() => limiter.hit('a')).not.toThrow();
  });
});
