import { formatWait } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';

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
      <FormError testId="sign-in-locked">
        {t('sign_in_locked_wait', { wait: formatWait(lockSeconds, language) })}
      </FormError>
    );
  }
  if (!captchaNeeded && !checking) return null;
  return (
    <p className={forms.note} role="status" data-testid="sign-in-captcha-note">
      {t(checking ? 'sign_in_captcha_checking' : 'sign_in_captcha_note')}
    </p>
  );
}

/** Above every sign-in form: why the last try failed (hidden while locked), then the notes. */
export function SignInAlerts({ error, ...notes }: AttemptNotesProps & { error: string | null }) {
  return (
    <>
      {error && notes.lockSeconds === 0 && <FormError testId="sign-in-error">{error}</FormError>}
      <AttemptNotes {...notes} />
    </>
  );
}
