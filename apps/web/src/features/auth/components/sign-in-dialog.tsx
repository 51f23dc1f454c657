import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { PartLoading } from '../../../shared/ui/part-loading.tsx';
import { useSignInDialog } from '../hooks/sign-in-dialog-store.ts';
import { AutoLogoff } from './auto-logoff.tsx';

// Every way of signing in (password, SMS, two-factor, reset): fetched when the dialog first opens.
const SignInForm = lazy(() =>
  import('./sign-in-form.tsx').then((module) => ({ default: module.SignInForm })),
);
// A social sign-in's result comes back in the query: without one there is nothing to watch.
const SocialReturnWatch = lazy(() =>
  import('./social-return.tsx').then((module) => ({ default: module.SocialReturnWatch })),
);

/**
 * The sign-in modal, opened from anywhere through `useSignInDialog().openSignIn()`. It is
 * mounted on every page, so it also carries the auto-logoff watch.
 */
export function SignInDialog() {
  const { t } = useTranslation();
  const { open, closeSignIn, showNotice, socialReturn } = useSignInDialog();
  const hasQuery = useLocation().search !== '';
  return (
    <>
      <Dialog open={open} title={t('sign_in_title')} onClose={closeSignIn} testId="sign-in-dialog">
        <Suspense fallback={<PartLoading />}>
          <SignInForm
            socialReturn={socialReturn}
            onSignedIn={(previousSignInAt) => {
              closeSignIn();
              showNotice(previousSignInAt);
            }}
          />
        </Suspense>
      </Dialog>
      <AutoLogoff />
      {hasQuery && (
        <Suspense fallback={null}>
          <SocialReturnWatch />
        </Suspense>
      )}
    </>
  );
}
