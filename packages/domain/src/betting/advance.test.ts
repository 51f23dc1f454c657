import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '../money.ts';
import {
  advanceAllowed,
  advanceAvailable,
  advanceRoom,
  CREDIT_FORBIDDEN_COUNTRIES,
  chooseBacking,
  isAdvanceKind,
  resolveAdvances,
} from './advance.ts';

const units = (n: number) => n as MinorUnits;
const backing = (couponId: number, possibleWin: number, advanced = 0) => ({
  couponId,
  possibleWin: units(possibleWin),
  advanced: units(advanced),
});

describe('the advance', () => {
  it('is offered to players of the countries listed, never where credit is forbidden', () => {
    const terms = { countries: [1, 3, 77, 154], percent: 50 };
    expect(advanceAllowed(terms, 1)).toBe(true);
    expect(advanceAllowed(terms, 2)).toBe(false);
    expect(advanceAllowed(terms, null)).toBe(false);
    // The UK Gambling Commission and the Malta Gaming Authority forbid gambling on credit.
    expect(CREDIT_FORBIDDEN_COUNTRIES).toEqual([77, 154]);
    expect(advanceAllowed(terms, 77)).toBe(false);
    expect(advanceAllowed(terms, 154)).toBe(false);
    expect(advanceAllowed({ countries: [], percent: 50 }, 1)).toBe(false);
  });

  it('is backed by and placed as singles and expresses only', () => {
    expect([0, 1, 2, 3].map(isAdvanceKind)).toEqual([true, true, false, false]);
  });

  it('reaches a share of the backing’s possible win, less what it already carries', () => {
    expect(advanceRoom(backing(1, 10_001), 50)).toBe(5_000);
    expect(advanceRoom(backing(1, 10_000, 3_000), 50)).toBe(2_000);
    expect(advanceRoom(backing(1, 10_000, 6_000), 50)).toBe(0);
    expect(advanceAvailable([backing(1, 10_000, 3_000), backing(2, 6_000)], 50)).toBe(3_000);
    expect(advanceAvailable([], 50)).toBe(0);
  });

  it('takes the roomiest backing that covers the stake, the oldest of equals', () => {
    const candidates = [backing(3, 4_000), backing(1, 10_000, 4_000), backing(2, 8_000)];
    expect(chooseBacking(candidates, units(1_000), 50)?.couponId).toBe(2);
    expect(chooseBacking(candidates, units(4_001), 50)).toBeUndefined();
    expect(chooseBacking([backing(5, 2_000), backing(4, 2_000)], units(1_000), 50)?.couponId).toBe(
      4,
    );
  });

  it('is repaid from the backing’s credit in the order taken, and cancelled past it', () => {
    const advances = [
      { couponId: 9, stake: units(300) },
      { couponId: 7, stake: units(500) },
      { couponId: 8, stake: units(400) },
    ];
    expect(resolveAdvances(units(1_000), advances)).toEqual({ repaid: [7, 8], cancelled: [9] });
    expect(resolveAdvances(units(0), advances)).toEqual({ repaid: [], cancelled: [7, 8, 9] });
    expect(resolveAdvances(units(1_200), advances)).toEqual({ repaid: [7, 8, 9], cancelled: [] });
  });

  it('never repays more than the backing credited, and settles every advance once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { selector: (id) => id }),
        fc.array(fc.integer({ min: 1, max: 200_000 }), { maxLength: 50 }),
        (credited, ids, stakes) => {
          const advances = ids.map((couponId, i) => ({
            couponId,
            stake: units(stakes[i % Math.max(stakes.length, 1)] ?? 1),
          }));
          const { repaid, cancelled } = resolveAdvances(units(credited), advances);
          const repaidSum = advances
            .filter((a) => repaid.includes(a.couponId))
            .reduce((sum, a) => sum + a.stake, 0);
          expect(repaidSum).toBeLessThanOrEqual(credited);
          expect([...repaid, ...cancelled].sort((a, b) => a - b)).toEqual(
            [...ids].sort((a, b) => a - b),
          );
        },
      ),
    );
  });
});
