import type { Screen } from '../../../shared/routes/screen.ts';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const TWO_FACTOR_SCREENS: readonly Screen[] = [
  {
    route: 'enableTwoFactor',
    load: () => import('./enable-two-factor.tsx').then((m) => <m.EnableTwoFactorPage />),
  },
  {
    route: 'disableTwoFactor',
    load: () => import('./disable-two-factor.tsx').then((m) => <m.DisableTwoFactorPage />),
  },
];
