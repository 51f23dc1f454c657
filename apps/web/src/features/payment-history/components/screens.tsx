import type { Screen } from '../../../shared/routes/screen.ts';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const PAYMENT_HISTORY_SCREENS: readonly Screen[] = [
  {
    route: 'paymentHistory',
    load: () => import('./payment-history-page.tsx').then((m) => <m.PaymentHistoryPage />),
  },
];
