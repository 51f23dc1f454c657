import { describe, expect, it } from 'vitest';
import {
  amountDifference,
  amountsDiffer,
  formatDecimal,
  formatMoney,
  isolate,
  minorToDecimal,
  signOf,
} from './money.ts';

const rub = { symbol: '₽', precision: 2 };

describe('formatDecimal', () => {
  it('writes every decimal of the currency, as the language writes numbers', () => {
    expect(formatDecimal('1234.5', 2, 'en')).toBe('1,234.50');
    expect(formatDecimal('0.00012345', 8, 'en')).toBe('0.00012345');
    expect(formatDecimal('1234.5', 2, 'ru')).toBe('1\u00a0234,50');
  });

  it('keeps amounts beyond float precision exact', () => {
    expect(formatDecimal('90071992547409.93', 2, 'en')).toBe('90,071,992,547,409.93');
  });

  it('signs credits only when asked, and never zero', () => {
    expect(formatDecimal('10', 2, 'en', true)).toBe('+10.00');
    expect(formatDecimal('-10', 2, 'en', true)).toBe('-10.00');
    expect(formatDecimal('0', 2, 'en', true)).toBe('0.00');
    expect(formatDecimal('10', 2, 'en')).toBe('10.00');
  });

  it('shows text that is not an amount as it came', () => {
    expect(formatDecimal('n/a', 2, 'en')).toBe('n/a');
  });
});

describe('formatMoney', () => {
  it("puts the amount into the site's template", () => {
    expect(formatMoney('12.5', rub, '{value} {currency}', 'en')).toBe('12.50 ₽');
    expect(formatMoney('-3', rub, '{currency}{value}', 'en', true)).toBe('₽-3.00');
  });
});

describe('minorToDecimal', () => {
  it('places the point by the precision', () => {
    expect(minorToDecimal(1234, 2)).toBe('12.34');
    expect(minorToDecimal(-5, 2)).toBe('-0.05');
    expect(minorToDecimal(7, 0)).toBe('7');
    expect(minorToDecimal(1, 8)).toBe('0.00000001');
  });
});

describe('amountsDiffer', () => {
  it('compares money, not text', () => {
    expect(amountsDiffer('10.5', '10.50', 2)).toBe(false);
    expect(amountsDiffer('10.50', '10.49', 2)).toBe(true);
    expect(amountsDiffer('0', '0.00', 2)).toBe(false);
  });

  it('reports text that is not an amount as a difference', () => {
    expect(amountsDiffer('x', '0', 2)).toBe(true);
  });
});

describe('amountDifference', () => {
  it('is the balance minus the postings, or null when they agree', () => {
    expect(amountDifference('20.00', '12.50', 2)).toBe('7.50');
    expect(amountDifference('12.5', '20', 2)).toBe('-7.50');
    expect(amountDifference('10.5', '10.50', 2)).toBeNull();
    expect(amountDifference('x', '1', 2)).toBeNull();
  });
});

describe('signOf', () => {
  it('tells credits from debits', () => {
    expect(signOf('12.00')).toBe(1);
    expect(signOf('-0.01')).toBe(-1);
    expect(signOf('0.00')).toBe(0);
    expect(signOf('-0')).toBe(0);
  });
});

describe('isolate', () => {
  it('wraps a value in first-strong isolate marks', () => {
    expect(isolate('-10.00 ₽')).toBe('\u2068-10.00 ₽\u2069');
    expect(isolate(42)).toBe('\u206842\u2069');
  });
});
