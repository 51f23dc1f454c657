import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  readFlag,
  readInteger,
  readIntegerList,
  readNumber,
  readPositiveInteger,
  readString,
  readStringList,
  sectionReader,
  uniqueBy,
} from './config-values.ts';

describe('readFlag', () => {
  it('reads booleans, 0/1 and their string forms', () => {
    for (const on of [true, 1, '1', 'true', ' TRUE ']) expect(readFlag(on)).toBe(true);
    for (const off of [false, 0, '0', 'false', 'yes', 2, null, undefined, {}, []]) {
      expect(readFlag(off)).toBe(false);
    }
  });
});

describe('readNumber and readInteger', () => {
  it('reads finite numbers and plainly numeric strings', () => {
    expect(readNumber('18')).toBe(18);
    expect(readNumber(' 2.5 ')).toBe(2.5);
    expect(readNumber('-3')).toBe(-3);
    expect(readNumber('.5')).toBe(0.5);
    expect(readNumber(7)).toBe(7);
  });

  it('refuses what is not plainly a number', () => {
    for (const value of [
      '',
      ' ',
      'n/a',
      '1e3',
      '0x10',
      '12abc',
      Number.NaN,
      Infinity,
      true,
      null,
    ]) {
      expect(readNumber(value)).toBeUndefined();
    }
  });

  it('truncates integers and never gives -0', () => {
    expect(readInteger('18.9')).toBe(18);
    expect(Object.is(readInteger('-0.5'), 0)).toBe(true);
    expect(readPositiveInteger('0', 7)).toBe(7);
    expect(readPositiveInteger('12', 7)).toBe(12);
  });
});

describe('strings and lists', () => {
  it('reads numbers as strings too', () => {
    expect(readString('a')).toBe('a');
    expect(readString(12)).toBe('12');
    expect(readString(null)).toBeUndefined();
  });

  it('keeps non-empty strings and integers once, in order', () => {
    expect(readStringList(['b', 'a', 'b', '', 3])).toEqual(['b', 'a']);
    expect(readStringList('a,b')).toEqual([]);
    expect(readIntegerList([3, '1', 3, 'x'])).toEqual([3, 1]);
    expect(
      uniqueBy(
        [
          { k: 1, v: 'a' },
          { k: 1, v: 'b' },
        ],
        (x) => x.k,
      ),
    ).toEqual([{ k: 1, v: 'a' }]);
  });
});

describe('sectionReader', () => {
  it('reads a key of a section and survives missing or odd sections', () => {
    expect(sectionReader({ config: { min_age: '21' } })('config', 'min_age')).toBe('21');
    expect(sectionReader({ config: 'oops' })('config', 'min_age')).toBeUndefined();
    expect(sectionReader(null)('coupon', 'history_days')).toBeUndefined();
  });

  it('never throws on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const read = sectionReader(value);
        readFlag(read('coupon', 'coupon_sale'));
        readInteger(read('config', 'min_age'));
        readStringList(read('mainLanguage', 'available_languages'));
      }),
    );
  });

  it('readInteger is an integer or undefined for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = readInteger(value);
        if (parsed !== undefined) expect(Number.isInteger(parsed)).toBe(true);
      }),
    );
  });
});
