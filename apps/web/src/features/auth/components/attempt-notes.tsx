import { useTranslation } from 'react-i18next';
import { formatWait } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import styles from './sign-in.module.css';

interface AttemptNotesProps {
  captchaNeeded: boolean;
  checking: boolean;
  lockSeconds: number;
}

/** The wait while sign-in is locked, and why a captcha check runs before the next try. */
export function AttemptNotes({ captchaNeeded, checking, lockSeconds }: AttemptNotesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (lockSeconds > 0) {
    return (
      <p className={styles.formError} role="alert" data-testid="sign-in-locked">
        {t('sign_in_locked_wait', { wait: formatWait(lockSeconds, language) })}
      </p>
    );
  }
  if (!captchaNeeded && !checking) return null;
  return (
    <p className={styles.note} role="status" data-testid="sign-in-captcha-note">
      {t(checking ? 'sign_in_captcha_checking' : 'sign_in_captcha_note')}
    </p>
  );
}
