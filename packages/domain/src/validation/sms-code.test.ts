import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smsCodeRule } from './sms-code.ts';

describe('smsCodeRule', () => {
  const fourDigits = smsCodeRule({ length: 4, pattern: /^\d+$/ });

  it('answers each key in the documented precedence', () => {
    expect(fourDigits('')?.key).toBe('auth_required_field');
    expect(fourDigits('12')?.key).toBe('phone_min_length');
    expect(fourDigits('12a')?.key).toBe('phone_min_length');
    expect(fourDigits('12a4')?.key).toBe('auth_incorrect_code');
    expect(fourDigits('1234')).toBeNull();
    expect(smsCodeRule({ minLength: 5 })('ab12')).toEqual({
      key: 'min_symbols_limit',
      params: { min: 5 },
    });
    expect(smsCodeRule({ minLength: 5 })('ab-12')?.key).toBe('auth_incorrect_code');
  });

  it('accepts digits and letters by default', () => {
    expect(smsCodeRule()('a1B2')).toBeNull();
    expect(smsCodeRule()('a1 2')?.key).toBe('auth_incorrect_code');
  });

  it('accepts exactly the codes of the given length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.stringMatching(/^[0-9]{1,10}$/),
        (length, code) => {
          const failed = smsCodeRule({ length })(code);
          expect(failed === null).toBe(code.length === length);
        },
      ),
    );
  });
});
