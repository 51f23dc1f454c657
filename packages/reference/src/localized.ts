// Reference names (countries, sports) ship in three languages: ru is the site default, en the
// fallback for every other interface language, ar covers the right-to-left audience.
export const REFERENCE_LANGUAGES = ['ru', 'en', 'ar'] as const;
export type ReferenceLanguage = (typeof REFERENCE_LANGUAGES)[number];

export type LocalizedName = Readonly<Record<ReferenceLanguage, string>>;

// Accepts a language id ('ru', 'iq') or a locale ('ar_IQ', 'en-GB'). Iraqi Arabic ('iq') reads
// Arabic; any language without its own names falls back to English rather than Russian, since a
// Ukrainian or Kazakh visitor may not read Russian but the site's English is always complete.
export function referenceLanguageFor(lang: string): ReferenceLanguage {
  const base = lang.toLowerCase().split(/[_-]/)[0] ?? '';
  if (base === 'ru') return 'ru';
  if (base === 'ar' || base === 'iq') return 'ar';
  return 'en';
}

export function nameIn(names: LocalizedName, lang: string): string {
  return names[referenceLanguageFor(lang)];
}
