import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { languageCode, storableText } from './primitives.ts';

/** `dictionaryMap` is a JSON string of key -> text, as the spec's call answers it. */
export const dictionaryResponse = resource(
  'dictionary',
  z.object({ language: z.string(), version: z.int(), dictionaryMap: z.string() }),
);
export type DictionaryResponse = z.infer<typeof dictionaryResponse>;

/** The same dictionary as an object (the external v2 unit call). */
export const dictionaryUnitResponse = resource(
  'dictionary-unit',
  z.object({
    language: z.string(),
    version: z.int(),
    units: z.record(z.string(), z.string()),
  }),
);

export const dictionaryMap = z.record(z.string(), z.string());

const languageParam = z.object({
  lang: languageCode,
});

export const dictionaryUpdateBody = resourceBody(
  z.object({
    entries: z
      .record(
        z
          .string()
          .check(z.regex(/^[a-z][a-z0-9_.-]*$/i, 'validation_invalid_format'), z.maxLength(200)),
        storableText().check(z.maxLength(20_000, 'max_symbols_limit')),
      )
      .check(z.refine((entries) => Object.keys(entries).length > 0, 'required')),
  }),
);

export const translationCalls = {
  byLang: defineCall({
    method: 'GET',
    path: '/translation-api/by-lang/{lang}',
    summary: 'Dictionary of a language (dictionaryMap is a JSON string)',
    description: 'Cacheable for 15 minutes; the ETag changes with the dictionary version.',
    tag: 'translations',
    access: 'public',
    params: languageParam,
    response: dictionaryResponse,
  }),
  unit: defineCall({
    method: 'GET',
    path: '/translation-api/api/external/v2/unit/language/{lang}',
    summary: 'Dictionary of a language as an object of units',
    tag: 'translations',
    access: 'public',
    params: languageParam,
    response: dictionaryUnitResponse,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/web-api/backoffice/translations/{lang}',
    summary: 'Set texts of a language (operator); the dictionary version moves on',
    tag: 'backoffice',
    access: 'operator',
    params: languageParam,
    body: dictionaryUpdateBody,
    response: resource('dictionary-version', z.object({ language: z.string(), version: z.int() })),
  }),
};
