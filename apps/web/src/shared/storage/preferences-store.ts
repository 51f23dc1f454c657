import { DEFAULT_COEFFICIENT_FORMAT } from '@arenabet/domain';
import type { CookieConsent as CookieConsentValue } from '@arenabet/reference/account';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type Theme = 'light' | 'dark';
export const FONT_SIZES = ['s', 'm', 'l'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

/** 0 nothing optional, 1 only functionality, 2 only marketing, 3 all. */
export type CookieConsentLevel = CookieConsentValue;

export interface CookieConsent {
  level: CookieConsentLevel;
  /** Epoch milliseconds of the visitor's choice: the spec's consent time. */
  time: number;
}

/** Local preferences of this browser. Server state never goes here. */
export interface PreferencesState {
  theme: Theme;
  fontSize: FontSize;
  coefficientFormat: number;
  /** The language last chosen, so `/` opens it again. */
  language: string | undefined;
  cookieConsent: CookieConsent | null;
  pinnedGames: number[];
  setTheme(theme: Theme): void;
  toggleTheme(): void;
  setFontSize(size: FontSize): void;
  setCoefficientFormat(format: number): void;
  setLanguage(language: string): void;
  setCookieConsent(level: CookieConsentLevel, now?: number): void;
  togglePinnedGame(gameId: number): void;
}

/** Storage key; the inline script of index.html reads theme and font size from it before first paint. */
export const PREFERENCES_STORAGE_KEY = 'arenabet.preferences';

function systemTheme(): Theme {
  return typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-color-scheme: light)').matches
    ? 'light'
    : 'dark';
}

export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      theme: systemTheme(),
      fontSize: 'm',
      coefficientFormat: DEFAULT_COEFFICIENT_FORMAT,
      language: undefined,
      cookieConsent: null,
      pinnedGames: [],
      setTheme: (theme) => set({ theme }),
      toggleTheme: () => set((state) => ({ theme: state.theme === 'dark' ? 'light' : 'dark' })),
      setFontSize: (fontSize) => set({ fontSize }),
      setCoefficientFormat: (coefficientFormat) => set({ coefficientFormat }),
      setLanguage: (language) => set({ language }),
      setCookieConsent: (level, now = Date.now()) => set({ cookieConsent: { level, time: now } }),
      togglePinnedGame: (gameId) =>
        set((state) => ({
          pinnedGames: state.pinnedGames.includes(gameId)
            ? state.pinnedGames.filter((id) => id !== gameId)
            : [...state.pinnedGames, gameId],
        })),
    }),
    {
      name: PREFERENCES_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({
        theme,
        fontSize,
        coefficientFormat,
        language,
        cookieConsent,
        pinnedGames,
      }) => ({
        theme,
        fontSize,
        coefficientFormat,
        language,
        cookieConsent,
        pinnedGames,
      }),
    },
  ),
);
