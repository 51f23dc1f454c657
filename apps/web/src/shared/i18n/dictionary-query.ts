import { dictionaryMap } from '@arenabet/contracts';
import { translationCalls } from '@arenabet/contracts/translations';
import { DICTIONARY_CACHE_MS } from '@arenabet/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api/call-api.ts';
import { browserStorage, readCachedDictionary, writeCachedDictionary } from './dictionary-cache.ts';

async function fetchDictionary(
  language: string,
  signal: AbortSignal,
): Promise<Record<string, string>> {
  const answer = await callApi(translationCalls.byLang, { params: { lang: language } }, { signal });
  // The spec's call answers the map as a JSON string inside the JSON answer.
  const entries = dictionaryMap.parse(JSON.parse(answer.data.attributes.dictionaryMap));
  writeCachedDictionary(browserStorage(), language, { entries, savedAt: Date.now() });
  return entries;
}

/** A language's dictionary, kept for the spec's 15 minutes, across reloads too. */
export function dictionaryQuery(language: string) {
  return queryOptions({
    queryKey: ['dictionary', language],
    queryFn: ({ signal }) => fetchDictionary(language, signal),
    staleTime: DICTIONARY_CACHE_MS,
    initialData: () => readCachedDictionary(browserStorage(), language)?.entries,
    initialDataUpdatedAt: () => readCachedDictionary(browserStorage(), language)?.savedAt,
  });
}
