/** A Storage kept in memory for tests, with a switch to make it refuse writes like a full quota. */
export function memoryStorage(options: { full?: boolean } = {}): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (options.full) throw new DOMException('quota', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}
