import { describe, expect, it } from 'vitest';
import { countryForCode, phoneValueOf } from './phone-value.ts';

const ru = { id: 1, name: 'Russia', code: 'ru', phoneCode: '+7' };
const kz = { id: 126, name: 'Kazakhstan', code: 'kz', phoneCode: '+7' };
const ua = { id: 230, name: 'Ukraine', code: 'ua', phoneCode: '+380' };
const countries = [ru, kz, ua];

describe('phone value', () => {
  it('holds the spec fields', () => {
    expect(phoneValueOf(ua, '501234567')).toEqual({
      countryCode: 'ua',
      countryId: 230,
      fullPhone: '380501234567',
      phoneCode: '+380',
      phoneNum: '501234567',
    });
  });

  it('a typed code selects its country, keeping the current one when it has that code', () => {
    expect(countryForCode(countries, '380', ru)).toBe(ua);
    expect(countryForCode(countries, '7', kz)).toBe(kz);
    expect(countryForCode(countries, '7', ua)).toBe(ru);
    expect(countryForCode(countries, '38', ru)).toBeNull();
    expect(countryForCode(countries, '', ru)).toBeNull();
  });
});
