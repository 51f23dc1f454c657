/*
 * Runs the rules of every field of a form and answers the server's `validation_errors` shape:
 * field id -> message keys. The form runs the same call on submit, so both sides agree.
 */
import { failure, type ValidationFailure } from './rule.ts';

export type FieldValues = Readonly<Record<string, string | undefined>>;

/** A rule that may read the other fields (compare); any `Rule<string>` is one too. */
export type FieldRule = (value: string, values: FieldValues) => ValidationFailure | null;

export type FieldRules = Readonly<Record<string, readonly FieldRule[]>>;

export interface ValidateFieldsOptions {
  /** The spec's "default required message applied to all fields": replaces the key `required`. */
  readonly requiredMessage?: string;
}

// Own properties only: a field id such as 'constructor' must not read Object.prototype.
function fieldValue(values: FieldValues, field: string): string {
  return Object.hasOwn(values, field) ? (values[field] ?? '') : '';
}

/** The other field must hold the same value (password_again, for one). */
export function compareRule(otherField: string, key = 'validation_invalid_value'): FieldRule {
  return (value, values) => (value === fieldValue(values, otherField) ? null : failure(key));
}

function firstFieldFailure(
  value: string,
  values: FieldValues,
  rules: readonly FieldRule[],
): ValidationFailure | null {
  for (const rule of rules) {
    const failed = rule(value, values);
    if (failed) return failed;
  }
  return null;
}

function withDefaultRequired(failed: ValidationFailure, options: ValidateFieldsOptions) {
  const key = options.requiredMessage;
  return failed.key === 'required' && key !== undefined ? { ...failed, key } : failed;
}

/** The first failure of each failing field, params kept, for a form that shows `{{domain}}`. */
export function validateFieldFailures(
  values: FieldValues,
  rulesByField: FieldRules,
  options: ValidateFieldsOptions = {},
): Record<string, ValidationFailure> {
  const entries: [string, ValidationFailure][] = [];
  for (const [field, rules] of Object.entries(rulesByField)) {
    const failed = firstFieldFailure(fieldValue(values, field), values, rules);
    if (failed) entries.push([field, withDefaultRequired(failed, options)]);
  }
  // fromEntries defines own properties, so a field named '__proto__' stays a field.
  return Object.fromEntries(entries);
}

/** `validation_errors`: each failing field with the key of its first failing rule. */
export function validateFields(
  values: FieldValues,
  rulesByField: FieldRules,
  options: ValidateFieldsOptions = {},
): Record<string, string[]> {
  const failures = validateFieldFailures(values, rulesByField, options);
  return Object.fromEntries(Object.entries(failures).map(([field, f]) => [field, [f.key]]));
}
