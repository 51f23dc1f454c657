export interface CachedDictionary {
  entries: Record<string, string>;
  savedAt: number;
}

/** Local storage where the page has one; tests and blocked storage have none. */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Some browsers throw on the mere access when site data is blocked.
    return undefined;
  }
}

const keyOf = (language: string) => `arenabet.dictionary.${language}`;

/**
 * Dictionaries are kept in local storage, with the time they were saved: the copy stands in,
 * however old, when the server's cannot be had (`loadDictionary`).
 */
export function readCachedDictionary(
  storage: Storage | undefined,
  language: string,
): CachedDictionary | undefined {
  try {
    const raw = storage?.getItem(keyOf(language));
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return isCachedDictionary(parsed) ? parsed : undefined;
  } catch {
    // Unreadable or blocked storage only costs a download.
    return undefined;
  }
}

export function writeCachedDictionary(
  storage: Storage | undefined,
  language: string,
  entry: CachedDictionary,
): void {
  try {
    storage?.setItem(keyOf(language), JSON.stringify(entry));
  } catch {
    // A full quota must not break the page; the dictionary is simply downloaded next time.
  }
}

/** Runs a task when the browser has nothing else to do (within 5 s), or a second from now. */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5_000 });
  else setTimeout(task, 1_000);
}

function isCachedDictionary(value: unknown): value is CachedDictionary {
  if (typeof value !== 'object' || value === null) return false;
  const { entries, savedAt } = value as Partial<CachedDictionary>;
  return (
    typeof savedAt === 'number' &&
    typeof entries === 'object' &&
    entries !== null &&
    Object.values(entries).every((text) => typeof text === 'string')
  );
}
