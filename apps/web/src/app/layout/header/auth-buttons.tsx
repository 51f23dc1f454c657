import { SIGNED_IN_COOKIE } from '@arenabet/contracts';
import { lazy, Suspense } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useSignOut } from '../../../features/auth/api/sign-out.ts';
import { SignInDialog } from '../../../features/auth/components/sign-in-dialog.tsx';
import { SignInNotice } from '../../../features/auth/components/sign-in-notice.tsx';
import { useSignInDialog } from '../../../features/auth/hooks/sign-in-dialog-store.ts';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { RegistrationDialog } from '../../../features/registration/index.ts';
import { hasCookie } from '../../../shared/api/readable-cookie.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useRegistrationDialog } from '../../../shared/registration-dialog/registration-dialog-store.ts';
import { ROUTES, type RouteName } from '../../../shared/routes/route-map.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import styles from './header.module.css';

// The signed-in header is not on a visitor's first screen. A visit with the signed-in mark
// fetches it at once, beside the check of who is signed in, so it is there when that answers.
const signedInHeader = () => import('./signed-in-header.tsx');
// (No document where the route tree is read in Node, by its tests.)
if (typeof document !== 'undefined' && hasCookie(document.cookie, SIGNED_IN_COOKIE)) {
  void signedInHeader();
}
const SignedInHeader = lazy(() =>
  signedInHeader().then((module) => ({ default: module.SignedInHeader })),
);

// Player protection for a signed-in player, one chunk fetched after sign-in: not on a visitor's
// first screen.
const protection = () =>
  import('../../../features/responsible-gambling/components/signed-in-protection.tsx');
const SignedInProtection = lazy(() =>
  protection().then((module) => ({ default: module.SignedInProtection })),
);
const SessionClock = lazy(() => protection().then((module) => ({ default: module.SessionClock })));

/** Whether the page is one of the named routes' (the path's language prefix set aside). */
function isOnRoute(pathname: string, names: readonly RouteName[]): boolean {
  const path = pathname.replace(/^\/[^/]+/, '');
  return names.some((name) => matchPath(ROUTES[name].path, path) !== null);
}

/** Sign-in and registration, or the signed-in player's menu. */
export function AuthButtons() {
  const { t } = useTranslation();
  const auth = useAuth();
  const openSignIn = useSignInDialog((state) => state.openSignIn);
  const openRegistration = useRegistrationDialog((state) => state.open);
  const { mutate: signOut } = useSignOut();
  const { pathname } = useLocation();
  // The session's clock is in the header while a game is open; the deposit-limit prompt comes on
  // the deposit pages. The verification page's path reads like a game's.
  const playingCasino =
    isOnRoute(pathname, ['casinoGame', 'liveCasino']) && !isOnRoute(pathname, ['casinoFairness']);
  const onDepositPage = isOnRoute(pathname, ['recharge', 'rechargeForm']);
  const signedIn = !auth.pending && auth.userId !== null;

  return (
    // Signed in, the header holds a balance: on a phone the brand gives it the room (header CSS).
    <div className={styles.auth} data-signed-in={auth.userId !== null ? '' : undefined}>
      {auth.pending ? null : auth.userId !== null ? (
        <>
          {playingCasino && (
            <Suspense fallback={null}>
              <SessionClock />
            </Suspense>
          )}
          <Suspense fallback={null}>
            <SignedInHeader userId={auth.userId} />
          </Suspense>
        </>
      ) : (
        <>
          <button
            type="button"
            className={styles.signIn}
            onClick={openSignIn}
            aria-haspopup="dialog"
            // On phones the text is hidden and only the icon shows: the name must not go with it.
            aria-label={t('sign_in')}
            data-testid="sign-in-button"
          >
            <Icon name="user" size={18} />
            <span className={styles.signInText}>{t('sign_in')}</span>
          </button>
          <button
            type="button"
            className={styles.register}
            onClick={() => openRegistration()}
            aria-haspopup="dialog"
            data-testid="register-button"
          >
            {t('registration')}
          </button>
        </>
      )}
      {/* Outside the branches: switching them must not unmount a dialog that is open. */}
      <SignInDialog />
      <RegistrationDialog />
      <SignInNotice />
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInProtection onLeave={() => signOut()} onDepositPage={onDepositPage} />
        </Suspense>
      )}
    </div>
  );
}
