import { REGISTRATION_TYPES } from '@arenabet/reference/account';
import { z } from 'zod';
import { informationPageSlug } from './information.ts';
import { resource, resourceBody } from './json-api.ts';
import { idNumber, languageCode } from './primitives.ts';

/*
 * The raw site configuration as an operator stores it, per brand, country and language.
 * Key names follow the operator's snake_case where the spec names them. Every section passes
 * unknown keys through: operators add keys, and keys prefixed with `Ui` are UI keys the web
 * reads as they are. `@arenabet/domain`'s `readSiteSettings` turns this into flat settings.
 */

/** Many values arrive from the operator's store as strings; the reader parses them. */
const numeric = z.union([z.number(), z.string()]);
/** Switches arrive as booleans, 0/1 or their string forms; anything else reads as off. */
const flag = z.union([z.boolean(), z.literal([0, 1]), z.enum(['0', '1', 'true', 'false'])]);
const ids = z.array(z.number().int());
const strings = z.array(z.string());
const url = z.string();

export const CAPTCHA_TYPES = [
  'google',
  'hunt',
  'puzzle',
  'hcaptcha',
  'custom',
  'disabled',
] as const;
export const captchaType = z.enum(CAPTCHA_TYPES);
export type CaptchaType = z.infer<typeof captchaType>;

export const registrationType = z.enum(REGISTRATION_TYPES);

// biome-ignore format: the provider list reads better packed
export const SOCIAL_PROVIDERS = [
  'fb', 'google', 'vk', 'ok', 'yandex', 'mailru', 'telegram', 'kakaotalk',
  'twitter', 'itsme', 'twitch', 'metamask', 'line', 'linkedin', 'apple', 'discord',
] as const;
export const socialProvider = z.enum(SOCIAL_PROVIDERS);

export const geoCurrency = z.looseObject({
  id: z.number().int().positive(),
  code: z.string().min(1),
  symbol: z.string(),
  name: z.string(),
  hide: flag.optional(),
  /** Units of the base currency one unit of this currency is worth; coef_convert = 1 / base_rate. */
  base_rate: numeric.optional(),
  /** Used only when base_rate is absent: units of this currency per one base unit. */
  coef_convert: numeric.optional(),
  /** Smallest stake, in major units of this currency (for example '10' or '0.5'). */
  min_sum_bet: numeric.optional(),
  is_crypto: flag.optional(),
  /** Decimal places of the minor unit; 2 when absent. */
  precision: z.number().int().min(0).max(18).optional(),
});

/** The spec says these arrive as strings (for example '13', 'true'). */
export const bettingTaxes = z.looseObject({
  taxType: z.string().optional(),
  betTaxPercent: z.string().optional(),
  payoutTaxPercent: z.string().optional(),
  winAmountThreshold: z.string().optional(),
  coefThreshold: z.string().optional(),
  hasReturnTax: z.string().optional(),
});

/** `route` is a web route name (bettingHome, live, bettingCyber, casino, promo, ...), not a path. */
export const headerItemConfig = z.looseObject({
  key: z.string().min(1),
  route: z.string().min(1),
  dict_key: z.string().min(1),
  icon: z.string().optional(),
  sort: numeric.optional(),
  hide_for_anonymous: flag.optional(),
  enabled: flag.optional(),
});

export const footerLinkConfig = z.looseObject({
  slug: informationPageSlug,
  dict_key: z.string().min(1),
  sort: numeric.optional(),
});

export const tagToPage = z.looseObject({
  menu_key: z.string(),
  tag: z.string(),
  icon: z.string().optional(),
  prop_link: z.string(),
  dict_key: z.string(),
});

export const countryPhoneRule = z.looseObject({
  CountryId: z.number().int().positive(),
  Min: z.number().int().min(1),
  Max: z.number().int().min(1),
});

const configSection = z.looseObject({
  brand_id: z.number().int().positive().optional(),
  brand_name: z.string().min(1),
  partner: z.number().int().positive().optional(),
  /** Read as a number, 0 when not numeric, 18 when absent. */
  min_age: numeric.optional(),
  homepage_type: numeric.optional(),
  cdn_host: z.string().optional(),
  dashboard_games_limit: numeric.optional(),
  over_amount: numeric.optional(),
  /** `{value}` and `{currency}` placeholders; value then currency when absent. */
  amount_template: z.string().optional(),
  identification_bonus_id: numeric.optional(),
});

const currencySection = z.looseObject({
  base_currency_id: z.number().int().positive().optional(),
  geo: z.array(geoCurrency).optional(),
});

const mainLanguageSection = z.looseObject({
  default_language: z.string().min(2),
  available_languages: z.array(z.string().min(2)).min(1),
  hidden_for_anonymous: strings.optional(),
});

const countrySection = z.looseObject({
  default_country_id: z.number().int().positive().optional(),
  geo_country_id: z.number().int().positive().optional(),
  blocked_country_ids: ids.optional(),
});

/** Links the configuration points to; the web treats each as a path or a full URL. */
// biome-ignore format: the key list reads better packed
export const SITE_LINK_KEYS = [
  'coupon_lobby_url', 'bonus_url', 'rules_url', 'information_url', 'privacy_url', 'cookie_url',
  'aml_url', 'kyc_url', 'dispute_resolution_url', 'contacts_url', 'sms_bets_url', 'block_url',
  'error_url', 'support_url', 'promo_url', 'partner_program_url', 'payment_agent_url',
] as const;
export type SiteLinkKey = (typeof SITE_LINK_KEYS)[number];
const linkShape = Object.fromEntries(SITE_LINK_KEYS.map((key) => [key, url.optional()])) as {
  [K in SiteLinkKey]: z.ZodOptional<z.ZodString>;
};

const globalSection = z.looseObject({
  ...linkShape,
  bonus_tournaments_tab: z.string().optional(),
  not_found_urls: strings.optional(),
  redirect_after_registration: strings.optional(),
  redirect_after_login: strings.optional(),
});

const bettingSection = z.looseObject({
  taxes: bettingTaxes.optional(),
  coefficient_format: numeric.optional(),
  cf_view: numeric.optional(),
  check_cf: numeric.optional(),
  multi_event: numeric.optional(),
  allowed_betting_views: ids.optional(),
});

const supportSection = z.looseObject({
  /** 'HH:mm' in the site's time zone. */
  started_support_time: z.string().optional(),
  ended_support_time: z.string().optional(),
  colors_for_consultant: z.array(z.looseObject({ name: z.string(), color: z.string() })).optional(),
  /** Language id -> consultant id; `default` serves languages without their own. */
  consultant_id: z.object({ default: z.string() }).catchall(z.string()).optional(),
  is_new_version_suphelper: flag.optional(),
  supportTime: z.string().optional(),
  crunch_org_name: z.string().optional(),
});

const couponSection = z.looseObject({
  max_bets_in_coupon: numeric.optional(),
  max_bets_in_system: numeric.optional(),
  history_days: numeric.optional(),
  coupon_sale: flag.optional(),
  coupon_deletion: flag.optional(),
  coupon_printing: flag.optional(),
  insurance: flag.optional(),
  promocode: flag.optional(),
  coupon_save_load: flag.optional(),
  extra_odds: flag.optional(),
  one_click_bet: flag.optional(),
  vip_bet_by_geography: flag.optional(),
  /** Geo country ids where VIP bets need authorisation. */
  vip_bet_geography: ids.optional(),
  power_bet: flag.optional(),
  /** Seconds a live bet waits before its second check (default 5); pre-match (default 0). */
  live_delay_seconds: numeric.optional(),
  line_delay_seconds: numeric.optional(),
  /** Major units of the base currency: per coupon, per outcome and player, per player. */
  max_stake: numeric.optional(),
  max_payout: numeric.optional(),
  max_outcome_payout: numeric.optional(),
  max_player_open_payout: numeric.optional(),
});

export const PAYMENT_METHOD_KINDS = ['card', 'bank_transfer', 'e_wallet', 'crypto'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** Limits and one-tap amounts in major units of one currency ('10', '0.5'), in round figures. */
const amountLimits = z.looseObject({
  min: numeric.optional(),
  max: numeric.optional(),
  presets: z.array(numeric).optional(),
});

/**
 * A way to pay in or out. `min`/`max` and `presets` are in the base currency; a currency with
 * its own entry in `currency_limits` (currency id -> figures) uses those, the others get the
 * base figures converted with coef_convert and rounded to round figures. `currency_ids`
 * restricts the method to those currencies (absent: all).
 */
const paymentMethodConfig = z.looseObject({
  id: z.string().regex(/^[a-z][a-z0-9_]{0,31}$/),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  provider: z.string().min(1),
  min: numeric.optional(),
  max: numeric.optional(),
  currency_limits: z.record(z.string(), amountLimits).optional(),
  currency_ids: ids.optional(),
  /** Amounts offered as one-tap buttons on the form, in the base currency. */
  presets: z.array(numeric).optional(),
});

const officeSection = z.looseObject({
  required_field_by_doc_type: z
    .array(z.looseObject({ doc_type: numeric, fields: strings }))
    .optional(),
  recharge: flag.optional(),
  deposit: flag.optional(),
  account_closing: flag.optional(),
  admin_request: flag.optional(),
  deposit_methods: z.array(paymentMethodConfig).optional(),
  withdrawal_methods: z.array(paymentMethodConfig).optional(),
  /** Pay out only by a method the player has deposited with into that account. */
  withdrawal_only_deposit_methods: flag.optional(),
  /** Withdrawals only for verified players (identity verification). */
  withdrawal_verified_only: flag.optional(),
  /** Minutes a deposit's checkout stays open; an abandoned one is then cancelled as expired. */
  deposit_checkout_minutes: numeric.optional(),
});

const promoSection = z.looseObject({
  promo_modal_config: z.array(z.looseObject({ modal_name: z.string() })).optional(),
  navigation_promo_banner_data: z
    .array(z.looseObject({ prop_name: z.string(), value: z.union([z.string(), z.number()]) }))
    .optional(),
});

const registrationSection = z.looseObject({
  fast_reg_sort: strings.optional(),
  phone_reg_sort: strings.optional(),
  full_reg_sort: strings.optional(),
  soc_reg_sort: strings.optional(),
  short_reg_sort: strings.optional(),
  full_reg_v1_sort: strings.optional(),
  social_reg_types: z.array(socialProvider).optional(),
  preselected_bonus_route: z.string().optional(),
  country_phone_rules: z.array(countryPhoneRule).optional(),
  /** Countries whose phone input skips the mask. */
  phone_mask_skip_country_ids: ids.optional(),
  default_tab: registrationType.optional(),
  default_section: z.string().optional(),
  payments_count: numeric.optional(),
  /**
   * The country and currency a new visitor's form starts with, by site language ('en' -> the
   * United Kingdom and pounds); the phone code follows the country. Without an entry:
   * country.default_country_id and the first currency.
   */
  default_by_language: z
    .record(
      z.string(),
      z.looseObject({ country_id: numeric.optional(), currency_id: numeric.optional() }),
    )
    .optional(),
});

const responsibleSection = z.looseObject({
  self_block: flag.optional(),
  auto_logoff: flag.optional(),
  auto_logoff_minutes: numeric.optional(),
});

const open = z.looseObject({});

export const siteConfigSections = z.object({
  config: configSection,
  currency: currencySection,
  mainLanguage: mainLanguageSection,
  country: countrySection,
  global: globalSection,
  betting: bettingSection,
  cyber: z.looseObject({ version: numeric.optional() }),
  support: supportSection,
  coupon: couponSection,
  application: z.looseObject({ android_app_type: z.literal([0, 1, 2]).optional() }),
  modules: open,
  iframe: z.looseObject({ statistics_mode: z.enum(['window', 'modal']).optional() }),
  toto: z.looseObject({ enabled: flag.optional() }),
  information: z.looseObject({ tags_to_page: z.array(tagToPage).optional() }),
  footer: z.looseObject({ information_links: z.array(footerLinkConfig).optional() }),
  header: z.looseObject({ items: z.array(headerItemConfig).optional() }),
  promo: promoSection,
  auth: z.looseObject({
    auth_modal_type: numeric.optional(),
    social_providers: z.array(socialProvider).optional(),
  }),
  office: officeSection,
  thirdparty: open,
  bringfriend: z.looseObject({ enabled: flag.optional() }),
  registration: registrationSection,
  globalEvent: open,
  bannerWidgets: open,
  dictionary: z.looseObject({ version: numeric.optional() }),
  customize: open,
  captcha: z.looseObject({ type: captchaType.optional() }),
  responsible: responsibleSection,
  licence: open,
  other: open,
  /** Plain switches: identification_bonus, hide_bonus_header_for_anonymous and operator flags. */
  boolean: z.looseObject({
    identification_bonus: flag.optional(),
    hide_bonus_header_for_anonymous: flag.optional(),
  }),
});
export type SiteConfigSections = z.infer<typeof siteConfigSections>;
export type SiteConfigSectionName = keyof SiteConfigSections;
export const SITE_CONFIG_SECTION_NAMES = Object.keys(
  siteConfigSections.shape,
) as SiteConfigSectionName[];

type SectionShapes = typeof siteConfigSections.shape;
type PartialSection<T> =
  T extends z.ZodObject<infer S, infer C>
    ? z.ZodOptional<z.ZodObject<{ [K in keyof S]: z.ZodOptional<S[K]> }, C>>
    : never;

/** Any subset of sections, each with any subset of its keys; unknown section names are refused. */
export const siteConfigSectionsPatch = z.strictObject(
  Object.fromEntries(
    Object.entries(siteConfigSections.shape).map(([name, section]) => [
      name,
      section.partial().optional(),
    ]),
  ) as { [K in keyof SectionShapes]: PartialSection<SectionShapes[K]> },
);
export type SiteConfigSectionsPatch = z.infer<typeof siteConfigSectionsPatch>;

export const siteConfigResponse = resource(
  'site-config',
  z.object({
    brandId: z.number().int(),
    countryId: z.number().int().nullable(),
    language: z.string(),
    version: z.number().int(),
    sections: siteConfigSections,
  }),
);
export type SiteConfigResponse = z.infer<typeof siteConfigResponse>;
export type SiteConfig = SiteConfigResponse['data']['attributes'];

/** The operator's change: null country or language means the brand-wide layer. */
export const siteConfigUpdateBody = resourceBody(
  z.object({
    brandId: idNumber,
    countryId: idNumber.nullable(),
    language: languageCode.nullable(),
    sections: siteConfigSectionsPatch,
  }),
);
export type SiteConfigUpdateBody = z.infer<typeof siteConfigUpdateBody>;
