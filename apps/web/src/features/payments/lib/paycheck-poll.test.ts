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
  it('is true only for the change away from pending', () => {
    expect(settledNow('pending', 'success')).toBe(true);
    expect(settledNow('pending', 'failed')).toBe(true);
    expect(settledNow('pending', 'pending')).toBe(false);
    expect(settledNow(undefined, 'success')).toBe(false);
    expect(settledNow('success', 'refunded')).toBe(false);
  });
});
