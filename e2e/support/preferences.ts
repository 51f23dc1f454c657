import type { BrowserContext } from '@playwright/test';

interface PresetPreferences {
  theme?: 'light' | 'dark';
  fontSize?: 's' | 'm' | 'l';
  /** Consent level already given, so the banner does not cover the page. */
  cookieConsentLevel?: 0 | 1 | 2 | 3;
}

/**
 * Starts a browser context with saved preferences, as a returning visitor would have them.
 * It writes the app's storage key before any page script runs, on every navigation.
 */
export async function presetPreferences(
  context: BrowserContext,
  preset: PresetPreferences,
): Promise<void> {
  const state = {
    theme: preset.theme ?? 'dark',
    fontSize: preset.fontSize ?? 'm',
    coefficientFormat: 0,
    cookieConsent:
      preset.cookieConsentLevel === undefined
        ? null
        : { level: preset.cookieConsentLevel, time: Date.now() },
    pinnedGames: [],
  };
  await context.addInitScript(
    (value: string) => {
      // The script runs in every document, about:blank too, where storage is refused: the
      // error would reach the console gate as the page's own.
      if (window.location.protocol.startsWith('http')) {
        window.localStorage.setItem('arenabet.preferences', value);
      }
    },
    JSON.stringify({ state, version: 1 }),
  );
}
