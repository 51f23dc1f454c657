import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyOfPick } from './coupon-picks.ts';
import { TEST_LIMITS, testPick } from './coupon-test-kit.ts';

/** localStorage for the node test run: the store persists there. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

async function freshStore() {
  vi.resetModules();
  return import('./coupon-store.ts');
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the coupon store', () => {
  it('adds, replaces, removes and clears', async () => {
    const { useCouponStore } = await freshStore();
    const store = useCouponStore.getState();
    store.toggle(testPick({ gameId: 1 }), TEST_LIMITS);
    store.toggle(testPick({ gameId: 2 }), TEST_LIMITS);
    store.toggle(testPick({ gameId: 1, type: 3 }), TEST_LIMITS);
    expect(useCouponStore.getState().picks.map(keyOfPick)).toEqual(['1/1:3', '2/1:1']);
    store.remove('2/1:1');
    expect(useCouponStore.getState().picks.map(keyOfPick)).toEqual(['1/1:3']);
    store.clear();
    expect(useCouponStore.getState().picks).toEqual([]);
  });

  it('refuses a system or multi of more outcomes than the system limit', async () => {
    const { useCouponStore } = await freshStore();
    const store = useCouponStore.getState();
    for (let id = 1; id <= 21; id += 1) store.toggle(testPick({ gameId: id }), TEST_LIMITS);
    expect(store.setKind('system', TEST_LIMITS)).toEqual({
      ok: false,
      reason: 'coupon_too_many_events',
      values: { max: '20' },
    });
    expect(useCouponStore.getState().kind).toBe('express');
    store.remove('21/1:1');
    expect(store.setKind('multi', TEST_LIMITS)).toEqual({ ok: true });
    const refused = store.toggle(testPick({ gameId: 77 }), TEST_LIMITS);
    expect(refused.change).toBe('refused');
  });

  it('drops the stake of a removed multi single', async () => {
    const { useCouponStore } = await freshStore();
    const store = useCouponStore.getState();
    store.toggle(testPick({ gameId: 1 }), TEST_LIMITS);
    store.toggle(testPick({ gameId: 2 }), TEST_LIMITS);
    store.setMultiStake('1/1:1', '5');
    store.setMultiStake('2/1:1', '6');
    store.toggle(testPick({ gameId: 1 }), TEST_LIMITS);
    expect(useCouponStore.getState().multiStakes).toEqual({ '2/1:1': '6' });
  });

  it('survives a reload', async () => {
    const first = await freshStore();
    first.useCouponStore.getState().toggle(testPick({ param: 2.5, group: 17 }), TEST_LIMITS);
    first.useCouponStore.getState().setStake('12.5');
    first.useCouponStore.getState().setCheckCf(2);
    const second = await freshStore();
    await second.useCouponStore.persist.rehydrate();
    const state = second.useCouponStore.getState();
    expect(state.picks).toEqual([testPick({ param: 2.5, group: 17 })]);
    expect(state.stake).toBe('12.5');
    expect(state.checkCf).toBe(2);
  });

  it('reads a bad stored value field by field, keeping the outcomes that read', async () => {
    const { COUPON_STORAGE_KEY, readStoredCoupon } = await freshStore();
    localStorage.setItem(
      COUPON_STORAGE_KEY,
      JSON.stringify({
        version: 0,
        state: {
          picks: [
            testPick({ gameId: 5 }),
            { gameId: 'x' },
            testPick({ gameId: 5 }),
            { ...testPick({ gameId: 6 }), coef: -1 },
            { ...testPick({ gameId: 7 }), marketName: 42, live: 'yes' },
            null,
          ],
          kind: 'lottery',
          systemSize: 1,
          stake: '1e9',
          multiStakes: { '5/1:1': '3', 'other/1:1': '4' },
          checkCf: 7,
          oneClick: 'on',
        },
      }),
    );
    const { useCouponStore } = await freshStore();
    await useCouponStore.persist.rehydrate();
    const state = useCouponStore.getState();
    expect(state.picks.map(keyOfPick)).toEqual(['5/1:1', '7/1:1']);
    expect(state.picks[1]).toMatchObject({ marketName: '', live: false });
    expect(state).toMatchObject({
      kind: 'express',
      systemSize: 2,
      stake: '',
      multiStakes: { '5/1:1': '3' },
      checkCf: null,
      oneClick: false,
    });
    expect(readStoredCoupon('garbage').picks).toEqual([]);
    expect(readStoredCoupon(null).kind).toBe('express');
  });
});
