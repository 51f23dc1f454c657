import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUPON_MAX_EVENTS,
  COUPON_MAX_SYSTEM_EVENTS,
  COUPON_VID,
  type CouponVid,
} from './coupon-kinds.ts';
import {
  type CouponEvent,
  type CouponToCheck,
  couponProblems,
  stakeProblems,
} from './coupon-rules.ts';
import { minor } from './test-arbitraries.ts';

const limits = { maxEvents: COUPON_MAX_EVENTS, maxSystemEvents: COUPON_MAX_SYSTEM_EVENTS };

function outcome(gameId: number, extra: Partial<CouponEvent> = {}): CouponEvent {
  return { gameId, group: 1, type: 1, ...extra };
}

function check(vid: CouponVid, events: CouponEvent[], systemSize?: number) {
  const coupon: CouponToCheck = { vid, events, ...limits, ...(systemSize ? { systemSize } : {}) };
  return couponProblems(coupon);
}

describe('couponProblems', () => {
  it('accepts well-formed coupons of each kind', () => {
    const three = [outcome(1), outcome(2), outcome(3)];
    expect(check(COUPON_VID.single, [outcome(1)])).toEqual([]);
    expect(check(COUPON_VID.express, three)).toEqual([]);
    expect(check(COUPON_VID.system, three, 2)).toEqual([]);
    expect(check(COUPON_VID.multi, [outcome(1), outcome(1, { type: 2 })])).toEqual([]);
  });

  it('names each problem', () => {
    expect(check(COUPON_VID.express, [])).toEqual([{ key: 'coupon_empty' }]);
    expect(check(COUPON_VID.express, [outcome(1)])).toEqual([{ key: 'coupon_express_needs_two' }]);
    expect(check(COUPON_VID.single, [outcome(1), outcome(2)])).toEqual([
      { key: 'coupon_single_needs_one' },
    ]);
    expect(check(COUPON_VID.system, [outcome(1), outcome(2), outcome(3)], 3)).toEqual([
      { key: 'coupon_system_size_invalid' },
    ]);
    expect(check(COUPON_VID.system, [outcome(1), outcome(2)], 1)).toEqual([
      { key: 'coupon_system_size_invalid' },
    ]);
    expect(check(COUPON_VID.system, [outcome(1), outcome(2), outcome(3)])).toEqual([
      { key: 'coupon_system_size_invalid' },
    ]);
  });

  it('finds the same outcome twice, and the same game twice in an express or system', () => {
    const handicap = (param: number) => outcome(7, { group: 2, type: 7, param });
    expect(check(COUPON_VID.multi, [handicap(-1.5), outcome(8), handicap(-1.5)])).toEqual([
      { key: 'coupon_duplicate_event', index: 2 },
    ]);
    expect(check(COUPON_VID.multi, [handicap(-1.5), handicap(1.5)])).toEqual([]);
    expect(check(COUPON_VID.express, [handicap(-1.5), outcome(8), handicap(1.5)])).toEqual([
      { key: 'coupon_same_game_in_express', index: 2 },
    ]);
    const period = outcome(70, { parentGameId: 7 });
    expect(check(COUPON_VID.system, [handicap(1), outcome(8), outcome(9), period], 2)).toEqual([
      { key: 'coupon_same_game_in_express', index: 3 },
    ]);
    expect(check(COUPON_VID.express, [handicap(1), handicap(1)])).toEqual([
      { key: 'coupon_duplicate_event', index: 1 },
    ]);
  });

  it('takes a duel as played in both its games', () => {
    const duel = (id: number, games: number[]) => outcome(id, { playedIn: games });
    expect(check(COUPON_VID.express, [duel(900, [7, 8]), duel(901, [8, 7])])).toEqual([
      { key: 'coupon_same_game_in_express', index: 1 },
    ]);
    expect(check(COUPON_VID.express, [outcome(8), duel(900, [7, 8])])).toEqual([
      { key: 'coupon_same_game_in_express', index: 1 },
    ]);
    expect(check(COUPON_VID.express, [duel(900, [7, 8]), duel(902, [9, 10]), outcome(11)])).toEqual(
      [],
    );
  });

  it('counts events against the limit of the kind', () => {
    const events = (count: number) => Array.from({ length: count }, (_, i) => outcome(i + 1));
    expect(check(COUPON_VID.express, events(50))).toEqual([]);
    expect(check(COUPON_VID.express, events(51))).toEqual([{ key: 'coupon_too_many_events' }]);
    expect(check(COUPON_VID.multi, events(20))).toEqual([]);
    expect(check(COUPON_VID.multi, events(21))).toEqual([{ key: 'coupon_too_many_events' }]);
    expect(check(COUPON_VID.system, events(21), 2)).toEqual([{ key: 'coupon_too_many_events' }]);
  });

  it('points at events that exist, each problem of an express once', () => {
    const event = fc.record({
      gameId: fc.integer({ min: 1, max: 6 }),
      group: fc.integer({ min: 1, max: 2 }),
      type: fc.integer({ min: 1, max: 2 }),
    });
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 12 }), (events) => {
        const problems = check(COUPON_VID.express, events);
        const indexes = problems.flatMap((problem) =>
          problem.index === undefined ? [] : [problem.index],
        );
        expect(new Set(indexes).size).toBe(indexes.length);
        for (const index of indexes) expect(index).toBeGreaterThan(0);
        for (const index of indexes) expect(index).toBeLessThan(events.length);
        const games = new Set(events.map((e) => e.gameId)).size;
        expect(indexes.length).toBe(events.length - games);
      }),
    );
  });
});

describe('stakeProblems', () => {
  const base = { stake: minor(1000), minStake: minor(100), possibleWin: minor(5000) };

  it('checks the stake and the payout against the limits', () => {
    expect(stakeProblems(base)).toEqual([]);
    expect(stakeProblems({ ...base, stake: minor(99) })).toEqual([
      { key: 'coupon_stake_below_min' },
    ]);
    expect(stakeProblems({ ...base, maxStake: minor(999) })).toEqual([
      { key: 'coupon_stake_above_max' },
    ]);
    expect(stakeProblems({ ...base, maxPayout: minor(4999) })).toEqual([
      { key: 'coupon_payout_above_max' },
    ]);
    expect(stakeProblems({ ...base, maxStake: minor(1000), maxPayout: minor(5000) })).toEqual([]);
  });

  it('never takes a zero stake', () => {
    expect(stakeProblems({ ...base, stake: minor(0), minStake: minor(0) })).toEqual([
      { key: 'coupon_stake_below_min' },
    ]);
  });
});
