import { DEFAULT_AMOUNT_TEMPLATE } from '@arenabet/domain';
import { describe, expect, it } from 'vitest';
import {
  formatNet,
  formatPaymentAmount,
  formatSignedMoney,
  MINUS,
  signOf,
} from './money-display.ts';

const RUB = { id: 1, iso: 'RUB', symbol: '₽', name: 'Russian ruble', precision: 2 };
const USDT = { id: 270, iso: 'USDT', symbol: 'USDT', name: 'Tether', precision: 6 };
/** Intl writes Russian thousands with a narrow no-break space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatSignedMoney', () => {
  it('writes the value as the language writes numbers, then the currency', () => {
    expect(plain(formatSignedMoney('1234.5', '₽', DEFAULT_AMOUNT_TEMPLATE, 'ru'))).toBe(
      '1 234,50 ₽',
    );
    expect(formatSignedMoney('1234.5', '$', DEFAULT_AMOUNT_TEMPLATE, 'en')).toBe('1,234.50 $');
  });

  it('rounds to 2 decimals half away from zero, from the text', () => {
    expect(formatSignedMoney('1.005', '$', DEFAULT_AMOUNT_TEMPLATE, 'en')).toBe('1.01 $');
    expect(formatSignedMoney('0.123456', 'USDT', DEFAULT_AMOUNT_TEMPLATE, 'en')).toBe('0.12 USDT');
  });

  it("follows the site's template and puts the sign before all of it", () => {
    expect(formatSignedMoney('5', '$', '{currency}{value}', 'en', '+')).toBe('+$5.00');
    expect(formatSignedMoney('5', '$', '{currency}{value}', 'en', '-')).toBe(`${MINUS}$5.00`);
  });
});

describe('formatPaymentAmount', () => {
  it('adds deposits and takes withdrawals away', () => {
    const deposit = { amount: '500', direction: 'deposit' as const, currency: RUB };
    const withdrawal = { amount: '120.4', direction: 'withdrawal' as const, currency: USDT };
    expect(formatPaymentAmount(deposit, DEFAULT_AMOUNT_TEMPLATE, 'en')).toBe('+500.00 ₽');
    expect(formatPaymentAmount(withdrawal, DEFAULT_AMOUNT_TEMPLATE, 'en')).toBe(
      `${MINUS}120.40 USDT`,
    );
  });
});

describe('formatNet', () => {
  it('signs a net by its value, and a zero not at all', () => {
    expect(formatNet('12.5', '₽', DEFAULT_AMOUNT_TEMPLATE, 'en')).toBe('+12.50 ₽');
    expect(formatNet('-3', '€', DEFAULT_AMOUNT_TEMPLATE, 'en')).toBe(`${MINUS}3.00 €`);
    expect(formatNet('0.004', '$', DEFAULT_AMOUNT_TEMPLATE, 'en')).toBe('0.00 $');
    expect(signOf('-0.004')).toBe('');
  });
});
