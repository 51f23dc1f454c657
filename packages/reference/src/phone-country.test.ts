import { describe, expect, it } from 'vitest';
import { toPhoneCountry } from './phone-country.ts';

describe('toPhoneCountry', () => {
  it('maps an API entry to the client shape', () => {
    expect(toPhoneCountry({ id: 1, name: 'Россия', country_code: 'RU', tel_code: '7' })).toEqual({
      id: 1,
      name: 'Россия',
      code: 'ru',
      phoneCode: '+7',
    });
    expect(
      toPhoneCountry({ id: 2, name: 'x', country_code: 'ad', tel_code: '+376' }).phoneCode,
    ).toBe('+376');
  });
});
