import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useSignInDialog } from '../hooks/sign-in-dialog-store.ts';
import { AutoLogoff } from './auto-logoff.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SocialReturnWatch } from './social-return.tsx';

/**
 * The sign-in modal, opened from anywhere through `useSignInDialog().openSignIn()`. It is
 * mounted on every page, so it also carries the auto-logoff watch.
 */
export function SignInDialog() {
  const { t } = useTranslation();
  const { open, closeSignIn, showNotice, socialReturn } = useSignInDialog();
  return (
    <>
      <Dialog open={open} title={t('sign_in_title')} onClose={closeSignIn} testId="sign-in-dialog">
        <SignInForm
          socialReturn={socialReturn}
          onSignedIn={(previousSignInAt) => {
            closeSignIn();
            showNotice(previousSignInAt);
          }}
        />
      </Dialog>
      <AutoLogoff />
      <SocialReturnWatch />
    </>
  );
}
