import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { languageCode } from './primitives.ts';

/** A phone country as the spec's API answers it; the web maps it to { id, name, code, phoneCode }. */
export const phoneCountryEntry = z.object({
  id: z.int(),
  name: z.string(),
  country_code: z.string().check(z.regex(/^[a-z]{2}$/)),
  tel_code: z.string().check(z.regex(/^\d{1,4}$/)),
});

export const phoneMaskEntry = z.object({
  CountryId: z.int(),
  Mask: z.string(),
  Max: z.int(),
  Min: z.int(),
});

const lngQuery = z.object({
  lng: z.optional(languageCode),
});

export const referenceCalls = {
  phoneCountries: defineCall({
    method: 'GET',
    path: '/web-api/getphonecountries',
    summary: 'Countries with their calling codes, names in the given language',
    tag: 'reference',
    access: 'public',
    query: lngQuery,
    response: z.object({ countries: z.readonly(z.array(phoneCountryEntry)) }),
    mediaType: 'application/json',
  }),
  phoneMasks: defineCall({
    method: 'GET',
    path: '/web-api/api/user/phonemasks',
    summary: 'Phone input masks per country (from libphonenumber metadata)',
    tag: 'reference',
    access: 'public',
    response: z.readonly(z.array(phoneMaskEntry)),
    mediaType: 'application/json',
  }),
};
