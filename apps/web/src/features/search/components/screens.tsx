import type { Screen } from '../../../shared/routes/screen.ts';
import { SearchPage } from './search-page.tsx';

export const SEARCH_SCREENS: readonly Screen[] = [
  { route: 'searchEvents', element: <SearchPage /> },
];
