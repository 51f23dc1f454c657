import type { Screen } from '../../../shared/routes/screen.ts';

export const RESULTS_SCREENS: readonly Screen[] = [
  {
    route: 'bettingChampResults',
    load: () => import('./results-page.tsx').then((m) => <m.ResultsPage />),
  },
  {
    route: 'bettingChampResultsChamp',
    load: () => import('./champ-results-page.tsx').then((m) => <m.ChampResultsPage />),
  },
];
