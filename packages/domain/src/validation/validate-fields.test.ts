import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateEmail } from './email.ts';
import { minLengthRule, requiredRule } from './field-rules.ts';
import { validateName } from './name.ts';
import { compareRule, validateFieldFailures, validateFields } from './validate-fields.ts';

const rules = {
  email: [validateEmail],
  name: [requiredRule(), validateName],
  password: [requiredRule(), minLengthRule(8)],
  password_again: [compareRule('password')],
};

describe('validateFields', () => {
  it('answers the first failing key of each failing field only', () => {
    expect(
      validateFields(
        { email: 'a@gmial.com', name: 'R2D2', password: 'short', password_again: 'other' },
        rules,
      ),
    ).toEqual({
      email: ['validation_email_domain_suggestion'],
      name: ['password_available_symbols'],
      password: ['min_symbols_limit'],
      password_again: ['validation_invalid_value'],
    });
  });

  it('keeps params in the detailed form', () => {
    expect(validateFieldFailures({ email: 'a@yandex.ry' }, { email: [validateEmail] })).toEqual({
      email: { key: 'validation_email_domain_suggestion', params: { domain: 'yandex.ru' } },
    });
  });

  it('reads a missing field as empty and applies a default required message', () => {
    expect(validateFields({}, rules, { requiredMessage: 'auth_required_field' })).toEqual({
      email: ['auth_required_field'],
      name: ['auth_required_field'],
      password: ['auth_required_field'],
    });
  });

  it('never reads Object.prototype and keeps odd field ids as fields', () => {
    const odd = { constructor: [requiredRule()], ['__proto__']: [requiredRule()] };
    const errors = validateFields({}, Object.fromEntries(Object.entries(odd)));
    expect(Object.keys(errors).sort()).toEqual(['__proto__', 'constructor']);
  });

  it('answers no errors exactly when every field passes', () => {
    fc.assert(
      fc.property(
        fc.record({ name: fc.string(), password: fc.string(), password_again: fc.string() }),
        (values) => {
          const errors = validateFields(values, {
            name: rules.name,
            password: rules.password,
            password_again: rules.password_again,
          });
          const ok =
            values.name.trim() !== '' &&
            validateName(values.name) === null &&
            values.password.trim() !== '' &&
            [...values.password].length >= 8 &&
            values.password_again === values.password;
          expect(Object.keys(errors).length === 0).toBe(ok);
          for (const keys of Object.values(errors)) expect(keys).toHaveLength(1);
        },
      ),
    );
  });
});
