import { safeMinorUnits } from '@arenabet/domain';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX_LENGTH,
  allAvailable,
  amountProblem,
  finalAmount,
  limitsOfMethod,
  presetValue,
  showsWhileTyping,
  typedAmount,
} from './amount.ts';

const limits = { min: safeMinorUnits(1_000), max: safeMinorUnits(500_000) };

describe('typedAmount and finalAmount', () => {
  it("keep the numeric input's rules with the currency's decimals and no sign", () => {
    expect(typedAmount('-12,345', 2)).toBe('12.34');
    expect(typedAmount('0012.', 2)).toBe('12.');
    expect(finalAmount('12.', 2)).toBe('12');
    expect(typedAmount('7.5', 0)).toBe('7');
    expect(typedAmount('1 000 ₽', 2)).toBe('1000');
  });

  it('cut what is longer than any amount', () => {
    expect(typedAmount('9'.repeat(40), 2)).toHaveLength(AMOUNT_MAX_LENGTH);
  });
});

describe('limitsOfMethod', () => {
  it('turns the decimal limits into minor units of the currency', () => {
    expect(limitsOfMethod({ minAmount: '10', maxAmount: '5000.50' }, 2)).toEqual({
      min: 1_000,
      max: 500_050,
    });
    expect(limitsOfMethod({ minAmount: '0.0001', maxAmount: '2' }, 4)).toEqual({
      min: 1,
      max: 20_000,
    });
  });
});

describe('amountProblem', () => {
  it('answers the domain rule for the limits', () => {
    expect(amountProblem('', 2, limits)).toBe('required');
    expect(amountProblem('9.99', 2, limits)).toBe('payment_amount_below_min');
    expect(amountProblem('5000.01', 2, limits)).toBe('payment_amount_above_max');
    expect(amountProblem('10', 2, limits)).toBeNull();
    expect(amountProblem('12.', 2, limits)).toBeNull();
  });

  it('refuses more than the account holds when a balance is given', () => {
    expect(amountProblem('100', 2, limits, '99.99')).toBe('account_insufficient_funds');
    expect(amountProblem('99.99', 2, limits, '99.99')).toBeNull();
  });

  it('reports a limit before the balance', () => {
    expect(amountProblem('5', 2, limits, '1')).toBe('payment_amount_below_min');
  });
});

describe('showsWhileTyping', () => {
  it('waits for the field to be left only where more digits could still help', () => {
    expect(showsWhileTyping('payment_amount_below_min')).toBe(false);
    expect(showsWhileTyping('required')).toBe(false);
    expect(showsWhileTyping('payment_amount_above_max')).toBe(true);
    expect(showsWhileTyping('account_insufficient_funds')).toBe(true);
  });
});

describe('allAvailable', () => {
  it("is the balance, but no more than the method's maximum", () => {
    expect(allAvailable('123.4', limits, 2)).toBe('123.40');
    expect(allAvailable('9000', limits, 2)).toBe('5000.00');
    expect(allAvailable('0', limits, 2)).toBe('0.00');
  });
});

describe('presetValue', () => {
  it('writes a preset as the field holds amounts', () => {
    expect(presetValue('500', 2)).toBe('500');
    expect(presetValue('12.345', 2)).toBe('12.34');
  });
});
