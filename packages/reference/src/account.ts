import { isOneOf, isValueOf, type ValueOf } from './table.ts';

/** Lowest first: a level's index is its rank. */
export const LOYALTY_LEVELS = [
  'copper',
  'bronze',
  'silver',
  'gold',
  'ruby',
  'sapphire',
  'diamond',
  'platinum',
] as const;
export type LoyaltyLevel = (typeof LOYALTY_LEVELS)[number];

export const BONUS_KIND = {
  cancel: -1,
  sport: 0,
  casino: 1,
  promocode: 3,
  double: 4,
  lostFirstBet: 5,
  freebet: 6,
  firstBetsCashback: 7,
  insurance: 8,
  distributionProfits: 9,
  sport300Percent: 10,
  dailyBonus: 11,
  boost: 13,
  riskFree: 14,
  tactical: 15,
  sportBetting: 16,
} as const;
export type BonusKind = ValueOf<typeof BONUS_KIND>;

export const COOKIE_CONSENT = {
  disable: 0,
  onlyFunctionality: 1,
  onlyMarketing: 2,
  all: 3,
} as const;
export type CookieConsent = ValueOf<typeof COOKIE_CONSENT>;

export const SOCIAL_LOGIN_PROVIDERS = [
  'fb',
  'google',
  'vk',
  'ok',
  'yandex',
  'mailru',
  'telegram',
  'kakaotalk',
  'twitter',
  'itsme',
  'twitch',
  'metamask',
  'line',
  'linkedin',
  'apple',
  'discord',
] as const;
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number];

export const REGISTRATION_TYPES = ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];
export const DEFAULT_REGISTRATION_TYPE = 'full_reg' satisfies RegistrationType;

// The site registers in exactly four ways; configs still carry a short_reg form (it even has its
// own sort list), and it is served as the full form rather than as a fifth way.
export function toRegistrationType(value: unknown): RegistrationType | undefined {
  if (value === 'short_reg') return 'full_reg';
  return isOneOf(REGISTRATION_TYPES, value) ? value : undefined;
}

export function isLoyaltyLevel(value: unknown): value is LoyaltyLevel {
  return isOneOf(LOYALTY_LEVELS, value);
}

export function isBonusKind(value: unknown): value is BonusKind {
  return isValueOf(BONUS_KIND, value);
}

export function isCookieConsent(value: unknown): value is CookieConsent {
  return isValueOf(COOKIE_CONSENT, value);
}

export function isSocialLoginProvider(value: unknown): value is SocialLoginProvider {
  return isOneOf(SOCIAL_LOGIN_PROVIDERS, value);
}
