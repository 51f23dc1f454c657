import { readSiteSettings, withLanguagePrefix } from '@arenabet/domain';
import { DEFAULT_LANGUAGE, isLanguageId } from '@arenabet/reference/languages';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loadAuth } from '../features/auth/hooks/use-auth.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { applyDictionary, hasShownDictionary, showLanguage } from '../shared/i18n/i18n.ts';
import { loadDictionary } from '../shared/i18n/load-dictionary.ts';
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
 * installs its dictionary, so no page ever renders with missing texts. A failed dictionary does
 * not stop the page (older or seeded texts stand in); a failed configuration does.
 */
export async function languageLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const language = params.lng ?? '';
  // `/information/rules` typed without a language: the first segment is a page, not a language.
  if (!isLanguageId(language))
    throw redirect(withLanguagePrefix(url.pathname + url.search, preferredLanguage()));

  // On a first visit i18n still speaks the default language and no layout has set `<html lang
  // dir>`: an error now would greet an Arabic visitor in Russian, left to right. A page of
  // another language already on screen keeps its own until this one is ready.
  if (!hasShownDictionary()) showLanguage(language);
  try {
    await loadLanguage(url, language);
  } catch (error) {
    // The error screen replaces the page: it must speak the language the visitor asked for.
    if (!(error instanceof Response)) showLanguage(language);
    throw error;
  }
  return null;
}

async function loadLanguage(url: URL, language: string): Promise<void> {
  // Both are needed for the page; the dictionary is fetched alongside rather than after.
  const dictionary = loadDictionary(language);
  // Who is visiting decides which languages are open, and lets guards answer at once.
  const [config, auth] = await Promise.all([
    queryClient.fetchQuery(siteConfigQuery(language)),
    loadAuth(),
  ]);
  const { languages } = readSiteSettings(config.sections);
  const hidden = !auth.loggedIn && languages.hiddenForAnonymous.includes(language);
  if (!languages.available.includes(language) || hidden) {
    throw redirect(replaceLanguage(url, language, languages.default));
  }

  applyDictionary(language, (await dictionary).entries);
  usePreferences.getState().setLanguage(language);
}

function replaceLanguage(url: URL, from: string, to: string): string {
  return `/${to}${url.pathname.slice(from.length + 1)}${url.search}`;
}
