import type { RegistrationData } from '@arenabet/contracts/registration-form';
import { phoneMaskFor, type SiteSettings } from '@arenabet/domain';
import {
  birthdayMax,
  type FormRuleContext,
  isoDate,
  minAgeFor,
} from '@arenabet/domain/registration/index';
import type { PhoneMask } from '@arenabet/reference/phone-country';

function numberOf(value: string | undefined): number | null {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * The country the form is about (spec 000 section 4): the phone code's when the phone field is
 * used, else the country field's.
 */
export function selectedCountryId(values: Record<string, string>, usesPhone: boolean) {
  return (usesPhone ? numberOf(values.tel_code) : null) ?? numberOf(values.country_id);
}

/** The same context the server validates with: the phone country's rules, the age limit. */
export function formContext(
  values: Record<string, string>,
  usesPhone: boolean,
  settings: SiteSettings,
  data: RegistrationData | undefined,
  masks: readonly PhoneMask[],
  now = new Date(),
): FormRuleContext {
  const phoneCountryId = numberOf(values.tel_code);
  const skipped = settings.registration.phoneMaskSkipCountryIds;
  const minAge = minAgeFor(
    selectedCountryId(values, usesPhone) ?? numberOf(values.country_id),
    data?.minAgesInCountries ?? {},
    data?.minAge ?? settings.minimumAge,
  );
  const mask = phoneCountryId === null ? undefined : phoneMaskFor(phoneCountryId, masks, skipped);
  return {
    birthdayMax: birthdayMax(isoDate(now), minAge),
    ...(phoneCountryId === null
      ? {}
      : {
          phone: {
            countryId: phoneCountryId,
            ...(mask ? { mask } : {}),
            bounds: settings.registration.countryPhoneRules.map((rule) => ({
              CountryId: rule.countryId,
              Min: rule.min,
              Max: rule.max,
            })),
            maskSkippedCountryIds: skipped,
          },
        }),
  };
}
