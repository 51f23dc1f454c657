import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource } from './json-api.ts';
import { idParam, languageCode } from './primitives.ts';
import {
  siteConfigResponse,
  siteConfigSectionsPatch,
  siteConfigUpdateBody,
} from './site-config.ts';

export const siteConfigQuery = z.object({
  lng: z.optional(languageCode),
  country: z.optional(idParam),
});

export const siteConfigRow = z.object({
  id: z.int(),
  brandId: z.int(),
  countryId: z.nullable(z.int()),
  language: z.nullable(z.string()),
  version: z.int(),
  updatedAt: z.string(),
  sections: siteConfigSectionsPatch,
});

export const siteConfigCalls = {
  get: defineCall({
    method: 'GET',
    path: '/web-api/site-config',
    summary: 'Site configuration of this brand for a country and language',
    description:
      'The brand-wide configuration merged with its country, language and country+language ' +
      "overrides (more specific wins). 404 'config is absent' when the brand has none.",
    tag: 'site-config',
    access: 'public',
    query: siteConfigQuery,
    response: siteConfigResponse,
  }),
  list: defineCall({
    method: 'GET',
    path: '/web-api/backoffice/site-config',
    summary: 'Every stored configuration row of the brand (operator)',
    tag: 'backoffice',
    access: 'operator',
    response: resource('site-config-rows', z.object({ rows: z.array(siteConfigRow) })),
  }),
  update: defineCall({
    method: 'PUT',
    path: '/web-api/backoffice/site-config',
    summary: 'Change configuration (operator): the given sections are merged into the row',
    description:
      'Creates the row for (brand, country, language) when absent. Sections are merged key by ' +
      'key; arrays and scalar values are replaced. Every change is kept in an audit trail.',
    tag: 'backoffice',
    access: 'operator',
    body: siteConfigUpdateBody,
    response: resource('site-config-row', siteConfigRow),
  }),
};
