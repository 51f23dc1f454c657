import { z } from 'zod/mini';

/** The largest value of a PostgreSQL integer column: a bigger id is a 400, not a 500. */
export const INT4_MAX = 2_147_483_647;

/** A database id as it arrives in JSON. */
export const idNumber = z.int().check(z.positive(), z.lte(INT4_MAX));

/** A database id as it arrives in a query string. */
export const idParam = z.coerce.number().check(z.int(), z.positive(), z.lte(INT4_MAX));

/**
 * Text that can be stored: PostgreSQL refuses the NUL character, so it is refused here with a
 * clear message instead of failing in the database.
 */
export function storableText() {
  return z
    .string()
    .check(z.refine((value) => !value.includes('\u0000'), 'validation_invalid_symbols'));
}

/**
 * Text the player must fill in: `requiredKey` when empty, `max_symbols_limit` past `max`
 * characters. Trimmed first unless the spaces count (a password).
 */
export function requiredText(
  max: number,
  { requiredKey = 'required', trim = true }: { requiredKey?: string; trim?: boolean } = {},
) {
  return storableText().check(
    ...(trim ? [z.trim()] : []),
    z.minLength(1, requiredKey),
    z.maxLength(max, 'max_symbols_limit'),
  );
}

/** A language id of the site: two or three lower-case letters (`ru`, `en`, `ar`, `iq`). */
export const languageCode = z.string().check(z.regex(/^[a-z]{2,3}$/, 'validation_invalid_format'));
