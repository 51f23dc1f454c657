import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { writeCachedDictionary } from './dictionary-cache.ts';
import { FALLBACK_TEXTS } from './fallback-texts.ts';
import { isDictionaryLoaded, loadDictionary, retryDictionary } from './load-dictionary.ts';
import { memoryStorage } from './memory-storage.ts';
import { texts } from './texts.ts';

const seeded = (language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../../packages/reference/dictionaries/${language}.json`, import.meta.url),
      'utf8',
    ),
  );

const failing = () => Promise.reject(new Error('503 from the translation service'));

let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

describe('loadDictionary', () => {
  it("installs the server's copy and marks the language loaded", async () => {
    const loaded = await loadDictionary('ru', async () => ({ go_home: 'Домой' }), memoryStorage());
    expect(loaded).toEqual({ entries: { go_home: 'Домой' }, loaded: true });
    expect(isDictionaryLoaded('ru')).toBe(true);
    expect(logged).not.toHaveBeenCalled();
  });

  it('falls back to the stored copy however old, logs and marks the language not loaded', async () => {
    const storage = memoryStorage();
    // Saved long before the spec's 15 minutes: stale, but better than an error screen.
    writeCachedDictionary(storage, 'en', { entries: { go_home: 'Home (kept)' }, savedAt: 0 });
    const loaded = await loadDictionary('en', failing, storage);
    expect(loaded).toEqual({ entries: { go_home: 'Home (kept)' }, loaded: false });
    expect(isDictionaryLoaded('en')).toBe(false);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('en'), expect.any(Error));
  });

  it('falls back to the seeded texts when nothing is stored', async () => {
    const loaded = await loadDictionary('ar', failing, memoryStorage());
    expect(loaded.loaded).toBe(false);
    expect(loaded.entries).toEqual(seeded('ar'));
    expect(isDictionaryLoaded('ar')).toBe(false);
  });

  it('falls back to the error texts for a language nothing was seeded for', async () => {
    const loaded = await loadDictionary('kk', failing, undefined);
    expect(loaded).toEqual({ entries: FALLBACK_TEXTS.kk ?? {}, loaded: false });
  });
});

describe('retryDictionary', () => {
  it('installs the server copy once it answers and clears the mark', async () => {
    await loadDictionary('en', failing, memoryStorage());
    await retryDictionary('en', async () => ({ go_home: 'Home (fresh)' }));
    expect(isDictionaryLoaded('en')).toBe(true);
    expect(texts.entry('en', 'go_home')).toBe('Home (fresh)');
  });

  it('asks nothing while the language is loaded', async () => {
    await loadDictionary('ru', async () => ({}), memoryStorage());
    const download = vi.fn(async () => ({}));
    await retryDictionary('ru', download);
    expect(download).not.toHaveBeenCalled();
  });
});
