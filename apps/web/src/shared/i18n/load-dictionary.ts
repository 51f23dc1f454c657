import { dictionaryMap } from '@arenabet/contracts';
import { queryClient } from '../api/query-client.ts';
import { browserStorage, readCachedDictionary } from './dictionary-cache.ts';
import { dictionaryQuery } from './dictionary-query.ts';
import { FALLBACK_TEXTS } from './fallback-texts.ts';
import { addDictionary } from './i18n.ts';

export interface LoadedDictionary {
  entries: Record<string, string>;
  /** False when the server's copy failed and an older or bundled one stands in. */
  loaded: boolean;
}

type Entries = Record<string, string>;

/*
 * The dictionaries the server seeds, as raw text in chunks of their own: downloaded only when
 * the server's copy fails, so every visit does not carry three dictionaries. `?raw` keeps them
 * apart from the few texts `fallback-texts.ts` imports into the main bundle.
 */
const SEEDED: Readonly<Record<string, () => Promise<{ default: string }>>> = {
  ru: () => import('@arenabet/reference/dictionaries/ru.json?raw'),
  en: () => import('@arenabet/reference/dictionaries/en.json?raw'),
  ar: () => import('@arenabet/reference/dictionaries/ar.json?raw'),
};

const notLoaded = new Set<string>();

/** The spec's "item marked not loaded": the texts shown are stand-ins until a retry succeeds. */
export function isDictionaryLoaded(language: string): boolean {
  return !notLoaded.has(language);
}

/**
 * A language's dictionary, never failing: a site with older texts is better than an error
 * screen. When the server's copy fails, the failure is logged and the language marked not
 * loaded; the copy kept in storage stands in however old it is, else the seeded texts, else the
 * error screen's own few.
 */
export async function loadDictionary(
  language: string,
  download: () => Promise<Entries> = () => queryClient.fetchQuery(dictionaryQuery(language)),
  storage: Storage | undefined = browserStorage(),
): Promise<LoadedDictionary> {
  try {
    const entries = await download();
    notLoaded.delete(language);
    return { entries, loaded: true };
  } catch (error) {
    console.error(`The ${language} dictionary could not be loaded`, error);
    notLoaded.add(language);
    const cached = readCachedDictionary(storage, language);
    return { entries: cached?.entries ?? (await seededDictionary(language)), loaded: false };
  }
}

/**
 * Asks the server again for a dictionary marked not loaded. The page on screen keeps its
 * stand-in texts meanwhile and re-renders with the server's when they arrive.
 */
export async function retryDictionary(
  language: string,
  download?: () => Promise<Entries>,
): Promise<void> {
  if (isDictionaryLoaded(language)) return;
  const { entries, loaded } = await loadDictionary(language, download);
  if (loaded) addDictionary(language, entries);
}

async function seededDictionary(language: string): Promise<Entries> {
  const bundled = FALLBACK_TEXTS[language] ?? {};
  try {
    const raw = await SEEDED[language]?.();
    return raw ? { ...bundled, ...dictionaryMap.parse(JSON.parse(raw.default)) } : bundled;
  } catch (error) {
    // Offline for the chunk as well: the error screen's texts are all there is.
    console.error(`The seeded ${language} dictionary could not be loaded`, error);
    return bundled;
  }
}
