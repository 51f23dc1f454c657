import { describe, expect, it } from 'vitest';
import {
  CASINO_CATEGORY,
  CASINO_PROVIDERS,
  casinoCategoryId,
  casinoCategorySlug,
} from './casino.ts';
import { SPECIAL_CATEGORY_ID } from './menu-sections.ts';

describe('casino categories', () => {
  it('keeps the spec ids', () => {
    expect(CASINO_CATEGORY).toMatchObject({
      roulette: 5,
      poker: 3,
      baccarat: 31,
      keno: 49,
      blackjack: 9,
      jackpot: 25,
      favourite: 999,
    });
    expect(CASINO_CATEGORY.favourite).toBe(SPECIAL_CATEGORY_ID.star);
  });

  it('has the other categories with unique ids', () => {
    for (const slug of [
      'slots',
      'live-casino',
      'crash',
      'table-games',
      'lottery',
      'bingo',
      'new',
      'popular',
    ]) {
      expect(casinoCategoryId(slug), slug).toBeDefined();
    }
    const ids = Object.values(CASINO_CATEGORY);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('maps both ways and refuses unknown input', () => {
    expect(casinoCategorySlug(31)).toBe('baccarat');
    expect(casinoCategoryId('keno')).toBe(49);
    expect(casinoCategoryId('toString')).toBeUndefined();
    expect(casinoCategorySlug(998)).toBeUndefined();
  });

  it("gives each provider its own id, the site's own studio the first", () => {
    expect(CASINO_PROVIDERS.arenabet).toBe(1);
    const ids = Object.values(CASINO_PROVIDERS);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
