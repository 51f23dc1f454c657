import type { CaptchaType, SiteLinkKey } from '@arenabet/contracts/site-config';
import type { AdvanceTerms } from './betting/advance.ts';
import type { BuilderTerms } from './betting/bet-builder.ts';
import type { CasinoProtection } from './casino/player-protection.ts';
import type { MinorUnits } from './money.ts';
import type { PaymentSettings } from './payments/payment-settings.ts';
import type { ResponsibleRules } from './responsible/rules.ts';

/** The flat settings `readSiteSettings` makes of the operator's configuration. */

/** `route` is a web route name (bettingHome, live, cyber, casino, promo, ...). */
export interface HeaderItem {
  key: string;
  route: string;
  dictKey: string;
  icon?: string;
  hideForAnonymous: boolean;
}

export interface HeaderItems {
  visible: HeaderItem[];
  overflow: HeaderItem[];
}

export interface FooterLink {
  slug: string;
  dictKey: string;
}

/** Every switch is off unless the operator turns it on. */
export interface FeatureSwitches {
  couponSale: boolean;
  couponDeletion: boolean;
  couponPrinting: boolean;
  insurance: boolean;
  promocode: boolean;
  couponSaveLoad: boolean;
  extraOdds: boolean;
  oneClickBet: boolean;
  vipBetByGeography: boolean;
  powerBet: boolean;
  recharge: boolean;
  deposit: boolean;
  accountClosing: boolean;
  adminRequest: boolean;
  /** Self-block in responsible gambling. */
  selfBlock: boolean;
  identificationBonus: boolean;
  hideBonusHeaderForAnonymous: boolean;
  toto: boolean;
  bringFriend: boolean;
}

export interface GeoCurrency {
  id: number;
  code: string;
  symbol: string;
  name: string;
  /** Units of this currency per one unit of the base currency. */
  coefConvert: number;
  minSumBet: MinorUnits;
  /** Decimal places of `minSumBet` and of amounts in this currency. */
  precision: number;
  isCrypto: boolean;
}

/** Percents as numbers (13 means 13 %); the threshold in major units of the account currency. */
export interface BettingTaxes {
  taxType: number;
  betTaxPercent: number;
  payoutTaxPercent: number;
  winAmountThreshold: number;
  coefThreshold: number;
  hasReturnTax: boolean;
}

/** Limits in major units of the base currency; each currency's are these times coefConvert. */
export interface CouponLimits {
  maxStake: number;
  maxPayout: number;
  /** One player's possible wins on one outcome across their open bets. */
  maxOutcomePayout: number;
  /** One player's possible wins across their open bets. */
  maxPlayerOpenPayout: number;
  /** All players' open singles on one outcome may pay this much before it is suspended. */
  outcomeSuspendLiability: number;
}

/** The coupon sale, when its switch (`features.couponSale`) is on. */
export interface CashOutSettings {
  /** The house's margin per open leg, in percent. */
  marginPercent: number;
  /** How long a quoted price can be taken. */
  quoteSeconds: number;
}

/** The express boost, when its switch (`features.extraOdds`) is on. */
export interface ExpressBoostSettings {
  /** Leg count → percent on the express's odds; each longer row pays at least the shorter. */
  table: Readonly<Record<number, number>>;
  /** Legs below this price (thousandths) do not count. */
  minLegOdds: number;
}

export interface CouponSettings {
  maxBets: number;
  maxSystemBets: number;
  vipBetGeography: number[];
  /** Seconds a trader has to answer a VIP request, and a player a counter-offer. */
  vipDecisionSeconds: number;
  vipAnswerSeconds: number;
  /** Seconds a live bet waits before its second check; pre-match bets wait lineDelaySeconds. */
  liveDelaySeconds: number;
  lineDelaySeconds: number;
  cashOut: CashOutSettings;
  expressBoost: ExpressBoostSettings;
  /** The anti-express's margin on its fair odds, in percent. */
  antiExpressMarginPercent: number;
  /** The bet builder's terms (margin as a share, most legs; 0 legs turns it off). */
  builder: BuilderTerms;
  /** Bet insurance's margin on a cover's fair price, in percent. */
  insuranceMarginPercent: number;
  /** The advance: the countries offered it and its share of a backing's possible win. */
  advance: AdvanceTerms;
  limits: CouponLimits;
}

export interface Consultant {
  id: string;
  available: boolean;
}

export interface SupportSettings {
  /** 3 when is_new_version_suphelper is on, else 2. */
  apiVersion: 2 | 3;
  startedSupportTime: string;
  endedSupportTime: string;
  supportTime: string;
  crunchOrgName: string;
  colorsForConsultant: { name: string; color: string }[];
  /** Language id -> consultant id, with `default` for the rest. */
  consultantIds: Record<string, string>;
  /** For the language the settings were read in. */
  consultant: Consultant;
}

export interface CountryPhoneRule {
  countryId: number;
  min: number;
  max: number;
}

export interface RegistrationSettings {
  sort: {
    fastReg: string[];
    phoneReg: string[];
    fullReg: string[];
    socReg: string[];
    shortReg: string[];
    fullRegV1: string[];
  };
  socialRegTypes: string[];
  preselectedBonusRoute: string;
  countryPhoneRules: CountryPhoneRule[];
  phoneMaskSkipCountryIds: number[];
  defaultTab: string;
  defaultSection: string;
  paymentsCount: number;
  /** Where a new visitor's form starts, for the site's language; null: no preference set. */
  defaults: { countryId: number | null; currencyId: number | null };
}

export interface TagToPage {
  menuKey: string;
  tag: string;
  icon?: string;
  propLink: string;
  dictKey: string;
}

export interface BettingSettings {
  coefficientFormat: number;
  cfView: number;
  checkCf: number;
  multiEvent: number;
  allowedViews: number[];
}

export interface DisplaySettings {
  dashboardGamesLimit: number;
  overAmount: number;
  amountTemplate: string;
  homepageType: number;
  cdnHost: string;
  statisticsMode: 'window' | 'modal';
}

export interface SiteLinks {
  urls: Partial<Record<SiteLinkKey, string>>;
  bonusTournamentsTab: string;
  notFoundUrls: string[];
  redirectAfterRegistration: string[];
  redirectAfterLogin: string[];
}

export interface SiteSettings {
  brand: { id: number; name: string; partner: number };
  languages: { default: string; available: string[]; hiddenForAnonymous: string[] };
  /** Sorted by the item's sort; at most HEADER_MAX_VISIBLE_ITEMS visible. */
  header: HeaderItems;
  footer: { informationLinks: FooterLink[] };
  features: FeatureSwitches;
  minimumAge: number;
  couponHistoryDays: number;
  coupon: CouponSettings;
  betting: BettingSettings;
  taxes: BettingTaxes;
  currencies: GeoCurrency[];
  support: SupportSettings;
  captcha: { type: CaptchaType };
  registration: RegistrationSettings;
  responsible: {
    autoLogoff: { enabled: boolean; minutes: number };
    /** Casino round pacing and play modes (UK RTS 14 by default). */
    casino: CasinoProtection;
    /** Limits, breaks, reality checks and verification (UK LCCP 3.5 and RTS 12-13 by default). */
    rules: ResponsibleRules;
  };
  office: { requiredFieldsByDocType: { docType: number; fields: string[] }[] };
  payments: PaymentSettings;
  promo: { modalNames: string[]; navigationBanner: Record<string, string> };
  information: { tagsToPage: TagToPage[] };
  dictionary: { version: number };
  auth: { modalType: number; socialProviders: string[] };
  cyber: { version: number };
  identificationBonusId: number | null;
  display: DisplaySettings;
  links: SiteLinks;
  /** Keys prefixed with Ui from every section, as the operator stored them. */
  ui: Record<string, unknown>;
}
