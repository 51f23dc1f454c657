import type { Screen } from '../../../shared/routes/screen.ts';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const PAYMENTS_SCREENS: readonly Screen[] = [
  { route: 'recharge', load: () => import('./recharge-page.tsx').then((m) => <m.RechargePage />) },
  {
    route: 'rechargeForm',
    load: () => import('./recharge-form-page.tsx').then((m) => <m.RechargeFormPage />),
  },
  { route: 'deduce', load: () => import('./deduce-page.tsx').then((m) => <m.DeducePage />) },
  {
    route: 'deduceForm',
    load: () => import('./deduce-form-page.tsx').then((m) => <m.DeduceFormPage />),
  },
  { route: 'paycheck', load: () => import('./paycheck-page.tsx').then((m) => <m.PaycheckPage />) },
];
