/*
 * The registration tabs and field sets of the brand for a visitor: the site configuration's sort
 * lists and social providers, the countries and currencies of @arenabet/reference, and the
 * field-set rules of packages/domain (which the web form runs too).
 */
import type {
  RegistrationFieldSet,
  RegistrationFormType,
  RegistrationTab,
} from '@arenabet/contracts/registration-form';
import type { SiteSettings } from '@arenabet/domain';
import { MINIMUM_AGE } from '@arenabet/domain/constants';
import {
  buildFieldSet,
  type CountryChoice,
  type CurrencyChoice,
  isoDate,
} from '@arenabet/domain/registration/index';
import { countryById, countryList, DEFAULT_COUNTRY_ID } from '@arenabet/reference/countries';
import { CURRENCIES } from '@arenabet/reference/currencies';
import { phoneCountries } from '@arenabet/reference/phone';
import { COUNTRIES_WITH_REGIONS } from '@arenabet/reference/regions';

/** The tabs in the spec's order, with their caption (dictionary key) and icon name. */
const TABS: readonly RegistrationTab[] = [
  { caption: 'reg_tab_fast_reg', value: 'fast_reg', ico: 'one-click' },
  { caption: 'reg_tab_phone_reg', value: 'phone_reg', ico: 'phone' },
  { caption: 'reg_tab_full_reg', value: 'full_reg', ico: 'email' },
  { caption: 'reg_tab_soc_reg', value: 'soc_reg', ico: 'social' },
];

type SortKey = keyof SiteSettings['registration']['sort'];
const SORT_KEYS: Readonly<Record<RegistrationFormType, SortKey>> = {
  fast_reg: 'fastReg',
  phone_reg: 'phoneReg',
  full_reg: 'fullReg',
  soc_reg: 'socReg',
  short_reg: 'shortReg',
};

/** Without any configuration the three ways that need no provider keys are offered. */
const UNCONFIGURED_TYPES: readonly RegistrationFormType[] = ['fast_reg', 'phone_reg', 'full_reg'];

export function sortFor(settings: SiteSettings | null, type: RegistrationFormType): string[] {
  return settings ? settings.registration.sort[SORT_KEYS[type]] : [];
}

/**
 * A tab is enabled when its sort list is configured; soc_reg also needs social providers.
 * short_reg is no tab of its own: it is accepted while the e-mail tab is, or when configured.
 */
export function isTypeEnabled(settings: SiteSettings | null, type: RegistrationFormType): boolean {
  if (!settings) return UNCONFIGURED_TYPES.includes(type);
  if (type === 'short_reg')
    return isTypeEnabled(settings, 'full_reg') || sortFor(settings, type).length > 0;
  if (type === 'soc_reg' && settings.registration.socialRegTypes.length === 0) return false;
  return sortFor(settings, type).length > 0;
}

export function enabledTabs(settings: SiteSettings | null): RegistrationTab[] {
  return TABS.filter((tab) => isTypeEnabled(settings, tab.value));
}

function countryChoices(language: string): CountryChoice[] {
  const phoneCodes = new Map(phoneCountries(language).map((c) => [c.id, c.tel_code]));
  return countryList(language)
    .filter((option) => option.kind !== 'region')
    .map((option) => {
      const phoneCode = phoneCodes.get(option.id);
      return {
        id: option.id,
        name: option.label,
        code: option.code,
        ...(phoneCode ? { phoneCode } : {}),
      };
    });
}

/**
 * A currency's name in the visitor's language ("Российский рубль", "جنيه إسترليني"), from the
 * ICU data Node carries; a code ICU does not know (a crypto ticker) keeps the configured name.
 */
export function currencyName(code: string, fallback: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : fallback;
  } catch {
    return fallback;
  }
}

/** The brand's currencies for the country; every fiat currency of the reference without any. */
function currencyChoices(settings: SiteSettings | null, language: string): CurrencyChoice[] {
  const configured = settings?.currencies ?? [];
  const source = configured.length > 0 ? configured : CURRENCIES.filter((c) => !c.isCrypto);
  return source.map(({ id, name, code, symbol }) => ({
    id,
    name: currencyName(code, name, language),
    code,
    symbol,
  }));
}

export interface FieldSetScope {
  type: RegistrationFormType;
  countryId: number | null;
  language: string;
  now: Date;
}

/**
 * The visitor's country, when it is one of ours; else the one the configuration starts the
 * site's language with (docs/decisions.md, "Registration starts in the visitor's language").
 */
export function knownCountryId(
  countryId: number | null | undefined,
  configured: number | null = null,
): number {
  if (countryId && countryById(countryId)) return countryId;
  return configured && countryById(configured) ? configured : DEFAULT_COUNTRY_ID;
}

export function fieldSetFor(
  settings: SiteSettings | null,
  scope: FieldSetScope,
): RegistrationFieldSet {
  return buildFieldSet({
    type: scope.type,
    sort: sortFor(settings, scope.type),
    countryId: knownCountryId(scope.countryId, settings?.registration.defaults.countryId),
    countries: countryChoices(scope.language),
    currencies: currencyChoices(settings, scope.language),
    currencyId: settings?.registration.defaults.currencyId ?? null,
    countriesWithRegions: COUNTRIES_WITH_REGIONS,
    socialNetworks: settings?.registration.socialRegTypes ?? [],
    minAge: settings?.minimumAge ?? MINIMUM_AGE,
    today: isoDate(scope.now),
  });
}
