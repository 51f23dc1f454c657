import type { Screen } from '../../../shared/routes/screen.ts';

const phoneBinding = () => import('./phone-binding-page.tsx');

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const SECURITY_SCREENS: readonly Screen[] = [
  { route: 'security', load: () => import('./security-hub.tsx').then((m) => <m.SecurityHub />) },
  {
    route: 'changePassword',
    load: () => import('./change-password-page.tsx').then((m) => <m.ChangePasswordPage />),
  },
  {
    route: 'changeLogin',
    load: () => import('./change-login-page.tsx').then((m) => <m.ChangeLoginPage />),
  },
  { route: 'phoneBinding', load: () => phoneBinding().then((m) => <m.PhoneBindingPage />) },
  { route: 'phoneActivate', load: () => phoneBinding().then((m) => <m.PhoneActivatePage />) },
  {
    route: 'phoneChange',
    load: () => import('./phone-change-page.tsx').then((m) => <m.PhoneChangePage />),
  },
  {
    route: 'securityQuestion',
    load: () => import('./security-question-page.tsx').then((m) => <m.SecurityQuestionPage />),
  },
  {
    route: 'authByEmail',
    load: () => import('./auth-by-email-page.tsx').then((m) => <m.AuthByEmailPage />),
  },
  {
    route: 'emailChange',
    load: () => import('./email-change-page.tsx').then((m) => <m.EmailChangePage />),
  },
  {
    route: 'activationEmail',
    load: () => import('./activation-email-page.tsx').then((m) => <m.ActivationEmailPage />),
  },
];
