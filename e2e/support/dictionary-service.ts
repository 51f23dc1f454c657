import type { BrowserContext, Page } from '@playwright/test';
import type { Language } from './dictionaries.ts';

const dictionaryPath = (language: Language) => `/translation-api/by-lang/${language}`;

export interface FailingDictionary {
  /** From now on requests reach the server again. */
  recover(): void;
}

/**
 * Makes the translation service drop the connection for a language's dictionary (every
 * attempt, the client's own repeats too) until `recover`; after that requests reach the server
 * and `edit` may change the texts it answers, so a spec can tell the fresh copy from any other.
 */
export async function failDictionary(
  page: Page,
  language: Language,
  edit?: (entries: Record<string, string>) => void,
): Promise<FailingDictionary> {
  let failing = true;
  await page.route(
    (url) => url.pathname === dictionaryPath(language),
    async (route) => {
      if (failing) {
        await route.abort('connectionreset');
        return;
      }
      const response = await route.fetch();
      const answer = await response.json();
      const entries = JSON.parse(answer.data.attributes.dictionaryMap);
      edit?.(entries);
      answer.data.attributes.dictionaryMap = JSON.stringify(entries);
      await route.fulfill({ response, json: answer });
    },
  );
  return {
    recover: () => {
      failing = false;
    },
  };
}

/**
 * A copy of a dictionary the app kept in local storage on an earlier visit; `savedAt` 0 makes
 * it long past the spec's 15 minutes. The key and shape follow
 * apps/web/src/shared/i18n/dictionary-cache.ts.
 */
export async function presetStoredDictionary(
  context: BrowserContext,
  language: Language,
  entries: Record<string, string>,
  savedAt = 0,
): Promise<void> {
  await context.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: `arenabet.dictionary.${language}`,
    value: JSON.stringify({ entries, savedAt }),
  });
}
