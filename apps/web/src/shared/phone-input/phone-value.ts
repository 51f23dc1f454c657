/*
 * The value a phone input holds (spec 000 section 3, Country and phone): the country picked in
 * the phone-code picker and the digits typed after its code.
 */
import type { PhoneCountry } from '@arenabet/reference/phone-country';

export interface PhoneValue {
  /** Alpha-2, lower case. */
  countryCode: string;
  countryId: number;
  /** The calling code and the number, digits only. */
  fullPhone: string;
  /** With its '+': '+7'. */
  phoneCode: string;
  /** The digits after the code. */
  phoneNum: string;
}

export function phoneValueOf(country: PhoneCountry, phoneNum: string): PhoneValue {
  return {
    countryCode: country.code,
    countryId: country.id,
    fullPhone: `${country.phoneCode.replace(/\D/g, '')}${phoneNum}`,
    phoneCode: country.phoneCode,
    phoneNum,
  };
}

/**
 * The country a typed calling code names when the picker closes: the one whose code is exactly
 * those digits (the current one first, so +7 stays Kazakhstan for a Kazakh visitor); null when
 * none is.
 */
export function countryForCode(
  countries: readonly PhoneCountry[],
  digits: string,
  current: PhoneCountry | undefined,
): PhoneCountry | null {
  if (digits === '') return null;
  const exact = (c: PhoneCountry) => c.phoneCode.replace(/\D/g, '') === digits;
  if (current && exact(current)) return current;
  return countries.find(exact) ?? null;
}
