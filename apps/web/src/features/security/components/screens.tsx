import type { Screen } from '../../../shared/routes/screen.ts';
import { ActivationEmailPage } from './activation-email-page.tsx';
import { AuthByEmailPage } from './auth-by-email-page.tsx';
import { ChangeLoginPage } from './change-login-page.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';
import { EmailChangePage } from './email-change-page.tsx';
import { PhoneActivatePage, PhoneBindingPage } from './phone-binding-page.tsx';
import { PhoneChangePage } from './phone-change-page.tsx';
import { SecurityHub } from './security-hub.tsx';
import { SecurityQuestionPage } from './security-question-page.tsx';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const SECURITY_SCREENS: readonly Screen[] = [
  { route: 'security', element: <SecurityHub /> },
  { route: 'changePassword', element: <ChangePasswordPage /> },
  { route: 'changeLogin', element: <ChangeLoginPage /> },
  { route: 'phoneBinding', element: <PhoneBindingPage /> },
  { route: 'phoneActivate', element: <PhoneActivatePage /> },
  { route: 'phoneChange', element: <PhoneChangePage /> },
  { route: 'securityQuestion', element: <SecurityQuestionPage /> },
  { route: 'authByEmail', element: <AuthByEmailPage /> },
  { route: 'emailChange', element: <EmailChangePage /> },
  { route: 'activationEmail', element: <ActivationEmailPage /> },
];
