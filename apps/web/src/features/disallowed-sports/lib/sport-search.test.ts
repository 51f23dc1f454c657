import { describe, expect, it } from 'vitest';
import { searchSports } from './sport-search.ts';

const names = (text: string, language: string) =>
  searchSports(text, language).map((sport) => sport.name);

describe('searchSports', () => {
  it('lists every sport, by name in the language, when nothing is typed', () => {
    const all = searchSports('  ', 'en');
    expect(all.length).toBeGreaterThan(100);
    const sorted = [...all].sort((a, b) => a.name.localeCompare(b.name, 'en'));
    expect(all).toEqual(sorted);
  });

  it('finds a sport by its name in the page’s language, ignoring case', () => {
    expect(names('ФУТБОЛ', 'ru')).toContain('Футбол');
    expect(names('футбол', 'ru')).not.toContain('Хоккей');
  });

  it('finds a sport by its English name on a page in another language', () => {
    const found = searchSports('football', 'ru');
    expect(found.map((sport) => sport.id)).toContain(1);
    expect(found.find((sport) => sport.id === 1)?.name).toBe('Футбол');
  });

  it('reads ё as е and ignores accents', () => {
    expect(names('керлинг', 'ru')).toEqual(['Кёрлинг']);
    expect(names('pokemon', 'en')).toEqual(['Pokémon Unite']);
  });

  it('finds nothing for text no sport has', () => {
    expect(searchSports('zzzz-no-such-sport', 'ar')).toEqual([]);
  });
});
