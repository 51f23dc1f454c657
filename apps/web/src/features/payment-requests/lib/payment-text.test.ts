import { describe, expect, it } from 'vitest';
import { calendarDayText, paymentAmountText } from './payment-text.ts';

const EUR = { id: 12, iso: 'EUR', symbol: '€', name: 'Euro', precision: 2 };

describe('payment texts', () => {
  it('prints an amount with its currency’s decimals in the site’s template', () => {
    expect(paymentAmountText({ amount: '1250.5', currency: EUR }, '{value} {currency}', 'en')).toBe(
      '1,250.50 €',
    );
    expect(
      paymentAmountText(
        { amount: '3', currency: { ...EUR, precision: 0 } },
        '{currency}{value}',
        'en',
      ),
    ).toBe('€3');
  });

  it('prints a typed calendar day as that day, and leaves a malformed one as typed', () => {
    expect(calendarDayText('2026-03-09', 'en')).toBe('9 Mar 2026');
    expect(calendarDayText('yesterday', 'en')).toBe('yesterday');
  });
});
