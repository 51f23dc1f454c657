import { describe, expect, it } from 'vitest';
import {
  keyOfPick,
  mergePicks,
  systemSizeFor,
  systemSizes,
  togglePick,
  vidOf,
} from './coupon-picks.ts';
import { TEST_LIMITS, testPick } from './coupon-test-kit.ts';

describe('togglePick', () => {
  it('adds a price, and takes it out on a second click', () => {
    const pick = testPick();
    const added = togglePick([], pick, 'express', TEST_LIMITS);
    expect(added).toMatchObject({ change: 'added', picks: [pick] });
    expect(togglePick(added.picks, pick, 'express', TEST_LIMITS)).toMatchObject({
      change: 'removed',
      picks: [],
    });
  });

  it('replaces another outcome of the same market of the same game, in its place', () => {
    const first = testPick({ gameId: 2 });
    const home = testPick({ type: 1 });
    const draw = testPick({ type: 2, coef: 3.4 });
    const result = togglePick([home, first], draw, 'express', TEST_LIMITS);
    expect(result).toMatchObject({ change: 'replaced', picks: [draw, first] });
  });

  it('tells lines of one market apart but still replaces within it', () => {
    const over = testPick({ group: 17, type: 9, param: 2.5 });
    const otherLine = testPick({ group: 17, type: 9, param: 3.5 });
    expect(keyOfPick(over)).not.toBe(keyOfPick(otherLine));
    expect(togglePick([over], otherLine, 'express', TEST_LIMITS).change).toBe('replaced');
  });

  it('keeps a sub-game apart from its match', () => {
    const match = testPick({ gameId: 10 });
    const half = testPick({ gameId: 11 });
    expect(togglePick([match], half, 'express', TEST_LIMITS).change).toBe('added');
  });

  it('refuses past the limit, with the limit in the reason', () => {
    const full = Array.from({ length: 20 }, (_, i) => testPick({ gameId: i + 1 }));
    const extra = testPick({ gameId: 99 });
    expect(togglePick(full, extra, 'system', TEST_LIMITS)).toMatchObject({
      change: 'refused',
      reason: 'coupon_too_many_events',
      values: { max: '20' },
    });
    expect(togglePick(full, extra, 'express', TEST_LIMITS).change).toBe('added');
    const fifty = Array.from({ length: 50 }, (_, i) => testPick({ gameId: i + 1 }));
    expect(togglePick(fifty, extra, 'express', TEST_LIMITS).change).toBe('refused');
  });
});

describe('mergePicks', () => {
  it('adds what is new, replaces within a market and stops at the limit', () => {
    const mine = [testPick({ gameId: 1, type: 1 })];
    const loaded = [
      testPick({ gameId: 1, type: 3 }),
      testPick({ gameId: 2 }),
      testPick({ gameId: 3 }),
    ];
    const merged = mergePicks(mine, loaded, 2);
    expect(merged.map(keyOfPick)).toEqual(['1/1:3', '2/1:1']);
  });
});

describe('kinds', () => {
  it('is a single with one outcome, else the chosen kind', () => {
    expect(vidOf(1, 'system')).toBe(0);
    expect(vidOf(2, 'express')).toBe(1);
    expect(vidOf(3, 'system')).toBe(2);
    expect(vidOf(2, 'system')).toBe(1);
    expect(vidOf(2, 'multi')).toBe(3);
  });

  it('offers system sizes 2 to n - 1 and fits the chosen one', () => {
    expect(systemSizes(2)).toEqual([]);
    expect(systemSizes(5)).toEqual([2, 3, 4]);
    expect(systemSizeFor(5, 7)).toBe(4);
    expect(systemSizeFor(5, 3)).toBe(3);
    expect(systemSizeFor(4, 1)).toBe(2);
  });
});
