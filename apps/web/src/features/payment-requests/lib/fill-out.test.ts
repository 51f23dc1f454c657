import { describe, expect, it } from 'vitest';
import { fillOutAttributes, fillOutErrors } from './fill-out.ts';

const MESSAGE = 'My deposit did not arrive yesterday.';

describe('the fill-out form', () => {
  it('sends only the topic’s filled fields, trimmed, with the payment when the topic has one', () => {
    expect(
      fillOutAttributes('deposit_not_credited', 7, {
        message: `  ${MESSAGE} `,
        payment_date: '2026-03-09',
        amount: ' 25 ',
        card_last4: '',
        expected_amount: '30',
      }),
    ).toEqual({
      topic: 'deposit_not_credited',
      payment_id: 7,
      message: MESSAGE,
      payment_date: '2026-03-09',
      amount: '25',
    });
    expect(fillOutAttributes('other', 7, { message: MESSAGE, amount: '5' })).toEqual({
      topic: 'other',
      message: MESSAGE,
      amount: '5',
    });
  });

  it('names what the topic requires and a message of the wrong length, as the server would', () => {
    expect(fillOutErrors(fillOutAttributes('deposit_not_credited', null, { message: '' }))).toEqual(
      {
        payment_id: 'required',
        payment_date: 'required',
        amount: 'required',
        message: 'required',
      },
    );
    expect(fillOutErrors(fillOutAttributes('other', null, { message: 'short' }))).toEqual({
      message: 'min_symbols_limit',
    });
    expect(fillOutErrors(fillOutAttributes('other', null, { message: 'x'.repeat(2001) }))).toEqual({
      message: 'max_symbols_limit',
    });
    expect(fillOutErrors(fillOutAttributes('refund_request', 3, { message: MESSAGE }))).toEqual({
      card_last4: 'required',
    });
  });
});
