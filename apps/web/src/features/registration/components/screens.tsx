import type { Screen } from '../../../shared/routes/screen.ts';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const REGISTRATION_SCREENS: readonly Screen[] = [
  {
    route: 'registration',
    load: () =>
      import('./registration-page.tsx').then((m) => <m.RegistrationPage section="main" />),
  },
  {
    route: 'promo',
    load: () =>
      import('./registration-page.tsx').then((m) => <m.RegistrationPage section="promo" />),
  },
];
