/*
 * Phone-code search in the country picker (spec 000 and 001 section 5, section 9): the player
 * types a calling code, at most 3 digits, unsigned, with or without the leading '+'.
 */
import type { PhoneCountry } from '@arenabet/reference/phone-country';
import { digitsOf } from './rule.ts';

export const PHONE_CODE_SEARCH_MAX_DIGITS = 3;
export const PHONE_CODE_SEARCH_PLACEHOLDER = 'xxx';

/** '+7' -> '7', '-44' -> '44', '+3801' -> '380'. */
export function normalizePhoneCodeQuery(raw: string): string {
  return digitsOf(raw.trim().replace(/^\+/, '')).slice(0, PHONE_CODE_SEARCH_MAX_DIGITS);
}

/** Countries whose calling code contains the typed digits; every country for an empty query. */
export function searchPhoneCodes(
  countries: readonly PhoneCountry[],
  raw: string,
): readonly PhoneCountry[] {
  const query = normalizePhoneCodeQuery(raw);
  if (query === '') return countries;
  return countries.filter((country) => digitsOf(country.phoneCode).includes(query));
}
