import { describe, expect, it } from 'vitest';
import { couponKind, couponKindText, legMarket, legTeams } from './coupon-labels.ts';

const legs = (count: number) => Array.from({ length: count }, () => ({}));

describe('couponKind', () => {
  it('reads the vid, a multi being singles', () => {
    expect([0, 1, 2, 3].map(couponKind)).toEqual(['single', 'express', 'system', 'single']);
  });
});

describe('couponKindText', () => {
  it('names a system by its size and its number of events', () => {
    expect(couponKindText({ vid: 2, expressNum: 3, legs: legs(5) })).toEqual({
      key: 'bets_kind_system_of',
      values: { size: 3, of: 5 },
    });
  });

  it('names a single and an express by their kind alone', () => {
    expect(couponKindText({ vid: 0, legs: legs(1) })).toEqual({ key: 'bets_kind_single' });
    expect(couponKindText({ vid: 1, legs: legs(4) })).toEqual({ key: 'bets_kind_express' });
  });

  it('names a bet builder as one, not as the express it is placed as', () => {
    expect(couponKindText({ vid: 1, legs: legs(2), builder: true })).toEqual({
      key: 'bets_kind_builder',
    });
    expect(couponKindText({ vid: 1, legs: legs(2), builder: false })).toEqual({
      key: 'bets_kind_express',
    });
  });
});

describe('legTeams and legMarket', () => {
  it('writes both teams, or the one name an outright has', () => {
    expect(legTeams({ home: 'Arsenal', away: 'Chelsea' })).toBe('Arsenal – Chelsea');
    expect(legTeams({ home: 'Winner of the league' })).toBe('Winner of the league');
  });

  it('puts the period before the market when there is one', () => {
    expect(legMarket({ periodName: '', marketName: '1X2' })).toBe('1X2');
    expect(legMarket({ periodName: '1st half', marketName: 'Total' })).toBe('1st half. Total');
  });
});
