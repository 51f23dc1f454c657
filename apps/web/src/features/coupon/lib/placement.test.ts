import type { CouponView } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { testPick } from './coupon-test-kit.ts';
import { changedCoefs } from './placement.ts';

function view(events: Partial<CouponView['events'][number]>[]): CouponView {
  return {
    vid: 1,
    events: events.map((event) => ({
      gameId: 1,
      group: 1,
      type: 1,
      coef: 1.85,
      sentCoef: 1.85,
      change: 'none',
      state: 'open',
      live: true,
      sportId: 1,
      champName: 'L',
      home: 'H',
      periodName: '',
      marketName: '1X2',
      outcomeName: 'W1',
      startsAt: 0,
      ...event,
    })),
    currency: { id: 1, iso: 'EUR', symbol: '€', precision: 2 },
    totalCoef: 1.85,
    betCount: 1,
    stakePerBet: '1',
    stake: '1',
    minStake: '0.1',
    maxStake: '1000',
    maxPayout: '100000',
    possibleWin: '1.85',
    taxes: { taxType: 0, stakeTax: '0', payoutTax: '0', netWin: '1.85' },
    problems: [],
    acceptanceDelaySeconds: 5,
  };
}

describe('changedCoefs', () => {
  it('takes the odds now of the outcomes whose odds moved, by key', () => {
    const picks = [testPick({ gameId: 1 }), testPick({ gameId: 2, coef: 2 })];
    const answer = view([
      { gameId: 2, coef: 2.1, sentCoef: 2, change: 'up' },
      { gameId: 1, coef: 1.85 },
      { gameId: 3, coef: 9 },
    ]);
    expect([...changedCoefs(answer, picks)]).toEqual([['2/1:1', 2.1]]);
  });

  it('leaves out outcomes the line no longer has', () => {
    const picks = [testPick()];
    expect(changedCoefs(view([{ coef: 3, state: 'unknown' }]), picks).size).toBe(0);
    expect(changedCoefs(null, picks).size).toBe(0);
  });
});
