import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeMinorUnits } from './money.ts';
import {
  convertAmount,
  convertedTotal,
  type RatedCurrency,
  totalInCurrency,
} from './money-conversion.ts';
import type { GeoCurrency } from './site-settings-types.ts';

// The seeded rates: USD is the base, one dollar buys ~90.9 rubles and ~0.926 euros.
const USD: RatedCurrency = { id: 10, coefConvert: 1, precision: 2 };
const RUB: RatedCurrency = { id: 1, coefConvert: 1 / 0.011, precision: 2 };
const EUR: RatedCurrency = { id: 12, coefConvert: 1 / 1.08, precision: 2 };
const BTC: RatedCurrency = { id: 300, coefConvert: 0.00001, precision: 8 };
const CURRENCIES = [USD, RUB, EUR, BTC];

describe('convertAmount', () => {
  it('divides by the source rate into the base and multiplies by the target rate', () => {
    expect(convertAmount(1000, RUB, USD)).toBeCloseTo(11, 10);
    expect(convertAmount(11, USD, RUB)).toBeCloseTo(1000, 10);
    expect(convertAmount(108, USD, EUR)).toBeCloseTo(100, 10);
    expect(convertAmount(100, EUR, RUB)).toBeCloseTo(9818.181818, 5);
  });

  it('leaves an amount in its own currency exactly as it is', () => {
    expect(convertAmount(0.1 + 0.2, RUB, RUB)).toBe(0.1 + 0.2);
  });

  it('keeps the sign: a net loss stays a loss in any currency', () => {
    expect(convertAmount(-50, EUR, USD)).toBeCloseTo(-54, 10);
  });

  it('refuses a rate that would make every amount wrong', () => {
    const broken = { id: 5, coefConvert: 0, precision: 2 };
    expect(() => convertAmount(1, broken, USD)).toThrow(RangeError);
    expect(() => convertAmount(1, USD, { ...broken, coefConvert: Number.NaN })).toThrow(RangeError);
  });

  it('comes back to the same amount after a round trip (to a tiny float error)', () => {
    const rate = fc.double({ min: 1e-6, max: 1e6, noNaN: true });
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), rate, rate, (cents, a, b) => {
        const from = { id: 1, coefConvert: a, precision: 2 };
        const to = { id: 2, coefConvert: b, precision: 2 };
        const amount = cents / 100;
        const back = convertAmount(convertAmount(amount, from, to), to, from);
        expect(Math.abs(back - amount)).toBeLessThanOrEqual(Math.abs(amount) * 1e-9 + 1e-9);
      }),
    );
  });
});

describe('totalInCurrency', () => {
  it('sums nets of several currencies in minor units of the target', () => {
    const amounts = [
      { currencyId: RUB.id, amount: 1000 },
      { currencyId: USD.id, amount: -5.5 },
      { currencyId: EUR.id, amount: 10.8 },
    ];
    // 11 - 5.5 + 11.664 = 17.164 dollars
    expect(totalInCurrency(amounts, CURRENCIES, USD)).toBe(1716);
  });

  it('rounds half away from zero, once, at the end', () => {
    const half = { id: 7, coefConvert: 2, precision: 2 };
    expect(totalInCurrency([{ currencyId: 7, amount: 0.01 }], [half, USD], USD)).toBe(1);
    expect(totalInCurrency([{ currencyId: 7, amount: -0.01 }], [half, USD], USD)).toBe(-1);
    // Three thirds of a cent each would round to 0 one by one; together they make a cent.
    const third = { id: 8, coefConvert: 3, precision: 2 };
    const thirds = Array.from({ length: 3 }, () => ({ currencyId: 8, amount: 0.01 }));
    expect(totalInCurrency(thirds, [third, USD], USD)).toBe(1);
  });

  it("uses the target's own precision", () => {
    expect(totalInCurrency([{ currencyId: USD.id, amount: 1 }], CURRENCIES, BTC)).toBe(1000);
  });

  it('is zero for no amounts and for nets that cancel out', () => {
    expect(totalInCurrency([], CURRENCIES, RUB)).toBe(0);
    const cancelling = [
      { currencyId: USD.id, amount: 11 },
      { currencyId: RUB.id, amount: -1000 },
    ];
    expect(totalInCurrency(cancelling, CURRENCIES, USD)).toBe(0);
  });

  it('gives no total when a currency has no rate on the site', () => {
    const amounts = [
      { currencyId: USD.id, amount: 1 },
      { currencyId: 999, amount: 1 },
    ];
    expect(totalInCurrency(amounts, CURRENCIES, USD)).toBeNull();
  });
});

const geo = (id: number, code: string, coefConvert: number, precision = 2): GeoCurrency => ({
  id,
  code,
  symbol: code,
  name: code,
  coefConvert,
  minSumBet: safeMinorUnits(0),
  precision,
  isCrypto: false,
});
const GEO_CURRENCIES = [geo(1, 'RUB', 1 / 0.011), geo(10, 'USD', 1), geo(12, 'EUR', 1 / 1.08)];
const total = (id: number, code: string, net: string) => ({
  currency: { id, iso: code, symbol: code, name: code, precision: 2 },
  net,
});

describe('convertedTotal', () => {
  it('sums the nets of several currencies in the target currency', () => {
    const totals = [total(1, 'RUB', '1000.00'), total(10, 'USD', '-5.50')];
    expect(convertedTotal(totals, GEO_CURRENCIES, 10)).toEqual({
      currency: GEO_CURRENCIES[1],
      amount: '5.50',
    });
    expect(convertedTotal(totals, GEO_CURRENCIES, 1)?.amount).toBe('500.00');
  });

  it('converts a single net held in another currency', () => {
    expect(convertedTotal([total(12, 'EUR', '100')], GEO_CURRENCIES, 10)?.amount).toBe('108.00');
  });

  it('says nothing when the only net is already in the target currency', () => {
    expect(convertedTotal([total(10, 'USD', '7')], GEO_CURRENCIES, 10)).toBeNull();
    expect(convertedTotal([], GEO_CURRENCIES, 10)).toBeNull();
  });

  it('says nothing when the target or a net has no rate on the site', () => {
    expect(convertedTotal([total(12, 'EUR', '1')], GEO_CURRENCIES, 999)).toBeNull();
    expect(convertedTotal([total(12, 'EUR', '1')], GEO_CURRENCIES, undefined)).toBeNull();
    expect(convertedTotal([total(77, 'XXX', '1')], GEO_CURRENCIES, 10)).toBeNull();
  });
});
