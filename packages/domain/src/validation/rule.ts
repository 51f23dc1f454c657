/*
 * The common shape of every validation rule (spec 000 section 5). A rule is pure: the form
 * runs it in the browser on input, the server runs the same function before writing, and both
 * speak in dictionary message keys, so the player reads the same words whichever side failed.
 */

export type FailureParams = Readonly<Record<string, string | number>>;

/** A failed rule: a dictionary key, plus the values its text interpolates (`{{domain}}`). */
export interface ValidationFailure {
  readonly key: string;
  readonly params?: FailureParams;
}

/** Returns null when the value passes. */
export type Rule<T> = (value: T) => ValidationFailure | null;

export function failure(key: string, params?: FailureParams): ValidationFailure {
  return params === undefined ? { key } : { key, params };
}

/** Runs rules in order and stops at the first failure: the player fixes one thing at a time. */
export function firstFailure<T>(value: T, rules: readonly Rule<T>[]): ValidationFailure | null {
  for (const rule of rules) {
    const failed = rule(value);
    if (failed) return failed;
  }
  return null;
}

/** Digits only, for rules that count digits whatever separators the player typed. */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}
