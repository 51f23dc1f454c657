/*
 * SMS code (spec 000 section 5; also the phone-confirm rule: "a code of given length, digits
 * and letters"). Precedence follows the spec's listing, and each step assumes the ones before
 * passed:
 *   1. empty                          -> auth_required_field
 *   2. length differs from `length`   -> phone_min_length   (only when the server said code_length)
 *   3. a character outside `pattern`  -> auth_incorrect_code
 *   4. shorter than `minLength`       -> min_symbols_limit  (for when the exact length is unknown)
 * Length before pattern: a player who typed 3 of 4 digits learns the code is short, not wrong.
 */
import { failure, type Rule } from './rule.ts';

export interface SmsCodeOptions {
  /** The exact length, the `code_length` of the send-code answer. */
  readonly length?: number;
  /** The whole code must match; digits and letters by default. */
  readonly pattern?: RegExp;
  readonly minLength?: number;
}

const DIGITS_AND_LETTERS = /^[\p{L}\p{N}]+$/u;

export function smsCodeRule(options: SmsCodeOptions = {}): Rule<string> {
  const pattern = options.pattern ?? DIGITS_AND_LETTERS;
  return (value) => {
    if (value === '') return failure('auth_required_field');
    const length = [...value].length;
    if (options.length !== undefined && length !== options.length) {
      return failure('phone_min_length', { length: options.length });
    }
    if (!pattern.test(value)) return failure('auth_incorrect_code');
    if (options.minLength !== undefined && length < options.minLength) {
      return failure('min_symbols_limit', { min: options.minLength });
    }
    return null;
  };
}
