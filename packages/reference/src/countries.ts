import * as isoCountries from 'i18n-iso-countries/index.js';
import arLocale from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import enLocale from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import ruLocale from 'i18n-iso-countries/langs/ru.json' with { type: 'json' };
import { ISO_COUNTRY_IDS } from './country-ids.ts';
import {
  type LocalizedName,
  REFERENCE_LANGUAGES,
  type ReferenceLanguage,
  referenceLanguageFor,
} from './localized.ts';
import { NON_ISO_COUNTRIES, type NonIsoKind } from './non-iso-countries.ts';

// Imported as 'i18n-iso-countries/index.js', not by the bare name, whose Node entry loads all
// ~80 locales; only these three are ever shown.
isoCountries.registerLocale(ruLocale);
isoCountries.registerLocale(enLocale);
isoCountries.registerLocale(arLocale);

export type CountryKind = 'iso' | NonIsoKind;

export interface Country {
  readonly id: number;
  /** Two capital letters: ISO 3166-1 alpha-2, or a user-assigned code for non-ISO entries. */
  readonly code: string;
  readonly kind: CountryKind;
  readonly names: LocalizedName;
}

/** What a country picker shows: the spec's "label and two-letter code". */
export interface CountryOption {
  readonly id: number;
  readonly label: string;
  readonly code: string;
  /** A residence or citizenship picker leaves out 'region' (World, Europe, ...). */
  readonly kind: CountryKind;
}

export const DEFAULT_COUNTRY_ID = 1;

// The library's official names are sometimes the long state names ("Islamic Republic of Iran",
// "КНР (Китайская Народная Республика)"); a betting site lists the names people search for.
const DISPLAY_NAMES: Readonly<Record<ReferenceLanguage, Readonly<Record<string, string>>>> = {
  en: {
    BN: 'Brunei',
    CD: 'DR Congo',
    CG: 'Congo',
    CI: "Côte d'Ivoire",
    CN: 'China',
    FK: 'Falkland Islands',
    FM: 'Micronesia',
    GM: 'Gambia',
    IR: 'Iran',
    LA: 'Laos',
    MD: 'Moldova',
    MK: 'North Macedonia',
    PS: 'Palestine',
    RU: 'Russia',
    SY: 'Syria',
    TW: 'Taiwan',
    TZ: 'Tanzania',
    US: 'United States',
    VA: 'Vatican City',
    VG: 'British Virgin Islands',
    VI: 'U.S. Virgin Islands',
  },
  ru: {
    CD: 'ДР Конго',
    CN: 'Китай',
    KP: 'КНДР',
    KR: 'Южная Корея',
    PS: 'Палестина',
    RU: 'Россия',
  },
  ar: {},
};

function isoName(code: string, lang: ReferenceLanguage): string {
  const name =
    DISPLAY_NAMES[lang][code] ?? isoCountries.getName(code, lang, { select: 'official' });
  // A frozen id whose code a library update dropped must fail loudly, not show a blank row.
  if (!name) throw new Error(`i18n-iso-countries has no ${lang} name for ${code}`);
  return name;
}

function isoCountry(id: number, code: string): Country {
  const names = Object.fromEntries(
    REFERENCE_LANGUAGES.map((lang) => [lang, isoName(code, lang)]),
  ) as Record<ReferenceLanguage, string>;
  return { id, code, kind: 'iso', names };
}

export const COUNTRIES: readonly Country[] = [
  ...ISO_COUNTRY_IDS.map(([id, code]) => isoCountry(id, code)),
  ...NON_ISO_COUNTRIES,
];

const byId: ReadonlyMap<number, Country> = new Map(COUNTRIES.map((c) => [c.id, c]));
const byCode: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((c) => [c.code, c]));

export function countryById(id: number): Country | undefined {
  return byId.get(id);
}

export function countryByCode(alpha2: string): Country | undefined {
  return byCode.get(alpha2.toUpperCase());
}

export function countryName(country: Country, lang: string): string {
  return country.names[referenceLanguageFor(lang)];
}

const lists = new Map<ReferenceLanguage, readonly CountryOption[]>();

/** Every country labelled in `lang`, sorted the way a reader of that language expects. */
export function countryList(lang: string): readonly CountryOption[] {
  const refLang = referenceLanguageFor(lang);
  const cached = lists.get(refLang);
  if (cached) return cached;
  const collator = new Intl.Collator(refLang);
  const list = COUNTRIES.map((c) => ({
    id: c.id,
    label: c.names[refLang],
    code: c.code,
    kind: c.kind,
  })).sort((a, b) => collator.compare(a.label, b.label));
  lists.set(refLang, list);
  return list;
}
