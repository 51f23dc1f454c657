import { informationCalls } from '@arenabet/contracts/information';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { callApi } from '../../../shared/api/call-api.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/** Titles of every information page in a language. */
export function informationPagesQuery(language: string) {
  return queryOptions({
    queryKey: ['information-pages', language],
    queryFn: async ({ signal }) => {
      const answer = await callApi(informationCalls.list, { query: { lng: language } }, { signal });
      return answer.data.attributes.pages;
    },
    staleTime: 10 * 60_000,
  });
}

export async function informationPagesLoader({ params }: LoaderFunctionArgs): Promise<null> {
  await queryClient.ensureQueryData(informationPagesQuery(params.lng ?? ''));
  return null;
}

export function useInformationPages() {
  return useSuspenseQuery(informationPagesQuery(useLanguage())).data;
}
