import type { BetPlacement } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_MS, MIN_RETRY_MS, readPlacement } from './placement.ts';

const GUID = '00000000-0000-4000-8000-000000000001';
const base: BetPlacement = {
  betGuid: GUID,
  status: 'accepted',
  reason: null,
  problems: [],
  retryAfterMs: null,
  coupons: [],
  coupon: null,
};

describe('readPlacement', () => {
  it('reads an accepted bet with its coupon numbers', () => {
    const coupons = [{ id: 41 }, { id: 42 }] as BetPlacement['coupons'];
    expect(readPlacement({ ...base, coupons })).toEqual({ state: 'accepted', couponIds: [41, 42] });
  });

  it('reads an auto-bet made, by its number', () => {
    expect(readPlacement({ ...base, status: 'waiting', autoBetId: 7 })).toEqual({
      state: 'waiting',
      autoBetId: 7,
    });
  });

  it('waits as long as a pending answer asks, within bounds', () => {
    expect(readPlacement({ ...base, status: 'pending', retryAfterMs: 4000 })).toMatchObject({
      state: 'pending',
      retryAfterMs: 4000,
    });
    expect(readPlacement({ ...base, status: 'pending' })).toMatchObject({
      retryAfterMs: DEFAULT_RETRY_MS,
    });
    expect(readPlacement({ ...base, status: 'pending', retryAfterMs: 0 })).toMatchObject({
      retryAfterMs: MIN_RETRY_MS,
    });
  });

  it('reads a refusal with its reason, and tells changed odds', () => {
    const refused = readPlacement({
      ...base,
      status: 'not_accepted',
      reason: 'coupon_odds_changed',
      problems: [{ key: 'coupon_odds_changed', index: 0 }],
    });
    expect(refused).toMatchObject({ state: 'refused', oddsChanged: true });
    const locked = readPlacement({
      ...base,
      status: 'not_accepted',
      reason: 'coupon_event_locked',
    });
    expect(locked).toMatchObject({ reason: 'coupon_event_locked', oddsChanged: false });
    expect(readPlacement({ ...base, status: 'not_accepted' })).toMatchObject({
      reason: 'bet_status_not_accepted',
    });
  });
});
