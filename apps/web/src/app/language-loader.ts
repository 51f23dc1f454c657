import { readSiteSettings, withLanguagePrefix } from '@arenabet/domain';
import { DEFAULT_LANGUAGE, isLanguageId } from '@arenabet/reference/languages';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getAuthSnapshot } from '../features/auth/hooks/use-auth.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { dictionaryQuery } from '../shared/i18n/dictionary-query.ts';
import { applyDictionary } from '../shared/i18n/i18n.ts';
import { siteConfigQuery } from '../shared/site-config/site-config-query.ts';
import { usePreferences } from '../shared/storage/preferences-store.ts';

/** The language a visitor lands on at `/`: the one they chose last, else the site's default. */
export function preferredLanguage(): string {
  return usePreferences.getState().language ?? DEFAULT_LANGUAGE;
}

/** `/` goes to the preferred language's home page. */
export function rootLoader(): Response {
  return redirect(withLanguagePrefix('/', preferredLanguage()));
}

/**
 * Runs before any page of a language: checks the language against the site configuration and
 * installs its dictionary, so no page ever renders with missing texts.
 */
export async function languageLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const language = params.lng ?? '';
  // `/information/rules` typed without a language: the first segment is a page, not a language.
  if (!isLanguageId(language))
    throw redirect(withLanguagePrefix(url.pathname + url.search, preferredLanguage()));

  // Both are needed for the page; the dictionary is fetched alongside rather than after.
  const dictionary = queryClient.fetchQuery(dictionaryQuery(language));
  dictionary.catch(() => undefined); // a redirect below may leave it unawaited
  const config = await queryClient.fetchQuery(siteConfigQuery(language));
  const { languages } = readSiteSettings(config.sections);
  const hidden = !getAuthSnapshot().loggedIn && languages.hiddenForAnonymous.includes(language);
  if (!languages.available.includes(language) || hidden) {
    throw redirect(replaceLanguage(url, language, languages.default));
  }

  await applyDictionary(language, await dictionary);
  usePreferences.getState().setLanguage(language);
  return null;
}

function replaceLanguage(url: URL, from: string, to: string): string {
  return `/${to}${url.pathname.slice(from.length + 1)}${url.search}`;
}
