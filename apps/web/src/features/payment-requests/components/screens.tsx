import type { Screen } from '../../../shared/routes/screen.ts';

const loadRequestsPage = () => import('./requests-page.tsx').then((m) => <m.RequestsPage />);

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const PAYMENT_REQUESTS_SCREENS: readonly Screen[] = [
  // The office's payment requests and the consultant's requests list are one screen.
  { route: 'paymentRequests', load: loadRequestsPage },
  { route: 'paymentConsultantRequests', load: loadRequestsPage },
  {
    route: 'paymentConsultantCreate',
    load: () => import('./create-page.tsx').then((m) => <m.CreatePage />),
  },
  {
    route: 'paymentConsultantTransactions',
    load: () => import('./transactions-page.tsx').then((m) => <m.TransactionsPage />),
  },
  {
    route: 'paymentConsultantFillOut',
    load: () => import('./fill-out-page.tsx').then((m) => <m.FillOutPage />),
  },
  {
    route: 'backofficePaymentRequests',
    load: () => import('./backoffice-requests-page.tsx').then((m) => <m.BackofficeRequestsPage />),
  },
];
