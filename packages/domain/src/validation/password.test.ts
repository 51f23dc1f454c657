import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  newPasswordRules,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordChangeRules,
} from './password.ts';
import { validateFields } from './validate-fields.ts';

describe('password change rules', () => {
  it('passes a good change', () => {
    const values = {
      old_password: 'old-secret',
      password: 'new secret',
      password_confirmation: 'new secret',
    };
    expect(validateFields(values, passwordChangeRules())).toEqual({});
  });

  it('names each failing field with its first failing key', () => {
    expect(validateFields({}, passwordChangeRules())).toEqual({
      old_password: ['required'],
      password: ['required'],
      password_confirmation: ['required'],
    });
    expect(
      validateFields(
        { old_password: 'samesame1', password: 'samesame1', password_confirmation: 'other' },
        passwordChangeRules(),
      ),
    ).toEqual({
      password: ['password_same_as_old'],
      password_confirmation: ['password_confirmation_mismatch'],
    });
    expect(
      validateFields({ password: 'short', password_confirmation: 'short' }, newPasswordRules()),
    ).toEqual({
      password: ['min_symbols_limit'],
    });
  });

  it('accepts every length within bounds and refuses every length outside', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: PASSWORD_MAX_LENGTH + 20 }), (length) => {
        const password = 'x'.repeat(length);
        const errors = validateFields(
          { password, password_confirmation: password },
          newPasswordRules(),
        );
        const ok = length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
        expect(errors.password === undefined).toBe(ok);
      }),
    );
  });

  it('never trims: spaces count as characters', () => {
    const password = ' '.repeat(PASSWORD_MIN_LENGTH);
    expect(
      validateFields({ password, password_confirmation: password }, newPasswordRules()),
    ).toEqual({});
  });
});
