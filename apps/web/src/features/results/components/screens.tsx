import type { Screen } from '../../../shared/routes/screen.ts';
import { ChampResultsPage } from './champ-results-page.tsx';
import { ResultsPage } from './results-page.tsx';

export const RESULTS_SCREENS: readonly Screen[] = [
  { route: 'bettingChampResults', element: <ResultsPage /> },
  { route: 'bettingChampResultsChamp', element: <ChampResultsPage /> },
];
