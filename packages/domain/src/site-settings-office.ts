import { CAPTCHA_TYPES, type CaptchaType } from '@arenabet/contracts/site-config';
import { type CasinoProtection, UK_CASINO_PROTECTION } from './casino/player-protection.ts';
import {
  type KnownKey,
  readFlag,
  readFlagOr,
  readInteger,
  readIntegerList,
  readPositiveInteger,
  readString,
  readStringList,
  recordOf,
  recordsOf,
  type SectionRead,
  uniqueBy,
} from './config-values.ts';
import {
  AUTO_LOGOFF_MINUTES,
  DEFAULT_CAPTCHA_TYPE,
  DEFAULT_REGISTRATION_SECTION,
  DEFAULT_REGISTRATION_TAB,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  REGISTRATION_PAYMENTS_COUNT,
} from './constants.ts';
import {
  DAY_MS,
  HOUR_MS,
  type ResponsibleRules,
  UK_RESPONSIBLE_RULES,
} from './responsible/rules.ts';
import type {
  Consultant,
  CountryPhoneRule,
  RegistrationSettings,
  SiteSettings,
  SupportSettings,
} from './site-settings-types.ts';

/** The id for the language, else the default one; 'empty' is how operators switch it off. */
export function consultantFor(consultantIds: Record<string, string>, language: string): Consultant {
  // Own keys only: a language code like 'constructor' must not reach Object.prototype.
  const own = (key: string) => (Object.hasOwn(consultantIds, key) ? consultantIds[key] : undefined);
  const id = (own(language) || own('default') || '').trim();
  return { id, available: id !== '' && id !== 'empty' };
}

function readConsultantIds(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(recordOf(value)).flatMap(([language, id]) => {
      const text = readString(id);
      return text === undefined ? [] : [[language, text]];
    }),
  );
}

export function readSupport(read: SectionRead, language: string): SupportSettings {
  const consultantIds = readConsultantIds(read('support', 'consultant_id'));
  const colors = recordsOf(read('support', 'colors_for_consultant')).flatMap((raw) => {
    const [name, color] = [readString(raw.name), readString(raw.color)];
    return name !== undefined && color !== undefined ? [{ name, color }] : [];
  });
  return {
    apiVersion: readFlag(read('support', 'is_new_version_suphelper')) ? 3 : 2,
    startedSupportTime: readString(read('support', 'started_support_time')) ?? '',
    endedSupportTime: readString(read('support', 'ended_support_time')) ?? '',
    supportTime: readString(read('support', 'supportTime')) ?? '',
    crunchOrgName: readString(read('support', 'crunch_org_name')) ?? '',
    colorsForConsultant: colors,
    consultantIds,
    consultant: consultantFor(consultantIds, language),
  };
}

/** A rule whose Min is above its Max, or below 1, is dropped so the defaults apply. */
function readCountryPhoneRules(value: unknown): CountryPhoneRule[] {
  const rules = recordsOf(value).flatMap((raw) => {
    const [countryId, min, max] = [raw.CountryId, raw.Min, raw.Max].map(readInteger);
    if (countryId === undefined || min === undefined || max === undefined) return [];
    return countryId >= 1 && min >= 1 && min <= max ? [{ countryId, min, max }] : [];
  });
  return uniqueBy(rules, (rule) => rule.countryId);
}

/** Phone number length for a country: its own Min and Max when given, else 6 to 20. */
export function phoneLengthFor(
  registration: RegistrationSettings,
  countryId: number,
): { min: number; max: number } {
  const rule = registration.countryPhoneRules.find((r) => r.countryId === countryId);
  return rule ? { min: rule.min, max: rule.max } : { min: PHONE_MIN_LENGTH, max: PHONE_MAX_LENGTH };
}

/** The language's configured start, else the brand's default country and no currency. */
function readRegistrationDefaults(read: SectionRead, language: string | undefined) {
  const byLanguage = recordOf(read('registration', 'default_by_language'));
  const own = recordOf(language === undefined ? undefined : byLanguage[language]);
  const positive = (value: unknown) => {
    const id = readInteger(value);
    return id !== undefined && id > 0 ? id : null;
  };
  return {
    countryId: positive(own.country_id) ?? positive(read('country', 'default_country_id')),
    currencyId: positive(own.currency_id),
  };
}

export function readRegistration(read: SectionRead, language?: string): RegistrationSettings {
  const list = (key: KnownKey<'registration'>) => readStringList(read('registration', key));
  return {
    defaults: readRegistrationDefaults(read, language),
    sort: {
      fastReg: list('fast_reg_sort'),
      phoneReg: list('phone_reg_sort'),
      fullReg: list('full_reg_sort'),
      socReg: list('soc_reg_sort'),
      shortReg: list('short_reg_sort'),
      fullRegV1: list('full_reg_v1_sort'),
    },
    socialRegTypes: list('social_reg_types'),
    preselectedBonusRoute: readString(read('registration', 'preselected_bonus_route')) ?? '',
    countryPhoneRules: readCountryPhoneRules(read('registration', 'country_phone_rules')),
    phoneMaskSkipCountryIds: readIntegerList(read('registration', 'phone_mask_skip_country_ids')),
    defaultTab: readString(read('registration', 'default_tab')) || DEFAULT_REGISTRATION_TAB,
    defaultSection:
      readString(read('registration', 'default_section')) || DEFAULT_REGISTRATION_SECTION,
    paymentsCount: readPositiveInteger(
      read('registration', 'payments_count'),
      REGISTRATION_PAYMENTS_COUNT,
    ),
  };
}

/** An unknown type falls back to the self-hosted captcha, never to none: a typo must not open the door. */
export function readCaptchaType(read: SectionRead): CaptchaType {
  const type = readString(read('captcha', 'type'));
  return CAPTCHA_TYPES.find((known) => known === type) ?? DEFAULT_CAPTCHA_TYPE;
}

export function readResponsible(read: SectionRead): SiteSettings['responsible'] {
  return {
    autoLogoff: {
      enabled: readFlag(read('responsible', 'auto_logoff')),
      minutes: readPositiveInteger(read('responsible', 'auto_logoff_minutes'), AUTO_LOGOFF_MINUTES),
    },
    casino: readCasinoProtection(read),
    rules: readResponsibleRules(read),
  };
}

/** A jurisdiction's player-protection rules; what it does not set stays at the UK's. */
function readResponsibleRules(read: SectionRead): ResponsibleRules {
  const uk = UK_RESPONSIBLE_RULES;
  const value = (key: KnownKey<'responsible'>) => read('responsible', key);
  const hours = readPositiveInteger(value('limit_increase_delay_hours'), 0);
  const minHours = readPositiveInteger(value('time_out_min_hours'), 0);
  const maxDays = readPositiveInteger(value('time_out_max_days'), 0);
  const intervals = readIntegerList(value('reality_check_minutes')).filter((m) => m > 0);
  return {
    limitIncreaseDelayMs: hours > 0 ? hours * HOUR_MS : uk.limitIncreaseDelayMs,
    confirmIncreaseAfterDelay: readFlagOr(
      value('limit_confirm_increase'),
      uk.confirmIncreaseAfterDelay,
    ),
    limitReviewMonths: readPositiveInteger(value('limit_review_months'), uk.limitReviewMonths),
    promptDepositLimit: readFlagOr(value('deposit_limit_prompt'), uk.promptDepositLimit),
    timeOutMinMs: minHours > 0 ? minHours * HOUR_MS : uk.timeOutMinMs,
    timeOutMaxMs: maxDays > 0 ? maxDays * DAY_MS : uk.timeOutMaxMs,
    selfExclusionMinMonths: readPositiveInteger(
      value('self_exclusion_min_months'),
      uk.selfExclusionMinMonths,
    ),
    consultNationalRegister: readFlagOr(
      value('national_register_check'),
      uk.consultNationalRegister,
    ),
    verifyBeforePlay: readFlagOr(value('verify_before_play'), uk.verifyBeforePlay),
    realityCheckMinutes: intervals.length > 0 ? intervals : uk.realityCheckMinutes,
  };
}

/** A jurisdiction's casino rules; what it does not set stays at the UK's. */
function readCasinoProtection(read: SectionRead): CasinoProtection {
  const cycle = (key: KnownKey<'responsible'>, fallback: number) => {
    const ms = readInteger(read('responsible', key));
    return ms !== undefined && ms >= 0 ? ms : fallback;
  };
  return {
    minSlotCycleMs: cycle('casino_min_slot_cycle_ms', UK_CASINO_PROTECTION.minSlotCycleMs),
    minCycleMs: cycle('casino_min_cycle_ms', UK_CASINO_PROTECTION.minCycleMs),
    autoplayAllowed: readFlag(read('responsible', 'casino_autoplay')),
    turboAllowed: readFlag(read('responsible', 'casino_turbo')),
  };
}

export function readOffice(read: SectionRead): SiteSettings['office'] {
  const byDocType = recordsOf(read('office', 'required_field_by_doc_type')).flatMap((raw) => {
    const docType = readInteger(raw.doc_type);
    return docType === undefined ? [] : [{ docType, fields: readStringList(raw.fields) }];
  });
  return { requiredFieldsByDocType: uniqueBy(byDocType, (entry) => entry.docType) };
}

export function readPromo(read: SectionRead): SiteSettings['promo'] {
  const modalNames = recordsOf(read('promo', 'promo_modal_config')).flatMap(
    (raw) => readString(raw.modal_name) ?? [],
  );
  const navigationBanner: Record<string, string> = {};
  for (const raw of recordsOf(read('promo', 'navigation_promo_banner_data'))) {
    const [name, value] = [readString(raw.prop_name), readString(raw.value)];
    if (name && value !== undefined) navigationBanner[name] = value;
  }
  return { modalNames: [...new Set(modalNames)], navigationBanner };
}
