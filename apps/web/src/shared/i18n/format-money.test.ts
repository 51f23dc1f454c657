import { DEFAULT_AMOUNT_TEMPLATE } from '@arenabet/domain';
import { describe, expect, it } from 'vitest';
import { accountCurrency, currencyPrecision, formatMoney } from './format-money.ts';

const rub = { symbol: '₽', precision: 2 };
/** Intl writes Russian thousands with a narrow no-break space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it("writes the amount as the language reads numbers, with the currency's decimals", () => {
    expect(formatMoney('12.5', rub, DEFAULT_AMOUNT_TEMPLATE, 'en')).toBe('12.50 ₽');
    expect(formatMoney(0, rub, DEFAULT_AMOUNT_TEMPLATE, 'ru')).toBe('0,00 ₽');
    expect(plain(formatMoney('1234.5', rub, DEFAULT_AMOUNT_TEMPLATE, 'ru'))).toBe('1 234,50 ₽');
    expect(
      formatMoney('1234.5', { symbol: '$', precision: 2 }, DEFAULT_AMOUNT_TEMPLATE, 'en'),
    ).toBe('1,234.50 $');
    expect(
      formatMoney('0.1234', { symbol: 'USDT', precision: 4 }, '{value} {currency}', 'en'),
    ).toBe('0.1234 USDT');
  });

  it('rounds half away from zero from the decimal text, not from a float', () => {
    expect(formatMoney('1.005', rub, DEFAULT_AMOUNT_TEMPLATE, 'en')).toBe('1.01 ₽');
    expect(formatMoney('-2.675', rub, DEFAULT_AMOUNT_TEMPLATE, 'en')).toBe('-2.68 ₽');
    expect(formatMoney(1.23456, { symbol: 'USDT', precision: 4 }, '{value} {currency}', 'en')).toBe(
      '1.2346 USDT',
    );
  });

  it('still writes an amount too large for exact minor units', () => {
    const btc = { symbol: 'BTC', precision: 8 };
    expect(formatMoney('123456789.5', btc, DEFAULT_AMOUNT_TEMPLATE, 'en')).toBe(
      '123,456,789.50000000 BTC',
    );
  });

  it("follows the site's amount template", () => {
    expect(formatMoney('5', rub, '{currency}{value}', 'en')).toBe('₽5.00');
  });
});

describe('currencyPrecision', () => {
  it("is the currency's own, or two for a currency the settings lack", () => {
    const currencies = [{ id: 270, precision: 4 }];
    expect(currencyPrecision(270, currencies)).toBe(4);
    expect(currencyPrecision(1, currencies)).toBe(2);
  });
});

describe('accountCurrency', () => {
  it("writes an account's money with its symbol and its currency's decimals", () => {
    const currencies = [{ id: 270, precision: 4 }];
    expect(accountCurrency({ symbol: 'USDT', currencyId: 270 }, currencies)).toEqual({
      symbol: 'USDT',
      precision: 4,
    });
    expect(accountCurrency({ symbol: 'X', currencyId: 999 }, currencies)).toEqual({
      symbol: 'X',
      precision: 2,
    });
  });
});
