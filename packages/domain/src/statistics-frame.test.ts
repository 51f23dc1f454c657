import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEGACY_STATISTICS_HIDE_ITEM_PREFIX, STATISTICS_HIDDEN_ITEMS_KEY } from './constants.ts';
import {
  isStatisticsFrameMessage,
  parseStatisticsFrameParams,
  readCouponData,
  readHiddenItems,
  STATISTICS_MESSAGE_SOURCE,
  statisticsFrameHeight,
  statisticsFrameMessage,
  toggleHiddenItem,
  writeHiddenItems,
} from './statistics-frame.ts';

/** Web Storage's behaviour over a Map, in insertion order like the browser's. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('parseStatisticsFrameParams', () => {
  it('reads every valid parameter', () => {
    const query = new URLSearchParams(
      'tz=3&tt=2&geo=1&r=77&project=5&lang=ar&locale=ar_IQ&mh=400&other=x',
    );
    expect(parseStatisticsFrameParams(query)).toEqual({
      params: { tz: 3, tt: 2, geo: 1, r: 77, project: 5, lang: 'ar', locale: 'ar_IQ', mh: 400 },
      errors: {},
    });
  });

  it('accepts the ends of every range and fractional time zones', () => {
    expect(parseStatisticsFrameParams({ tz: '-12', tt: '1', mh: '0' }).params).toEqual({
      tz: -12,
      tt: 1,
      mh: 0,
    });
    expect(parseStatisticsFrameParams({ tz: '14', tt: '3' }).params).toEqual({ tz: 14, tt: 3 });
    expect(parseStatisticsFrameParams({ tz: '5.75' }).params).toEqual({ tz: 5.75 });
  });

  it('refuses values outside the rules and leaves them out', () => {
    const parsed = parseStatisticsFrameParams({
      tz: '14.5',
      tt: '1.0',
      geo: '0',
      r: '-3',
      project: 'abc',
      lang: 'RU',
      locale: 'ru-RU',
      mh: '-1',
    });
    expect(parsed.params).toEqual({});
    expect(parsed.errors).toEqual({
      tz: 'stats_param_timezone',
      tt: 'stats_param_table_type',
      geo: 'stats_param_id',
      r: 'stats_param_id',
      project: 'stats_param_id',
      lang: 'stats_param_language',
      locale: 'stats_param_locale',
      mh: 'stats_param_min_height',
    });
    expect(parseStatisticsFrameParams({ tt: '4', tz: '-13', lang: 'rus' }).errors).toEqual({
      tt: 'stats_param_table_type',
      tz: 'stats_param_timezone',
      lang: 'stats_param_language',
    });
  });

  it('treats empty values as absent', () => {
    expect(parseStatisticsFrameParams(new URLSearchParams('tz=&tt='))).toEqual({
      params: {},
      errors: {},
    });
  });

  it('accepts a table type exactly when it is an integer 1 to 3', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (tt) => {
        const parsed = parseStatisticsFrameParams({ tt: String(tt) });
        expect(parsed.params.tt !== undefined).toBe(tt >= 1 && tt <= 3);
        expect(parsed.errors.tt !== undefined).toBe(!(tt >= 1 && tt <= 3));
      }),
    );
  });
});

describe('statisticsFrameHeight', () => {
  it('is never under 280 nor under the height the host asks for', () => {
    expect(statisticsFrameHeight(100)).toBe(280);
    expect(statisticsFrameHeight(280)).toBe(280);
    expect(statisticsFrameHeight(640.2)).toBe(641);
    expect(statisticsFrameHeight(300, 500)).toBe(500);
    expect(statisticsFrameHeight(Number.NaN)).toBe(280);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e5, noNaN: true }), fc.nat(5000), (content, mh) => {
        const height = statisticsFrameHeight(content, mh);
        expect(height).toBeGreaterThanOrEqual(Math.max(280, mh, content));
        expect(Number.isInteger(height)).toBe(true);
      }),
    );
  });
});

describe('hidden statistics items', () => {
  it('stores items joined by a dash under one key, and removes the key when none', () => {
    const storage = new MemoryStorage();
    expect(writeHiddenItems(storage, ['h2h', 'table', 'h2h'])).toEqual(['h2h', 'table']);
    expect(storage.getItem(STATISTICS_HIDDEN_ITEMS_KEY)).toBe('h2h-table');
    expect(readHiddenItems(storage)).toEqual(['h2h', 'table']);
    writeHiddenItems(storage, []);
    expect(storage.items.has(STATISTICS_HIDDEN_ITEMS_KEY)).toBe(false);
  });

  it('moves legacy stHideItem- keys into the one key and removes them', () => {
    const storage = new MemoryStorage();
    storage.setItem('theme', 'dark');
    storage.setItem(STATISTICS_HIDDEN_ITEMS_KEY, 'form');
    storage.setItem(`${LEGACY_STATISTICS_HIDE_ITEM_PREFIX}lineups`, 'true');
    storage.setItem(`${LEGACY_STATISTICS_HIDE_ITEM_PREFIX}form`, '1');
    storage.setItem(`${LEGACY_STATISTICS_HIDE_ITEM_PREFIX}table`, 'false');
    expect(readHiddenItems(storage)).toEqual(['form', 'lineups']);
    expect(storage.getItem(STATISTICS_HIDDEN_ITEMS_KEY)).toBe('form-lineups');
    expect([...storage.items.keys()].sort()).toEqual([STATISTICS_HIDDEN_ITEMS_KEY, 'theme']);
    // A second read finds nothing left to migrate.
    expect(readHiddenItems(storage)).toEqual(['form', 'lineups']);
  });

  it('drops ids the separator would break', () => {
    const storage = new MemoryStorage();
    expect(writeHiddenItems(storage, ['last-games', '', 'h2h'])).toEqual(['h2h']);
    storage.setItem(STATISTICS_HIDDEN_ITEMS_KEY, 'h2h--x y-table');
    expect(readHiddenItems(storage)).toEqual(['h2h', 'table']);
  });

  it('toggles an item in and out', () => {
    expect(toggleHiddenItem(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleHiddenItem(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('round-trips any set of valid ids', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z0-9_]{1,8}$/), { maxLength: 10 }), (ids) => {
        const storage = new MemoryStorage();
        writeHiddenItems(storage, ids);
        expect(readHiddenItems(storage)).toEqual([...new Set(ids)]);
      }),
    );
  });
});

describe('frame messages', () => {
  it('tags frame messages so a host can tell them from others', () => {
    const message = statisticsFrameMessage({ type: 'height', height: 300 });
    expect(message).toEqual({ type: 'height', height: 300, source: STATISTICS_MESSAGE_SOURCE });
    expect(isStatisticsFrameMessage(message)).toBe(true);
    expect(isStatisticsFrameMessage({ type: 'height', height: 300 })).toBe(false);
    expect(isStatisticsFrameMessage({ source: STATISTICS_MESSAGE_SOURCE, type: 'x' })).toBe(false);
  });

  it('reads a host answer, and only an explicit yes opens betting', () => {
    const answer = {
      source: STATISTICS_MESSAGE_SOURCE,
      type: 'couponData',
      requestId: 'r1',
      isBetsAvailable: true,
      selected: ['1:1:', 3],
    };
    expect(readCouponData(answer)).toEqual({
      type: 'couponData',
      requestId: 'r1',
      isBetsAvailable: true,
      selected: ['1:1:'],
    });
    expect(readCouponData({ ...answer, isBetsAvailable: 'yes' })?.isBetsAvailable).toBe(false);
    expect(readCouponData({ ...answer, source: 'other' })).toBeUndefined();
    expect(readCouponData('couponData')).toBeUndefined();
  });
});
