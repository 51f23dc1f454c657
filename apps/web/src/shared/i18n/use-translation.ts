import { useSyncExternalStore } from 'react';
import { type Translation, texts } from './texts.ts';

/**
 * The texts of the page's language. A component re-renders when the language or its dictionary
 * changes, and gets a new `t` then, so memoised values built with it are rebuilt too.
 */
export function useTranslation(): Translation {
  return useSyncExternalStore(texts.subscribe, texts.current, texts.current);
}
