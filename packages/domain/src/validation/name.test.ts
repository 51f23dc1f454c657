import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateName } from './name.ts';

describe('validateName', () => {
  it('accepts letters of any script with apostrophes, backticks, spaces and hyphens', () => {
    for (const name of ["O'Brien", 'O’Brien', 'Jean-Luc', 'Анна Мария', 'ka`la', 'محمد', 'देव']) {
      expect(validateName(name)).toBeNull();
    }
  });

  it('refuses digits and other symbols with password_available_symbols', () => {
    for (const name of ['R2D2', 'anna!', 'a_b', 'a.b', 'a@b']) {
      expect(validateName(name)).toEqual({ key: 'password_available_symbols' });
    }
  });

  it('leaves an empty name to the required rule', () => {
    expect(validateName('')).toBeNull();
  });

  it('refuses any name that contains a digit', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 9 }), fc.string(), (a, digit, b) => {
        expect(validateName(`${a}${digit}${b}`)?.key).toBe('password_available_symbols');
      }),
    );
  });

  it('accepts any mix of Latin and Cyrillic letters and separators', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Zа-яА-ЯёЁ' `-]+$/), (name) => {
        expect(validateName(name)).toBeNull();
      }),
    );
  });
});
