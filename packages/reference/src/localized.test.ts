import { describe, expect, it } from 'vitest';
import { nameIn, referenceLanguageFor } from './localized.ts';

describe('referenceLanguageFor', () => {
  it('maps ids and locales to ru, en or ar', () => {
    expect(referenceLanguageFor('ru')).toBe('ru');
    expect(referenceLanguageFor('ru_RU')).toBe('ru');
    expect(referenceLanguageFor('RU-ru')).toBe('ru');
    expect(referenceLanguageFor('ar')).toBe('ar');
    expect(referenceLanguageFor('iq')).toBe('ar');
    expect(referenceLanguageFor('ar_IQ')).toBe('ar');
    expect(referenceLanguageFor('en_GB')).toBe('en');
    expect(referenceLanguageFor('uk')).toBe('en');
    expect(referenceLanguageFor('')).toBe('en');
  });

  it('picks the name in that language', () => {
    expect(nameIn({ ru: 'Футбол', en: 'Football', ar: 'كرة القدم' }, 'kk')).toBe('Football');
  });
});
