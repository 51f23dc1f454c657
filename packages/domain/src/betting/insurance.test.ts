import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUPON_VID } from './coupon-kinds.ts';
import {
  type InsurancePosition,
  insuranceDue,
  insuranceOffer,
  insurancePremium,
  insuredAmountOf,
} from './insurance.ts';
import { LEG_OPEN } from './settlement.ts';
import { minor } from './test-arbitraries.ts';

const base: InsurancePosition = {
  vid: COUPON_VID.express,
  legs: [{ result: LEG_OPEN, chance: 0.5 }, { result: 'won' }, { result: LEG_OPEN, chance: 0.8 }],
  margin: 0.1,
  sold: false,
  insured: false,
};

describe('bet insurance', () => {
  it("prices the cover from the bet's chance of losing now, settled legs fixed", () => {
    const offer = insuranceOffer(base);
    expect(offer).toEqual({ available: true, lossChance: expect.closeTo(0.6, 12) });
    // 60 % to lose, 10 % margin: a cover of 50.00 costs 33.34 (33.333... rounded up).
    expect(insurancePremium(minor(5000), 0.6, 0.1)).toBe(3334);
    expect(insurancePremium(minor(10_000), 0.5, 0)).toBe(5000);
    expect(insurancePremium(minor(1), 0.01, 0.1)).toBe(1);
  });

  it('never sells a cover below its fair price, and never for more than a small margin above it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
        (insured, loss, margin) => {
          const premium = insurancePremium(minor(insured), loss, margin);
          expect(premium).toBeGreaterThanOrEqual(insured * loss - 1e-6);
          expect(premium).toBeLessThanOrEqual(Math.max(1, (insured * loss) / (1 - margin) + 1));
        },
      ),
    );
  });

  it('insures whole percents of the playing stake, 10 to 100', () => {
    expect(insuredAmountOf(minor(1999), 50)).toBe(999);
    expect(insuredAmountOf(minor(1999), 100)).toBe(1999);
    for (const percent of [0, 9, 101, 50.5]) {
      expect(() => insuredAmountOf(minor(1000), percent)).toThrow(RangeError);
    }
  });

  it('says why a bet cannot be insured', () => {
    const reason = (p: Partial<InsurancePosition>) => {
      const offer = insuranceOffer({ ...base, ...p });
      return offer.available ? 'available' : offer.reason;
    };
    expect(reason({ vid: COUPON_VID.system })).toBe('system');
    expect(reason({ antiExpress: true })).toBe('anti_express');
    expect(reason({ builder: true })).toBe('builder');
    expect(reason({ advance: true })).toBe('advance');
    expect(reason({ insured: true })).toBe('insured');
    expect(reason({ sold: true })).toBe('sold');
    expect(reason({ legs: [{ result: 'lost' }, ...base.legs] })).toBe('lost');
    expect(reason({ legs: [{ result: 'half_won' }, ...base.legs] })).toBe('half');
    expect(reason({ legs: [{ result: 'won' }] })).toBe('settled');
    expect(reason({ legs: [{ result: LEG_OPEN }] })).toBe('locked');
    // 95 % to lose at a 10 % margin: the cover would cost more than it pays.
    expect(reason({ legs: [{ result: LEG_OPEN, chance: 0.05 }] })).toBe('no_value');
  });

  it('owes the insured amount on a loss, the premium back on a refund, nothing on a win', () => {
    expect(insuranceDue('lost', minor(5000), minor(3334))).toBe(5000);
    expect(insuranceDue('refunded', minor(5000), minor(3334))).toBe(3334);
    expect(insuranceDue('won', minor(5000), minor(3334))).toBe(0);
  });
});
