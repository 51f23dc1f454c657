import { describe, expect, it } from 'vitest';
import { COUPON_VID } from './coupon-kinds.ts';
import { counterOfferProblems, isVipKind, isVipOpen, vipBetAllowed } from './vip-bets.ts';

describe('VIP bets', () => {
  it('are offered only with the switch on, to players of the countries listed', () => {
    const listed = { switchOn: true, countries: [1, 77] };
    expect(vipBetAllowed(listed, 77)).toBe(true);
    expect(vipBetAllowed(listed, 3)).toBe(false);
    expect(vipBetAllowed(listed, null)).toBe(false);
    expect(vipBetAllowed({ ...listed, switchOn: false }, 77)).toBe(false);
  });

  it('take singles and expresses, and hold the stake while pending or countered', () => {
    expect([0, 1, 2, 3].map(isVipKind)).toEqual([true, true, false, false]);
    expect(isVipOpen('pending')).toBe(true);
    expect(isVipOpen('countered')).toBe(true);
    for (const state of ['accepted', 'refused', 'declined', 'expired', 'failed'] as const) {
      expect(isVipOpen(state)).toBe(false);
    }
  });

  it('take a counter-offer of a lower stake, or of other odds on a single only', () => {
    const single = { vid: COUPON_VID.single, stake: 100_000 };
    expect(counterOfferProblems({ ...single, counterStake: 50_000 })).toEqual({});
    expect(counterOfferProblems({ ...single, counterOdds: 1800 })).toEqual({});
    expect(counterOfferProblems(single)).toEqual({ counterStake: 'vip_counter_empty' });
    expect(counterOfferProblems({ ...single, counterStake: 100_001 })).toEqual({
      counterStake: 'vip_counter_stake_invalid',
    });
    expect(
      counterOfferProblems({ vid: COUPON_VID.express, stake: 100_000, counterOdds: 3000 }),
    ).toEqual({ counterCoef: 'vip_counter_odds_single_only' });
  });
});
