import { readFileSync } from 'node:fs';

export type Language = 'ru' | 'en' | 'ar';

const cache = new Map<Language, Record<string, string>>();

/**
 * The texts the server seeds, read from the same files: specs assert what a visitor reads
 * without copying any wording into the tests.
 */
export function dictionary(language: Language): Record<string, string> {
  let entries = cache.get(language);
  if (!entries) {
    const file = new URL(`../../packages/reference/dictionaries/${language}.json`, import.meta.url);
    entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    cache.set(language, entries);
  }
  return entries;
}

/** One text, with `{{name}}` placeholders filled as the site fills them (`fillPlaceholders`). */
export function text(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const template = dictionary(language)[key];
  if (template === undefined) throw new Error(`No text ${key} in ${language}`);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
