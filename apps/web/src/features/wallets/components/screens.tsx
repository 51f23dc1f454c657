import type { Screen } from '../../../shared/routes/screen.ts';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const WALLETS_SCREENS: readonly Screen[] = [
  {
    route: 'settingsWallets',
    load: () => import('./wallets-page.tsx').then((m) => <m.WalletsPage />),
  },
];
