import type { Screen } from '../../../shared/routes/screen.ts';
import { DisallowedSportsPage } from './disallowed-sports-page.tsx';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const DISALLOWED_SPORTS_SCREENS: readonly Screen[] = [
  { route: 'settingsDisallowedSports', element: <DisallowedSportsPage /> },
];
