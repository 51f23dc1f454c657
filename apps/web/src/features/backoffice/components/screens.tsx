import type { ReactNode } from 'react';
import type { Screen } from '../../../shared/routes/screen.ts';

/** An operator's page behind the operator's own sign-in; neither is loaded before it is opened. */
async function gated(page: Promise<ReactNode>): Promise<ReactNode> {
  const [{ OperatorGate }, element] = await Promise.all([import('./operator-gate.tsx'), page]);
  return <OperatorGate>{element}</OperatorGate>;
}

/**
 * The screens of this feature, by route name; the app's router mounts them behind their guards.
 * The routes carry no player meta: each screen asks for the operator's own sign-in instead.
 */
export const BACKOFFICE_SCREENS: readonly Screen[] = [
  {
    route: 'backoffice',
    load: () => gated(import('./overview-page.tsx').then((m) => <m.OverviewPage />)),
  },
  {
    route: 'backofficeDeposits',
    load: () => gated(import('./deposits-page.tsx').then((m) => <m.DepositsPage />)),
  },
  {
    route: 'backofficeWithdrawals',
    load: () => gated(import('./withdrawals-page.tsx').then((m) => <m.WithdrawalsPage />)),
  },
  {
    route: 'backofficeBets',
    load: () => gated(import('./bets-page.tsx').then((m) => <m.BetsPage />)),
  },
  {
    route: 'backofficeRisk',
    load: () => gated(import('./risk-page.tsx').then((m) => <m.RiskPage />)),
  },
  {
    route: 'backofficeVipBets',
    load: () => gated(import('./vip-bets-page.tsx').then((m) => <m.VipBetsPage />)),
  },
  {
    route: 'backofficeVerification',
    load: () => gated(import('./verification-page.tsx').then((m) => <m.VerificationPage />)),
  },
  {
    route: 'backofficePlayerLedger',
    load: () => gated(import('./player-ledger-page.tsx').then((m) => <m.PlayerLedgerPage />)),
  },
];
