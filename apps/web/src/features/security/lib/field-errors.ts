import type { ValidationFailure } from '@arenabet/domain';
import { HTTPError } from '../../../shared/api/errors.ts';

/** A field's message: a dictionary key and the values its text interpolates. */
export type FieldMessage = ValidationFailure;
export type FieldMessages = Record<string, FieldMessage>;

/** The first message of each field the server refused (validation_errors). */
export function serverFieldErrors(error: unknown): FieldMessages {
  if (!(error instanceof HTTPError)) return {};
  const entries = Object.entries(error.validationErrors).flatMap(([field, keys]) =>
    keys[0] ? [[field, { key: keys[0] }] as const] : [],
  );
  return Object.fromEntries(entries);
}

/** A failure that is not about one field: shown above the form. */
export function hasFieldErrors(error: unknown): boolean {
  return Object.keys(serverFieldErrors(error)).length > 0;
}
