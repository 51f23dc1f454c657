import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useRegistrationDialog } from '../../../shared/registration-dialog/registration-dialog-store.ts';
import { useSignInDialog } from '../hooks/sign-in-dialog-store.ts';
import styles from './sign-in.module.css';

/** "No account yet?": closes sign-in and opens the registration popup in its place. */
export function RegisterLink() {
  const { t } = useTranslation();
  const closeSignIn = useSignInDialog((state) => state.closeSignIn);
  const openRegistration = useRegistrationDialog((state) => state.open);
  return (
    <p className={styles.register}>
      {t('sign_in_no_account')}{' '}
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          closeSignIn();
          openRegistration();
        }}
        data-testid="sign-in-register"
      >
        {t('sign_in_register')}
      </button>
    </p>
  );
}
