import { describe, expect, it } from 'vitest';
import { paycheckPollInterval, settledNow } from './paycheck-poll.ts';

describe('paycheckPollInterval', () => {
  it('asks every second for the first half minute, then every five seconds', () => {
    expect(paycheckPollInterval('pending', 0)).toBe(1_000);
    expect(paycheckPollInterval('pending', 29_999)).toBe(1_000);
    expect(paycheckPollInterval('pending', 30_000)).toBe(5_000);
    expect(paycheckPollInterval('pending', 600_000)).toBe(5_000);
  });

  it('stops once the payment is decided', () => {
    for (const status of ['success', 'failed', 'cancelled', 'refunded'] as const) {
      expect(paycheckPollInterval(status, 0)).toBe(false);
    }
  });
});

describe('settledNow', () => {
  it('is true for a decision seen: away from pending, first seen decided, or changed', () => {
    expect(settledNow('pending', 'success')).toBe(true);
    expect(settledNow('pending', 'failed')).toBe(true);
    expect(settledNow(undefined, 'success')).toBe(true);
    expect(settledNow('success', 'refunded')).toBe(true);
  });

  it('is false while pending and for the same decision read again', () => {
    expect(settledNow('pending', 'pending')).toBe(false);
    expect(settledNow(undefined, 'pending')).toBe(false);
    expect(settledNow('success', 'success')).toBe(false);
  });
});
