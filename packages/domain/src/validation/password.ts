/*
 * Password rules of the security office (spec 000 section 7, Password). The spec leaves the
 * bounds of password fields unshown; these are ours (docs: NIST SP 800-63B asks for at least
 * 8 characters and room for long passphrases):
 *   password               required -> min 8 -> max 128 -> not the old password
 *   password_confirmation  required -> the same as password (compare rule)
 * Passwords are never trimmed: a space is a character the player chose.
 */

import { maxLengthRule, minLengthRule } from './field-rules.ts';
import { failure } from './rule.ts';
import { compareRule, type FieldRule, type FieldRules } from './validate-fields.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// Required without trimming: a password of spaces is long enough to be refused by min length.
const requiredPassword: FieldRule = (value) => (value === '' ? failure('required') : null);

/** The new password must differ from the one it replaces, when the form asks for that one. */
function notTheOldPassword(oldField: string): FieldRule {
  return (value, values) =>
    Object.hasOwn(values, oldField) && values[oldField] === value
      ? failure('password_same_as_old')
      : null;
}

/** The new password and its confirmation; `oldField` names the current password's field. */
export function newPasswordRules(oldField?: string): FieldRules {
  const password: FieldRule[] = [
    requiredPassword,
    minLengthRule(PASSWORD_MIN_LENGTH),
    maxLengthRule(PASSWORD_MAX_LENGTH),
  ];
  if (oldField !== undefined) password.push(notTheOldPassword(oldField));
  return {
    password,
    password_confirmation: [
      requiredPassword,
      compareRule('password', 'password_confirmation_mismatch'),
    ],
  };
}

/** The password change form: the current password is only required here; the server checks it. */
export function passwordChangeRules(): FieldRules {
  return { old_password: [requiredPassword], ...newPasswordRules('old_password') };
}
