// Interface languages. `id` is the site's language id, which is usually ISO 639-1 but not always:
// 'iq' is Iraqi Arabic and 'br' Brazilian Portuguese, both as the site has always called them.
// Kept free of country and sport names so the browser can import it on its own.
export const LANGUAGES = [
  { id: 'ru', locale: 'ru_RU', nativeName: 'Русский', englishName: 'Russian' },
  { id: 'en', locale: 'en_GB', nativeName: 'English', englishName: 'English' },
  { id: 'de', locale: 'de_DE', nativeName: 'Deutsch', englishName: 'German' },
  { id: 'fr', locale: 'fr_FR', nativeName: 'Français', englishName: 'French' },
  { id: 'es', locale: 'es_ES', nativeName: 'Español', englishName: 'Spanish' },
  { id: 'it', locale: 'it_IT', nativeName: 'Italiano', englishName: 'Italian' },
  { id: 'pt', locale: 'pt_PT', nativeName: 'Português', englishName: 'Portuguese' },
  {
    id: 'br',
    locale: 'pt_BR',
    nativeName: 'Português (Brasil)',
    englishName: 'Portuguese (Brazil)',
  },
  { id: 'tr', locale: 'tr_TR', nativeName: 'Türkçe', englishName: 'Turkish' },
  { id: 'uk', locale: 'uk_UA', nativeName: 'Українська', englishName: 'Ukrainian' },
  { id: 'kk', locale: 'kk_KZ', nativeName: 'Қазақша', englishName: 'Kazakh' },
  { id: 'uz', locale: 'uz_UZ', nativeName: 'Oʻzbekcha', englishName: 'Uzbek' },
  { id: 'az', locale: 'az_AZ', nativeName: 'Azərbaycanca', englishName: 'Azerbaijani' },
  { id: 'hy', locale: 'hy_AM', nativeName: 'Հայերեն', englishName: 'Armenian' },
  { id: 'ka', locale: 'ka_GE', nativeName: 'ქართული', englishName: 'Georgian' },
  { id: 'be', locale: 'be_BY', nativeName: 'Беларуская', englishName: 'Belarusian' },
  { id: 'ky', locale: 'ky_KG', nativeName: 'Кыргызча', englishName: 'Kyrgyz' },
  { id: 'tg', locale: 'tg_TJ', nativeName: 'Тоҷикӣ', englishName: 'Tajik' },
  { id: 'mn', locale: 'mn_MN', nativeName: 'Монгол', englishName: 'Mongolian' },
  { id: 'pl', locale: 'pl_PL', nativeName: 'Polski', englishName: 'Polish' },
  { id: 'cs', locale: 'cs_CZ', nativeName: 'Čeština', englishName: 'Czech' },
  { id: 'sk', locale: 'sk_SK', nativeName: 'Slovenčina', englishName: 'Slovak' },
  { id: 'hu', locale: 'hu_HU', nativeName: 'Magyar', englishName: 'Hungarian' },
  { id: 'ro', locale: 'ro_RO', nativeName: 'Română', englishName: 'Romanian' },
  { id: 'bg', locale: 'bg_BG', nativeName: 'Български', englishName: 'Bulgarian' },
  { id: 'sr', locale: 'sr_RS', nativeName: 'Srpski', englishName: 'Serbian' },
  { id: 'hr', locale: 'hr_HR', nativeName: 'Hrvatski', englishName: 'Croatian' },
  { id: 'sl', locale: 'sl_SI', nativeName: 'Slovenščina', englishName: 'Slovenian' },
  { id: 'mk', locale: 'mk_MK', nativeName: 'Македонски', englishName: 'Macedonian' },
  { id: 'sq', locale: 'sq_AL', nativeName: 'Shqip', englishName: 'Albanian' },
  { id: 'el', locale: 'el_GR', nativeName: 'Ελληνικά', englishName: 'Greek' },
  { id: 'lt', locale: 'lt_LT', nativeName: 'Lietuvių', englishName: 'Lithuanian' },
  { id: 'lv', locale: 'lv_LV', nativeName: 'Latviešu', englishName: 'Latvian' },
  { id: 'et', locale: 'et_EE', nativeName: 'Eesti', englishName: 'Estonian' },
  { id: 'fi', locale: 'fi_FI', nativeName: 'Suomi', englishName: 'Finnish' },
  { id: 'sv', locale: 'sv_SE', nativeName: 'Svenska', englishName: 'Swedish' },
  { id: 'da', locale: 'da_DK', nativeName: 'Dansk', englishName: 'Danish' },
  { id: 'no', locale: 'nb_NO', nativeName: 'Norsk', englishName: 'Norwegian' },
  { id: 'nl', locale: 'nl_NL', nativeName: 'Nederlands', englishName: 'Dutch' },
  { id: 'ar', locale: 'ar_AE', nativeName: 'العربية', englishName: 'Arabic' },
  { id: 'iq', locale: 'ar_IQ', nativeName: 'العربية (العراق)', englishName: 'Arabic (Iraq)' },
  { id: 'fa', locale: 'fa_IR', nativeName: 'فارسی', englishName: 'Persian' },
  { id: 'he', locale: 'he_IL', nativeName: 'עברית', englishName: 'Hebrew' },
  { id: 'ur', locale: 'ur_PK', nativeName: 'اردو', englishName: 'Urdu' },
  { id: 'ku', locale: 'ku_IQ', nativeName: 'کوردی', englishName: 'Kurdish' },
  { id: 'hi', locale: 'hi_IN', nativeName: 'हिन्दी', englishName: 'Hindi' },
  { id: 'bn', locale: 'bn_BD', nativeName: 'বাংলা', englishName: 'Bengali' },
  { id: 'ja', locale: 'ja_JP', nativeName: '日本語', englishName: 'Japanese' },
  { id: 'ko', locale: 'ko_KR', nativeName: '한국어', englishName: 'Korean' },
  { id: 'zh', locale: 'zh_CN', nativeName: '中文', englishName: 'Chinese' },
  { id: 'vi', locale: 'vi_VN', nativeName: 'Tiếng Việt', englishName: 'Vietnamese' },
  { id: 'th', locale: 'th_TH', nativeName: 'ไทย', englishName: 'Thai' },
  { id: 'id', locale: 'id_ID', nativeName: 'Bahasa Indonesia', englishName: 'Indonesian' },
  { id: 'ms', locale: 'ms_MY', nativeName: 'Bahasa Melayu', englishName: 'Malay' },
  { id: 'km', locale: 'km_KH', nativeName: 'ខ្មែរ', englishName: 'Khmer' },
  { id: 'my', locale: 'my_MM', nativeName: 'မြန်မာ', englishName: 'Burmese' },
  { id: 'sw', locale: 'sw_KE', nativeName: 'Kiswahili', englishName: 'Swahili' },
  { id: 'so', locale: 'so_SO', nativeName: 'Soomaali', englishName: 'Somali' },
  { id: 'am', locale: 'am_ET', nativeName: 'አማርኛ', englishName: 'Amharic' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageId = Language['id'];
export type Locale = Language['locale'];

export const DEFAULT_LANGUAGE = 'ru' satisfies LanguageId;
export const DEFAULT_PARTNER = 1;
// The locale list's own default entry is English, unlike the site's default language (ru):
// a visitor whose locale is unknown gets en_GB formatting.
export const DEFAULT_LOCALE = 'en_GB' satisfies Locale;

export const RIGHT_TO_LEFT_LANGUAGES = ['fa', 'ar', 'he', 'ku', 'ur', 'iq'] as const;
export type RightToLeftLanguage = (typeof RIGHT_TO_LEFT_LANGUAGES)[number];

const byId: ReadonlyMap<string, Language> = new Map(LANGUAGES.map((l) => [l.id, l]));
const byLocale: ReadonlyMap<string, Language> = new Map(
  LANGUAGES.map((l) => [l.locale.toLowerCase(), l]),
);

export function isLanguageId(value: unknown): value is LanguageId {
  return typeof value === 'string' && byId.has(value);
}

export function languageById(id: string): Language | undefined {
  return byId.get(id.toLowerCase());
}

// Accepts both 'pt_BR' and the BCP 47 spelling 'pt-BR' that browsers report.
export function languageByLocale(locale: string): Language | undefined {
  return byLocale.get(locale.replace('-', '_').toLowerCase());
}

export function localeOf(lang: string): Locale {
  return languageById(lang)?.locale ?? DEFAULT_LOCALE;
}

// Takes a language id or a locale, so 'ar_AE' and 'fa-IR' count as right-to-left too.
export function isRightToLeft(lang: string): boolean {
  const base = lang.toLowerCase().split(/[_-]/)[0] ?? '';
  return (RIGHT_TO_LEFT_LANGUAGES as readonly string[]).includes(base);
}
