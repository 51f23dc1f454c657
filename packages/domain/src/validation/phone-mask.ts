/*
 * Phone input mask (spec 000 and 001 section 5). The country Mask ('999-999-99-99') becomes the
 * display mask: dashes to spaces, padded with zeros up to Max digits (a Mask drawn from a short
 * example number must still let the longest number in), trimmed. Each digit slot shows '*' in
 * the unfocused placeholder and '#' (the slot token) while focused. Input keeps digits only, cut
 * to the slot count, and is cleared when its first digit cannot start a mobile number of KZ
 * (6 or 7) or RU (9): a number typed with a trunk prefix or in the wrong country is easier
 * retyped than repaired.
 */
import type { PhoneMask } from '@arenabet/reference/phone-country';
import { PHONE_MAX_DIGITS } from './phone-length.ts';
import { digitsOf } from './rule.ts';

const FIRST_DIGITS: Readonly<Record<string, string>> = { KZ: '67', RU: '9' };

/** '999-999-99' with Max 9 -> '999 999 990': one character per slot, spaces between groups. */
export function phoneMaskTemplate(mask: PhoneMask): string {
  const spaced = mask.Mask.replaceAll('-', ' ');
  const missing = Math.max(0, mask.Max - digitsOf(spaced).length);
  return (spaced + '0'.repeat(missing)).trim();
}

/** The mask as shown: '*** *** ** **' unfocused, '### ### ## ##' focused. */
export function phoneMaskDisplay(mask: PhoneMask, focused: boolean): string {
  return phoneMaskTemplate(mask).replace(/\d/g, focused ? '#' : '*');
}

export interface MaskedPhone {
  /** Digits only: what the phone value keeps as phoneNum. */
  readonly digits: string;
  /** The digits laid into the mask, without separators beyond the last digit typed. */
  readonly masked: string;
}

function layIntoTemplate(digits: string, template: string): string {
  let masked = '';
  let next = 0;
  for (const slot of template) {
    if (next >= digits.length) break;
    if (/\d/.test(slot)) masked += digits[next++];
    else masked += slot;
  }
  return masked;
}

/**
 * Masks what the player typed for a country given by its alpha-2 code. Without a mask (none
 * known, or the country is in the skipped list) the digits pass unformatted, up to 20.
 */
export function applyPhoneMask(
  input: string,
  countryCode: string,
  mask: PhoneMask | undefined,
): MaskedPhone {
  const template = mask ? phoneMaskTemplate(mask) : undefined;
  const slots = template ? digitsOf(template).length : PHONE_MAX_DIGITS;
  const digits = digitsOf(input).slice(0, slots);
  const allowed = FIRST_DIGITS[countryCode.toUpperCase()];
  const first = digits[0];
  if (allowed && first !== undefined && !allowed.includes(first)) return { digits: '', masked: '' };
  return { digits, masked: template ? layIntoTemplate(digits, template) : digits };
}

/** The mask for a country, or undefined when the configuration skips masks for it. */
export function phoneMaskFor(
  countryId: number,
  masks: readonly PhoneMask[],
  skippedCountryIds: readonly number[] = [],
): PhoneMask | undefined {
  if (skippedCountryIds.includes(countryId)) return undefined;
  return masks.find((mask) => mask.CountryId === countryId);
}
