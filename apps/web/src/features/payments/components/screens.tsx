import type { Screen } from '../../../shared/routes/screen.ts';
import { DeduceFormPage } from './deduce-form-page.tsx';
import { DeducePage } from './deduce-page.tsx';
import { PaycheckPage } from './paycheck-page.tsx';
import { RechargeFormPage } from './recharge-form-page.tsx';
import { RechargePage } from './recharge-page.tsx';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const PAYMENTS_SCREENS: readonly Screen[] = [
  { route: 'recharge', element: <RechargePage /> },
  { route: 'rechargeForm', element: <RechargeFormPage /> },
  { route: 'deduce', element: <DeducePage /> },
  { route: 'deduceForm', element: <DeduceFormPage /> },
  { route: 'paycheck', element: <PaycheckPage /> },
];
