/*
 * A phone a player wants to bind, checked with the same rules as registration (spec 000 and
 * 001 section 5): the country's digit bounds from the site configuration (else its mask, else
 * 6 to 20), then the phone library's lengths and patterns. Answers E.164, the stored form.
 */
import {
  formatPhone,
  isValidPhone,
  phoneNumberRule,
  phoneRule,
  type SiteSettings,
} from '@arenabet/domain';
import {
  type ApiPhoneCountry,
  phoneCountries,
  phoneMaskByCountryId,
} from '@arenabet/reference/phone';

export type PhoneCheck = { phone: string } | { failure: string };

/** The phone countries whose calling code starts the digits, longest code first (+1 868 before +1). */
function countriesCalled(digits: string): ApiPhoneCountry[] {
  return phoneCountries('en')
    .filter((country) => digits.startsWith(country.tel_code))
    .sort((a, b) => b.tel_code.length - a.tel_code.length);
}

/**
 * The country and national number of a phone: typed nationally with its country (v3), or
 * internationally (+ and the calling code). Of the countries sharing a calling code (+7 RU and
 * KZ) the one whose patterns the number matches wins.
 */
export function splitPhone(text: string, countryCode?: string) {
  const digits = text.replace(/\D/g, '');
  if (countryCode !== undefined) {
    const code = countryCode.toLowerCase();
    const country = phoneCountries('en').find((entry) => entry.country_code === code);
    const national =
      country && digits.startsWith(country.tel_code) && text.trim().startsWith('+')
        ? digits.slice(country.tel_code.length)
        : digits;
    return country ? { country, national } : null;
  }
  const candidates = countriesCalled(digits).map((country) => ({
    country,
    national: digits.slice(country.tel_code.length),
  }));
  const valid = candidates.find(({ country, national }) =>
    isValidPhone(national, country.country_code.toUpperCase()),
  );
  return valid ?? candidates[0] ?? null;
}

export function checkPhone(
  text: string,
  settings: SiteSettings | null,
  countryCode?: string,
): PhoneCheck {
  const split = splitPhone(text, countryCode);
  if (!split)
    return { failure: countryCode ? 'validation_invalid_value' : 'validation_invalid_format' };
  const { country, national } = split;
  const registration = settings?.registration;
  const bounds = (registration?.countryPhoneRules ?? []).map((rule) => ({
    CountryId: rule.countryId,
    Min: rule.min,
    Max: rule.max,
  }));
  const alpha2 = country.country_code.toUpperCase();
  const rules = [
    phoneRule({
      countryId: country.id,
      mask: phoneMaskByCountryId(country.id),
      bounds,
      maskSkippedCountryIds: registration?.phoneMaskSkipCountryIds ?? [],
    }),
    phoneNumberRule(alpha2),
  ];
  for (const rule of rules) {
    const failed = rule(national);
    if (failed) return { failure: failed.key };
  }
  const phone = formatPhone(national, alpha2, 'E.164');
  return phone ? { phone } : { failure: 'validation_invalid_format' };
}
