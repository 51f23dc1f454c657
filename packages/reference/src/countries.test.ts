import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryByCode,
  countryById,
  countryList,
  countryName,
  DEFAULT_COUNTRY_ID,
} from './countries.ts';
import { ISO_COUNTRY_IDS } from './country-ids.ts';
import { NON_ISO_COUNTRIES } from './non-iso-countries.ts';

const require = createRequire(import.meta.url);
const isoCodes = (require('i18n-iso-countries/codes.json') as [string, ...string[]][]).map(
  ([alpha2]) => alpha2,
);

function inUserAssignedRange(code: string): boolean {
  return code === 'AA' || code === 'ZZ' || /^Q[M-Z]$/.test(code) || /^X[A-Z]$/.test(code);
}

describe('countries', () => {
  it('has about 290 entries with unique ids and codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(270);
    expect(COUNTRIES.length).toBeLessThanOrEqual(300);
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) expect(c.code).toMatch(/^[A-Z]{2}$/);
  });

  it('covers every code i18n-iso-countries knows', () => {
    const ours = new Set(ISO_COUNTRY_IDS.map(([, code]) => code));
    expect(isoCodes.filter((code) => !ours.has(code))).toEqual([]);
  });

  it('gives Russia id 1 and China the recaptcha geo id 90', () => {
    expect(DEFAULT_COUNTRY_ID).toBe(1);
    expect(countryById(1)?.code).toBe('RU');
    expect(countryById(1)?.names).toEqual({ ru: 'Россия', en: 'Russia', ar: 'روسيا' });
    expect(countryById(90)?.code).toBe('CN');
  });

  it('keeps the frozen ids of a few countries', () => {
    // Ids are stored by other systems: a change here is a breaking change, not a refactor.
    expect(countryByCode('kz')?.id).toBe(126);
    expect(countryByCode('XK')?.id).toBe(245);
    expect(countryByCode('ZW')?.id).toBe(250);
    expect(countryByCode('XE')?.id).toBe(251);
  });

  it('finds by alpha-2 whatever the case', () => {
    expect(countryByCode('gb')).toBe(countryByCode('GB'));
    expect(countryByCode('Gb')?.names.en).toBe('United Kingdom');
    expect(countryByCode('QQQ')).toBeUndefined();
  });

  it('lists the UK home nations, Kosovo and the champ regions', () => {
    for (const code of ['XE', 'XS', 'XW', 'XI', 'XK', 'AA', 'QU', 'QS', 'QR', 'QT', 'QN', 'QO']) {
      expect(countryByCode(code), code).toBeDefined();
    }
    expect(countryByCode('XE')?.names.en).toBe('England');
    expect(countryByCode('XK')?.names.en).toBe('Kosovo');
  });

  it('codes non-ISO entries from the user-assigned ranges only', () => {
    for (const c of NON_ISO_COUNTRIES) {
      expect(inUserAssignedRange(c.code), c.code).toBe(true);
      expect(isoCodes).not.toContain(c.code);
    }
  });

  it('numbers non-ISO entries after every ISO id', () => {
    const maxIso = Math.max(...ISO_COUNTRY_IDS.map(([id]) => id));
    for (const c of NON_ISO_COUNTRIES) expect(c.id).toBeGreaterThan(maxIso);
  });

  it('names every country in ru, en and ar', () => {
    for (const c of COUNTRIES) {
      expect(c.names.ru.trim(), c.code).not.toBe('');
      expect(c.names.en.trim(), c.code).not.toBe('');
      expect(c.names.ar.trim(), c.code).not.toBe('');
    }
  });

  it('lists labels in the requested language, falling back to English', () => {
    const ru = countryList('ru');
    expect(ru).toHaveLength(COUNTRIES.length);
    expect(ru.find((o) => o.id === 1)).toEqual({ id: 1, label: 'Россия', code: 'RU', kind: 'iso' });
    expect(ru.find((o) => o.code === 'AA')?.kind).toBe('region');
    expect(countryList('ar').find((o) => o.code === 'RU')?.label).toBe('روسيا');
    expect(countryList('iq')).toBe(countryList('ar'));
    expect(countryList('de')).toBe(countryList('en'));
    const russia = countryById(1);
    expect(russia && countryName(russia, 'uk')).toBe('Russia');
  });

  it('sorts a list alphabetically for its language', () => {
    const labels = countryList('en').map((o) => o.label);
    expect(labels.indexOf('Albania')).toBeLessThan(labels.indexOf('Zimbabwe'));
    const ruLabels = countryList('ru').map((o) => o.label);
    expect(ruLabels[0]).toBe('Абхазия');
  });

  it('registers only the ru, en and ar locales', () => {
    const source = readFileSync(new URL('./countries.ts', import.meta.url), 'utf8');
    const locales = [...source.matchAll(/langs\/(\w+)\.json/g)].map((m) => m[1]).sort();
    expect(locales).toEqual(['ar', 'en', 'ru']);
  });
});
