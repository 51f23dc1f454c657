import type { RouteDefinition } from './route-meta.ts';

/*
 * The operator's back office. Not in the spec's route list; its screens check the operator's
 * session themselves (GET /web-api/backoffice/auth/me) and offer the operator sign-in.
 */
export const BACKOFFICE_ROUTES = {
  backoffice: { path: '/backoffice' },
  backofficeDeposits: { path: '/backoffice/deposits' },
  backofficeWithdrawals: { path: '/backoffice/withdrawals' },
  backofficePlayerLedger: { path: '/backoffice/ledger' },
  backofficePaymentRequests: { path: '/backoffice/payment-requests' },
  backofficeBets: { path: '/backoffice/bets' },
  backofficeRisk: { path: '/backoffice/risk' },
  backofficeVipBets: { path: '/backoffice/vip-bets' },
  backofficeVerification: { path: '/backoffice/verification' },
} as const satisfies Record<string, RouteDefinition>;
