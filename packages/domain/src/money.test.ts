import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatMoneyValue,
  fromMinorUnits,
  type MinorUnits,
  roundMoney,
  safeMinorUnits,
  toMinorUnits,
  typedAmount,
} from './money.ts';

describe('safeMinorUnits', () => {
  it('accepts safe integers and refuses the rest', () => {
    expect(safeMinorUnits(1234)).toBe(1234);
    expect(Object.is(safeMinorUnits(-0), 0)).toBe(true);
    expect(() => safeMinorUnits(1.5)).toThrow('Not a safe integer amount: 1.5');
    expect(() => safeMinorUnits(Number.NaN)).toThrow();
    expect(() => safeMinorUnits(2 ** 53)).toThrow();
  });
});

describe('toMinorUnits', () => {
  it('parses decimal strings exactly', () => {
    expect(toMinorUnits('12.34', 2)).toBe(1234);
    expect(toMinorUnits('0.1', 2)).toBe(10);
    expect(toMinorUnits('-0.05', 2)).toBe(-5);
    expect(toMinorUnits(' 7 ', 2)).toBe(700);
    expect(toMinorUnits('.5', 2)).toBe(50);
    expect(toMinorUnits('3.', 0)).toBe(3);
    expect(toMinorUnits('1.10', 2)).toBe(110);
    expect(toMinorUnits('0.00000001', 8)).toBe(1);
  });

  it('parses numbers through their shortest decimal form', () => {
    expect(toMinorUnits(0.1 + 0.2, 2, 'half-away-from-zero')).toBe(30);
    expect(toMinorUnits(1.15, 2)).toBe(115);
    expect(toMinorUnits(1e-7, 8)).toBe(10);
    expect(toMinorUnits(1e15, 0)).toBe(1_000_000_000_000_000);
    expect(() => toMinorUnits(1e21, 0)).toThrow('Not a safe integer amount: 1e+21');
  });

  it('refuses extra decimals unless told how to round', () => {
    expect(() => toMinorUnits('1.005', 2)).toThrow('has more than 2 decimal places');
    expect(toMinorUnits('1.000', 2)).toBe(100);
    expect(toMinorUnits('1.005', 2, 'half-away-from-zero')).toBe(101);
    expect(toMinorUnits('-1.005', 2, 'half-away-from-zero')).toBe(-101);
    expect(toMinorUnits('1.009', 2, 'toward-zero')).toBe(100);
  });

  it('refuses text that is not a decimal and unsafe results', () => {
    expect(() => toMinorUnits('', 2)).toThrow('Not a decimal amount');
    expect(() => toMinorUnits('1,5', 2)).toThrow();
    expect(() => toMinorUnits('1e5', 2)).toThrow();
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY, 2)).toThrow();
    expect(() => toMinorUnits('99999999999999999', 2)).toThrow('Not a safe integer amount');
    expect(() => toMinorUnits('1', -1)).toThrow('Not a currency precision');
  });
});

describe('fromMinorUnits', () => {
  it('writes exactly precision decimals', () => {
    expect(fromMinorUnits(1234 as MinorUnits, 2)).toBe('12.34');
    expect(fromMinorUnits(5 as MinorUnits, 2)).toBe('0.05');
    expect(fromMinorUnits(-5 as MinorUnits, 2)).toBe('-0.05');
    expect(fromMinorUnits(12 as MinorUnits, 0)).toBe('12');
    expect(fromMinorUnits(1 as MinorUnits, 8)).toBe('0.00000001');
  });
});

describe('roundMoney and formatting', () => {
  it('rounds half away from zero without the float bug', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-2.675)).toBe(-2.68);
    expect(roundMoney(1.004)).toBe(1);
    expect(roundMoney('10.125')).toBe(10.13);
    expect(roundMoney(-0.001)).toBe(0);
    expect(roundMoney(Number.NaN)).toBeNaN();
  });

  it('prints whole amounts bare and others with two decimals', () => {
    expect(formatMoneyValue(100)).toBe('100');
    expect(formatMoneyValue(12.5)).toBe('12.50');
    expect(formatMoneyValue(0.1 + 0.2)).toBe('0.30');
  });

  it('fills the amount template, value then currency by default', () => {
    expect(formatAmount(12.5, '₽')).toBe('12.50 ₽');
    expect(formatAmount('0.00010000', 'USDT')).toBe('0.00010000 USDT');
    expect(formatAmount(10, 'USD', '{currency} {value}')).toBe('USD 10');
    expect(formatAmount(10, '')).toBe('10');
  });
});

describe('money properties', () => {
  const precision = fc.integer({ min: 0, max: 8 });

  it('minor units survive a round trip through their decimal text', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), precision, (n, p) => {
        const value = safeMinorUnits(n);
        expect(toMinorUnits(fromMinorUnits(value, p), p)).toBe(value);
      }),
    );
  });

  it('the sum of two amounts in minor units equals the minor units of the decimal sum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        (a, b) => {
          const sum = fromMinorUnits(safeMinorUnits(a + b), 2);
          expect(toMinorUnits(sum, 2)).toBe(a + b);
        },
      ),
    );
  });

  it('rounding moves a value by at most half a cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        expect(Math.abs(roundMoney(x) - x)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(Number.isInteger(Math.round(roundMoney(x) * 100))).toBe(true);
      }),
    );
  });
});

describe('typedAmount', () => {
  it('reads a positive amount as typed, and nothing else', () => {
    expect(typedAmount('12.50', 2)).toBe(1250);
    expect(typedAmount(3, 2)).toBe(300);
    for (const value of [undefined, '', '0', '-1', 'ten', '1.005', '1e3']) {
      expect(typedAmount(value, 2)).toBeUndefined();
    }
  });
});
