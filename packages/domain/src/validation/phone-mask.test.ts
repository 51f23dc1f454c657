import type { PhoneMask } from '@arenabet/reference/phone-country';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPhoneMask, phoneMaskDisplay, phoneMaskFor, phoneMaskTemplate } from './phone-mask.ts';

const ru: PhoneMask = { CountryId: 1, Mask: '999-999-99-99', Max: 10, Min: 10 };
const short: PhoneMask = { CountryId: 7, Mask: '99-999', Max: 8, Min: 5 };

describe('phone input mask', () => {
  it('turns dashes into spaces and pads with zeros up to Max', () => {
    expect(phoneMaskTemplate(ru)).toBe('999 999 99 99');
    expect(phoneMaskTemplate(short)).toBe('99 999000');
  });

  it('shows * unfocused and # focused', () => {
    expect(phoneMaskDisplay(ru, false)).toBe('*** *** ** **');
    expect(phoneMaskDisplay(ru, true)).toBe('### ### ## ##');
  });

  it('lays the digits into the mask and truncates to the slot count', () => {
    expect(applyPhoneMask('9123', 'RU', ru)).toEqual({ digits: '9123', masked: '912 3' });
    expect(applyPhoneMask('+9 (123) 456-78-90-55', 'RU', ru)).toEqual({
      digits: '9123456789',
      masked: '912 345 67 89',
    });
  });

  it('clears a value whose first digit cannot start a KZ or RU number', () => {
    expect(applyPhoneMask('8123', 'RU', ru).digits).toBe('');
    expect(applyPhoneMask('7012', 'kz', ru).digits).toBe('7012');
    expect(applyPhoneMask('6012', 'KZ', ru).digits).toBe('6012');
    expect(applyPhoneMask('5012', 'KZ', ru).masked).toBe('');
    expect(applyPhoneMask('5012', 'BY', ru).digits).toBe('5012');
  });

  it('passes digits unformatted when there is no mask', () => {
    expect(applyPhoneMask('12-34', 'XX', undefined)).toEqual({ digits: '1234', masked: '1234' });
    expect(phoneMaskFor(1, [ru], [1])).toBeUndefined();
    expect(phoneMaskFor(1, [ru])).toBe(ru);
  });

  it('never keeps more digits than slots, and the masked value holds exactly those digits', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(ru, short), (input, mask) => {
        const { digits, masked } = applyPhoneMask(input, 'BY', mask);
        const template = phoneMaskTemplate(mask).replace(/\d/g, '9');
        expect(digits.length).toBeLessThanOrEqual(template.replace(/\D/g, '').length);
        expect(masked.replace(/\D/g, '')).toBe(digits);
        expect(template.startsWith(masked.replace(/\d/g, '9'))).toBe(true);
      }),
    );
  });

  it('gives a RU value that is empty or starts with 9', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9 ()+-]{0,16}$/), (input) => {
        const { digits } = applyPhoneMask(input, 'RU', ru);
        expect(digits === '' || digits.startsWith('9')).toBe(true);
      }),
    );
  });
});
