import { siteConfigCalls } from './site-config-calls.ts';
import { translationCalls } from './translations.ts';

/**
 * The calls every page of a language makes before it can show a word: its dictionary and the
 * site configuration. Asked for by the app, they would wait for its scripts to download and
 * run, two round trips later on a phone's slow link; the server names them in the page's head
 * as preloads, so the browser fetches them beside the scripts and the app's own request for
 * each is answered from that fetch.
 */
export function firstCallUrls(language: string): string[] {
  return [
    translationCalls.byLang.path.replace('{lang}', encodeURIComponent(language)),
    `${siteConfigCalls.get.path}?${new URLSearchParams({ lng: language })}`,
  ];
}
