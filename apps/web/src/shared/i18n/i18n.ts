import { DEFAULT_LANGUAGE, isRightToLeft } from '@arenabet/reference/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_TEXTS } from './fallback-texts.ts';

/**
 * The one i18next instance. Every text comes from the server's dictionary, which the language
 * route loads before it renders; only the error screen's texts are bundled.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  // Only the error screen's texts until the server's dictionary arrives.
  resources: Object.fromEntries(
    Object.entries(FALLBACK_TEXTS).map(([language, texts]) => [language, { translation: texts }]),
  ),
  // Dictionaries have identical key sets; falling back to another language would hide a gap.
  fallbackLng: false,
  initAsync: false,
  returnEmptyString: false,
  // React escapes what it renders; escaping here too would show `&amp;` in texts.
  interpolation: { escapeValue: false },
  // A dictionary that arrives after the page is shown (a retry after a failure) re-renders it.
  react: { useSuspense: false, bindI18nStore: 'added' },
  // Its banner would land in every visitor's console and every test log.
  showSupportNotice: false,
});

let dictionaryShown = false;

/** False until the first page has rendered with a dictionary: only the splash is on screen. */
export function hasShownDictionary(): boolean {
  return dictionaryShown;
}

/**
 * Switches the texts and `<html lang dir>` together. It runs before the layout exists, so an
 * error screen shown instead of the layout still reads in the visitor's language and direction.
 */
export async function showLanguage(language: string): Promise<void> {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Installs a dictionary; a page already in its language re-renders with it. */
export function addDictionary(language: string, entries: Record<string, string>): void {
  i18n.addResourceBundle(language, 'translation', entries, true, true);
}

/** Installs a dictionary and switches to its language. */
export async function applyDictionary(
  language: string,
  entries: Record<string, string>,
): Promise<void> {
  addDictionary(language, entries);
  await showLanguage(language);
  dictionaryShown = true;
}
