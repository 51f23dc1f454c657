import type { Screen } from '../../../shared/routes/screen.ts';

export const SEARCH_SCREENS: readonly Screen[] = [
  { route: 'searchEvents', load: () => import('./search-page.tsx').then((m) => <m.SearchPage />) },
];
