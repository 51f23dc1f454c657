import type { Screen } from '../../../shared/routes/screen.ts';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const VIRTUAL_SPORTS_SCREENS: readonly Screen[] = [
  {
    route: 'virtualSports',
    load: () => import('./virtual-sports-page.tsx').then((m) => <m.VirtualSportsPage />),
  },
];
