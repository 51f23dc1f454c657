import { describe, expect, it } from 'vitest';
import { HTTPError } from '../../../shared/api/errors.ts';
import { isGeneralFailure, paymentServerErrors } from './server-errors.ts';

describe('paymentServerErrors', () => {
  it('puts field keys on the fields and the rest on the form', () => {
    const error = new HTTPError({
      status: 400,
      message: 'validation_error',
      validationErrors: {
        amount: ['payment_amount_below_min', 'required'],
        details: ['payout_card_number_invalid'],
        method_id: ['payment_method_unavailable'],
        account_id: ['payment_method_unavailable'],
      },
    });
    expect(paymentServerErrors(error)).toEqual({
      fields: { amount: 'payment_amount_below_min', details: 'payout_card_number_invalid' },
      form: ['payment_method_unavailable'],
    });
    expect(isGeneralFailure(error)).toBe(false);
  });

  it('finds nothing in a failure without validation errors', () => {
    expect(paymentServerErrors(new Error('offline'))).toEqual({ fields: {}, form: [] });
    expect(isGeneralFailure(new HTTPError({ status: 409, message: 'conflict' }))).toBe(true);
  });
});
