import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lowercaseAlphanumericRule,
  matchRule,
  maxLengthRule,
  maxValueRule,
  minLengthRule,
  minValueRule,
  numericOnlyRule,
  requiredRule,
} from './field-rules.ts';

describe('generic field rules', () => {
  it('required fails on an empty or blank value, with a replaceable key', () => {
    expect(requiredRule()('')).toEqual({ key: 'required' });
    expect(requiredRule()('  ')).toEqual({ key: 'required' });
    expect(requiredRule('auth_required_field')('')).toEqual({ key: 'auth_required_field' });
    expect(requiredRule()('a')).toBeNull();
  });

  it('min and max length count characters, not UTF-16 units', () => {
    expect(minLengthRule(3)('ab')).toEqual({ key: 'min_symbols_limit', params: { min: 3 } });
    expect(minLengthRule(3)('')).toBeNull();
    expect(maxLengthRule(2)('abc')).toEqual({ key: 'max_symbols_limit', params: { max: 2 } });
    expect(maxLengthRule(2)('😀😀')).toBeNull();
  });

  it('min and max value read numbers, comma included', () => {
    expect(minValueRule(18)('17')).toEqual({ key: 'validation_too_small', params: { min: 18 } });
    expect(maxValueRule(10)('10,5')).toEqual({ key: 'validation_too_big', params: { max: 10 } });
    expect(minValueRule(0)('abc')).toEqual({ key: 'validation_invalid_type' });
    expect(minValueRule(0)('')).toBeNull();
  });

  it('match, numeric-only and lowercase-alphanumeric', () => {
    expect(matchRule(/^[A-Z]{2}\d+$/, 'bad_passport')('ab12')).toEqual({ key: 'bad_passport' });
    expect(numericOnlyRule()('123')).toBeNull();
    expect(numericOnlyRule()('12a')).toEqual({ key: 'validation_invalid_format' });
    expect(lowercaseAlphanumericRule()('abc123')).toBeNull();
    expect(lowercaseAlphanumericRule()('Abc')).toEqual({ key: 'validation_invalid_format' });
  });

  it('match gives the same answer every time, even for a global pattern', () => {
    const rule = matchRule(/\d/g);
    expect([rule('1'), rule('1'), rule('1')]).toEqual([null, null, null]);
  });

  it('length rules agree with the character count', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), fc.nat(30), (value, bound) => {
        expect(minLengthRule(bound)(value) === null).toBe(value === '' || value.length >= bound);
        expect(maxLengthRule(bound)(value) === null).toBe(value.length <= bound);
      }),
    );
  });

  it('value rules agree with numeric comparison', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (value, bound) => {
        expect(minValueRule(bound)(String(value)) === null).toBe(value >= bound);
        expect(maxValueRule(bound)(String(value)) === null).toBe(value <= bound);
      }),
    );
  });

  it('numeric-only accepts exactly non-empty digit strings', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(numericOnlyRule()(value) === null).toBe(value === '' || /^\d+$/.test(value));
      }),
    );
  });
});
