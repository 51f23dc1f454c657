import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BettingTaxes } from '../site-settings-types.ts';
import { COUPON_VID } from './coupon-kinds.ts';
import { possibleWin } from './possible-win.ts';
import { couponMoney, payoutTax, settledMoney, stakeTax, TAX_TYPE } from './taxes.ts';
import { lineOdds, minor, oddsLegs, stake } from './test-arbitraries.ts';

const NO_TAXES: BettingTaxes = {
  taxType: TAX_TYPE.none,
  betTaxPercent: 0,
  payoutTaxPercent: 0,
  winAmountThreshold: 0,
  coefThreshold: 0,
  hasReturnTax: false,
};

/** Percents with up to two decimals, some beyond 100 or negative as a bad configuration. */
const percent = fc.integer({ min: -500, max: 12_000 }).map((hundredths) => hundredths / 100);
const taxes = fc.record({
  taxType: fc.integer({ min: 0, max: 4 }),
  betTaxPercent: percent,
  payoutTaxPercent: percent,
  winAmountThreshold: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 0, max: 100_000 }).map((c) => c / 100),
  ),
  coefThreshold: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1000, max: 5000 }).map((t) => t / 1000),
  ),
  hasReturnTax: fc.boolean(),
});
const precision = fc.integer({ min: 0, max: 8 });

/** The tax is floor(amount × percent / 100): tax ≤ exact < tax + 1, in integers. */
function expectFloorOf(tax: number, amount: number, percentValue: number): void {
  const basisPoints = BigInt(Math.min(Math.max(Math.round(percentValue * 100), 0), 10_000));
  const exact = BigInt(amount) * basisPoints;
  expect(BigInt(tax) * 10_000n <= exact).toBe(true);
  expect(exact < (BigInt(tax) + 1n) * 10_000n).toBe(true);
}

describe('stakeTax', () => {
  it('takes the percent of the stake for stake taxes only', () => {
    const poland = { ...NO_TAXES, taxType: TAX_TYPE.stake, betTaxPercent: 12 };
    expect(stakeTax(minor(10_000), poland)).toBe(1200);
    expect(stakeTax(minor(999), { ...poland, betTaxPercent: 5.3 })).toBe(52); // 52.947
    expect(stakeTax(minor(10_000), { ...poland, taxType: TAX_TYPE.winnings })).toBe(0);
    expect(stakeTax(minor(10_000), { ...poland, taxType: TAX_TYPE.both })).toBe(1200);
    expect(stakeTax(minor(10_000), NO_TAXES)).toBe(0);
  });

  it('is never negative, never above the stake, and rounded down', () => {
    fc.assert(
      fc.property(stake, taxes, (amount, config) => {
        const tax = stakeTax(amount, config);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax).toBeLessThanOrEqual(amount);
        const applies = config.taxType === TAX_TYPE.stake || config.taxType === TAX_TYPE.both;
        if (applies) expectFloorOf(tax, amount, config.betTaxPercent);
        else expect(tax).toBe(0);
      }),
    );
  });
});

describe('payoutTax', () => {
  const kenya = { ...NO_TAXES, taxType: TAX_TYPE.winnings, payoutTaxPercent: 20 };

  it('withholds the percent of the profit, not of the stake returned', () => {
    expect(
      payoutTax({ stake: minor(10_000), payout: minor(25_000), totalOdds: 2500 }, kenya, 2),
    ).toBe(3000);
    expect(
      payoutTax({ stake: minor(10_000), payout: minor(10_000), totalOdds: 1000 }, kenya, 2),
    ).toBe(0);
    expect(
      payoutTax({ stake: minor(10_000), payout: minor(5000), totalOdds: 1500 }, kenya, 2),
    ).toBe(0);
  });

  it('taxes a profit above the threshold at odds of at least the threshold', () => {
    const us = { ...kenya, winAmountThreshold: 5000, coefThreshold: 301 };
    const bet = (profit: number, totalOdds: number) => ({
      stake: minor(100),
      payout: minor(100 + profit),
      totalOdds,
    });
    expect(payoutTax(bet(500_000, 301_000), us, 2)).toBe(0);
    expect(payoutTax(bet(500_001, 301_000), us, 2)).toBe(100_000);
    expect(payoutTax(bet(500_001, 300_999), us, 2)).toBe(0);
    expect(payoutTax(bet(5001, 301_000), us, 0)).toBe(1000);
    expect(payoutTax(bet(10, 1500), { ...kenya, coefThreshold: 1.5005 }, 2)).toBe(0);
    expect(payoutTax(bet(10, 1501), { ...kenya, coefThreshold: 1.5005 }, 2)).toBe(2);
  });

  it('is never negative, never above the profit, and rounded down', () => {
    fc.assert(
      fc.property(
        stake,
        stake,
        lineOdds,
        taxes,
        precision,
        (paid, payout, totalOdds, config, digits) => {
          const tax = payoutTax({ stake: paid, payout, totalOdds }, config, digits);
          expect(tax).toBeGreaterThanOrEqual(0);
          expect(tax).toBeLessThanOrEqual(Math.max(0, payout - paid));
          if (tax > 0) expectFloorOf(tax, payout - paid, config.payoutTaxPercent);
        },
      ),
    );
  });
});

describe('couponMoney', () => {
  it('plays the stake less its tax and withholds on the profit (12 % stake, 20 % winnings)', () => {
    const both = { ...NO_TAXES, taxType: TAX_TYPE.both, betTaxPercent: 12, payoutTaxPercent: 20 };
    const coupon = { vid: COUPON_VID.single, stake: minor(10_000), legs: [2000] };
    expect(couponMoney(coupon, both, 2)).toEqual({
      stake: 10_000,
      stakeTax: 1200,
      playingStake: 8800,
      totalOdds: 2000,
      grossWin: 17_600,
      payoutTax: 1520,
      netWin: 16_080,
    });
  });

  it('taxes a system per express, so its playing stake still divides', () => {
    const poland = { ...NO_TAXES, taxType: TAX_TYPE.stake, betTaxPercent: 12 };
    const coupon = {
      vid: COUPON_VID.system,
      stake: minor(10_000),
      legs: [2000, 3000, 4000],
      systemSize: 2,
    };
    const money = couponMoney(coupon, poland, 2);
    // 3333 per express, 399 tax each (399.96), 2934 plays.
    expect(money).toMatchObject({ stake: 9999, stakeTax: 1197, playingStake: 8802 });
    expect(money.grossWin).toBe(Math.floor((2934 * 26_000_000) / 1_000_000));
  });

  it('taxes each single of a multi coupon on its own', () => {
    const us = {
      ...NO_TAXES,
      taxType: TAX_TYPE.winnings,
      payoutTaxPercent: 10,
      winAmountThreshold: 15,
    };
    const coupon = {
      vid: COUPON_VID.multi,
      stake: minor(2000),
      legs: [3000, 3000],
      stakes: [minor(500), minor(1500)],
    };
    // Profits 1000 (not above 15.00) and 3000 (taxed 300).
    expect(couponMoney(coupon, us, 2)).toMatchObject({
      grossWin: 6000,
      payoutTax: 300,
      netWin: 5700,
    });
  });

  it('keeps every amount in bounds for every tax type', () => {
    const coupon = fc.constantFrom(0, 1, 2, 3).chain((vid) =>
      oddsLegs(vid === 0 ? 1 : 3, vid === 0 ? 1 : 8).chain((legs) =>
        fc.record({
          vid: fc.constant(vid as 0 | 1 | 2 | 3),
          legs: fc.constant(legs),
          stakes: fc.array(stake, { minLength: legs.length, maxLength: legs.length }),
          stake,
          systemSize: fc.integer({ min: 2, max: Math.max(2, legs.length - 1) }),
        }),
      ),
    );
    fc.assert(
      fc.property(coupon, taxes, precision, (input, config, digits) => {
        const total = input.stakes.reduce((sum, one) => sum + one, 0);
        const priced = input.vid === COUPON_VID.multi ? { ...input, stake: minor(total) } : input;
        const money = couponMoney(priced, config, digits);
        const untaxed = possibleWin(priced);
        expect(money.stakeTax).toBeGreaterThanOrEqual(0);
        expect(money.payoutTax).toBeGreaterThanOrEqual(0);
        expect(money.stakeTax + money.playingStake).toBe(money.stake);
        expect(money.stake).toBe(untaxed.stakeTaken);
        expect(money.grossWin).toBeLessThanOrEqual(untaxed.possibleWin);
        expect(money.netWin).toBeLessThanOrEqual(money.grossWin);
        expect(money.netWin).toBeGreaterThanOrEqual(0);
        if (priced.vid !== COUPON_VID.multi) {
          expect(money.payoutTax).toBeLessThanOrEqual(Math.max(0, money.grossWin - money.stake));
        }
      }),
    );
  });

  it('taxes a multi coupon as its singles, each on its own profit', () => {
    // One single may profit and be taxed while another loses: the coupon's total profit is no bound.
    const multi = oddsLegs(3, 8).chain((legs) =>
      fc.record({
        legs: fc.constant(legs),
        stakes: fc.array(stake, { minLength: legs.length, maxLength: legs.length }),
      }),
    );
    fc.assert(
      fc.property(multi, taxes, precision, ({ legs, stakes }, config, digits) => {
        const total = minor(stakes.reduce((sum, one) => sum + one, 0));
        const money = couponMoney(
          { vid: COUPON_VID.multi, stake: total, legs, stakes },
          config,
          digits,
        );
        const singles = legs.map((odds, i) =>
          couponMoney(
            { vid: COUPON_VID.single, stake: stakes[i] ?? minor(0), legs: [odds] },
            config,
            digits,
          ),
        );
        const summed = (key: 'stakeTax' | 'playingStake' | 'grossWin' | 'payoutTax' | 'netWin') =>
          singles.reduce((sum, single) => sum + single[key], 0);
        expect(money.stakeTax).toBe(summed('stakeTax'));
        expect(money.playingStake).toBe(summed('playingStake'));
        expect(money.grossWin).toBe(summed('grossWin'));
        expect(money.payoutTax).toBe(summed('payoutTax'));
        expect(money.netWin).toBe(summed('netWin'));
      }),
    );
  });

  it('taxes the winning single of a multi coupon whose other single loses money', () => {
    const taxes = {
      ...NO_TAXES,
      taxType: TAX_TYPE.both,
      betTaxPercent: 0.13,
      payoutTaxPercent: 50,
    };
    const coupon = {
      vid: COUPON_VID.multi,
      stake: minor(8141),
      legs: [1001, 3422],
      stakes: [minor(8140), minor(1)],
    };
    // 8140 pays 10 stake tax and wins 8138 (a loss of 2); 1 wins 3, a profit of 2 taxed 1.
    expect(couponMoney(coupon, taxes, 0)).toMatchObject({
      grossWin: 8141,
      payoutTax: 1,
      netWin: 8140,
    });
  });
});

describe('settledMoney', () => {
  const taxed = { ...NO_TAXES, taxType: TAX_TYPE.both, betTaxPercent: 10, payoutTaxPercent: 20 };

  it('returns the stake tax of a refunded bet only with hasReturnTax', () => {
    const refund = {
      stake: minor(1000),
      stakeTax: minor(100),
      payout: minor(900),
      totalOdds: 1850,
      refunded: true,
    };
    expect(settledMoney(refund, taxed, 2)).toEqual({
      payoutTax: 0,
      stakeTaxReturned: 0,
      credited: 900,
    });
    expect(settledMoney(refund, { ...taxed, hasReturnTax: true }, 2)).toEqual({
      payoutTax: 0,
      stakeTaxReturned: 100,
      credited: 1000,
    });
  });

  it('withholds the winnings tax from a won bet', () => {
    const won = {
      stake: minor(1000),
      stakeTax: minor(100),
      payout: minor(1665),
      totalOdds: 1850,
      refunded: false,
    };
    expect(settledMoney(won, { ...taxed, hasReturnTax: true }, 2)).toEqual({
      payoutTax: 133,
      stakeTaxReturned: 0,
      credited: 1532,
    });
  });
});
