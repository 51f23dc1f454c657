/*
 * The generic rule kinds of spec 000 section 5: required, min and max length, min and max value,
 * regex match, and the numeric-only and lowercase-alphanumeric patterns. Default keys are the
 * ones the server already answers for the same zod failures (platform/http/validation.ts), so a
 * field reads the same whichever side caught it; each can be replaced by a configured key.
 * Every rule but `required` passes an empty value, so that an optional field may stay empty.
 */
import { failure, type Rule } from './rule.ts';

export const NUMERIC_ONLY = /^\d+$/;
export const LOWERCASE_ALPHANUMERIC = /^[a-z0-9]+$/;

/** Empty, or only whitespace: a name of three spaces is not a name. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

export function requiredRule(key = 'required'): Rule<string> {
  return (value) => (isBlank(value) ? failure(key) : null);
}

// Counted in code points, as the player sees characters: an emoji is one, not two.
function lengthOf(value: string): number {
  return [...value].length;
}

export function minLengthRule(min: number, key = 'min_symbols_limit'): Rule<string> {
  return (value) => (value !== '' && lengthOf(value) < min ? failure(key, { min }) : null);
}

export function maxLengthRule(max: number, key = 'max_symbols_limit'): Rule<string> {
  return (value) => (lengthOf(value) > max ? failure(key, { max }) : null);
}

// Comma as decimal separator too, as the numeric input accepts it.
function numberOf(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value.trim().replace(',', '.'));
}

export function minValueRule(min: number, key = 'validation_too_small'): Rule<string> {
  return (value) => {
    if (value === '') return null;
    const number = numberOf(value);
    if (Number.isNaN(number)) return failure('validation_invalid_type');
    return number < min ? failure(key, { min }) : null;
  };
}

export function maxValueRule(max: number, key = 'validation_too_big'): Rule<string> {
  return (value) => {
    if (value === '') return null;
    const number = numberOf(value);
    if (Number.isNaN(number)) return failure('validation_invalid_type');
    return number > max ? failure(key, { max }) : null;
  };
}

/** The whole value must match; a pattern without anchors matches anywhere, as RegExp does. */
export function matchRule(pattern: RegExp, key = 'validation_invalid_format'): Rule<string> {
  // A /g or /y pattern keeps lastIndex between calls and would fail every other value.
  const safe = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return (value) => (value === '' || safe.test(value) ? null : failure(key));
}

export function numericOnlyRule(key?: string): Rule<string> {
  return matchRule(NUMERIC_ONLY, key);
}

export function lowercaseAlphanumericRule(key?: string): Rule<string> {
  return matchRule(LOWERCASE_ALPHANUMERIC, key);
}
