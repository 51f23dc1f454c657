import { referenceCalls, registrationCalls } from '@arenabet/contracts';
import {
  type RegistrationFormType,
  registrationFormCalls,
} from '@arenabet/contracts/registration-form';
import { socialCalls } from '@arenabet/contracts/social';
import { toPhoneCountry } from '@arenabet/reference/phone-country';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api.ts';

const KEY = ['registration'] as const;
/** Reference lists and field sets change with a release, not during a visit. */
const FOR_THE_VISIT = Number.POSITIVE_INFINITY;

export const registrationDataQuery = (lng: string, isWidget: boolean, section?: 'main' | 'promo') =>
  queryOptions({
    queryKey: [...KEY, 'data', lng, isWidget, section ?? null],
    queryFn: async ({ signal }) => {
      const query = {
        lng,
        isWidget: isWidget ? '1' : '0',
        ...(section ? { section } : {}),
      } as const;
      const { data } = await callApi(registrationCalls.register, { query }, { signal });
      const { attributes } = data;
      // Both answers share the call; the registration data is the one with tabs.
      if (!('registrationTabs' in attributes)) throw new Error('registration data expected');
      return attributes;
    },
    staleTime: 5 * 60_000,
  });

/** Fetched field sets are cached per registration type (spec 000 section 4). */
export const fieldSetQuery = (type: RegistrationFormType, lng: string) =>
  queryOptions({
    queryKey: [...KEY, 'fields', type, lng],
    queryFn: async ({ signal }) => {
      const answer = await callApi(
        registrationFormCalls.fields,
        { params: { type }, query: { lng } },
        { signal },
      );
      return answer.data.attributes;
    },
    staleTime: FOR_THE_VISIT,
  });

export const phoneCountriesQuery = (lng: string) =>
  queryOptions({
    queryKey: [...KEY, 'phone-countries', lng],
    queryFn: async ({ signal }) => {
      const answer = await callApi(referenceCalls.phoneCountries, { query: { lng } }, { signal });
      return answer.countries.map(toPhoneCountry);
    },
    staleTime: FOR_THE_VISIT,
  });

export const phoneMasksQuery = queryOptions({
  queryKey: [...KEY, 'phone-masks'],
  queryFn: ({ signal }) => callApi(referenceCalls.phoneMasks, {}, { signal }),
  staleTime: FOR_THE_VISIT,
});

export const regionsQuery = (countryId: number, lng: string) =>
  queryOptions({
    queryKey: [...KEY, 'regions', countryId, lng],
    queryFn: async ({ signal }) => {
      const query = { country_id: countryId, lng };
      return (await callApi(registrationFormCalls.regions, { query }, { signal })).regions;
    },
    staleTime: FOR_THE_VISIT,
  });

export const citiesQuery = (regionId: number, lng: string) =>
  queryOptions({
    queryKey: [...KEY, 'cities', regionId, lng],
    queryFn: async ({ signal }) => {
      const query = { region_id: regionId, lng };
      return (await callApi(registrationFormCalls.cities, { query }, { signal })).cities;
    },
    staleTime: FOR_THE_VISIT,
  });

/** Social providers; none when the call fails or does not exist yet. */
export const socialProvidersQuery = queryOptions({
  queryKey: [...KEY, 'social-providers'],
  queryFn: async ({ signal }) => {
    try {
      const answer = await callApi(socialCalls.providers, {}, { signal });
      return answer.data.attributes.providers;
    } catch {
      return [];
    }
  },
  staleTime: 5 * 60_000,
});
