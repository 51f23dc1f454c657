import type { Screen } from '../../../shared/routes/screen.ts';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const DISALLOWED_SPORTS_SCREENS: readonly Screen[] = [
  {
    route: 'settingsDisallowedSports',
    load: () => import('./disallowed-sports-page.tsx').then((m) => <m.DisallowedSportsPage />),
  },
];
