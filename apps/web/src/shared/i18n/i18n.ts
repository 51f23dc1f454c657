import { isRightToLeft } from '@arenabet/reference/languages';
import { texts } from './texts.ts';

let dictionaryShown = false;

/** False until the first page has rendered with a dictionary: only the splash is on screen. */
export function hasShownDictionary(): boolean {
  return dictionaryShown;
}

/**
 * Switches the texts and `<html lang dir>` together. It runs before the layout exists, so an
 * error screen shown instead of the layout still reads in the visitor's language and direction.
 */
export function showLanguage(language: string): void {
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  }
  texts.show(language);
}

/** Installs a dictionary; a page already in its language re-renders with it. */
export function addDictionary(language: string, entries: Record<string, string>): void {
  texts.add(language, entries);
}

/** Installs a dictionary and switches to its language. */
export function applyDictionary(language: string, entries: Record<string, string>): void {
  addDictionary(language, entries);
  showLanguage(language);
  dictionaryShown = true;
}
