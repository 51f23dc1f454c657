import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinations } from './combinations.ts';
import { COUPON_VID } from './coupon-kinds.ts';
import { CouponShapeError } from './coupon-shape.ts';
import { boostPercentOf, EXPRESS_BOOST_TABLE, expressBoostTerms } from './express-extras.ts';
import { possibleWin, systemStakePerBet } from './possible-win.ts';
import {
  type CouponToSettle,
  FACTOR_SCALE,
  isLegResult,
  LEG_RESULTS,
  legFactor,
  type SettledLeg,
  settleCoupon,
  settleExpress,
  settleSystem,
} from './settlement.ts';
import {
  bigProduct,
  legResult,
  lineOdds,
  minor,
  oddsLegs,
  stake,
  systemCoupon,
} from './test-arbitraries.ts';

const settledLeg = fc.record({ odds: lineOdds, result: legResult });
const settledLegs = (min: number, max: number) =>
  fc.array(settledLeg, { minLength: min, maxLength: max });
const evenStake = fc.integer({ min: 0, max: 50_000_000 }).map((half) => minor(half * 2));

describe('legFactor', () => {
  it('expresses each result over 2000', () => {
    expect(FACTOR_SCALE).toBe(2000);
    expect(legFactor('won', 1850)).toBe(3700);
    expect(legFactor('lost', 1850)).toBe(0);
    expect(legFactor('void', 1850)).toBe(2000);
    expect(legFactor('half_won', 1850)).toBe(2850);
    expect(legFactor('half_lost', 1850)).toBe(1000);
    expect(LEG_RESULTS.every(isLegResult)).toBe(true);
    expect(isLegResult('open')).toBe(false);
  });

  it('is never above the odds, so no result pays more than a win', () => {
    fc.assert(
      fc.property(lineOdds, legResult, (odds, result) => {
        expect(legFactor(result, odds)).toBeLessThanOrEqual(2 * odds);
        expect(legFactor(result, odds)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('settleExpress', () => {
  it('pays the product of the factors, rounded down', () => {
    const won = (odds: number): SettledLeg => ({ odds, result: 'won' });
    expect(settleExpress(minor(1000), [won(1850), won(2100)])).toBe(3885);
    expect(settleExpress(minor(1000), [won(1850), { odds: 2100, result: 'lost' }])).toBe(0);
    expect(settleExpress(minor(1000), [won(1850), { odds: 2100, result: 'void' }])).toBe(1850);
    expect(settleExpress(minor(1001), [{ odds: 1850, result: 'half_won' }])).toBe(1426); // 1426.425
    expect(settleExpress(minor(1001), [{ odds: 1850, result: 'half_lost' }])).toBe(500);
  });

  it('returns exactly the stake when every leg is void', () => {
    fc.assert(
      fc.property(stake, oddsLegs(1, 20), (amount, legs) => {
        const voided = legs.map((odds): SettledLeg => ({ odds, result: 'void' }));
        expect(settleExpress(amount, voided)).toBe(amount);
      }),
    );
  });

  it('pays nothing when any leg is lost', () => {
    fc.assert(
      fc.property(stake, settledLegs(0, 10), lineOdds, (amount, legs, odds) => {
        expect(settleExpress(amount, [...legs, { odds, result: 'lost' }])).toBe(0);
      }),
    );
  });

  it('settles void legs as if they were not there', () => {
    fc.assert(
      fc.property(stake, settledLegs(1, 12), (amount, legs) => {
        const kept = legs.filter((leg) => leg.result !== 'void');
        expect(settleExpress(amount, legs)).toBe(settleExpress(amount, kept));
      }),
    );
  });

  it('settles half-won as half the stake won and half void', () => {
    fc.assert(
      fc.property(evenStake, lineOdds, settledLegs(0, 6), (amount, odds, rest) => {
        const half = minor(amount / 2);
        const whole = settleExpress(amount, [{ odds, result: 'half_won' }, ...rest]);
        const wonHalf = settleExpress(half, [{ odds, result: 'won' }, ...rest]);
        const voidHalf = settleExpress(half, [{ odds, result: 'void' }, ...rest]);
        // Two floors of two halves against one floor of the whole: equal or one unit more.
        expect(whole - (wonHalf + voidHalf)).toBeGreaterThanOrEqual(0);
        expect(whole - (wonHalf + voidHalf)).toBeLessThanOrEqual(1);
        if (rest.length === 0) expect(whole).toBe(wonHalf + voidHalf);
      }),
    );
  });

  it('settles half-lost as half the stake back on the rest of the express', () => {
    fc.assert(
      fc.property(evenStake, lineOdds, settledLegs(0, 6), (amount, odds, rest) => {
        const half = minor(amount / 2);
        const whole = settleExpress(amount, [{ odds, result: 'half_lost' }, ...rest]);
        expect(whole).toBe(settleExpress(half, rest));
        if (rest.length === 0) expect(whole).toBe(half);
      }),
    );
  });
});

describe('settleSystem', () => {
  it('sums every express with one floor, as its possible win (n <= 8)', () => {
    const input = systemCoupon(8).chain((coupon) =>
      fc.record({
        coupon: fc.constant(coupon),
        results: fc.array(legResult, {
          minLength: coupon.legs.length,
          maxLength: coupon.legs.length,
        }),
      }),
    );
    fc.assert(
      fc.property(input, ({ coupon: { legs, k, stake: amount }, results }) => {
        const settled = legs.map((odds, i): SettledLeg => ({ odds, result: results[i] ?? 'void' }));
        const perBet = systemStakePerBet(amount, legs.length, k);
        const combos = combinations(settled, k);
        const factors = combos.map((combo) => combo.map((leg) => legFactor(leg.result, leg.odds)));
        const exactSum = factors.reduce((sum, combo) => sum + bigProduct(combo), 0n);
        const payout = settleSystem(amount, k, settled);
        expect(BigInt(payout)).toBe((BigInt(perBet) * exactSum) / 2000n ** BigInt(k));
        const flooredEach = combos.reduce((sum, combo) => sum + settleExpress(perBet, combo), 0);
        expect(payout - flooredEach).toBeGreaterThanOrEqual(0);
        expect(payout - flooredEach).toBeLessThan(combos.length);
      }),
    );
  });

  it('refunds the stake taken when every leg is void', () => {
    fc.assert(
      fc.property(systemCoupon(12), ({ legs, k, stake: amount }) => {
        const voided = legs.map((odds): SettledLeg => ({ odds, result: 'void' }));
        const taken = possibleWin({ vid: COUPON_VID.system, stake: amount, legs, systemSize: k });
        expect(settleSystem(amount, k, voided)).toBe(taken.stakeTaken);
      }),
    );
  });
});

describe('no settlement pays more than the possible win shown', () => {
  const coupon = fc
    .constantFrom(COUPON_VID.single, COUPON_VID.express, COUPON_VID.system)
    .chain((vid) => {
      const min = vid === COUPON_VID.single ? 1 : vid === COUPON_VID.express ? 2 : 3;
      const max = vid === COUPON_VID.single ? 1 : 16;
      return settledLegs(min, max).chain((legs) =>
        fc.record({
          vid: fc.constant(vid),
          stake,
          legs: fc.constant(legs),
          systemSize: fc.integer({ min: 2, max: Math.max(2, legs.length - 1) }),
        }),
      );
    });

  it('for any results, on single, express and system', () => {
    fc.assert(
      fc.property(coupon, (input) => {
        const shown = possibleWin({ ...input, legs: input.legs.map((leg) => leg.odds) });
        const settled = settleCoupon(input);
        expect(settled).toBeDefined();
        expect(settled?.payout ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(shown.possibleWin);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a boosted express', () => {
  const boosted = settledLegs(2, 6).chain((legs) =>
    fc.record({
      stake,
      legs: fc.constant(legs),
      table: fc.constantFrom(EXPRESS_BOOST_TABLE, { 2: 50 }),
    }),
  );

  it('never pays above its boosted possible win, and pays it when every leg wins', () => {
    fc.assert(
      fc.property(boosted, ({ stake: amount, legs, table }) => {
        const odds = legs.map((leg) => leg.odds);
        const terms = expressBoostTerms(legs.length, table);
        const percent = boostPercentOf(terms, legs);
        const shown = possibleWin({
          vid: COUPON_VID.express,
          stake: amount,
          legs: odds,
          boostPercent: percent,
        });
        const coupon = { vid: COUPON_VID.express, stake: amount, legs, boost: terms } as const;
        expect(settleCoupon(coupon)?.payout).toBeLessThanOrEqual(shown.possibleWin);
        const allWon = { ...coupon, legs: legs.map((leg) => ({ ...leg, result: 'won' as const })) };
        expect(settleCoupon(allWon)?.payout).toBe(shown.possibleWin);
      }),
      { numRuns: 300 },
    );
  });

  it('is paid on the legs that played, and not at all after a lost half', () => {
    const terms = expressBoostTerms(4);
    const won = (odds: number) => ({ odds, result: 'won' as const });
    const four = [won(2000), won(2000), won(2000), won(2000)];
    const settle = (legs: SettledLeg[]) =>
      settleCoupon({ vid: COUPON_VID.express, stake: minor(1000), legs, boost: terms })?.payout;
    // 10.00 × 16 = 160.00, +5 % for four legs.
    expect(settle(four)).toBe(16_800);
    // A void leg: 10.00 × 8 = 80.00, +3 % for the three left.
    expect(settle([...four.slice(0, 3), { odds: 2000, result: 'void' }])).toBe(8240);
    // Half lost: 10.00 × 8 × 0.5 = 40.00 and no boost.
    expect(settle([...four.slice(0, 3), { odds: 2000, result: 'half_lost' }])).toBe(4000);
    expect(settle([...four.slice(0, 3), { odds: 2000, result: 'lost' }])).toBe(0);
  });
});

describe('an anti-express', () => {
  const settle = (...results: SettledLeg['result'][]) =>
    settleCoupon({
      vid: COUPON_VID.express,
      stake: minor(1000),
      legs: results.map((result) => ({ odds: 1500, result })),
      antiExpress: { odds: 2345 },
    });

  it('wins at its odds once a leg lost, loses when every leg won, and gives the stake back else', () => {
    expect(settle('won', 'lost', 'won')).toEqual({ payout: 2345, result: 'won' });
    expect(settle('won', 'half_lost', 'void')).toEqual({ payout: 2345, result: 'won' });
    expect(settle('won', 'won', 'won')).toEqual({ payout: 0, result: 'lost' });
    expect(settle('won', 'void', 'won')).toEqual({ payout: 1000, result: 'refunded' });
    expect(settle('half_won', 'won')).toEqual({ payout: 1000, result: 'refunded' });
  });

  it('never pays above its possible win, a single at its odds', () => {
    fc.assert(
      fc.property(
        stake,
        settledLegs(2, 8),
        fc.integer({ min: 1001, max: 50_000 }),
        (amount, legs, odds) => {
          const shown = possibleWin({ vid: COUPON_VID.single, stake: amount, legs: [odds] });
          const settled = settleCoupon({
            vid: COUPON_VID.express,
            stake: amount,
            legs,
            antiExpress: { odds },
          });
          expect(settled?.payout).toBeLessThanOrEqual(shown.possibleWin);
        },
      ),
    );
  });
});

describe('settleCoupon', () => {
  const legs = (...results: SettledLeg['result'][]) =>
    results.map((result, i) => ({ odds: 1500 + i * 250, result }));
  const express = (coupon: Omit<CouponToSettle, 'vid' | 'stake'>) =>
    settleCoupon({ vid: COUPON_VID.express, stake: minor(1000), ...coupon });

  it('waits for every leg', () => {
    expect(
      express({
        legs: [
          { odds: 1500, result: 'won' },
          { odds: 1800, result: 'open' },
        ],
      }),
    ).toBeUndefined();
  });

  it('names the outcome', () => {
    expect(express({ legs: legs('won', 'won') })).toEqual({ payout: 2625, result: 'won' });
    expect(express({ legs: legs('won', 'lost') })).toEqual({ payout: 0, result: 'lost' });
    expect(express({ legs: legs('void', 'void') })).toEqual({ payout: 1000, result: 'refunded' });
    expect(express({ legs: legs('void', 'half_lost') })).toEqual({ payout: 500, result: 'won' });
    expect(
      settleCoupon({
        vid: COUPON_VID.system,
        stake: minor(1000),
        systemSize: 2,
        legs: legs('void', 'void', 'void'),
      }),
    ).toEqual({ payout: 999, result: 'refunded' });
    expect(settleCoupon({ vid: COUPON_VID.single, stake: minor(1000), legs: legs('won') })).toEqual(
      { payout: 1500, result: 'won' },
    );
  });

  it('leaves multi coupons to their singles and refuses bad shapes', () => {
    const multi = { vid: COUPON_VID.multi, stake: minor(1000), legs: legs('won') };
    expect(() => settleCoupon(multi as unknown as CouponToSettle)).toThrow(CouponShapeError);
    expect(() => express({ legs: legs('won') })).toThrow('coupon_express_needs_two');
  });
});
