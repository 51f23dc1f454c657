import { describe, expect, it } from 'vitest';
import { countryByCode } from './countries.ts';
import {
  maskFromInternational,
  phoneCountries,
  phoneMaskByCountryId,
  phoneMasks,
} from './phone.ts';

function digitsIn(mask: string): number {
  return mask.replace(/-/g, '').length;
}

describe('phone countries', () => {
  it('lists Russia as id 1 with calling code 7, named in the requested language', () => {
    expect(phoneCountries('ru').find((c) => c.id === 1)).toEqual({
      id: 1,
      name: 'Россия',
      country_code: 'ru',
      tel_code: '7',
    });
    expect(phoneCountries('en').find((c) => c.id === 1)?.name).toBe('Russia');
    expect(phoneCountries('ar').find((c) => c.id === 1)?.name).toBe('روسيا');
  });

  it('covers the ISO countries the phone library knows, Kosovo included', () => {
    const list = phoneCountries('en');
    expect(list.length).toBeGreaterThan(230);
    expect(new Set(list.map((c) => c.id)).size).toBe(list.length);
    expect(list.find((c) => c.country_code === 'xk')?.tel_code).toBe('383');
    expect(list.find((c) => c.country_code === 'kz')?.tel_code).toBe('7');
    for (const c of list) {
      expect(c.country_code).toMatch(/^[a-z]{2}$/);
      expect(c.tel_code).toMatch(/^[1-9][0-9]{0,2}$/);
    }
  });

  it('leaves out entries with user-assigned codes and places without a numbering plan', () => {
    const codes = new Set(phoneCountries('en').map((c) => c.country_code));
    for (const code of ['xe', 'xs', 'aa', 'zz', 'aq']) expect(codes.has(code), code).toBe(false);
  });

  it('computes each language once', () => {
    expect(phoneCountries('ru')).toBe(phoneCountries('ru_RU'));
  });
});

describe('phone masks', () => {
  it('gives Russia the familiar mask and 10 digits', () => {
    expect(phoneMaskByCountryId(1)).toEqual({
      CountryId: 1,
      Mask: '999-999-99-99',
      Max: 10,
      Min: 10,
    });
  });

  it('gives Kazakhstan a 10-digit mask', () => {
    const kz = countryByCode('KZ');
    const mask = kz && phoneMaskByCountryId(kz.id);
    expect(mask && digitsIn(mask.Mask)).toBe(10);
    expect(mask).toMatchObject({ Min: 10, Max: 10 });
  });

  it('keeps every mask well formed and within its length bounds', () => {
    const masks = phoneMasks();
    expect(masks.length).toBe(phoneCountries('en').length);
    for (const m of masks) {
      expect(m.Mask, String(m.CountryId)).toMatch(/^9+(-9+)*$/);
      expect(m.Min).toBeGreaterThanOrEqual(4);
      expect(m.Min).toBeLessThanOrEqual(m.Max);
      expect(m.Max).toBeLessThanOrEqual(17);
      expect(digitsIn(m.Mask), String(m.CountryId)).toBeGreaterThanOrEqual(m.Min);
      expect(digitsIn(m.Mask), String(m.CountryId)).toBeLessThanOrEqual(m.Max);
    }
  });

  it('memoises the masks', () => {
    expect(phoneMasks()).toBe(phoneMasks());
  });

  it('turns an international format into a mask', () => {
    expect(maskFromInternational('+44 7400 123456', '44')).toBe('9999-999999');
    expect(maskFromInternational('+54 9 11 2345 6789', '54')).toBe('9-99-9999-9999');
    expect(maskFromInternational('+1 201-555-0123', '1')).toBe('999-999-9999');
  });
});
