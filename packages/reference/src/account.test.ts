import { describe, expect, it } from 'vitest';
import {
  BONUS_KIND,
  COOKIE_CONSENT,
  DEFAULT_REGISTRATION_TYPE,
  isBonusKind,
  isCookieConsent,
  isLoyaltyLevel,
  isSocialLoginProvider,
  LOYALTY_LEVELS,
  SOCIAL_LOGIN_PROVIDERS,
  toRegistrationType,
} from './account.ts';

describe('account tables', () => {
  it('orders loyalty levels from copper to platinum', () => {
    expect(LOYALTY_LEVELS).toEqual([
      'copper',
      'bronze',
      'silver',
      'gold',
      'ruby',
      'sapphire',
      'diamond',
      'platinum',
    ]);
    expect(isLoyaltyLevel('ruby')).toBe(true);
    expect(isLoyaltyLevel('iron')).toBe(false);
  });

  it('keeps the bonus kind numbers', () => {
    expect(BONUS_KIND.cancel).toBe(-1);
    expect(BONUS_KIND.freebet).toBe(6);
    expect(BONUS_KIND.sport300Percent).toBe(10);
    expect(BONUS_KIND.sportBetting).toBe(16);
    expect(Object.values(BONUS_KIND)).toHaveLength(16);
    expect(isBonusKind(2)).toBe(false);
    expect(isBonusKind(12)).toBe(false);
    expect(isBonusKind(13)).toBe(true);
  });

  it('has the four cookie consent levels', () => {
    expect(COOKIE_CONSENT).toEqual({ disable: 0, onlyFunctionality: 1, onlyMarketing: 2, all: 3 });
    expect(isCookieConsent(3)).toBe(true);
    expect(isCookieConsent(4)).toBe(false);
  });

  it('lists the sixteen social login providers', () => {
    expect(SOCIAL_LOGIN_PROVIDERS).toHaveLength(16);
    expect(isSocialLoginProvider('telegram')).toBe(true);
    expect(isSocialLoginProvider('myspace')).toBe(false);
  });

  it('reads short_reg as full_reg', () => {
    expect(DEFAULT_REGISTRATION_TYPE).toBe('full_reg');
    expect(toRegistrationType('short_reg')).toBe('full_reg');
    expect(toRegistrationType('phone_reg')).toBe('phone_reg');
    expect(toRegistrationType('full_reg_v1')).toBeUndefined();
    expect(toRegistrationType(3)).toBeUndefined();
  });
});
