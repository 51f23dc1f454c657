import type { SiteConfigSections } from '@arenabet/contracts/site-config';
import { ADVANCE_PERCENT, type AdvanceTerms } from './betting/advance.ts';
import type { BuilderTerms } from './betting/bet-builder.ts';
import {
  EXPRESS_BOOST_MIN_LEG_ODDS,
  EXPRESS_BOOST_TABLE,
  type ExpressBoostTable,
  isRisingBoostTable,
} from './betting/express-extras.ts';
import { ODDS_SCALE } from './betting/odds.ts';
import {
  isRecord,
  type KnownKey,
  readFlag,
  readInteger,
  readIntegerList,
  readNumber,
  readPositiveInteger,
  readString,
  readStringList,
  type SectionRead,
  sectionReader,
} from './config-values.ts';
import {
  ANTI_EXPRESS_MARGIN_PERCENT,
  BUILDER_MARGIN_PERCENT,
  BUILDER_MAX_LEGS,
  CASH_OUT_MARGIN_PERCENT,
  CASH_OUT_QUOTE_SECONDS,
  CONFIG_ABSENT_MESSAGE,
  COUPON_HISTORY_DAYS,
  COUPON_MAX_BETS,
  COUPON_MAX_PAYOUT,
  COUPON_MAX_STAKE,
  COUPON_MAX_SYSTEM_BETS,
  DASHBOARD_GAMES_LIMIT,
  DEFAULT_ALLOWED_BETTING_VIEWS,
  DEFAULT_AMOUNT_TEMPLATE,
  DEFAULT_AUTH_MODAL_TYPE,
  DEFAULT_CF_VIEW,
  DEFAULT_CHECK_CF,
  DEFAULT_COEFFICIENT_FORMAT,
  DEFAULT_CYBER_VERSION,
  DEFAULT_DICTIONARY_VERSION,
  DEFAULT_MULTI_EVENT,
  INSURANCE_MARGIN_PERCENT,
  LINE_ACCEPTANCE_DELAY_SECONDS,
  LIVE_ACCEPTANCE_DELAY_SECONDS,
  MINIMUM_AGE,
  OUTCOME_MAX_PAYOUT,
  OUTCOME_SUSPEND_LIABILITY,
  OVER_AMOUNT,
  PLAYER_MAX_OPEN_PAYOUT,
  VIP_ANSWER_SECONDS,
  VIP_DECISION_SECONDS,
} from './constants.ts';
import { readPaymentSettings } from './payments/payment-settings.ts';
import {
  readBrand,
  readFooterLinks,
  readHeader,
  readLanguages,
  readLinks,
  readTagsToPage,
  readUiKeys,
  splitHeaderItems,
} from './site-settings-layout.ts';
import { readCurrencies, readTaxes } from './site-settings-money.ts';
import {
  readCaptchaType,
  readOffice,
  readPromo,
  readRegistration,
  readResponsible,
  readSupport,
} from './site-settings-office.ts';
import type {
  BettingSettings,
  CashOutSettings,
  DisplaySettings,
  ExpressBoostSettings,
  FeatureSwitches,
  HeaderItems,
  SiteSettings,
} from './site-settings-types.ts';

/** 18 when the operator set nothing; 0 when the value is not a number, as the spec says. */
export function readMinimumAge(value: unknown): number {
  if (value === undefined || value === null) return MINIMUM_AGE;
  const age = readInteger(value);
  return age !== undefined && age > 0 ? age : 0;
}

/** 7 when not numeric; a history of zero days or less is read the same way. */
/** A delay of 0 is allowed (no wait); a missing or bad value is the default; at most a minute. */
function readDelay(value: unknown, fallback: number): number {
  const seconds = readInteger(value);
  return seconds === undefined || seconds < 0 ? fallback : Math.min(seconds, 60);
}

/** A margin from 0 up to (not including) 50 %, and a quote valid 1 to 60 seconds. */
function readCashOut(read: SectionRead): CashOutSettings {
  const margin = readNumber(read('coupon', 'sale_margin_percent'));
  const seconds = readInteger(read('coupon', 'sale_quote_seconds'));
  return {
    marginPercent:
      margin !== undefined && margin >= 0 && margin < 50 ? margin : CASH_OUT_MARGIN_PERCENT,
    quoteSeconds:
      seconds !== undefined && seconds >= 1 && seconds <= 60 ? seconds : CASH_OUT_QUOTE_SECONDS,
  };
}

/**
 * `express_boost_table` ({"3": 3, "4": 5, ...}) and `express_boost_min_leg_odds` (1.2): the
 * default table where the operator's is absent or would pay less for more legs.
 */
function readExpressBoost(read: SectionRead): ExpressBoostSettings {
  const given = read('coupon', 'express_boost_table');
  const table = isRecord(given)
    ? Object.fromEntries(
        Object.entries(given).map(([size, percent]) => [size, readNumber(percent)]),
      )
    : undefined;
  const minimum = readNumber(read('coupon', 'express_boost_min_leg_odds'));
  return {
    table:
      table && Object.keys(table).length > 0 && isRisingBoostTable(table as ExpressBoostTable)
        ? (table as ExpressBoostTable)
        : EXPRESS_BOOST_TABLE,
    minLegOdds:
      minimum !== undefined && minimum >= 1 && minimum <= 100
        ? Math.round(minimum * ODDS_SCALE)
        : EXPRESS_BOOST_MIN_LEG_ODDS,
  };
}

/** A margin in percent from the coupon section: from 0 up to 50, else the default. */
function readMarginPercent(read: SectionRead, key: KnownKey<'coupon'>, fallback: number): number {
  const margin = readNumber(read('coupon', key));
  return margin !== undefined && margin >= 0 && margin < 50 ? margin : fallback;
}

function readBuilderTerms(read: SectionRead): BuilderTerms {
  const legs = readNumber(read('coupon', 'builder_max_legs'));
  return {
    margin: readMarginPercent(read, 'builder_margin_percent', BUILDER_MARGIN_PERCENT) / 100,
    maxLegs:
      legs !== undefined && Number.isInteger(legs) && legs >= 0 && legs <= 20
        ? legs
        : BUILDER_MAX_LEGS,
  };
}

/** The advance: off unless countries are listed; its share a whole percent from 1 to 100. */
function readAdvanceTerms(read: SectionRead): AdvanceTerms {
  const percent = readNumber(read('coupon', 'advance_percent'));
  return {
    countries: readIntegerList(read('coupon', 'advance_bet_geography')),
    percent:
      percent !== undefined && Number.isInteger(percent) && percent >= 1 && percent <= 100
        ? percent
        : ADVANCE_PERCENT,
  };
}

export function readCouponHistoryDays(value: unknown): number {
  return readPositiveInteger(value, COUPON_HISTORY_DAYS);
}

export function readFeatures(read: SectionRead): FeatureSwitches {
  return {
    couponSale: readFlag(read('coupon', 'coupon_sale')),
    couponDeletion: readFlag(read('coupon', 'coupon_deletion')),
    couponPrinting: readFlag(read('coupon', 'coupon_printing')),
    insurance: readFlag(read('coupon', 'insurance')),
    promocode: readFlag(read('coupon', 'promocode')),
    couponSaveLoad: readFlag(read('coupon', 'coupon_save_load')),
    extraOdds: readFlag(read('coupon', 'extra_odds')),
    oneClickBet: readFlag(read('coupon', 'one_click_bet')),
    vipBetByGeography: readFlag(read('coupon', 'vip_bet_by_geography')),
    powerBet: readFlag(read('coupon', 'power_bet')),
    recharge: readFlag(read('office', 'recharge')),
    deposit: readFlag(read('office', 'deposit')),
    accountClosing: readFlag(read('office', 'account_closing')),
    adminRequest: readFlag(read('office', 'admin_request')),
    selfBlock: readFlag(read('responsible', 'self_block')),
    identificationBonus: readFlag(read('boolean', 'identification_bonus')),
    hideBonusHeaderForAnonymous: readFlag(read('boolean', 'hide_bonus_header_for_anonymous')),
    toto: readFlag(read('toto', 'enabled')),
    bringFriend: readFlag(read('bringfriend', 'enabled')),
  };
}

function readBetting(read: SectionRead): BettingSettings {
  const views = readIntegerList(read('betting', 'allowed_betting_views'));
  return {
    coefficientFormat:
      readInteger(read('betting', 'coefficient_format')) ?? DEFAULT_COEFFICIENT_FORMAT,
    cfView: readInteger(read('betting', 'cf_view')) ?? DEFAULT_CF_VIEW,
    checkCf: readInteger(read('betting', 'check_cf')) ?? DEFAULT_CHECK_CF,
    multiEvent: readInteger(read('betting', 'multi_event')) ?? DEFAULT_MULTI_EVENT,
    allowedViews: views.length > 0 ? views : [...DEFAULT_ALLOWED_BETTING_VIEWS],
  };
}

function readDisplay(read: SectionRead): DisplaySettings {
  const template = readString(read('config', 'amount_template')) ?? '';
  return {
    dashboardGamesLimit: readPositiveInteger(
      read('config', 'dashboard_games_limit'),
      DASHBOARD_GAMES_LIMIT,
    ),
    overAmount: readPositiveInteger(read('config', 'over_amount'), OVER_AMOUNT),
    // A template without the value would hide the amount itself.
    amountTemplate: template.includes('{value}') ? template : DEFAULT_AMOUNT_TEMPLATE,
    homepageType: readInteger(read('config', 'homepage_type')) ?? 0,
    cdnHost: readString(read('config', 'cdn_host')) ?? '',
    statisticsMode: read('iframe', 'statistics_mode') === 'modal' ? 'modal' : 'window',
  };
}

/**
 * Turns the operator's sections into flat settings; only a missing configuration throws.
 * `language` is the page's language, for per-language values such as the support consultant;
 * the configuration's default language when absent.
 */
export function readSiteSettings(
  sections: SiteConfigSections | undefined | null,
  language?: string,
): SiteSettings {
  if (!isRecord(sections)) throw new Error(CONFIG_ABSENT_MESSAGE);
  const read = sectionReader(sections);
  const languages = readLanguages(read);
  const identificationBonusId = readInteger(read('config', 'identification_bonus_id'));
  return {
    brand: readBrand(read),
    languages,
    header: readHeader(read),
    footer: { informationLinks: readFooterLinks(read) },
    features: readFeatures(read),
    minimumAge: readMinimumAge(read('config', 'min_age')),
    couponHistoryDays: readCouponHistoryDays(read('coupon', 'history_days')),
    coupon: {
      maxBets: readPositiveInteger(read('coupon', 'max_bets_in_coupon'), COUPON_MAX_BETS),
      maxSystemBets: readPositiveInteger(
        read('coupon', 'max_bets_in_system'),
        COUPON_MAX_SYSTEM_BETS,
      ),
      vipBetGeography: readIntegerList(read('coupon', 'vip_bet_geography')),
      vipDecisionSeconds: readPositiveInteger(
        read('coupon', 'vip_bet_decision_seconds'),
        VIP_DECISION_SECONDS,
      ),
      vipAnswerSeconds: readPositiveInteger(
        read('coupon', 'vip_bet_answer_seconds'),
        VIP_ANSWER_SECONDS,
      ),
      liveDelaySeconds: readDelay(
        read('coupon', 'live_delay_seconds'),
        LIVE_ACCEPTANCE_DELAY_SECONDS,
      ),
      lineDelaySeconds: readDelay(
        read('coupon', 'line_delay_seconds'),
        LINE_ACCEPTANCE_DELAY_SECONDS,
      ),
      cashOut: readCashOut(read),
      expressBoost: readExpressBoost(read),
      antiExpressMarginPercent: readMarginPercent(
        read,
        'anti_express_margin_percent',
        ANTI_EXPRESS_MARGIN_PERCENT,
      ),
      builder: readBuilderTerms(read),
      insuranceMarginPercent: readMarginPercent(
        read,
        'insurance_margin_percent',
        INSURANCE_MARGIN_PERCENT,
      ),
      advance: readAdvanceTerms(read),
      limits: {
        maxStake: readPositiveInteger(read('coupon', 'max_stake'), COUPON_MAX_STAKE),
        maxPayout: readPositiveInteger(read('coupon', 'max_payout'), COUPON_MAX_PAYOUT),
        maxOutcomePayout: readPositiveInteger(
          read('coupon', 'max_outcome_payout'),
          OUTCOME_MAX_PAYOUT,
        ),
        maxPlayerOpenPayout: readPositiveInteger(
          read('coupon', 'max_player_open_payout'),
          PLAYER_MAX_OPEN_PAYOUT,
        ),
        outcomeSuspendLiability: readPositiveInteger(
          read('coupon', 'outcome_suspend_liability'),
          OUTCOME_SUSPEND_LIABILITY,
        ),
      },
    },
    betting: readBetting(read),
    taxes: readTaxes(read),
    currencies: readCurrencies(read),
    support: readSupport(read, language || languages.default),
    captcha: { type: readCaptchaType(read) },
    registration: readRegistration(read, language || languages.default),
    responsible: readResponsible(read),
    office: readOffice(read),
    payments: readPaymentSettings(read),
    promo: readPromo(read),
    information: { tagsToPage: readTagsToPage(read) },
    dictionary: {
      version: readPositiveInteger(read('dictionary', 'version'), DEFAULT_DICTIONARY_VERSION),
    },
    auth: {
      modalType: readInteger(read('auth', 'auth_modal_type')) ?? DEFAULT_AUTH_MODAL_TYPE,
      socialProviders: readStringList(read('auth', 'social_providers')),
    },
    cyber: { version: readPositiveInteger(read('cyber', 'version'), DEFAULT_CYBER_VERSION) },
    identificationBonusId:
      identificationBonusId !== undefined && identificationBonusId > 0
        ? identificationBonusId
        : null,
    display: readDisplay(read),
    links: readLinks(read),
    ui: readUiKeys(sections),
  };
}

/** Items a visitor sees: anonymous visitors lose hideForAnonymous items, then the 9 are re-cut. */
export function headerItemsFor(settings: SiteSettings, isAuthorised: boolean): HeaderItems {
  const all = [...settings.header.visible, ...settings.header.overflow];
  return splitHeaderItems(isAuthorised ? all : all.filter((item) => !item.hideForAnonymous));
}

/** Languages a visitor may choose from. */
export function languagesFor(settings: SiteSettings, isAuthorised: boolean): string[] {
  const { available, hiddenForAnonymous } = settings.languages;
  return isAuthorised ? available : available.filter((lang) => !hiddenForAnonymous.includes(lang));
}
