import { describe, expect, it } from 'vitest';
import { readCachedDictionary, writeCachedDictionary } from './dictionary-cache.ts';
import { memoryStorage } from './memory-storage.ts';

describe('dictionary cache', () => {
  it('keeps a dictionary per language with the time it was saved', () => {
    const storage = memoryStorage();
    writeCachedDictionary(storage, 'ar', { entries: { go_home: 'الرئيسية' }, savedAt: 1000 });
    expect(readCachedDictionary(storage, 'ar')).toEqual({
      entries: { go_home: 'الرئيسية' },
      savedAt: 1000,
    });
    expect(readCachedDictionary(storage, 'ru')).toBeUndefined();
  });

  it('ignores damaged entries and storage that cannot be used', () => {
    const storage = memoryStorage();
    storage.setItem('arenabet.dictionary.en', '{"entries":{"a":1},"savedAt":5}');
    expect(readCachedDictionary(storage, 'en')).toBeUndefined();
    storage.setItem('arenabet.dictionary.en', 'not json');
    expect(readCachedDictionary(storage, 'en')).toBeUndefined();
    expect(readCachedDictionary(undefined, 'en')).toBeUndefined();
    expect(() =>
      writeCachedDictionary(memoryStorage({ full: true }), 'en', { entries: {}, savedAt: 1 }),
    ).not.toThrow();
  });
});
