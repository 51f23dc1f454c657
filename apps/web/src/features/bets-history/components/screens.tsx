import type { Screen } from '../../../shared/routes/screen.ts';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const BETS_HISTORY_SCREENS: readonly Screen[] = [
  {
    route: 'betsHistory',
    load: () => import('./bets-history-page.tsx').then((m) => <m.BetsHistoryPage />),
  },
  {
    route: 'powerbet',
    load: () => import('./powerbet-page.tsx').then((m) => <m.PowerbetPage />),
  },
  {
    route: 'managerBets',
    load: () => import('./manager-bets-page.tsx').then((m) => <m.ManagerBetsPage />),
  },
];
