import { PAYMENT_DIRECTIONS, PAYMENT_STATUSES } from '@arenabet/contracts/payments';
import { describe, expect, it } from 'vitest';
import { outcomeKey, STATUS_KEY, STATUS_TONE } from './payment-texts.ts';

describe('payment texts', () => {
  it('name every status with its own key and tone', () => {
    for (const status of PAYMENT_STATUSES) {
      expect(STATUS_KEY[status]).toBe(`payment_status_${status}`);
      expect(STATUS_TONE[status]).toBeDefined();
    }
  });

  it('tell what happened to the money for every direction and status', () => {
    for (const direction of PAYMENT_DIRECTIONS) {
      for (const status of PAYMENT_STATUSES) {
        expect(outcomeKey(direction, status)).toMatch(/^payment_paycheck_/);
      }
    }
    expect(outcomeKey('withdrawal', 'cancelled')).toBe('payment_paycheck_withdrawal_returned');
    expect(outcomeKey('withdrawal', 'rejected')).toBe('payment_paycheck_withdrawal_rejected');
  });
});
