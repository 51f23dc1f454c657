/*
 * Phone number length and site rules (spec 000 and 001 section 5), on the national number the
 * player typed after the phone code:
 * - at least Min digits, else phone_min_length; Min is the configured per-country Min, else 6;
 * - at most Max digits, else equal_length; Max is the configured per-country Max, else the
 *   country mask's Max, else 20. A country whose mask is skipped has no mask Max either;
 * - then each site-managed regex rule of the country must match the digits, else its own key.
 * An empty value passes: whether the phone is required is the `required` rule's business.
 */
import type { PhoneMask } from '@arenabet/reference/phone-country';
import { digitsOf, failure, type Rule, type ValidationFailure } from './rule.ts';

export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 20;

/** Configured bounds for one country (site configuration, country phone rules). */
export interface PhoneCountryBounds {
  readonly CountryId: number;
  readonly Min?: number;
  readonly Max?: number;
}

/** A site-managed rule: the digits must match `pattern`, else the player reads `message`. */
export interface PhoneRegexRule {
  readonly countryId: number;
  /** Source text of a regular expression, as kept in the site configuration. */
  readonly pattern: string;
  readonly message: string;
}

export interface PhoneRuleOptions {
  readonly countryId: number;
  readonly mask?: PhoneMask;
  readonly bounds?: readonly PhoneCountryBounds[];
  readonly regexRules?: readonly PhoneRegexRule[];
  readonly maskSkippedCountryIds?: readonly number[];
}

export function phoneDigitBounds(options: PhoneRuleOptions): { min: number; max: number } {
  const configured = options.bounds?.find((entry) => entry.CountryId === options.countryId);
  const maskUsed =
    options.mask?.CountryId === options.countryId &&
    !options.maskSkippedCountryIds?.includes(options.countryId);
  const maskMax = maskUsed ? options.mask?.Max : undefined;
  return {
    min: configured?.Min ?? PHONE_MIN_DIGITS,
    max: configured?.Max ?? maskMax ?? PHONE_MAX_DIGITS,
  };
}

// The rules come from the back office: a pattern that does not compile is ignored rather than
// blocking every registration from that country.
function compile(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return null;
  }
}

function regexFailure(digits: string, options: PhoneRuleOptions): ValidationFailure | null {
  for (const rule of options.regexRules ?? []) {
    if (rule.countryId !== options.countryId) continue;
    const regex = compile(rule.pattern);
    if (regex && !regex.test(digits)) return failure(rule.message);
  }
  return null;
}

export function phoneRule(options: PhoneRuleOptions): Rule<string> {
  const { min, max } = phoneDigitBounds(options);
  return (value) => {
    const digits = digitsOf(value);
    if (digits === '') return null;
    if (digits.length < min) return failure('phone_min_length', { min });
    if (digits.length > max) return failure('equal_length', { max });
    return regexFailure(digits, options);
  };
}
