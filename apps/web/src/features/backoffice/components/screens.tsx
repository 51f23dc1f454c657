import type { Screen } from '../../../shared/routes/screen.ts';
import { BetsPage } from './bets-page.tsx';
import { DepositsPage } from './deposits-page.tsx';
import { OperatorGate } from './operator-gate.tsx';
import { OverviewPage } from './overview-page.tsx';
import { PlayerLedgerPage } from './player-ledger-page.tsx';
import { WithdrawalsPage } from './withdrawals-page.tsx';

/**
 * The screens of this feature, by route name; the app's router mounts them behind their guards.
 * The routes carry no player meta: each screen asks for the operator's own sign-in instead.
 */
export const BACKOFFICE_SCREENS: readonly Screen[] = [
  {
    route: 'backoffice',
    element: (
      <OperatorGate>
        <OverviewPage />
      </OperatorGate>
    ),
  },
  {
    route: 'backofficeDeposits',
    element: (
      <OperatorGate>
        <DepositsPage />
      </OperatorGate>
    ),
  },
  {
    route: 'backofficeWithdrawals',
    element: (
      <OperatorGate>
        <WithdrawalsPage />
      </OperatorGate>
    ),
  },
  {
    route: 'backofficeBets',
    element: (
      <OperatorGate>
        <BetsPage />
      </OperatorGate>
    ),
  },
  {
    route: 'backofficePlayerLedger',
    element: (
      <OperatorGate>
        <PlayerLedgerPage />
      </OperatorGate>
    ),
  },
];
