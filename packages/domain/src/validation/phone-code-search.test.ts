import type { PhoneCountry } from '@arenabet/reference/phone-country';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhoneCodeQuery, searchPhoneCodes } from './phone-code-search.ts';

const countries: PhoneCountry[] = [
  { id: 1, name: 'Russia', code: 'ru', phoneCode: '+7' },
  { id: 2, name: 'Ukraine', code: 'ua', phoneCode: '+380' },
  { id: 3, name: 'United Kingdom', code: 'gb', phoneCode: '+44' },
  { id: 4, name: 'Uzbekistan', code: 'uz', phoneCode: '+998' },
];

describe('phone-code search', () => {
  it('strips the leading +, the sign and anything past 3 digits', () => {
    expect(normalizePhoneCodeQuery('+7')).toBe('7');
    expect(normalizePhoneCodeQuery('-44')).toBe('44');
    expect(normalizePhoneCodeQuery('+3801')).toBe('380');
    expect(normalizePhoneCodeQuery('abc')).toBe('');
  });

  it('matches codes containing the typed digits', () => {
    expect(searchPhoneCodes(countries, '+38').map((c) => c.code)).toEqual(['ua']);
    expect(searchPhoneCodes(countries, '9').map((c) => c.code)).toEqual(['uz']);
    expect(searchPhoneCodes(countries, '4').map((c) => c.code)).toEqual(['gb']);
    expect(searchPhoneCodes(countries, '')).toBe(countries);
  });

  it('keeps at most 3 digits and only digits', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(normalizePhoneCodeQuery(raw)).toMatch(/^\d{0,3}$/);
      }),
    );
  });

  it('finds a country by any part of its own code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countries), fc.nat(), fc.nat(), (country, a, b) => {
        const code = country.phoneCode.slice(1);
        const start = a % code.length;
        const part = code.slice(start, start + 1 + (b % (code.length - start)));
        expect(searchPhoneCodes(countries, `+${part}`)).toContain(country);
      }),
    );
  });
});
