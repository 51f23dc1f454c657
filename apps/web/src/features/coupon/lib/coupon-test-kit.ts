import type { CouponPick } from './coupon-picks.ts';

/** An outcome for tests: game 1, market 1, outcome 1 at 1.85 unless told otherwise. */
export function testPick(overrides: Partial<CouponPick> = {}): CouponPick {
  return {
    gameId: 1,
    group: 1,
    type: 1,
    coef: 1.85,
    home: 'Home',
    away: 'Away',
    champName: 'League',
    sportId: 1,
    live: false,
    periodName: '',
    marketName: '1X2',
    outcomeName: 'W1',
    ...overrides,
  };
}

export const TEST_LIMITS = { maxBets: 50, maxSystemBets: 20 };
