import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { useSignInDialog } from '../hooks/sign-in-dialog-store.ts';
import { SignInForm } from './sign-in-form.tsx';

/** The sign-in modal, opened from anywhere through `useSignInDialog().openSignIn()`. */
export function SignInDialog() {
  const { t } = useTranslation();
  const { open, closeSignIn, showNotice } = useSignInDialog();
  return (
    <Dialog open={open} title={t('sign_in_title')} onClose={closeSignIn} testId="sign-in-dialog">
      <SignInForm
        onSignedIn={(previousSignInAt) => {
          closeSignIn();
          showNotice(previousSignInAt);
        }}
      />
    </Dialog>
  );
}
