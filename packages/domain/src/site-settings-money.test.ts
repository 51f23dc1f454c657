import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sectionReader } from './config-values.ts';
import { coefConvertOf, readCurrencies, readTaxes } from './site-settings-money.ts';

const usd = { id: 10, code: 'USD', symbol: '$', name: 'US dollar' };

describe('coefConvertOf', () => {
  it('derives coef_convert as 1 / base_rate', () => {
    expect(coefConvertOf({ base_rate: '0.5' })).toBe(2);
    expect(coefConvertOf({ base_rate: 1.25 })).toBe(0.8);
  });

  it('uses a stored coef_convert only without a usable base rate, else 1', () => {
    expect(coefConvertOf({ base_rate: '2', coef_convert: '9' })).toBe(0.5);
    expect(coefConvertOf({ base_rate: '0', coef_convert: '9' })).toBe(9);
    expect(coefConvertOf({ coef_convert: '-1' })).toBe(1);
    expect(coefConvertOf({})).toBe(1);
  });

  it('is always a positive finite number', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (baseRate, coef) => {
        const value = coefConvertOf({ base_rate: baseRate, coef_convert: coef });
        expect(Number.isFinite(value) && value > 0).toBe(true);
      }),
    );
  });
});

describe('readCurrencies', () => {
  it('reads geo currencies with min_sum_bet in minor units', () => {
    const read = sectionReader({
      currency: {
        geo: [
          { ...usd, base_rate: '1', min_sum_bet: '0.2', is_crypto: false },
          {
            id: 270,
            code: 'USDT',
            symbol: 'USDT',
            name: 'Tether',
            min_sum_bet: '0.5',
            is_crypto: '1',
            precision: 6,
          },
        ],
      },
    });
    expect(readCurrencies(read)).toEqual([
      { ...usd, coefConvert: 1, minSumBet: 20, precision: 2, isCrypto: false },
      {
        id: 270,
        code: 'USDT',
        symbol: 'USDT',
        name: 'Tether',
        coefConvert: 1,
        minSumBet: 500_000,
        precision: 6,
        isCrypto: true,
      },
    ]);
  });

  it('drops hidden, incomplete and repeated currencies', () => {
    const read = sectionReader({
      currency: {
        geo: [
          { ...usd, hide: 'true' },
          { id: 12, code: 'EUR' },
          { id: 12, code: 'EUR again' },
          { code: 'NOID' },
          { id: 1, code: '' },
        ],
      },
    });
    expect(readCurrencies(read).map((c) => c.code)).toEqual(['EUR']);
  });

  it('reads a minimum stake that is not an amount as none', () => {
    const read = sectionReader({ currency: { geo: [{ ...usd, min_sum_bet: 'ten' }] } });
    expect(readCurrencies(read)[0]?.minSumBet).toBe(0);
  });
});

describe('readTaxes', () => {
  it('parses the strings the operator stores', () => {
    const read = sectionReader({
      betting: {
        taxes: {
          taxType: '2',
          betTaxPercent: '5',
          payoutTaxPercent: '13.5',
          winAmountThreshold: '10000',
          coefThreshold: '1.5',
          hasReturnTax: 'true',
        },
      },
    });
    expect(readTaxes(read)).toEqual({
      taxType: 2,
      betTaxPercent: 5,
      payoutTaxPercent: 13.5,
      winAmountThreshold: 10_000,
      coefThreshold: 1.5,
      hasReturnTax: true,
    });
  });

  it('invents no tax when values are missing or not numbers', () => {
    expect(readTaxes(sectionReader({ betting: { taxes: { betTaxPercent: 'x' } } }))).toEqual({
      taxType: 0,
      betTaxPercent: 0,
      payoutTaxPercent: 0,
      winAmountThreshold: 0,
      coefThreshold: 0,
      hasReturnTax: false,
    });
  });
});
