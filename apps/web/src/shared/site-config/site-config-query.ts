import { siteConfigCalls } from '@arenabet/contracts/site-config-calls';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../api/call-api.ts';

/**
 * The site configuration for a language. The country is left to the server (its geo lookup
 * or the brand's default country) until the visitor has a country of their own.
 */
export function siteConfigQuery(language: string) {
  return queryOptions({
    queryKey: ['site-config', language],
    queryFn: async ({ signal }) => {
      const answer = await callApi(siteConfigCalls.get, { query: { lng: language } }, { signal });
      return answer.data.attributes;
    },
    staleTime: 5 * 60_000,
  });
}
