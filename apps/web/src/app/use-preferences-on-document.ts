import { useLayoutEffect } from 'react';
import { usePreferences } from '../shared/storage/preferences-store.ts';

/** Theme and font size live on `<html>` so every CSS variable follows them. */
export function usePreferencesOnDocument(): void {
  const theme = usePreferences((state) => state.theme);
  const fontSize = usePreferences((state) => state.fontSize);
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.fontSize = fontSize;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', theme === 'dark' ? '#0a1224' : '#ffffff');
  }, [theme, fontSize]);
}
