import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sectionReader } from '../config-values.ts';
import { type MinorUnits, toMinorUnits } from '../money.ts';
import { checkPaymentAmount, methodLimits, methodPresets } from './payment-limits.ts';
import { readPaymentSettings } from './payment-settings.ts';
import {
  isIbanValid,
  isLuhnValid,
  maskPayoutDetails,
  normalisePayoutDetails,
  payoutDetailsProblem,
} from './payout-details.ts';
import { roundFigureDown, roundFigureNearest, roundFigureUp } from './round-figures.ts';

const settingsOf = (office: Record<string, unknown>) =>
  readPaymentSettings(sectionReader({ office }));

const card = {
  id: 'card',
  kind: 'card',
  provider: 'sandbox',
  min: '1',
  max: '5000',
  presets: ['10', '50', '100000'],
};
const RUB = { id: 1, precision: 2, coefConvert: 1 / 0.011 };
const USD = { id: 10, precision: 2, coefConvert: 1 };
const EUR = { id: 12, precision: 2, coefConvert: 1 / 1.08 };

describe('readPaymentSettings', () => {
  it('reads methods and switches, dropping broken methods and repeated ids', () => {
    const settings = settingsOf({
      deposit_methods: [
        card,
        { ...card, min: '7' },
        { id: 'Bad Id', kind: 'card', provider: 'sandbox' },
        { id: 'x', kind: 'cheque', provider: 'sandbox' },
        { id: 'y', kind: 'crypto' },
      ],
      withdrawal_only_deposit_methods: '1',
    });
    expect(settings.depositMethods.map((m) => m.id)).toEqual(['card']);
    expect(settings.depositMethods[0]?.baseLimits).toEqual({ min: '1', max: '5000' });
    expect(settings.withdrawalMethods).toEqual([]);
    expect(settings.withdrawalOnlyDepositMethods).toBe(true);
    expect(settings.withdrawalVerifiedOnly).toBe(false);
    expect(settings.depositCheckoutMinutes).toBe(30);
  });

  it('reads the checkout lifetime in minutes, at most a day', () => {
    expect(settingsOf({ deposit_checkout_minutes: '15' }).depositCheckoutMinutes).toBe(15);
    expect(settingsOf({ deposit_checkout_minutes: 0 }).depositCheckoutMinutes).toBe(30);
    expect(settingsOf({ deposit_checkout_minutes: 99999 }).depositCheckoutMinutes).toBe(1440);
  });

  it('reads no limit from zero, negative or non-numeric values', () => {
    const [method] = settingsOf({
      deposit_methods: [{ ...card, min: '0', max: 'lots' }],
    }).depositMethods;
    expect(method?.baseLimits).toEqual({ min: null, max: null });
  });
});

describe('methodLimits', () => {
  const [method] = settingsOf({ deposit_methods: [card] }).depositMethods;
  if (!method) throw new Error('no method');

  it('converts base limits to round figures: the minimum up, the maximum down', () => {
    // 1 USD = 90.909… RUB -> 100; 5000 USD = 454545.45… RUB -> 450000
    expect(methodLimits(method, RUB)).toEqual({ min: 10000, max: 45000000 });
    // 1 USD = 0.9259… EUR -> 1; 5000 USD = 4629.62… EUR -> 4600
    expect(methodLimits(method, EUR)).toEqual({ min: 100, max: 460000 });
    expect(methodLimits(method, USD)).toEqual({ min: 100, max: 500000 });
  });

  it('prefers the currency’s own limits and presets and respects currency_ids', () => {
    const [own] = settingsOf({
      deposit_methods: [
        {
          ...card,
          currency_limits: { '1': { min: '500', max: '300000', presets: ['1000', '2500'] } },
        },
      ],
    }).depositMethods;
    const limits = own && methodLimits(own, RUB);
    expect(limits).toEqual({ min: 50000, max: 30000000 });
    expect(own && limits && methodPresets(own, RUB, limits)).toEqual([100000, 250000]);
    const [only] = settingsOf({
      deposit_methods: [{ ...card, currency_ids: [10] }],
    }).depositMethods;
    expect(only && methodLimits(only, RUB)).toBeNull();
  });

  it('keeps presets inside the limits', () => {
    const limits = methodLimits(method, USD);
    expect(limits && methodPresets(method, USD, limits)).toEqual([1000, 5000]);
  });

  it('converts base presets to the nearest round figure (not 9.25 / 46.29 €)', () => {
    const limits = methodLimits(method, EUR);
    expect(limits && methodPresets(method, EUR, limits)).toEqual([1000, 5000]);
  });
});

describe('round figures', () => {
  it.each([
    [0.9259, 1],
    [4.63, 5],
    [18.52, 20],
    [90.909, 100],
    [1, 1],
    [2.0000000000001, 2],
    [344.8, 500],
  ])('rounds a minimum %d up to %d', (value, figure) => {
    expect(roundFigureUp(value)).toBe(figure);
  });

  it.each([
    [9.259, 10],
    [46.29, 50],
    [92.59, 100],
    [462.96, 500],
    [344.8, 500],
    [1724, 2000],
    [30, 20],
  ])('rounds a quick amount %d to the nearest %d', (value, figure) => {
    expect(roundFigureNearest(value)).toBe(figure);
  });

  it.each([
    [4629.62, 4600],
    [454545.45, 450000],
    [18518.5, 18000],
    [0.987, 0.98],
    [5000, 5000],
  ])('rounds a maximum %d down to %d', (value, figure) => {
    expect(roundFigureDown(value)).toBe(figure);
  });

  it('never raises a maximum nor lowers a minimum, within a factor of 2.5', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 1e9, noNaN: true }), (value) => {
        expect(roundFigureDown(value)).toBeLessThanOrEqual(value * (1 + 1e-11));
        expect(roundFigureDown(value)).toBeGreaterThan(value * 0.9);
        expect(roundFigureUp(value)).toBeGreaterThanOrEqual(value * (1 - 1e-12));
        expect(roundFigureUp(value)).toBeLessThanOrEqual(value * 2.5);
      }),
    );
  });
});

describe('checkPaymentAmount', () => {
  const limits = { min: 100 as MinorUnits, max: 500000 as MinorUnits };
  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['-5', 'payment_amount_invalid'],
    ['1e5', 'payment_amount_invalid'],
    ['abc', 'payment_amount_invalid'],
    ['10.001', 'payment_amount_precision'],
    ['0', 'payment_amount_below_min'],
    ['0.99', 'payment_amount_below_min'],
    ['5000.01', 'payment_amount_above_max'],
    ['99999999999999999999999', 'payment_amount_above_max'],
  ])('refuses %j with %s', (input, problem) => {
    expect(checkPaymentAmount(input, 2, limits)).toEqual({ ok: false, problem });
  });

  it('accepts amounts within the limits as minor units', () => {
    expect(checkPaymentAmount('12.5', 2, limits)).toEqual({ ok: true, amount: 1250 });
    expect(checkPaymentAmount(' 5000 ', 2, limits)).toEqual({ ok: true, amount: 500000 });
    expect(checkPaymentAmount(1, 2, limits)).toEqual({ ok: true, amount: 100 });
  });

  it('answers every accepted amount exactly as its decimal text, within the limits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (minor) => {
        const text = (minor / 100).toFixed(2);
        const checked = checkPaymentAmount(text, 2, limits);
        if (checked.ok) {
          expect(checked.amount).toBe(toMinorUnits(text, 2));
          expect(checked.amount >= limits.min && checked.amount <= limits.max).toBe(true);
        } else {
          expect(minor < limits.min || minor > limits.max).toBe(true);
        }
      }),
    );
  });
});

describe('payout details', () => {
  it('checks card numbers by Luhn', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(
      payoutDetailsProblem('card', normalisePayoutDetails('card', '4242 4242-4242 4242')),
    ).toBeNull();
    expect(payoutDetailsProblem('card', '1234')).toBe('payout_card_number_invalid');
    expect(payoutDetailsProblem('card', '')).toBe('required');
  });

  it('checks IBANs by mod 97', () => {
    expect(isIbanValid('DE89370400440532013000')).toBe(true);
    expect(isIbanValid('DE89370400440532013001')).toBe(false);
    expect(
      payoutDetailsProblem(
        'bank_transfer',
        normalisePayoutDetails('bank_transfer', 'gb82 west 1234 5698 7654 32'),
      ),
    ).toBeNull();
  });

  it('checks wallets and crypto addresses by shape', () => {
    expect(payoutDetailsProblem('e_wallet', 'player@example.com')).toBeNull();
    expect(payoutDetailsProblem('e_wallet', 'ab')).toBe('payout_wallet_invalid');
    expect(payoutDetailsProblem('crypto', '0x52908400098527886E0F7030069857D2E4169EE7')).toBeNull();
    expect(payoutDetailsProblem('crypto', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBeNull();
    expect(payoutDetailsProblem('crypto', '0x123')).toBe('payout_crypto_address_invalid');
  });

  it('masks all but the last four', () => {
    expect(maskPayoutDetails('card', '4242424242424242')).toBe('•••• 4242');
    expect(maskPayoutDetails('bank_transfer', 'DE89370400440532013000')).toBe('DE89…3000');
  });
});
