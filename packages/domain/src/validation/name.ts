/*
 * Name and surname (spec 000 section 5): letters of any script, apostrophe, backtick, space and
 * hyphen. Combining marks count as letters, or names written in Devanagari, Thai or with
 * decomposed accents would be refused; the typographic apostrophe (U+2019) counts as an
 * apostrophe because phone keyboards type it for "'" (O’Brien).
 */
import { failure, type ValidationFailure } from './rule.ts';

const NAME = /^[\p{L}\p{M}'’` -]+$/u;

/** An empty name passes: whether the field is required is the `required` rule's business. */
export function validateName(value: string): ValidationFailure | null {
  if (value === '' || NAME.test(value)) return null;
  return failure('password_available_symbols');
}
