// Applies the saved theme and font size before the app's bundle runs, so a reload never
// flashes the wrong theme. The key and shape follow apps/web/src/shared/storage/preferences-store.ts.
(() => {
  const root = document.documentElement;
  let theme = window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  let fontSize = 'm';
  try {
    const saved = JSON.parse(localStorage.getItem('arenabet.preferences') || 'null');
    if (saved?.state?.theme) theme = saved.state.theme;
    if (saved?.state?.fontSize) fontSize = saved.state.fontSize;
  } catch {
    // Unreadable storage (private mode, corrupted value): keep the defaults.
  }
  root.dataset.theme = theme;
  root.dataset.fontSize = fontSize;
})();
