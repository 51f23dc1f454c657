/*
 * The registration form as the server describes it (spec 000 sections 3 and 7, Registration):
 * the enabled tabs, the fields of each tab with the attributes the spec lists, dependent fields,
 * the registration data around the form, regions and cities, and the phone code sent before a
 * phone registration. Field ids, attribute names and option names are the spec's.
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource } from './json-api.ts';
import { idParam, languageCode } from './primitives.ts';

/** The four ways to register, plus short_reg, which is stored as full_reg (spec 000 section 2). */
export const REGISTRATION_FORM_TYPES = [
  'fast_reg',
  'phone_reg',
  'full_reg',
  'soc_reg',
  'short_reg',
] as const;
export type RegistrationFormType = (typeof REGISTRATION_FORM_TYPES)[number];
export const registrationFormType = z.enum(REGISTRATION_FORM_TYPES);

// biome-ignore format: the spec's list reads better packed
export const REGISTRATION_FIELD_TYPES = [
  'input', 'email', 'password', 'select', 'multiselect', 'label', 'captcha', 'custom_captcha',
  'button', 'phone', 'phone_country', 'phone_code_button', 'datepicker', 'birthday',
  'social_types', 'checkbox', 'extended_checkbox', 'list', 'background_checkbox', 'dropdown',
] as const;
export type RegistrationFieldType = (typeof REGISTRATION_FIELD_TYPES)[number];

// biome-ignore format: the spec's list reads better packed
export const VALIDATION_RULE_KINDS = [
  'isDateTime', 'isImage', 'required', 'userFunction', 'minLength', 'maxLength', 'maxValue',
  'minValue', 'email', 'compare', 'match', 'boolean', 'phone', 'phoneConfirm',
] as const;
export type ValidationRuleKind = (typeof VALIDATION_RULE_KINDS)[number];

/**
 * One rule of a field, as data both sides turn into the same function (packages/domain):
 * `value` is the bound, the compared field, the pattern, the code length or the user function's
 * name; `message` a dictionary key replacing the rule's own.
 */
export const fieldValidationRule = z.object({
  kind: z.enum(VALIDATION_RULE_KINDS),
  value: z.optional(z.union([z.string(), z.number()])),
  message: z.optional(z.string()),
});
export type FieldValidationRule = z.infer<typeof fieldValidationRule>;

export const fieldOption = z.object({
  id: z.union([z.int(), z.string()]),
  name: z.string(),
  Alpha2: z.optional(z.string()),
  phone_code: z.optional(z.string()),
  code: z.optional(z.string()),
  ico: z.optional(z.string()),
  countryId: z.optional(z.int()),
  accountLength: z.optional(z.int()),
  aliases: z.optional(z.array(z.string())),
  selected: z.optional(z.boolean()),
  symbol: z.optional(z.string()),
});
export type FieldOption = z.infer<typeof fieldOption>;

/** Texts (title, placeholder, tooltip, label) are dictionary keys; the form translates them. */
export const registrationField = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(REGISTRATION_FIELD_TYPES),
  group: z.string(),
  visible: z.boolean(),
  title: z.string(),
  placeholder: z.string(),
  required: z.boolean(),
  disabled: z.boolean(),
  inputType: z.string(),
  maxLength: z.nullable(z.int()),
  validation: z.array(fieldValidationRule),
  tooltip: z.string(),
  options: z.array(fieldOption),
  label: z.string(),
  checked: z.boolean(),
  socialNetworks: z.array(z.string()),
  /** 'YYYY-MM-DD' bounds of a date field (a birthday's max comes from the minimum age). */
  dateMin: z.nullable(z.string()),
  dateMax: z.nullable(z.string()),
});
export type RegistrationField = z.infer<typeof registrationField>;

/**
 * Dependent fields: the fields of the case whose values hold the parent's value are shown; when
 * no case matches, the `default` fields are. A field named in a relation and not chosen is hidden.
 */
export const relationField = z.object({
  parent: z.string(),
  cases: z.array(z.object({ values: z.array(z.string()), fields: z.array(z.string()) })),
  default: z.array(z.string()),
});
export type RelationField = z.infer<typeof relationField>;

export const registrationFieldSet = z.object({
  fields: z.array(registrationField),
  relation_fields: z.array(relationField),
});
export type RegistrationFieldSet = z.infer<typeof registrationFieldSet>;

export const registrationTab = z.object({
  caption: z.string(),
  value: registrationFormType,
  ico: z.string(),
});
export type RegistrationTab = z.infer<typeof registrationTab>;

export const registrationBanner = z.object({
  image: z.string(),
  alt: z.string(),
  title: z.string(),
  text: z.string(),
});

export const welcomeBonus = z.object({
  id: z.string(),
  type: z.literal('welcome-bonus'),
  attributes: z.object({
    bonusCode: z.string(),
    info: z.string(),
    icon: z.string(),
    cancel: z.boolean(),
  }),
});

export const additionalConfig = z.object({
  emailButtonText: z.string(),
  registrationRedirectText: z.string(),
  firstDepositText: z.string(),
  phoneButtonText: z.string(),
  isLoginSavingNotificationVisible: z.boolean(),
  rechargeButtonText: z.string(),
  saveLoginButtonDesign: z.string(),
  showDepositBanner: z.boolean(),
  showBackButton: z.boolean(),
  showLeftBanner: z.boolean(),
  welcomeBonusDescription: z.string(),
  hiddenRegistrationFormLeftBanner: z.boolean(),
});
export type AdditionalConfig = z.infer<typeof additionalConfig>;

export const registrationData = resource(
  'registration-data',
  z.object({
    section: z.enum(['main', 'promo']),
    defaultTab: registrationFormType,
    hasFirstDeposit: z.boolean(),
    percentFirstDeposit: z.number(),
    /** Country id -> minimum age, for every country whose age differs from `minAge`. */
    minAgesInCountries: z.record(z.string(), z.int()),
    minAge: z.int(),
    bonusAmount: z.number(),
    additionalConfig,
    banner: z.nullable(registrationBanner),
    bonuses: z.array(welcomeBonus),
    registrationTabs: z.array(registrationTab),
    bannerTextByBonusCode: z.record(z.string(), z.string()),
  }),
);
export type RegistrationData = z.infer<typeof registrationData>['data']['attributes'];

const regionEntry = z.object({ id: z.int(), name: z.string() });

const countryQuery = z.object({
  country_id: z.optional(idParam),
  lng: z.optional(languageCode),
});

export const phoneSendCodeAttributes = z.object({
  /** The number after the calling code, as typed (separators are ignored). */
  phone: z.string().check(z.maxLength(40)),
  /** The phone country picked in the phone-code picker. */
  country_id: z.int().check(z.positive()),
});

export const registrationFormCalls = {
  types: defineCall({
    method: 'GET',
    path: '/web-api/api/web/registration/v1/types',
    summary: 'Registration tabs enabled for the brand',
    description:
      'A tab is enabled when its sort list is configured; soc_reg also needs social_reg_types. ' +
      '`caption` is a dictionary key.',
    tag: 'registration',
    access: 'public',
    query: countryQuery,
    response: resource('registration-types', z.object({ types: z.array(registrationTab) })),
  }),
  fields: defineCall({
    method: 'GET',
    path: '/web-api/api/web/registration/v1/fields/{type}',
    summary: 'The fields of a registration tab for the visitor country',
    tag: 'registration',
    access: 'public',
    params: z.object({ type: registrationFormType }),
    query: countryQuery,
    response: resource('registration-fields', registrationFieldSet),
  }),
  fieldsAndBanners: defineCall({
    method: 'POST',
    path: '/web-api/registration/fields',
    summary: 'The fields of a registration tab and its banners (older form)',
    description: 'Banners are empty until bonuses exist; `bonus` is accepted and not yet used.',
    tag: 'registration',
    access: 'public',
    query: z.object({
      type: z._default(registrationFormType, 'full_reg'),
      bonus: z.optional(z.string().check(z.maxLength(64))),
      country_id: z.optional(idParam),
      lng: z.optional(languageCode),
    }),
    response: resource(
      'registration-fields',
      z.extend(registrationFieldSet, { banners: z.array(registrationBanner) }),
    ),
  }),
  welcomeBonuses: defineCall({
    method: 'GET',
    path: '/web-api/api/v3/bonuses/welcome-bonuses',
    summary: 'Welcome bonuses offered at registration',
    description:
      'Always an empty list for now: bonuses come with the bonus module. `bonus` (a bonus code) ' +
      'will pick the preselected one.',
    tag: 'registration',
    access: 'public',
    query: z.object({ bonus: z.optional(z.string().check(z.maxLength(64))) }),
    response: z.object({ data: z.array(welcomeBonus) }),
  }),
  regions: defineCall({
    method: 'GET',
    path: '/web-api/getRegions',
    summary: 'Regions of a country (a partial list: main regions of a few countries)',
    tag: 'registration',
    access: 'public',
    query: z.object({ country_id: idParam, lng: z.optional(languageCode) }),
    response: z.object({ regions: z.array(regionEntry) }),
    mediaType: 'application/json',
  }),
  cities: defineCall({
    method: 'GET',
    path: '/web-api/getCitiesByRegion',
    summary: 'Main cities of a region (a partial list)',
    tag: 'registration',
    access: 'public',
    query: z.object({ region_id: idParam, lng: z.optional(languageCode) }),
    response: z.object({ cities: z.array(regionEntry) }),
    mediaType: 'application/json',
  }),
  phoneSendCode: defineCall({
    method: 'POST',
    path: '/web-api/registration/phone/send-code',
    summary: 'Send the SMS code that confirms the phone before a phone registration',
    description:
      'Needs a solved captcha in x-captcha-token unless disabled. The code is then sent as ' +
      '`phone_confirmation` with the registration. 429 past the send limits.',
    tag: 'registration',
    access: 'public',
    query: z.object({ lng: z.optional(languageCode) }),
    body: z.object({ data: z.object({ attributes: phoneSendCodeAttributes }) }),
    response: resource(
      'phone-code',
      z.object({
        code_length: z.int(),
        resendAfterSeconds: z.int(),
      }),
    ),
  }),
};
