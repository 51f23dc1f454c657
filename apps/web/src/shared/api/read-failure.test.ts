import { describe, expect, it } from 'vitest';
import { errorFromAnswer, retryAfterOf } from './read-failure.ts';

describe('a 429 answer', () => {
  it('carries the wait the server asked for', () => {
    const error = errorFromAnswer(429, { success: false, message: 'too_many_requests' }, 30);
    expect([error.status, error.message, error.retryAfterSeconds]).toEqual([
      429,
      'too_many_requests',
      30,
    ]);
  });

  it('reads Retry-After seconds and ignores what it cannot read', () => {
    expect(retryAfterOf('120')).toBe(120);
    expect(retryAfterOf(null)).toBeUndefined();
    expect(retryAfterOf('Wed, 21 Oct 2015 07:28:00 GMT')).toBeUndefined();
  });
});
