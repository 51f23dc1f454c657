import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_LOCALE,
  DEFAULT_PARTNER,
  isLanguageId,
  isRightToLeft,
  LANGUAGES,
  languageById,
  languageByLocale,
  localeOf,
  RIGHT_TO_LEFT_LANGUAGES,
} from './languages.ts';

describe('languages', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_LANGUAGE).toBe('ru');
    expect(DEFAULT_PARTNER).toBe(1);
    expect(DEFAULT_LOCALE).toBe('en_GB');
    expect(languageByLocale(DEFAULT_LOCALE)?.id).toBe('en');
  });

  it('pairs the listed language ids with their locales', () => {
    const expected = {
      ru: 'ru_RU',
      en: 'en_GB',
      de: 'de_DE',
      fr: 'fr_FR',
      es: 'es_ES',
      it: 'it_IT',
      pt: 'pt_PT',
      tr: 'tr_TR',
      uk: 'uk_UA',
      kk: 'kk_KZ',
      uz: 'uz_UZ',
      az: 'az_AZ',
      ar: 'ar_AE',
      fa: 'fa_IR',
      he: 'he_IL',
      ur: 'ur_PK',
      ku: 'ku_IQ',
      iq: 'ar_IQ',
      pl: 'pl_PL',
    };
    for (const [id, locale] of Object.entries(expected)) expect(localeOf(id), id).toBe(locale);
  });

  it('has unique ids and locales and a native name for each', () => {
    expect(new Set(LANGUAGES.map((l) => l.id)).size).toBe(LANGUAGES.length);
    expect(new Set(LANGUAGES.map((l) => l.locale)).size).toBe(LANGUAGES.length);
    for (const l of LANGUAGES) {
      expect(l.locale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      expect(l.nativeName.trim()).not.toBe('');
    }
    expect(languageById('ru')?.nativeName).toBe('Русский');
  });

  it('falls back to the default locale for an unknown language', () => {
    expect(localeOf('xx')).toBe('en_GB');
    expect(languageById('xx')).toBeUndefined();
    expect(isLanguageId('iq')).toBe(true);
    expect(isLanguageId('xx')).toBe(false);
    expect(languageByLocale('pt-BR')?.id).toBe('br');
  });

  it('knows the right-to-left languages', () => {
    expect(RIGHT_TO_LEFT_LANGUAGES).toEqual(['fa', 'ar', 'he', 'ku', 'ur', 'iq']);
    for (const lang of RIGHT_TO_LEFT_LANGUAGES) expect(isRightToLeft(lang)).toBe(true);
    expect(isRightToLeft('AR')).toBe(true);
    expect(isRightToLeft('ar_IQ')).toBe(true);
    expect(isRightToLeft('he-IL')).toBe(true);
    for (const lang of ['ru', 'en', 'tr', 'kk', '']) expect(isRightToLeft(lang)).toBe(false);
  });

  it('lists every right-to-left language as an interface language', () => {
    for (const lang of RIGHT_TO_LEFT_LANGUAGES) expect(isLanguageId(lang)).toBe(true);
  });
});
