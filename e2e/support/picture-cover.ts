import type { Language } from './dictionaries.ts';

/** One look of a page: its theme, its width and its language. */
export interface Look<L extends Language = Language> {
  theme: 'dark' | 'light';
  device: 'desktop' | 'phone';
  width: 1280 | 375;
  language: L;
}

/**
 * Four looks in which every pair of theme, width and reading direction appears once (the
 * two-level orthogonal array of three factors): a fault that needs two of them together, a
 * light phone or a dark page right to left, shows in one of the four, for half the pages of
 * all eight combinations. `leftToRight` and `rightToLeft` name the two languages.
 */
export function pictureCover<L extends Language>(leftToRight: L, rightToLeft: L): Look<L>[] {
  return [
    { theme: 'dark', device: 'desktop', width: 1280, language: leftToRight },
    { theme: 'light', device: 'phone', width: 375, language: leftToRight },
    { theme: 'light', device: 'desktop', width: 1280, language: rightToLeft },
    { theme: 'dark', device: 'phone', width: 375, language: rightToLeft },
  ];
}
