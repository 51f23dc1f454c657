import { dictionaryMap } from '@arenabet/contracts';
import { translationCalls } from '@arenabet/contracts/translations';
import { DICTIONARY_CACHE_MS } from '@arenabet/domain';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api/call-api.ts';
import { browserStorage, whenIdle, writeCachedDictionary } from './dictionary-cache.ts';

async function fetchDictionary(
  language: string,
  signal: AbortSignal,
): Promise<Record<string, string>> {
  const answer = await callApi(translationCalls.byLang, { params: { lang: language } }, { signal });
  // The spec's call answers the map as a JSON string inside the JSON answer.
  const entries = dictionaryMap.parse(JSON.parse(answer.data.attributes.dictionaryMap));
  // Writing the whole dictionary is main-thread work: done once the page is idle, not on the
  // way to its first render.
  whenIdle(() =>
    writeCachedDictionary(browserStorage(), language, { entries, savedAt: Date.now() }),
  );
  return entries;
}

/**
 * A language's dictionary, kept for the spec's 15 minutes. Across reloads the browser's HTTP
 * cache keeps it (the call answers `max-age` of those 15 minutes): each page asks, and its
 * request is answered by the preload the page's head started (`@arenabet/contracts/first-calls`),
 * from that cache while it is fresh. Asking from the stored copy instead would leave the preload
 * unused. The stored copy stands in when the server cannot be reached (`loadDictionary`).
 */
export function dictionaryQuery(language: string) {
  return queryOptions({
    queryKey: ['dictionary', language],
    queryFn: ({ signal }) => fetchDictionary(language, signal),
    staleTime: DICTIONARY_CACHE_MS,
  });
}
