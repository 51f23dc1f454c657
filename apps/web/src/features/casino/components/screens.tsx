import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import type { Screen } from '../../../shared/routes/screen.ts';

/** What the casino needs of other features, which the app hands in. */
export interface CasinoHost {
  /** Opens the sign-in form: a visitor's demo table offers real play behind it. */
  onSignIn(): void;
}

/** The casino's screens, by route name; the app's router mounts them behind their guards. */
export function casinoScreens(host: CasinoHost): readonly Screen[] {
  return [
    { route: 'casino', load: () => import('./lobby-page.tsx').then((m) => <m.LobbyPage />) },
    {
      route: 'casinoGame',
      load: () => import('./game-page.tsx').then((m) => <m.GamePage onSignIn={host.onSignIn} />),
    },
    // The header's live casino: the live wheel, the same table as its casino page.
    {
      route: 'liveCasino',
      load: () =>
        import('./shared-table-page.tsx').then((m) => (
          <m.SharedTablePage
            slug="live-roulette"
            onSignIn={host.onSignIn}
            sectionKey={i18nKey('header_live_casino')}
          />
        )),
    },
    {
      route: 'casinoFairness',
      load: () => import('./fairness-page.tsx').then((m) => <m.FairnessPage />),
    },
    {
      route: 'officeCasino',
      load: () => import('./casino-history-page.tsx').then((m) => <m.CasinoHistoryPage />),
    },
  ];
}
