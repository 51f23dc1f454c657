import type { Screen } from '../../../shared/routes/screen.ts';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const DUELS_SCREENS: readonly Screen[] = [
  {
    route: 'bettingDuels',
    load: () => import('./duels-page.tsx').then((m) => <m.DuelsPage />),
  },
];
