import type { Screen } from '../../../shared/routes/screen.ts';
import { WalletsPage } from './wallets-page.tsx';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const WALLETS_SCREENS: readonly Screen[] = [
  { route: 'settingsWallets', element: <WalletsPage /> },
];
