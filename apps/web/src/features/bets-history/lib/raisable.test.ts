import type { PlacedCoupon } from '@arenabet/contracts/bets';
import { describe, expect, it } from 'vitest';
import { raisableWith } from './raisable.ts';

/** Only the fields the list reads matter here. */
const coupon = (id: number, powerBet: boolean, state = 'open') =>
  ({ id, state, ...(powerBet ? { powerBet } : {}) }) as unknown as PlacedCoupon;

describe('raisableWith', () => {
  it('lists the bets that can be raised now', () => {
    const list = raisableWith([coupon(1, true), coupon(2, false), coupon(3, true)], undefined);
    expect(list.map(({ id }) => id)).toEqual([1, 3]);
  });

  it('keeps the bet whose dialog is open, as read now, when it can no longer be raised', () => {
    const list = raisableWith([coupon(1, true), coupon(2, false)], coupon(2, true));
    expect(list).toEqual([coupon(1, true), coupon(2, false)]);
  });

  it('keeps the bet whose dialog is open, as it was, when it left the list', () => {
    const held = coupon(7, true);
    expect(raisableWith([coupon(1, true)], held)).toEqual([coupon(1, true), held]);
    expect(raisableWith([], held)).toEqual([held]);
  });
});
