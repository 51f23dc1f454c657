import {
  type InformationPageSlug,
  informationCalls,
  informationPageSlug,
} from '@arenabet/contracts/information';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs, useParams } from 'react-router';
import { callApi } from '../../../shared/api/call-api.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { informationPagesQuery } from './get-information-pages.ts';

export function informationPageQuery(slug: InformationPageSlug, language: string) {
  return queryOptions({
    queryKey: ['information-page', slug, language],
    queryFn: async ({ signal }) => {
      const answer = await callApi(
        informationCalls.get,
        { params: { slug }, query: { lng: language } },
        { signal },
      );
      return answer.data.attributes;
    },
    staleTime: 10 * 60_000,
  });
}

/** An unknown slug is a 404 without asking the server; the side list loads with the page. */
export async function informationPageLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const slug = informationPageSlug.safeParse(params.slug);
  if (!slug.success) throw data(null, { status: 404 });
  const language = params.lng ?? '';
  await Promise.all([
    queryClient.ensureQueryData(informationPageQuery(slug.data, language)),
    queryClient.ensureQueryData(informationPagesQuery(language)),
  ]);
  return null;
}

export function useInformationPage() {
  const slug = informationPageSlug.parse(useParams().slug);
  return useSuspenseQuery(informationPageQuery(slug, useLanguage())).data;
}
