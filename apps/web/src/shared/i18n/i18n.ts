import { DEFAULT_LANGUAGE } from '@arenabet/reference/languages';
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
  react: { useSuspense: false },
});

/** Installs a dictionary and switches to its language. */
export async function applyDictionary(
  language: string,
  entries: Record<string, string>,
): Promise<void> {
  i18n.addResourceBundle(language, 'translation', entries, true, true);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
