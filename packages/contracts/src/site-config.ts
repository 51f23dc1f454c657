import { REGISTRATION_TYPES } from '@arenabet/reference/account';
import { z } from 'zod/mini';
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
const ids = z.array(z.int());
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
  id: z.int().check(z.positive()),
  code: z.string().check(z.minLength(1)),
  symbol: z.string(),
  name: z.string(),
  hide: z.optional(flag),
  /** Units of the base currency one unit of this currency is worth; coef_convert = 1 / base_rate. */
  base_rate: z.optional(numeric),
  /** Used only when base_rate is absent: units of this currency per one base unit. */
  coef_convert: z.optional(numeric),
  /** Smallest stake, in major units of this currency (for example '10' or '0.5'). */
  min_sum_bet: z.optional(numeric),
  is_crypto: z.optional(flag),
  /** Decimal places of the minor unit; 2 when absent. */
  precision: z.optional(z.int().check(z.gte(0), z.lte(18))),
});

/** The spec says these arrive as strings (for example '13', 'true'). */
export const bettingTaxes = z.looseObject({
  taxType: z.optional(z.string()),
  betTaxPercent: z.optional(z.string()),
  payoutTaxPercent: z.optional(z.string()),
  winAmountThreshold: z.optional(z.string()),
  coefThreshold: z.optional(z.string()),
  hasReturnTax: z.optional(z.string()),
});

/** `route` is a web route name (bettingHome, live, bettingCyber, casino, promo, ...), not a path. */
export const headerItemConfig = z.looseObject({
  key: z.string().check(z.minLength(1)),
  route: z.string().check(z.minLength(1)),
  dict_key: z.string().check(z.minLength(1)),
  icon: z.optional(z.string()),
  sort: z.optional(numeric),
  hide_for_anonymous: z.optional(flag),
  enabled: z.optional(flag),
});

export const footerLinkConfig = z.looseObject({
  slug: informationPageSlug,
  dict_key: z.string().check(z.minLength(1)),
  sort: z.optional(numeric),
});

export const tagToPage = z.looseObject({
  menu_key: z.string(),
  tag: z.string(),
  icon: z.optional(z.string()),
  prop_link: z.string(),
  dict_key: z.string(),
});

export const countryPhoneRule = z.looseObject({
  CountryId: z.int().check(z.positive()),
  Min: z.int().check(z.gte(1)),
  Max: z.int().check(z.gte(1)),
});

const configSection = z.looseObject({
  brand_id: z.optional(z.int().check(z.positive())),
  brand_name: z.string().check(z.minLength(1)),
  partner: z.optional(z.int().check(z.positive())),
  /** Read as a number, 0 when not numeric, 18 when absent. */
  min_age: z.optional(numeric),
  homepage_type: z.optional(numeric),
  cdn_host: z.optional(z.string()),
  dashboard_games_limit: z.optional(numeric),
  over_amount: z.optional(numeric),
  /** `{value}` and `{currency}` placeholders; value then currency when absent. */
  amount_template: z.optional(z.string()),
  identification_bonus_id: z.optional(numeric),
});

const currencySection = z.looseObject({
  base_currency_id: z.optional(z.int().check(z.positive())),
  geo: z.optional(z.array(geoCurrency)),
});

const mainLanguageSection = z.looseObject({
  default_language: z.string().check(z.minLength(2)),
  available_languages: z.array(z.string().check(z.minLength(2))).check(z.minLength(1)),
  hidden_for_anonymous: z.optional(strings),
});

const countrySection = z.looseObject({
  default_country_id: z.optional(z.int().check(z.positive())),
  geo_country_id: z.optional(z.int().check(z.positive())),
  blocked_country_ids: z.optional(ids),
});

/** Links the configuration points to; the web treats each as a path or a full URL. */
// biome-ignore format: the key list reads better packed
export const SITE_LINK_KEYS = [
  'coupon_lobby_url', 'bonus_url', 'rules_url', 'information_url', 'privacy_url', 'cookie_url',
  'aml_url', 'kyc_url', 'dispute_resolution_url', 'contacts_url', 'sms_bets_url', 'block_url',
  'error_url', 'support_url', 'promo_url', 'partner_program_url', 'payment_agent_url',
] as const;
export type SiteLinkKey = (typeof SITE_LINK_KEYS)[number];
const linkShape = Object.fromEntries(SITE_LINK_KEYS.map((key) => [key, z.optional(url)])) as {
  [K in SiteLinkKey]: z.ZodMiniOptional<z.ZodMiniString>;
};

const globalSection = z.looseObject({
  ...linkShape,
  bonus_tournaments_tab: z.optional(z.string()),
  not_found_urls: z.optional(strings),
  redirect_after_registration: z.optional(strings),
  redirect_after_login: z.optional(strings),
});

const bettingSection = z.looseObject({
  taxes: z.optional(bettingTaxes),
  coefficient_format: z.optional(numeric),
  cf_view: z.optional(numeric),
  check_cf: z.optional(numeric),
  multi_event: z.optional(numeric),
  allowed_betting_views: z.optional(ids),
});

const supportSection = z.looseObject({
  /** 'HH:mm' in the site's time zone. */
  started_support_time: z.optional(z.string()),
  ended_support_time: z.optional(z.string()),
  colors_for_consultant: z.optional(
    z.array(z.looseObject({ name: z.string(), color: z.string() })),
  ),
  /** Language id -> consultant id; `default` serves languages without their own. */
  consultant_id: z.optional(z.catchall(z.object({ default: z.string() }), z.string())),
  is_new_version_suphelper: z.optional(flag),
  supportTime: z.optional(z.string()),
  crunch_org_name: z.optional(z.string()),
});

const couponSection = z.looseObject({
  max_bets_in_coupon: z.optional(numeric),
  max_bets_in_system: z.optional(numeric),
  history_days: z.optional(numeric),
  coupon_sale: z.optional(flag),
  coupon_deletion: z.optional(flag),
  coupon_printing: z.optional(flag),
  insurance: z.optional(flag),
  promocode: z.optional(flag),
  coupon_save_load: z.optional(flag),
  extra_odds: z.optional(flag),
  one_click_bet: z.optional(flag),
  vip_bet_by_geography: z.optional(flag),
  /** Geo country ids where VIP bets need authorisation. */
  vip_bet_geography: z.optional(ids),
  power_bet: z.optional(flag),
  /**
   * The advance (GetAvance, avanceBet): country ids whose players are offered one (empty: off;
   * GB and MT never, their regulators forbid credit), and its share of the backing bet's
   * possible win in percent (default 50).
   */
  advance_bet_geography: z.optional(ids),
  advance_percent: z.optional(numeric),
  /** VIP bets: seconds a trader has to answer (default 120), a player a counter-offer (60). */
  vip_bet_decision_seconds: z.optional(numeric),
  vip_bet_answer_seconds: z.optional(numeric),
  /** Cash-out: the house's margin per open leg in percent (default 5), a quote's life (10 s). */
  sale_margin_percent: z.optional(numeric),
  sale_quote_seconds: z.optional(numeric),
  /** Express boost (extra_odds): leg count → percent ({"3": 3, "4": 5}); a leg's minimum price. */
  express_boost_table: z.optional(z.record(z.string(), numeric)),
  express_boost_min_leg_odds: z.optional(numeric),
  /** The anti-express's margin on its fair odds, in percent (default 6). */
  anti_express_margin_percent: z.optional(numeric),
  /** The bet builder's margin on its fair joint odds, in percent (default 8); most legs (6, 0 off). */
  builder_margin_percent: z.optional(numeric),
  builder_max_legs: z.optional(numeric),
  /** Bet insurance (the insurance switch): the margin on a cover's fair price, percent (10). */
  insurance_margin_percent: z.optional(numeric),
  /** Seconds a live bet waits before its second check (default 5); pre-match (default 0). */
  live_delay_seconds: z.optional(numeric),
  line_delay_seconds: z.optional(numeric),
  /** Major units of the base currency: per coupon, per outcome and player, per player. */
  max_stake: z.optional(numeric),
  max_payout: z.optional(numeric),
  max_outcome_payout: z.optional(numeric),
  /** Base currency units all open singles on one outcome may pay before it is suspended. */
  outcome_suspend_liability: z.optional(numeric),
  max_player_open_payout: z.optional(numeric),
});

export const PAYMENT_METHOD_KINDS = ['card', 'bank_transfer', 'e_wallet', 'crypto'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** Limits and one-tap amounts in major units of one currency ('10', '0.5'), in round figures. */
const amountLimits = z.looseObject({
  min: z.optional(numeric),
  max: z.optional(numeric),
  presets: z.optional(z.array(numeric)),
});

/**
 * A way to pay in or out. `min`/`max` and `presets` are in the base currency; a currency with
 * its own entry in `currency_limits` (currency id -> figures) uses those, the others get the
 * base figures converted with coef_convert and rounded to round figures. `currency_ids`
 * restricts the method to those currencies (absent: all).
 */
const paymentMethodConfig = z.looseObject({
  id: z.string().check(z.regex(/^[a-z][a-z0-9_]{0,31}$/)),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  provider: z.string().check(z.minLength(1)),
  min: z.optional(numeric),
  max: z.optional(numeric),
  currency_limits: z.optional(z.record(z.string(), amountLimits)),
  currency_ids: z.optional(ids),
  /** Amounts offered as one-tap buttons on the form, in the base currency. */
  presets: z.optional(z.array(numeric)),
});

const officeSection = z.looseObject({
  required_field_by_doc_type: z.optional(
    z.array(z.looseObject({ doc_type: numeric, fields: strings })),
  ),
  recharge: z.optional(flag),
  deposit: z.optional(flag),
  account_closing: z.optional(flag),
  admin_request: z.optional(flag),
  deposit_methods: z.optional(z.array(paymentMethodConfig)),
  withdrawal_methods: z.optional(z.array(paymentMethodConfig)),
  /** Pay out only by a method the player has deposited with into that account. */
  withdrawal_only_deposit_methods: z.optional(flag),
  /** Withdrawals only for verified players (identity verification). */
  withdrawal_verified_only: z.optional(flag),
  /** Minutes a deposit's checkout stays open; an abandoned one is then cancelled as expired. */
  deposit_checkout_minutes: z.optional(numeric),
});

const promoSection = z.looseObject({
  promo_modal_config: z.optional(z.array(z.looseObject({ modal_name: z.string() }))),
  navigation_promo_banner_data: z.optional(
    z.array(z.looseObject({ prop_name: z.string(), value: z.union([z.string(), z.number()]) })),
  ),
});

const registrationSection = z.looseObject({
  fast_reg_sort: z.optional(strings),
  phone_reg_sort: z.optional(strings),
  full_reg_sort: z.optional(strings),
  soc_reg_sort: z.optional(strings),
  short_reg_sort: z.optional(strings),
  full_reg_v1_sort: z.optional(strings),
  social_reg_types: z.optional(z.array(socialProvider)),
  preselected_bonus_route: z.optional(z.string()),
  country_phone_rules: z.optional(z.array(countryPhoneRule)),
  /** Countries whose phone input skips the mask. */
  phone_mask_skip_country_ids: z.optional(ids),
  default_tab: z.optional(registrationType),
  default_section: z.optional(z.string()),
  payments_count: z.optional(numeric),
  /**
   * The country and currency a new visitor's form starts with, by site language ('en' -> the
   * United Kingdom and pounds); the phone code follows the country. Without an entry:
   * country.default_country_id and the first currency.
   */
  default_by_language: z.optional(
    z.record(
      z.string(),
      z.looseObject({ country_id: z.optional(numeric), currency_id: z.optional(numeric) }),
    ),
  ),
});

const responsibleSection = z.looseObject({
  self_block: z.optional(flag),
  auto_logoff: z.optional(flag),
  auto_logoff_minutes: z.optional(numeric),
  /**
   * Casino rounds, per jurisdiction (UK RTS 14 by default): the shortest slot cycle (2500 ms)
   * and round of any other game (5000 ms), and whether autoplay and turbo play are allowed (no).
   */
  casino_min_slot_cycle_ms: z.optional(numeric),
  casino_min_cycle_ms: z.optional(numeric),
  casino_autoplay: z.optional(flag),
  casino_turbo: z.optional(flag),
  /**
   * Player protection, per jurisdiction (packages/domain/src/responsible/rules.ts holds the
   * UK's defaults): an increase's delay and its confirmation, the limits' review, the deposit
   * limit prompt, the time-out's bounds, the shortest self-exclusion, asking the national
   * self-exclusion register, verification before play, and the reality-check intervals offered.
   */
  limit_increase_delay_hours: z.optional(numeric),
  limit_confirm_increase: z.optional(flag),
  limit_review_months: z.optional(numeric),
  deposit_limit_prompt: z.optional(flag),
  time_out_min_hours: z.optional(numeric),
  time_out_max_days: z.optional(numeric),
  self_exclusion_min_months: z.optional(numeric),
  national_register_check: z.optional(flag),
  verify_before_play: z.optional(flag),
  reality_check_minutes: z.optional(z.array(numeric)),
});

const open = z.looseObject({});

export const siteConfigSections = z.object({
  config: configSection,
  currency: currencySection,
  mainLanguage: mainLanguageSection,
  country: countrySection,
  global: globalSection,
  betting: bettingSection,
  cyber: z.looseObject({ version: z.optional(numeric) }),
  support: supportSection,
  coupon: couponSection,
  application: z.looseObject({ android_app_type: z.optional(z.literal([0, 1, 2])) }),
  modules: open,
  iframe: z.looseObject({ statistics_mode: z.optional(z.enum(['window', 'modal'])) }),
  toto: z.looseObject({ enabled: z.optional(flag) }),
  information: z.looseObject({ tags_to_page: z.optional(z.array(tagToPage)) }),
  footer: z.looseObject({ information_links: z.optional(z.array(footerLinkConfig)) }),
  header: z.looseObject({ items: z.optional(z.array(headerItemConfig)) }),
  promo: promoSection,
  auth: z.looseObject({
    auth_modal_type: z.optional(numeric),
    social_providers: z.optional(z.array(socialProvider)),
  }),
  office: officeSection,
  thirdparty: open,
  bringfriend: z.looseObject({ enabled: z.optional(flag) }),
  registration: registrationSection,
  globalEvent: open,
  bannerWidgets: open,
  dictionary: z.looseObject({ version: z.optional(numeric) }),
  customize: open,
  captcha: z.looseObject({ type: z.optional(captchaType) }),
  responsible: responsibleSection,
  licence: open,
  other: open,
  /** Plain switches: identification_bonus, hide_bonus_header_for_anonymous and operator flags. */
  boolean: z.looseObject({
    identification_bonus: z.optional(flag),
    hide_bonus_header_for_anonymous: z.optional(flag),
  }),
});
export type SiteConfigSections = z.infer<typeof siteConfigSections>;
export type SiteConfigSectionName = keyof SiteConfigSections;
export const SITE_CONFIG_SECTION_NAMES = Object.keys(
  siteConfigSections.shape,
) as SiteConfigSectionName[];

type SectionShapes = typeof siteConfigSections.shape;
type PartialSection<T> =
  T extends z.ZodMiniObject<infer S, infer C>
    ? z.ZodMiniOptional<z.ZodMiniObject<{ [K in keyof S]: z.ZodMiniOptional<S[K]> }, C>>
    : never;

/** Any subset of sections, each with any subset of its keys; unknown section names are refused. */
export const siteConfigSectionsPatch = z.strictObject(
  Object.fromEntries(
    Object.entries(siteConfigSections.shape).map(([name, section]) => [
      name,
      z.optional(z.partial(section)),
    ]),
  ) as { [K in keyof SectionShapes]: PartialSection<SectionShapes[K]> },
);
export type SiteConfigSectionsPatch = z.infer<typeof siteConfigSectionsPatch>;

export const siteConfigResponse = resource(
  'site-config',
  z.object({
    brandId: z.int(),
    countryId: z.nullable(z.int()),
    language: z.string(),
    version: z.int(),
    sections: siteConfigSections,
  }),
);
export type SiteConfigResponse = z.infer<typeof siteConfigResponse>;
export type SiteConfig = SiteConfigResponse['data']['attributes'];

/** The operator's change: null country or language means the brand-wide layer. */
export const siteConfigUpdateBody = resourceBody(
  z.object({
    brandId: idNumber,
    countryId: z.nullable(idNumber),
    language: z.nullable(languageCode),
    sections: siteConfigSectionsPatch,
  }),
);
export type SiteConfigUpdateBody = z.infer<typeof siteConfigUpdateBody>;
