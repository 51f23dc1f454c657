import type { Screen } from '../../../shared/routes/screen.ts';

/** The pages share one chunk (pages.ts), so the entry's route table names it once. */
const pages = () => import('./pages.ts');

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const VERIFICATION_SCREENS: readonly Screen[] = [
  { route: 'verification', load: () => pages().then((m) => <m.VerificationPage />) },
  // The spec's identification page: the same status and ways to verify.
  { route: 'identification', load: () => pages().then((m) => <m.VerificationPage />) },
  { route: 'accountVerification', load: () => pages().then((m) => <m.DocumentPage />) },
  { route: 'accountIdentification', load: () => pages().then((m) => <m.ProviderPage />) },
  { route: 'identificationWelcome', load: () => pages().then((m) => <m.WelcomePage />) },
];
