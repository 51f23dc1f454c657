import type { Screen } from '../../../shared/routes/screen.ts';
import { RegistrationPage } from './registration-page.tsx';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const REGISTRATION_SCREENS: readonly Screen[] = [
  { route: 'registration', element: <RegistrationPage section="main" /> },
  { route: 'promo', element: <RegistrationPage section="promo" /> },
];
