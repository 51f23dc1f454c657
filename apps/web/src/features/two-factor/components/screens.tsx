import type { Screen } from '../../../shared/routes/screen.ts';
import { DisableTwoFactorPage } from './disable-two-factor.tsx';
import { EnableTwoFactorPage } from './enable-two-factor.tsx';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const TWO_FACTOR_SCREENS: readonly Screen[] = [
  { route: 'enableTwoFactor', element: <EnableTwoFactorPage /> },
  { route: 'disableTwoFactor', element: <DisableTwoFactorPage /> },
];
