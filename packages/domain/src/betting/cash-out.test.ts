import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CashOutLeg, type CashOutPosition, cashOutOffer, partPrice } from './cash-out.ts';
import { COUPON_VID } from './coupon-kinds.ts';
import { possibleWin } from './possible-win.ts';
import { LEG_OPEN } from './settlement.ts';
import { legResult, lineOdds, minor } from './test-arbitraries.ts';

const chance = fc.double({ min: 0, max: 1, noNaN: true });
const margin = fc.double({ min: 0, max: 0.2, noNaN: true });
const openLeg = fc.record({ odds: lineOdds, result: fc.constant(LEG_OPEN), chance });
const settledLeg = fc.record({
  odds: lineOdds,
  result: legResult.filter((result) => result !== 'lost'),
});
const leg: fc.Arbitrary<CashOutLeg> = fc.oneof(openLeg, settledLeg);

/** An open single or express with at least one open leg, as a player holds it. */
const position = fc
  .record({
    legs: fc.array(leg, { minLength: 1, maxLength: 6 }),
    open: openLeg,
    stake: fc.integer({ min: 1, max: 10_000_000 }),
    margin,
  })
  .map(({ legs, open, stake, margin }): CashOutPosition => {
    const all = [open, ...legs];
    const vid = all.length === 1 ? COUPON_VID.single : COUPON_VID.express;
    const win = possibleWin({ vid, stake: minor(stake), legs: all.map((l) => l.odds) });
    return { vid, playingStake: minor(stake), possibleWin: win.possibleWin, legs: all, margin };
  });

const priceOf = (offer: ReturnType<typeof cashOutOffer>) => (offer.available ? offer.price : 0);

describe('cash-out price', () => {
  it('is never above the fair value of the open position, nor above the possible win', () => {
    fc.assert(
      fc.property(position, (p) => {
        const offer = cashOutOffer(p);
        if (!offer.available) return;
        expect(offer.price).toBeLessThanOrEqual(offer.fairValue);
        expect(offer.price).toBeLessThanOrEqual(p.possibleWin);
        expect(Number.isSafeInteger(offer.price)).toBe(true);
      }),
    );
  });

  it('never falls when an open leg becomes likelier, nor rises with the margin', () => {
    fc.assert(
      fc.property(position, chance, margin, (p, more, higher) => {
        const [first, ...rest] = p.legs;
        const likelier = { ...first, chance: Math.max(first?.chance ?? 0, more) } as CashOutLeg;
        expect(priceOf(cashOutOffer({ ...p, legs: [likelier, ...rest] }))).toBeGreaterThanOrEqual(
          priceOf(cashOutOffer(p)),
        );
        const dearer = { ...p, margin: Math.max(p.margin, higher) };
        expect(priceOf(cashOutOffer(dearer))).toBeLessThanOrEqual(priceOf(cashOutOffer(p)));
      }),
    );
  });

  it('prices a single as stake × odds × chance now, less the margin', () => {
    const single = {
      vid: COUPON_VID.single,
      playingStake: minor(1000),
      possibleWin: minor(2000),
      legs: [{ odds: 2000, result: LEG_OPEN, chance: 0.6 }],
      margin: 0.05,
    } as const;
    expect(cashOutOffer(single)).toEqual({ available: true, fairValue: 1200, price: 1140 });
  });

  it('fixes the settled legs of an express at their factors', () => {
    const express: CashOutPosition = {
      vid: COUPON_VID.express,
      playingStake: minor(1000),
      possibleWin: minor(6000),
      legs: [
        { odds: 1500, result: 'won' },
        { odds: 3000, result: 'void' },
        { odds: 2000, result: LEG_OPEN, chance: 0.5 },
      ],
      margin: 0.05,
    };
    expect(cashOutOffer(express)).toEqual({ available: true, fairValue: 1500, price: 1425 });
  });

  it('says why there is no price', () => {
    const base: CashOutPosition = {
      vid: COUPON_VID.express,
      playingStake: minor(1000),
      possibleWin: minor(4000),
      legs: [
        { odds: 2000, result: LEG_OPEN, chance: 0.5 },
        { odds: 2000, result: 'won' },
      ],
      margin: 0.05,
    };
    const reason = (p: Partial<CashOutPosition>) => {
      const offer = cashOutOffer({ ...base, ...p });
      return offer.available ? 'available' : offer.reason;
    };
    expect(reason({})).toBe('available');
    expect(reason({ vid: COUPON_VID.system })).toBe('system');
    expect(reason({ boosted: true })).toBe('boosted');
    expect(reason({ antiExpress: true })).toBe('anti_express');
    expect(reason({ builder: true })).toBe('builder');
    expect(reason({ advance: true })).toBe('advance');
    expect(reason({ advanced: true })).toBe('advanced');
    expect(reason({ insured: true })).toBe('insured');
    expect(reason({ legs: [{ odds: 2000, result: 'lost' }, ...base.legs] })).toBe('lost');
    expect(reason({ legs: [{ odds: 2000, result: 'won' }] })).toBe('settled');
    expect(reason({ legs: [{ odds: 2000, result: LEG_OPEN }] })).toBe('locked');
    expect(reason({ legs: [{ odds: 2000, result: LEG_OPEN, chance: 0 }] })).toBe('no_value');
    expect(() => cashOutOffer({ ...base, margin: 1 })).toThrow(RangeError);
  });
});

describe('part of a cash-out', () => {
  it('never pays more in parts than the whole would', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10_000_000 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (stake, price, share) => {
          const part = Math.min(stake - 1, Math.max(1, Math.floor(stake * share)));
          const sum =
            partPrice(minor(price), minor(stake), minor(part)) +
            partPrice(minor(price), minor(stake), minor(stake - part));
          expect(sum).toBeLessThanOrEqual(price);
          expect(partPrice(minor(price), minor(stake), minor(stake))).toBe(price);
        },
      ),
    );
  });

  it('refuses a part outside the playing stake', () => {
    expect(() => partPrice(minor(100), minor(50), minor(0))).toThrow(RangeError);
    expect(() => partPrice(minor(100), minor(50), minor(51))).toThrow(RangeError);
  });
});
