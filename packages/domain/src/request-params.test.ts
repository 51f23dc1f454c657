import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defineParams,
  FEED_QUERY_PARAMS,
  parseIntParam,
  shapeIdList,
  shapeRequestParams,
} from './request-params.ts';

const specs = defineParams({
  page: { kind: 'int', default: 1 },
  live: { kind: 'bool' },
  short: { kind: 'bool', trueValue: '1' },
  lng: { kind: 'string', default: 'ru' },
  sports: { kind: 'idList' },
  champ: { kind: 'int', prefix: 'c', postfix: '_x' },
});

describe('shapeRequestParams', () => {
  it('omits undefined, null and default values', () => {
    expect(shapeRequestParams(specs, { page: 1, lng: 'ru', live: undefined, champ: null })).toEqual(
      {},
    );
  });

  it('writes values that differ from their default', () => {
    expect(shapeRequestParams(specs, { page: 3, lng: 'en' })).toEqual({ page: '3', lng: 'en' });
  });

  it('omits false flags and writes true ones', () => {
    expect(shapeRequestParams(specs, { live: false, short: false })).toEqual({});
    expect(shapeRequestParams(specs, { live: true, short: true })).toEqual({
      live: 'true',
      short: '1',
    });
  });

  it('parses integers base 10', () => {
    expect(shapeRequestParams(specs, { page: '010' })).toEqual({ page: '10' });
    expect(shapeRequestParams(specs, { page: '0x1F' })).toEqual({ page: '0' });
    expect(shapeRequestParams(specs, { page: 'abc' })).toEqual({});
    expect(shapeRequestParams(specs, { page: '1' })).toEqual({});
  });

  it('de-duplicates, sorts and joins id lists and omits empty ones', () => {
    expect(shapeRequestParams(specs, { sports: [40, 1, '3', 1, 40] })).toEqual({
      sports: '1,3,40',
    });
    expect(shapeRequestParams(specs, { sports: [] })).toEqual({});
    expect(shapeRequestParams(specs, { sports: ['x'] })).toEqual({});
  });

  it('adds prefix and postfix around the value', () => {
    expect(shapeRequestParams(specs, { champ: 12 })).toEqual({ champ: 'c12_x' });
  });

  it('omits empty strings', () => {
    expect(shapeRequestParams(specs, { lng: '' })).toEqual({});
  });

  it('keeps the spec order of keys', () => {
    const shaped = shapeRequestParams(FEED_QUERY_PARAMS, {
      sports: [2, 1],
      lng: 'en',
      partner: 1,
      coefViewId: 0,
      virtualSports: true,
    });
    expect(Object.keys(shaped)).toEqual(['lng', 'partner', 'sports', 'virtualSports']);
    expect(shaped).toEqual({ lng: 'en', partner: '1', sports: '1,2', virtualSports: 'true' });
  });
});

describe('parseIntParam', () => {
  it('truncates numbers and refuses non-finite ones', () => {
    expect(parseIntParam(12.9)).toBe(12);
    expect(parseIntParam(Number.NaN)).toBeUndefined();
    expect(parseIntParam(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(parseIntParam(true)).toBeUndefined();
  });
});

describe('request shaping properties', () => {
  it('id lists come out sorted ascending without duplicates', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 100_000 })), (ids) => {
        const shaped = shapeIdList(ids);
        if (ids.length === 0) return shaped === undefined;
        const parts = (shaped ?? '').split(',').map(Number);
        const sortedUnique = [...new Set(ids)].sort((a, b) => a - b);
        expect(parts).toEqual(sortedUnique);
        return true;
      }),
    );
  });

  it('order and repetition of ids do not change the query', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 500 })), (ids) => {
        const reversed = [...ids].reverse();
        expect(shapeIdList([...ids, ...ids])).toBe(shapeIdList(reversed));
      }),
    );
  });

  it('never writes a default, and every written int parses back to itself', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.string()), (page) => {
        const shaped = shapeRequestParams(specs, { page });
        if (shaped.page === undefined) return;
        expect(shaped.page).not.toBe('1');
        expect(String(Number.parseInt(shaped.page, 10))).toBe(shaped.page);
      }),
    );
  });
});
