import { INFORMATION_PAGE_SLUGS } from '@arenabet/contracts';
import type { SiteConfigSections } from '@arenabet/contracts/site-config';

/*
 * Brand 1, Arenabet: the configuration a fresh installation starts with. Operators change it
 * per country and language from the back office; these values are the brand-wide layer.
 * Country ids are the site's own (packages/reference): RU 1, GB 77, IN 106, KZ 126, TR 225,
 * UA 230. Currency ids: RUB 1, USD 10 (the base currency), EUR 12, GBP 18, TRY 20, INR 99,
 * USDT 270.
 */

// Header order is the `sort`; more than 9 items, so the rest go to the "more" menu.
const headerItems = [
  { key: 'line', route: 'bettingHome', dict_key: 'header_line', icon: 'line', sort: 10 },
  { key: 'live', route: 'live', dict_key: 'header_live', icon: 'live', sort: 20 },
  { key: 'esports', route: 'bettingCyber', dict_key: 'header_esports', icon: 'cyber', sort: 30 },
  { key: 'casino', route: 'casino', dict_key: 'header_casino', icon: 'casino', sort: 40 },
  {
    key: 'live-casino',
    route: 'liveCasino',
    dict_key: 'header_live_casino',
    icon: 'live-casino',
    sort: 50,
  },
  { key: 'promo', route: 'promo', dict_key: 'header_promo', icon: 'gift', sort: 60 },
  {
    key: 'results',
    route: 'bettingChampResults',
    dict_key: 'header_results',
    icon: 'results',
    sort: 70,
  },
  { key: 'top-events', route: 'topEvents', dict_key: 'header_top_events', icon: 'fire', sort: 80 },
  {
    key: 'virtual-sports',
    route: 'virtualSports',
    dict_key: 'header_virtual_sports',
    icon: 'virtual',
    sort: 90,
  },
  {
    key: 'bonuses',
    route: 'depositBonuses',
    dict_key: 'header_bonuses',
    icon: 'bonus',
    sort: 100,
    hide_for_anonymous: true,
  },
  { key: 'express-day', route: 'expressDay', dict_key: 'header_express_day', sort: 110 },
  { key: 'duels', route: 'bettingDuels', dict_key: 'header_duels', icon: 'scale', sort: 115 },
  { key: 'ufc', route: 'ufc', dict_key: 'header_ufc', sort: 120 },
  { key: 'politics', route: 'politics', dict_key: 'header_politics', sort: 130 },
  {
    key: 'information',
    route: 'information',
    dict_key: 'header_information',
    icon: 'info',
    sort: 140,
  },
];

const footerLinks = INFORMATION_PAGE_SLUGS.map((slug, index) => ({
  slug,
  dict_key: `footer_link_${slug.replaceAll('-', '_')}`,
  sort: (index + 1) * 10,
}));

// base_rate: what one unit is worth in USD; the reader derives coef_convert = 1 / base_rate.
const geoCurrencies = [
  { id: 1, code: 'RUB', symbol: '₽', name: 'Russian ruble', base_rate: '0.011', min_sum_bet: '10' },
  { id: 10, code: 'USD', symbol: '$', name: 'US dollar', base_rate: '1', min_sum_bet: '0.2' },
  { id: 12, code: 'EUR', symbol: '€', name: 'Euro', base_rate: '1.08', min_sum_bet: '0.2' },
  {
    id: 18,
    code: 'GBP',
    symbol: '£',
    name: 'Pound sterling',
    base_rate: '1.27',
    min_sum_bet: '0.2',
  },
  { id: 20, code: 'TRY', symbol: '₺', name: 'Turkish lira', base_rate: '0.029', min_sum_bet: '5' },
  { id: 99, code: 'INR', symbol: '₹', name: 'Indian rupee', base_rate: '0.012', min_sum_bet: '10' },
  {
    id: 270,
    code: 'USDT',
    symbol: 'USDT',
    name: 'Tether',
    base_rate: '1',
    min_sum_bet: '0.2',
    is_crypto: true,
  },
].map((currency) => ({ hide: false, is_crypto: false, precision: 2, ...currency }));

/*
 * Limits and one-tap amounts in USD (the base currency), and each fiat currency's own in round
 * figures of that currency, as an operator sets them: a converted 0.93 € – 4 629.62 € reads as
 * a mistake. A currency without its own figures gets the base ones converted and rounded.
 */
const FIAT_IDS = [1, 10, 12, 18, 20, 99];
type Figures = { min: string; max: string; presets?: string[] };
/** Currency figures by code, keyed by the site's currency ids. */
const perCurrency = (figures: {
  RUB: Figures;
  EUR: Figures;
  GBP: Figures;
  TRY: Figures;
  INR: Figures;
}) => ({
  '1': figures.RUB,
  '12': figures.EUR,
  '18': figures.GBP,
  '20': figures.TRY,
  '99': figures.INR,
});
const depositMethods = [
  {
    id: 'card',
    kind: 'card',
    provider: 'sandbox',
    min: '1',
    max: '5000',
    presets: ['10', '50', '100', '500'],
    currency_ids: FIAT_IDS,
    currency_limits: perCurrency({
      RUB: { min: '100', max: '500000', presets: ['1000', '5000', '10000', '50000'] },
      EUR: { min: '1', max: '5000', presets: ['10', '50', '100', '500'] },
      GBP: { min: '1', max: '4000', presets: ['10', '50', '100', '500'] },
      TRY: { min: '50', max: '150000', presets: ['500', '1000', '2500', '10000'] },
      INR: { min: '100', max: '400000', presets: ['1000', '5000', '10000', '50000'] },
    }),
  },
  {
    id: 'bank_transfer',
    kind: 'bank_transfer',
    provider: 'sandbox',
    min: '20',
    max: '20000',
    presets: ['100', '500', '1000'],
    currency_ids: FIAT_IDS,
    currency_limits: perCurrency({
      RUB: { min: '2000', max: '2000000', presets: ['10000', '50000', '100000'] },
      EUR: { min: '20', max: '20000', presets: ['100', '500', '1000'] },
      GBP: { min: '20', max: '15000', presets: ['100', '500', '1000'] },
      TRY: { min: '500', max: '500000', presets: ['2500', '10000', '25000'] },
      INR: { min: '2000', max: '1500000', presets: ['10000', '50000', '100000'] },
    }),
  },
  {
    id: 'e_wallet',
    kind: 'e_wallet',
    provider: 'sandbox',
    min: '5',
    max: '3000',
    presets: ['20', '50', '100'],
    currency_ids: FIAT_IDS,
    currency_limits: perCurrency({
      RUB: { min: '500', max: '250000', presets: ['2000', '5000', '10000'] },
      EUR: { min: '5', max: '3000', presets: ['20', '50', '100'] },
      GBP: { min: '5', max: '2500', presets: ['20', '50', '100'] },
      TRY: { min: '200', max: '100000', presets: ['500', '1000', '2500'] },
      INR: { min: '500', max: '250000', presets: ['2000', '5000', '10000'] },
    }),
  },
  {
    id: 'crypto',
    kind: 'crypto',
    provider: 'sandbox',
    min: '10',
    max: '50000',
    presets: ['50', '100', '1000'],
    currency_ids: [270],
  },
] satisfies NonNullable<SiteConfigSections['office']['deposit_methods']>;
const withdrawalMethods = [
  {
    id: 'card',
    kind: 'card',
    provider: 'sandbox',
    min: '10',
    max: '5000',
    currency_ids: FIAT_IDS,
    currency_limits: perCurrency({
      RUB: { min: '1000', max: '500000' },
      EUR: { min: '10', max: '5000' },
      GBP: { min: '10', max: '4000' },
      TRY: { min: '500', max: '150000' },
      INR: { min: '1000', max: '400000' },
    }),
  },
  {
    id: 'bank_transfer',
    kind: 'bank_transfer',
    provider: 'sandbox',
    min: '50',
    max: '50000',
    currency_ids: FIAT_IDS,
    currency_limits: perCurrency({
      RUB: { min: '5000', max: '5000000' },
      EUR: { min: '50', max: '50000' },
      GBP: { min: '50', max: '40000' },
      TRY: { min: '2000', max: '1500000' },
      INR: { min: '5000', max: '4000000' },
    }),
  },
  {
    id: 'e_wallet',
    kind: 'e_wallet',
    provider: 'sandbox',
    min: '10',
    max: '3000',
    currency_ids: FIAT_IDS,
    currency_limits: perCurrency({
      RUB: { min: '1000', max: '250000' },
      EUR: { min: '10', max: '3000' },
      GBP: { min: '10', max: '2500' },
      TRY: { min: '500', max: '100000' },
      INR: { min: '1000', max: '250000' },
    }),
  },
  {
    id: 'crypto',
    kind: 'crypto',
    provider: 'sandbox',
    min: '20',
    max: '50000',
    currency_ids: [270],
  },
] satisfies NonNullable<SiteConfigSections['office']['withdrawal_methods']>;

const registration: SiteConfigSections['registration'] = {
  fast_reg_sort: ['country_id', 'currency_id', 'ref_code', 'bonus_choice', 'agree-policy'],
  phone_reg_sort: [
    'tel_code',
    'phone',
    'phone_confirmation',
    'currency_id',
    'password',
    'password_again',
    'ref_code',
    'bonus_choice',
    'agree-policy',
  ],
  full_reg_sort: [
    'country_id',
    'region_id',
    'city_id',
    'currency_id',
    'name',
    'surname',
    'email',
    'tel_code',
    'phone',
    'date_birthday',
    'password',
    'password_again',
    'ref_code',
    'bonus_choice',
    'receive_news',
    'agree-policy',
  ],
  soc_reg_sort: ['social_types_id', 'country_id', 'currency_id', 'bonus_choice', 'agree-policy'],
  short_reg_sort: ['email', 'password', 'currency_id', 'agree-policy'],
  full_reg_v1_sort: [
    'country_id',
    'currency_id',
    'name',
    'surname',
    'email',
    'tel_code',
    'phone',
    'birthday',
    'birthplace',
    'document_type_id',
    'passport_series',
    'passport_number',
    'passport_date',
    'address',
    'postal_code',
    'password',
    'password_again',
    'checkbox_pep',
    'agree-policy',
  ],
  social_reg_types: ['google', 'telegram', 'vk', 'apple', 'discord'],
  preselected_bonus_route: 'sport',
  country_phone_rules: [
    { CountryId: 1, Min: 10, Max: 10 },
    { CountryId: 126, Min: 10, Max: 10 },
    { CountryId: 225, Min: 10, Max: 10 },
    { CountryId: 106, Min: 10, Max: 10 },
    { CountryId: 77, Min: 10, Max: 11 },
  ],
  phone_mask_skip_country_ids: [],
  default_tab: 'full_reg',
  default_section: 'main',
  payments_count: '15',
  // A visitor of the English site starts in the United Kingdom with pounds and +44, of the
  // Arabic one in the United Arab Emirates (id 3) with dollars and +971, not in Russia.
  default_by_language: {
    ru: { country_id: 1, currency_id: 1 },
    en: { country_id: 77, currency_id: 18 },
    ar: { country_id: 3, currency_id: 10 },
  },
};

export const defaultBrandSections: SiteConfigSections = {
  config: {
    brand_id: 1,
    brand_name: 'Arenabet',
    partner: 1,
    min_age: '18',
    homepage_type: '0',
    dashboard_games_limit: '20',
    over_amount: '4000000',
    amount_template: '{value} {currency}',
    identification_bonus_id: '1',
  },
  currency: { base_currency_id: 10, geo: geoCurrencies },
  mainLanguage: {
    default_language: 'ru',
    available_languages: ['ru', 'en', 'ar'],
    hidden_for_anonymous: [],
  },
  country: { default_country_id: 1, blocked_country_ids: [] },
  global: {
    bonus_url: '/bonus/rules/1st',
    bonus_tournaments_tab: 'tournaments',
    rules_url: '/information/rules',
    information_url: '/information',
    privacy_url: '/information/privacy-policy',
    cookie_url: '/information/cookies',
    aml_url: '/information/aml-kyc',
    kyc_url: '/information/aml-kyc',
    dispute_resolution_url: '/information/dispute-resolution',
    contacts_url: '/information/contacts',
    block_url: '/block-appeal/',
    support_url: '/office/support',
    promo_url: '/promo',
    not_found_urls: [],
    redirect_after_registration: ['/office/recharge'],
    redirect_after_login: [],
  },
  betting: {
    taxes: {
      taxType: '0',
      betTaxPercent: '0',
      payoutTaxPercent: '0',
      winAmountThreshold: '0',
      coefThreshold: '0',
      hasReturnTax: 'false',
    },
    coefficient_format: '0',
    cf_view: '0',
    check_cf: '0',
    multi_event: '0',
    allowed_betting_views: [0],
  },
  cyber: { version: '1' },
  support: {
    started_support_time: '00:00',
    ended_support_time: '23:59',
    colors_for_consultant: [
      { name: 'primary', color: '#1a73e8' },
      { name: 'accent', color: '#f9ab00' },
    ],
    consultant_id: { default: 'arenabet-support', ar: 'arenabet-support-ar' },
    is_new_version_suphelper: true,
    supportTime: '24/7',
    crunch_org_name: 'arenabet',
  },
  coupon: {
    max_bets_in_coupon: '50',
    max_bets_in_system: '20',
    history_days: '7',
    coupon_sale: true,
    coupon_deletion: true,
    coupon_printing: true,
    insurance: true,
    promocode: true,
    coupon_save_load: true,
    extra_odds: true,
    one_click_bet: true,
    // VIP requests from players of Russia, the United Kingdom and the UAE (the site's languages).
    vip_bet_by_geography: true,
    vip_bet_geography: [1, 77, 3],
    power_bet: true,
    // Advances for players of Russia only: never the UK or Malta, whose regulators forbid credit.
    advance_bet_geography: [1],
    advance_percent: '50',
  },
  application: { android_app_type: 0 },
  modules: {},
  iframe: { statistics_mode: 'window' },
  toto: { enabled: false },
  information: {
    tags_to_page: [
      { menu_key: 'rules', tag: 'rules', prop_link: '/information/rules', dict_key: 'info_rules' },
      {
        menu_key: 'payment',
        tag: 'payment',
        icon: 'wallet',
        prop_link: '/information/payment',
        dict_key: 'info_payment',
      },
    ],
  },
  footer: { information_links: footerLinks },
  header: { items: headerItems },
  promo: {
    promo_modal_config: [{ modal_name: 'welcome-bonus' }],
    navigation_promo_banner_data: [
      { prop_name: 'title', value: 'promo_banner_title' },
      { prop_name: 'link', value: '/promo' },
    ],
  },
  auth: { auth_modal_type: '0', social_providers: ['google', 'telegram', 'vk', 'apple'] },
  office: {
    required_field_by_doc_type: [
      { doc_type: '1', fields: ['passport_series', 'passport_number', 'passport_date'] },
      { doc_type: '2', fields: ['passport_number', 'passport_end_date'] },
    ],
    recharge: true,
    deposit: true,
    account_closing: true,
    admin_request: true,
    deposit_methods: depositMethods,
    withdrawal_methods: withdrawalMethods,
    withdrawal_only_deposit_methods: true,
    withdrawal_verified_only: false,
    deposit_checkout_minutes: '30',
  },
  thirdparty: {},
  bringfriend: { enabled: true },
  registration,
  globalEvent: {},
  bannerWidgets: {},
  dictionary: { version: '1' },
  customize: {},
  captcha: { type: 'custom' },
  responsible: { self_block: true, auto_logoff: true, auto_logoff_minutes: '30' },
  licence: {},
  other: {},
  boolean: { identification_bonus: true, hide_bonus_header_for_anonymous: true },
};
