import { describe, expect, it } from 'vitest';
import { countryById } from './countries.ts';
import {
  COUNTRIES_WITH_REGIONS,
  citiesOf,
  cityByIdOf,
  REGIONS,
  regionByIdOf,
  regionsOf,
} from './regions.ts';

describe('regions', () => {
  it('belong to known countries and have unique, frozen ids', () => {
    for (const id of COUNTRIES_WITH_REGIONS) expect(countryById(id)).toBeDefined();
    const ids = REGIONS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const cityIds = REGIONS.flatMap((r) => r.cities.map((c) => c.id));
    expect(new Set(cityIds).size).toBe(cityIds.length);
    expect(regionByIdOf(1001)?.names.en).toBe('Moscow');
    expect(cityByIdOf(100101)?.regionId).toBe(1001);
  });

  it('are named in the asked language and every region has a city', () => {
    expect(regionsOf(1, 'ru')[0]).toEqual({ id: 1001, name: 'Москва' });
    expect(regionsOf(1, 'de')[0]?.name).toBe('Moscow');
    for (const region of REGIONS) {
      expect(region.cities.length).toBeGreaterThan(0);
      for (const lang of ['ru', 'en', 'ar']) {
        expect(citiesOf(region.id, lang).every((c) => c.name.trim() !== '')).toBe(true);
      }
    }
  });

  it('answers nothing for an unknown country or region', () => {
    expect(regionsOf(99_999, 'en')).toEqual([]);
    expect(citiesOf(99_999, 'en')).toEqual([]);
  });
});
