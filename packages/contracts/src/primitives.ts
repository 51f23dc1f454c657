import { z } from 'zod';

/** The largest value of a PostgreSQL integer column: a bigger id is a 400, not a 500. */
export const INT4_MAX = 2_147_483_647;

/** A database id as it arrives in JSON. */
export const idNumber = z.number().int().positive().max(INT4_MAX);

/** A database id as it arrives in a query string. */
export const idParam = z.coerce.number().int().positive().max(INT4_MAX);

/**
 * Text that can be stored: PostgreSQL refuses the NUL character, so it is refused here with a
 * clear message instead of failing in the database.
 */
export function storableText() {
  return z.string().refine((value) => !value.includes('\u0000'), 'validation_invalid_symbols');
}

/** A language id of the site: two or three lower-case letters (`ru`, `en`, `ar`, `iq`). */
export const languageCode = z.string().regex(/^[a-z]{2,3}$/, 'validation_invalid_format');
