import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { retryDictionary } from './load-dictionary.ts';
import { useLanguage } from './use-language.ts';

/**
 * A dictionary marked not loaded is asked for again whenever the visitor opens another page
 * of the same language, without holding that page up. A new language needs no retry here: its
 * loader has just tried.
 */
export function useDictionaryRetry(): void {
  const language = useLanguage();
  const { pathname } = useLocation();
  // Starts at the page on screen, so a mount (twice under StrictMode) asks nothing.
  const last = useRef({ language, pathname });
  useEffect(() => {
    const previous = last.current;
    last.current = { language, pathname };
    if (previous.language !== language || previous.pathname === pathname) return;
    void retryDictionary(language);
  }, [language, pathname]);
}
