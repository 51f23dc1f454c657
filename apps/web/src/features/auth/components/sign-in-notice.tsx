import { useEffect } from 'react';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CloseButton } from '../../../shared/ui/close-button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useSignInDialog } from '../hooks/sign-in-dialog-store.ts';
import styles from './sign-in-notice.module.css';

const SHOWN_FOR_MS = 10_000;

/**
 * After sign-in, when the player was last here: a sign-in they do not remember is the first
 * hint that someone else knows their password.
 */
export function SignInNotice() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { notice, dismissNotice } = useSignInDialog();

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(dismissNotice, SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [notice, dismissNotice]);

  if (!notice) return null;
  const { previousSignInAt } = notice;
  return (
    <div className={styles.notice} role="status" data-testid="sign-in-notice">
      <Icon name="shield" size={20} className={styles.icon} />
      <p className={styles.text}>
        {previousSignInAt
          ? t('sign_in_previous', { time: formatDateTime(previousSignInAt, language) })
          : t('sign_in_first')}
      </p>
      <CloseButton
        className={styles.close}
        label={t('dialog_close')}
        onClick={dismissNotice}
        size={18}
      />
    </div>
  );
}
