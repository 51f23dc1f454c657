import type { ValidationErrors } from '@arenabet/contracts';
import type { z } from 'zod';

/** A dictionary key looks like `validation_email_at_symbol`: lower snake case, no spaces. */
const DICTIONARY_KEY = /^[a-z][a-z0-9_]*$/;

/**
 * Turns zod issues into the spec's `validation_errors`: field id -> dictionary message keys.
 * The JSON:API wrapper (`data.attributes.`) is not part of a field's id.
 */
export function toValidationErrors(error: z.core.$ZodError, root?: string): ValidationErrors {
  const result: ValidationErrors = {};
  for (const issue of error.issues) {
    const field = fieldId(issue.path, root);
    const keys = result[field] ?? [];
    const key = messageKey(issue);
    if (!keys.includes(key)) keys.push(key);
    result[field] = keys;
  }
  return result;
}

function fieldId(path: readonly PropertyKey[], root?: string): string {
  const parts = path.map(String);
  if (parts[0] === 'data' && parts[1] === 'attributes') parts.splice(0, 2);
  if (parts.length === 0) return root ?? 'body';
  return parts.join('.');
}

function messageKey(issue: z.core.$ZodIssue): string {
  if (DICTIONARY_KEY.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'required'
        : 'validation_invalid_type';
    case 'too_small':
      return issue.origin === 'string' ? 'min_symbols_limit' : 'validation_too_small';
    case 'too_big':
      return issue.origin === 'string' ? 'max_symbols_limit' : 'validation_too_big';
    case 'invalid_format':
      return issue.format === 'email'
        ? 'validation_enter_correct_email'
        : 'validation_invalid_format';
    case 'unrecognized_keys':
      return 'validation_unknown_field';
    default:
      return 'validation_invalid_value';
  }
}
