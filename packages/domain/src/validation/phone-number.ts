/*
 * Phone numbers checked with the phone library (spec 001 section 5): the national number
 * against the possible lengths and patterns of the chosen country, and its formats.
 *
 * 'libphonenumber-js' with its default (min) metadata, because these rules run in the browser
 * too: the max metadata is about three times larger and only adds number types, which
 * registration does not ask for. The server's phone reference (packages/reference) uses max.
 */
import {
  type CountryCode,
  isSupportedCountry,
  type NumberFormat,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js';
import { failure, type Rule } from './rule.ts';

/** The spec's result kinds: too short, too long, invalid length, possible. */
export type PhoneLengthCheck =
  | 'possible'
  | 'too_short'
  | 'too_long'
  | 'invalid_length'
  | 'not_a_number'
  | 'invalid_country';

export type PhoneFormat = NumberFormat;

const TWO_CAPITALS = /^[A-Z]{2}$/;

/** Two capital letters the phone library knows ('RU', 'KZ'); 'ru' and 'XE' are not. */
export function isPhoneCountryCode(code: string): code is CountryCode {
  return TWO_CAPITALS.test(code) && isSupportedCountry(code);
}

/** The national number against the possible lengths of the country. */
export function checkPhoneLength(national: string, country: string): PhoneLengthCheck {
  if (!isPhoneCountryCode(country)) return 'invalid_country';
  const result = validatePhoneNumberLength(national, country);
  return result === undefined ? 'possible' : (result.toLowerCase() as PhoneLengthCheck);
}

/** Possible length and the country's number patterns (leading digits and lengths). */
export function isValidPhone(national: string, country: string): boolean {
  if (!isPhoneCountryCode(country)) return false;
  return parsePhoneNumberFromString(national, country)?.isValid() ?? false;
}

/**
 * The number in one of the library's formats; IDD needs the country dialled from and is
 * undefined when the library has no international prefix for it. Null when it does not parse.
 */
export function formatPhone(
  national: string,
  country: string,
  format: PhoneFormat,
  fromCountry?: string,
): string | null {
  if (!isPhoneCountryCode(country)) return null;
  const parsed = parsePhoneNumberFromString(national, country);
  if (!parsed) return null;
  if (format !== 'IDD') return parsed.format(format);
  if (fromCountry === undefined || !isPhoneCountryCode(fromCountry)) return null;
  return parsed.format('IDD', { fromCountry }) ?? null;
}

const LENGTH_KEYS: Readonly<Record<Exclude<PhoneLengthCheck, 'possible'>, string>> = {
  too_short: 'phone_min_length',
  too_long: 'equal_length',
  invalid_length: 'validation_invalid_format',
  not_a_number: 'validation_invalid_format',
  invalid_country: 'validation_invalid_value',
};

/**
 * Length first (so a half-typed number reads "not enough digits"), then the patterns. An empty
 * value passes; required is a separate rule.
 */
export function phoneNumberRule(country: string): Rule<string> {
  return (value) => {
    if (value.trim() === '') return null;
    const check = checkPhoneLength(value, country);
    if (check !== 'possible') return failure(LENGTH_KEYS[check]);
    return isValidPhone(value, country) ? null : failure('validation_invalid_format');
  };
}
