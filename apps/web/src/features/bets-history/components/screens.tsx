import type { Screen } from '../../../shared/routes/screen.ts';
import { BetsHistoryPage } from './bets-history-page.tsx';
import { ManagerBetsPage } from './manager-bets-page.tsx';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const BETS_HISTORY_SCREENS: readonly Screen[] = [
  { route: 'betsHistory', element: <BetsHistoryPage /> },
  { route: 'managerBets', element: <ManagerBetsPage /> },
];
