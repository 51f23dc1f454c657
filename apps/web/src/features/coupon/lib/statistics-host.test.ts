import { STATISTICS_MESSAGE_SOURCE } from '@arenabet/domain';
import { describe, expect, it } from 'vitest';
import { testPick } from './coupon-test-kit.ts';
import { couponDataFor, pickOfSelection, readFrameRequest } from './statistics-host.ts';

describe('the statistics frame host', () => {
  it("answers a coupon request with the game's outcomes in the coupon", () => {
    const picks = [
      testPick({ gameId: 5, group: 17, type: 9, param: 2.5 }),
      testPick({ gameId: 6 }),
    ];
    expect(couponDataFor('r1', 5, picks)).toEqual({
      source: STATISTICS_MESSAGE_SOURCE,
      type: 'couponData',
      requestId: 'r1',
      isBetsAvailable: true,
      selected: ['17:9:2.5'],
    });
  });

  it('reads only well-formed frame requests', () => {
    const bet = {
      source: STATISTICS_MESSAGE_SOURCE,
      type: 'betRequest',
      requestId: 'r2',
      selection: { gameId: 5, group: 1, type: 1, odds: 1.9 },
    };
    expect(readFrameRequest(bet)).toMatchObject({ type: 'betRequest' });
    expect(readFrameRequest({ ...bet, selection: { gameId: 5 } })).toBeUndefined();
    expect(readFrameRequest({ ...bet, source: 'other' })).toBeUndefined();
    expect(readFrameRequest({ type: 'height', height: 5 })).toBeUndefined();
  });

  it('turns a selection into a coupon outcome', () => {
    expect(pickOfSelection({ gameId: 5, group: 17, type: 9, line: 2.5, odds: 1.9 })).toMatchObject({
      gameId: 5,
      param: 2.5,
      coef: 1.9,
    });
  });
});
