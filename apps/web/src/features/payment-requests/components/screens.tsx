import type { Screen } from '../../../shared/routes/screen.ts';
import { BackofficeRequestsPage } from './backoffice-requests-page.tsx';
import { CreatePage } from './create-page.tsx';
import { FillOutPage } from './fill-out-page.tsx';
import { RequestsPage } from './requests-page.tsx';
import { TransactionsPage } from './transactions-page.tsx';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const PAYMENT_REQUESTS_SCREENS: readonly Screen[] = [
  // The office's payment requests and the consultant's requests list are one screen.
  { route: 'paymentRequests', element: <RequestsPage /> },
  { route: 'paymentConsultantRequests', element: <RequestsPage /> },
  { route: 'paymentConsultantCreate', element: <CreatePage /> },
  { route: 'paymentConsultantTransactions', element: <TransactionsPage /> },
  { route: 'paymentConsultantFillOut', element: <FillOutPage /> },
  { route: 'backofficePaymentRequests', element: <BackofficeRequestsPage /> },
];
