import type { Screen } from '../../../shared/routes/screen.ts';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const RESPONSIBLE_GAMBLING_SCREENS: readonly Screen[] = [
  {
    route: 'responsibleGambling',
    load: () =>
      import('./responsible-gambling-page.tsx').then((m) => <m.ResponsibleGamblingPage />),
  },
];
