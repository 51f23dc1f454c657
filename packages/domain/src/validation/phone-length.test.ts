import type { PhoneMask } from '@arenabet/reference/phone-country';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phoneDigitBounds, phoneRule } from './phone-length.ts';

const RU = 1;
const ruMask: PhoneMask = { CountryId: RU, Mask: '999-999-99-99', Max: 10, Min: 10 };

describe('phoneRule', () => {
  it('wants at least 6 digits and at most 20 without a mask', () => {
    const rule = phoneRule({ countryId: 99 });
    expect(rule('12345')).toEqual({ key: 'phone_min_length', params: { min: 6 } });
    expect(rule('123456')).toBeNull();
    expect(rule('1'.repeat(20))).toBeNull();
    expect(rule('1'.repeat(21))).toEqual({ key: 'equal_length', params: { max: 20 } });
  });

  it('takes the maximum from the country mask unless the mask is skipped', () => {
    expect(phoneRule({ countryId: RU, mask: ruMask })('912 345 67 890')?.key).toBe('equal_length');
    expect(
      phoneRule({ countryId: RU, mask: ruMask, maskSkippedCountryIds: [RU] })('912 345 67 890'),
    ).toBeNull();
  });

  it('prefers configured per-country bounds', () => {
    const bounds = [{ CountryId: RU, Min: 10, Max: 10 }];
    expect(phoneDigitBounds({ countryId: RU, mask: ruMask, bounds })).toEqual({ min: 10, max: 10 });
    expect(phoneRule({ countryId: RU, bounds })('912345678')?.key).toBe('phone_min_length');
    expect(phoneDigitBounds({ countryId: 2, bounds })).toEqual({ min: 6, max: 20 });
  });

  it('applies the country regex rules with their own message, ignoring broken ones', () => {
    const regexRules = [
      { countryId: RU, pattern: '^9', message: 'phone_ru_mobile_only' },
      { countryId: RU, pattern: '(', message: 'never' },
      { countryId: 2, pattern: '^1', message: 'other_country' },
    ];
    const rule = phoneRule({ countryId: RU, regexRules });
    expect(rule('8123456789')).toEqual({ key: 'phone_ru_mobile_only' });
    expect(rule('9123456789')).toBeNull();
  });

  it('leaves an empty value to the required rule', () => {
    expect(phoneRule({ countryId: RU })('')).toBeNull();
  });

  it('passes exactly the digit counts within the bounds, whatever the separators', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 1, max: 30 }),
        (min, extra, count) => {
          const max = min + extra;
          const rule = phoneRule({ countryId: 5, bounds: [{ CountryId: 5, Min: min, Max: max }] });
          const typed = '1-'.repeat(count);
          const key = rule(typed)?.key ?? null;
          const expected = count < min ? 'phone_min_length' : count > max ? 'equal_length' : null;
          expect(key).toBe(expected);
        },
      ),
    );
  });
});
