// Phone reference served by the phone-country and phone-mask calls, derived from the phone
// library's metadata rather than typed, so it follows numbering-plan changes on upgrade. Server
// side: this pulls in the full metadata, so the browser imports './phone-country.ts' instead.

// core + explicit metadata rather than 'libphonenumber-js/max': the CommonJS build of /max does
// not export Metadata, and the server may load either build.
import {
  type CountryCode,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  Metadata,
} from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/examples.mobile.json';
import metadataJson from 'libphonenumber-js/metadata.max.json';
import { COUNTRIES, type Country, countryById, countryList } from './countries.ts';
import { type ReferenceLanguage, referenceLanguageFor } from './localized.ts';
import type { ApiPhoneCountry, PhoneMask } from './phone-country.ts';

export * from './phone-country.ts';

// Only ISO entries: a user-assigned code of ours (XE England) must never be read as whatever the
// library may one day mean by it. XK is in the ISO table and the library knows it.
function phoneCodeOf(country: Country): CountryCode | undefined {
  if (country.kind !== 'iso') return undefined;
  const code = country.code as CountryCode;
  return isSupportedCountry(code, metadataJson) ? code : undefined;
}

const countryLists = new Map<ReferenceLanguage, readonly ApiPhoneCountry[]>();

/** Every country the phone library knows, named in `lang` and sorted by that name. */
export function phoneCountries(lang: string): readonly ApiPhoneCountry[] {
  const refLang = referenceLanguageFor(lang);
  const cached = countryLists.get(refLang);
  if (cached) return cached;
  const list: ApiPhoneCountry[] = [];
  for (const option of countryList(refLang)) {
    const country = countryById(option.id);
    const code = country && phoneCodeOf(country);
    if (!code) continue;
    list.push({
      id: option.id,
      name: option.label,
      country_code: code.toLowerCase(),
      tel_code: getCountryCallingCode(code, metadataJson),
    });
  }
  countryLists.set(refLang, list);
  return list;
}

// The published typings of libphonenumber-js leave out NumberingPlan.type(), although the
// runtime has it in every 1.x build; without it the per-type possible lengths could only be read
// from the minified metadata arrays by index. Tests pin RU and KZ, so a change shows at once.
interface TypedNumberingPlan {
  possibleLengths(): number[];
  type?(kind: 'MOBILE' | 'FIXED_LINE'): { possibleLengths(): number[] | undefined } | undefined;
}

function possibleLengths(metadata: Metadata, code: CountryCode): number[] {
  metadata.selectNumberingPlan(code);
  const plan = metadata.numberingPlan as unknown as TypedNumberingPlan | undefined;
  if (!plan) throw new Error(`no numbering plan for ${code}`);
  const typed = (['MOBILE', 'FIXED_LINE'] as const).flatMap(
    (kind) => plan.type?.(kind)?.possibleLengths() ?? [],
  );
  return typed.length > 0 ? typed : plan.possibleLengths();
}

/** '+7 912 345 67 89' -> '999-999-99-99'. */
export function maskFromInternational(formatted: string, callingCode: string): string {
  const national = formatted.replace(/^\+/, '').slice(callingCode.length);
  return national
    .split(/[^0-9]+/)
    .filter((group) => group.length > 0)
    .map((group) => '9'.repeat(group.length))
    .join('-');
}

function maskOf(metadata: Metadata, id: number, code: CountryCode): PhoneMask {
  const lengths = possibleLengths(metadata, code);
  const Min = Math.min(...lengths);
  const Max = Math.max(...lengths);
  const example = getExampleNumber(code, examples, metadataJson);
  const Mask = example
    ? maskFromInternational(example.formatInternational(), example.countryCallingCode)
    : '9'.repeat(Max);
  return { CountryId: id, Mask, Max, Min };
}

let masks: readonly PhoneMask[] | undefined;

/** One mask per phone country, in country id order; built on first call, then reused. */
export function phoneMasks(): readonly PhoneMask[] {
  if (masks) return masks;
  const metadata = new Metadata(metadataJson);
  const built: PhoneMask[] = [];
  for (const country of COUNTRIES) {
    const code = phoneCodeOf(country);
    if (code) built.push(maskOf(metadata, country.id, code));
  }
  masks = built;
  return built;
}

export function phoneMaskByCountryId(countryId: number): PhoneMask | undefined {
  return phoneMasks().find((mask) => mask.CountryId === countryId);
}
