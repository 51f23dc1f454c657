import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPhoneLength,
  formatPhone,
  isPhoneCountryCode,
  isValidPhone,
  phoneNumberRule,
} from './phone-number.ts';

describe('phone library checks', () => {
  it('takes only two capital letters the library knows', () => {
    expect(isPhoneCountryCode('RU')).toBe(true);
    expect(isPhoneCountryCode('ru')).toBe(false);
    expect(isPhoneCountryCode('RUS')).toBe(false);
    expect(isPhoneCountryCode('XE')).toBe(false);
  });

  it('reports each length kind', () => {
    expect(checkPhoneLength('912345678', 'RU')).toBe('too_short');
    expect(checkPhoneLength('91234567890', 'RU')).toBe('invalid_length');
    expect(checkPhoneLength('21234567890123', 'US')).toBe('too_long');
    expect(checkPhoneLength('9123456789', 'RU')).toBe('possible');
    expect(checkPhoneLength('9123456789', 'ru')).toBe('invalid_country');
    expect(checkPhoneLength('abc', 'RU')).toBe('not_a_number');
  });

  it('checks the country patterns', () => {
    expect(isValidPhone('9123456789', 'RU')).toBe(true);
    expect(isValidPhone('0123456789', 'RU')).toBe(false);
  });

  it('formats national, international, E.164, RFC3966 and IDD', () => {
    expect(formatPhone('9123456789', 'RU', 'NATIONAL')).toBe('8 (912) 345-67-89');
    expect(formatPhone('9123456789', 'RU', 'INTERNATIONAL')).toBe('+7 912 345 67 89');
    expect(formatPhone('9123456789', 'RU', 'E.164')).toBe('+79123456789');
    expect(formatPhone('9123456789', 'RU', 'RFC3966')).toBe('tel:+79123456789');
    expect(formatPhone('9123456789', 'RU', 'IDD', 'US')).toBe('011 7 912 345 67 89');
    expect(formatPhone('9123456789', 'RU', 'IDD')).toBeNull();
    expect(formatPhone('', 'RU', 'E.164')).toBeNull();
  });

  it('maps the checks to message keys, length first', () => {
    const rule = phoneNumberRule('RU');
    expect(rule('')).toBeNull();
    expect(rule('912')?.key).toBe('phone_min_length');
    expect(rule('9123456789012345678')?.key).toBe('equal_length');
    expect(rule('91234567890')?.key).toBe('validation_invalid_format');
    expect(rule('0123456789')?.key).toBe('validation_invalid_format');
    expect(rule('912 345-67-89')).toBeNull();
  });

  it('formats every valid RU mobile number back to the same E.164', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^9[0-9]{9}$/), (national) => {
        fc.pre(isValidPhone(national, 'RU'));
        expect(formatPhone(national, 'RU', 'E.164')).toBe(`+7${national}`);
      }),
    );
  });

  it('never calls a number possible when it is longer than 17 digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{17,20}$/), (national) => {
        expect(checkPhoneLength(national, 'GB')).not.toBe('possible');
      }),
    );
  });
});
