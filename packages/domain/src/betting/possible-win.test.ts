import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinations } from './combinations.ts';
import { COUPON_VID, type CouponVid } from './coupon-kinds.ts';
import { CouponShapeError } from './coupon-shape.ts';
import { MAX_ODDS } from './odds.ts';
import {
  type CouponStakeInput,
  expressOdds,
  expressOddsRounded,
  possibleWin,
  systemStakePerBet,
  winOf,
  winOfBig,
} from './possible-win.ts';
import {
  anyOdds,
  bigProduct,
  lineOdds,
  minor,
  oddsLegs,
  stake,
  systemCoupon,
} from './test-arbitraries.ts';

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/** Multiplies reduced fractions one leg at a time: another road to the same rational. */
function reducedProduct(legs: readonly number[]) {
  return legs.reduce(
    (acc, odds) => {
      const num = acc.num * BigInt(odds);
      const den = acc.den * 1000n;
      const divisor = gcd(num, den);
      return { num: num / divisor, den: den / divisor };
    },
    { num: 1n, den: 1n },
  );
}

function shapeKey(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof CouponShapeError) return error.key;
    throw error;
  }
  return undefined;
}

describe('express odds', () => {
  it('is the exact rational product', () => {
    fc.assert(
      fc.property(fc.array(anyOdds, { maxLength: 30 }), (legs) => {
        const { numerator, scale } = expressOdds(legs);
        const reduced = reducedProduct(legs);
        expect(scale).toBe(1000n ** BigInt(legs.length));
        expect(numerator * reduced.den).toBe(reduced.num * scale);
      }),
    );
  });

  it('rounds the total odds down to three decimals', () => {
    expect(expressOddsRounded([1850, 2100])).toBe(3885);
    expect(expressOddsRounded([1333, 1333])).toBe(1776); // 1.776889
    fc.assert(
      fc.property(oddsLegs(1, 12), (legs) => {
        const { numerator, scale } = expressOdds(legs);
        const rounded = BigInt(expressOddsRounded(legs));
        expect(rounded * scale <= numerator * 1000n).toBe(true);
        expect(numerator * 1000n < (rounded + 1n) * scale).toBe(true);
      }),
    );
  });
});

describe('winOf', () => {
  it('pays the stake times the odds, rounded down', () => {
    expect(winOf(minor(10_000), [1850])).toBe(18_500);
    expect(winOf(minor(1000), [1850, 2100])).toBe(3885);
    expect(winOf(minor(333), [1333])).toBe(443); // 443.889
  });

  it('never exceeds the exact value and stays within one minor unit of it', () => {
    fc.assert(
      fc.property(stake, fc.array(anyOdds, { maxLength: 20 }), (amount, legs) => {
        const { num, den } = reducedProduct(legs);
        const win = winOfBig(amount, legs);
        expect(win * den <= BigInt(amount) * num).toBe(true);
        expect(BigInt(amount) * num < (win + 1n) * den).toBe(true);
      }),
    );
  });

  it('refuses a win past a safe integer', () => {
    const legs = Array.from({ length: 10 }, () => MAX_ODDS);
    expect(() => winOf(minor(100), legs)).toThrow(RangeError);
    expect(winOfBig(minor(100), legs)).toBe(100n * 1000n ** 10n);
  });
});

describe('systemStakePerBet', () => {
  it('does not take the remainder that does not divide', () => {
    expect(systemStakePerBet(minor(10_000), 3, 2)).toBe(3333);
    expect(systemStakePerBet(minor(100), 20, 10)).toBe(0);
  });
});

describe('possibleWin', () => {
  it('prices each kind', () => {
    expect(possibleWin({ vid: COUPON_VID.single, stake: minor(10_000), legs: [1850] })).toEqual({
      stakeTaken: 10_000,
      betCount: 1,
      stakePerBet: 10_000,
      totalOdds: 1850,
      possibleWin: 18_500,
    });
    expect(
      possibleWin({ vid: COUPON_VID.express, stake: minor(1000), legs: [1850, 2100] }),
    ).toEqual({
      stakeTaken: 1000,
      betCount: 1,
      stakePerBet: 1000,
      totalOdds: 3885,
      possibleWin: 3885,
    });
    // 2 of 3 at 2.00, 3.00, 4.00: 3333 each on 6 + 8 + 12 = 26.
    const system = { vid: COUPON_VID.system, stake: minor(10_000), legs: [2000, 3000, 4000] };
    expect(possibleWin({ ...system, systemSize: 2 })).toEqual({
      stakeTaken: 9999,
      betCount: 3,
      stakePerBet: 3333,
      totalOdds: 8666,
      possibleWin: 86_658,
    });
    const multi = { vid: COUPON_VID.multi, stake: minor(3000), legs: [2000, 1500] };
    expect(possibleWin({ ...multi, stakes: [minor(1000), minor(2000)] })).toEqual({
      stakeTaken: 3000,
      betCount: 2,
      stakePerBet: undefined,
      totalOdds: 1666,
      possibleWin: 5000,
    });
  });

  it('sums the system over its combinations, as enumeration does (n <= 8)', () => {
    fc.assert(
      fc.property(systemCoupon(8), ({ legs, k, stake: amount }) => {
        const priced = possibleWin({ vid: COUPON_VID.system, stake: amount, legs, systemSize: k });
        const combos = combinations(legs, k);
        const perBet = BigInt(Math.floor(amount / combos.length));
        const exactSum = combos.reduce((sum, combo) => sum + bigProduct(combo), 0n);
        const flooredEach = combos.reduce(
          (sum, combo) => sum + winOfBig(minor(Number(perBet)), combo),
          0n,
        );
        expect(BigInt(priced.possibleWin)).toBe((perBet * exactSum) / 1000n ** BigInt(k));
        expect(BigInt(priced.possibleWin) >= flooredEach).toBe(true);
        expect(priced.betCount).toBe(combos.length);
        expect(priced.stakeTaken).toBe(Number(perBet) * combos.length);
        expect(amount - priced.stakeTaken).toBeLessThan(combos.length);
      }),
    );
  });

  it('prices systems far too large to enumerate', () => {
    // 10 of 20 is 184 756 expresses, 25 of 50 about 1.3e14: only the O(n·k) sum can answer.
    const legs = Array.from({ length: 50 }, () => 2000);
    const priced = possibleWin({
      vid: COUPON_VID.system,
      stake: minor(126_410_606_437_752),
      legs,
      systemSize: 25,
    });
    expect(priced).toMatchObject({ betCount: 126_410_606_437_752, stakePerBet: 1 });
    // 1.3e14 expresses at 2^25 each is past 2^53: saturated.
    expect(priced.possibleWin).toBe(Number.MAX_SAFE_INTEGER);
    const ten = Array.from({ length: 20 }, () => 1500);
    const tenOfTwenty = possibleWin({
      vid: COUPON_VID.system,
      stake: minor(184_756),
      legs: ten,
      systemSize: 10,
    });
    // Each express pays 1.5^10 = 57.6650390625 on 1.
    expect(tenOfTwenty.possibleWin).toBe(Math.floor(184_756 * 57.6650390625));
  });

  it('never falls when a leg is raised', () => {
    const coupon = fc.constantFrom<CouponVid>(0, 1, 2, 3).chain((vid) => {
      const legs =
        vid === COUPON_VID.single ? oddsLegs(1, 1) : oddsLegs(vid === COUPON_VID.system ? 3 : 2, 8);
      return legs.chain((odds) =>
        fc.record({
          vid: fc.constant(vid),
          legs: fc.constant(odds),
          systemSize: fc.integer({ min: 2, max: Math.max(2, odds.length - 1) }),
          stakes: fc.array(stake, { minLength: odds.length, maxLength: odds.length }),
          stake,
          raised: fc.nat(odds.length - 1),
          delta: fc.integer({ min: 1, max: 5000 }),
        }),
      );
    });
    fc.assert(
      fc.property(coupon, ({ raised, delta, ...input }) => {
        const base: CouponStakeInput =
          input.vid === COUPON_VID.multi
            ? { ...input, stake: minor(input.stakes.reduce((a, b) => a + b, 0)) }
            : input;
        const higher = base.legs.map((odds, i) => (i === raised ? odds + delta : odds));
        const before = possibleWin(base);
        const after = possibleWin({ ...base, legs: higher });
        expect(after.possibleWin).toBeGreaterThanOrEqual(before.possibleWin);
        expect(after.totalOdds).toBeGreaterThanOrEqual(before.totalOdds);
      }),
    );
  });

  it('saturates a win past 2^53 so that the maximum payout refuses it', () => {
    const legs = Array.from({ length: 50 }, () => 2000);
    const priced = possibleWin({ vid: COUPON_VID.express, stake: minor(100_000), legs });
    expect(priced.possibleWin).toBe(Number.MAX_SAFE_INTEGER);
    expect(priced.totalOdds).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses impossible shapes with a dictionary key', () => {
    const at = (coupon: CouponStakeInput) => shapeKey(() => possibleWin(coupon));
    const s = minor(1000);
    expect(at({ vid: COUPON_VID.express, stake: s, legs: [] })).toBe('coupon_empty');
    expect(at({ vid: COUPON_VID.single, stake: s, legs: [1500, 1600] })).toBe(
      'coupon_single_needs_one',
    );
    expect(at({ vid: COUPON_VID.express, stake: s, legs: [1500] })).toBe(
      'coupon_express_needs_two',
    );
    expect(at({ vid: COUPON_VID.system, stake: s, legs: [1500, 1600, 1700] })).toBe(
      'coupon_system_size_invalid',
    );
    expect(at({ vid: COUPON_VID.system, stake: s, legs: [1500, 1600, 1700], systemSize: 3 })).toBe(
      'coupon_system_size_invalid',
    );
    expect(at({ vid: COUPON_VID.multi, stake: s, legs: [1500, 1600] })).toBe(
      'coupon_multi_stakes_mismatch',
    );
    expect(at({ vid: COUPON_VID.multi, stake: s, legs: [1500], stakes: [minor(999)] })).toBe(
      'coupon_multi_stakes_mismatch',
    );
    expect(at({ vid: COUPON_VID.single, stake: minor(-1), legs: [1500] })).toBe(
      'coupon_stake_invalid',
    );
    expect(at({ vid: COUPON_VID.single, stake: s, legs: [1000] })).toBe('coupon_odds_invalid');
    expect(at({ vid: COUPON_VID.single, stake: s, legs: [1500.5] })).toBe('coupon_odds_invalid');
  });

  it('takes the odds as they are: a line odds product keeps every digit', () => {
    fc.assert(
      fc.property(stake, lineOdds, lineOdds, (amount, a, b) => {
        const priced = possibleWin({ vid: COUPON_VID.express, stake: amount, legs: [a, b] });
        expect(BigInt(priced.possibleWin)).toBe(
          (BigInt(amount) * BigInt(a) * BigInt(b)) / 1_000_000n,
        );
      }),
    );
  });
});
