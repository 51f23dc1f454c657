import { describe, expect, it } from 'vitest';
import { instantNumbers } from './instant-numbers.ts';

const event = (gameId: number, coef: number) => ({ gameId, group: 1, type: 1, coef });

describe('instantNumbers', () => {
  it('counts an express', () => {
    const numbers = instantNumbers(
      { couponEvents: [event(1, 1.5), event(2, 2)], vid: 1, summ: '10' },
      2,
    );
    expect(numbers).toMatchObject({ totalCoef: 3, betCount: 1, possibleWin: '30.00' });
  });

  it('counts a boosted express as the server does', () => {
    const request = {
      couponEvents: [event(1, 2.1), event(2, 2.1), event(3, 1.95)],
      vid: 1 as const,
      summ: '10',
      isExpressBoost: true,
    };
    // The server's test (express-boost.test.ts) answers 8.856 and 88.56 for this coupon.
    expect(instantNumbers(request, 2, 3)).toMatchObject({ totalCoef: 8.856, possibleWin: '88.56' });
    expect(instantNumbers({ ...request, isExpressBoost: false }, 2, 3)).toMatchObject({
      possibleWin: '85.99',
    });
  });

  it('counts a system 2 of 3', () => {
    const numbers = instantNumbers(
      { couponEvents: [event(1, 2), event(2, 2), event(3, 2)], vid: 2, expressNum: 2, summ: '30' },
      2,
    );
    expect(numbers).toMatchObject({ betCount: 3, stakePerBet: '10.00', possibleWin: '120.00' });
  });

  it('counts multi singles', () => {
    const numbers = instantNumbers(
      { couponEvents: [event(1, 2), event(2, 3)], vid: 3, groupsSumms: ['1', '2'] },
      2,
    );
    expect(numbers).toMatchObject({ betCount: 2, possibleWin: '8.00' });
  });

  it('gives up on nothing to count', () => {
    expect(instantNumbers(undefined, 2)).toBeUndefined();
  });
});
