import { describe, expect, it } from 'vitest';
import { httpErrorFor } from '../../../shared/api/errors.ts';
import { actionFailureOf } from './action-failure.ts';

describe('actionFailureOf', () => {
  it('reads a 409 as decided by someone else', () => {
    const error = httpErrorFor({ status: 409, message: 'payment_not_pending' });
    expect(actionFailureOf(error)).toEqual({
      kind: 'decided-elsewhere',
      messageKey: 'backoffice_decided_elsewhere',
    });
  });

  it('tells a deposit that can no longer be refunded', () => {
    const error = httpErrorFor({ status: 409, message: 'payment_not_refundable' });
    expect(actionFailureOf(error).kind).toBe('decided-elsewhere');
    expect(actionFailureOf(error)).toMatchObject({ messageKey: 'backoffice_not_refundable' });
  });

  it('finds insufficient funds in the message or a field', () => {
    const byMessage = httpErrorFor({ status: 400, message: 'account_insufficient_funds' });
    const byField = httpErrorFor({
      status: 400,
      message: 'validation_error',
      validationErrors: { amount: ['account_insufficient_funds'] },
    });
    expect(actionFailureOf(byMessage).kind).toBe('insufficient-funds');
    expect(actionFailureOf(byField).kind).toBe('insufficient-funds');
  });

  it("passes the reason field's message on", () => {
    const error = httpErrorFor({
      status: 400,
      message: 'validation_error',
      validationErrors: { reason: ['max_symbols_limit'] },
    });
    expect(actionFailureOf(error)).toEqual({ kind: 'reason', messageKey: 'max_symbols_limit' });
  });

  it('leaves anything else to the general error text', () => {
    expect(actionFailureOf(new Error('boom')).kind).toBe('other');
    expect(actionFailureOf(httpErrorFor({ status: 500, message: 'server_error' })).kind).toBe(
      'other',
    );
  });
});
